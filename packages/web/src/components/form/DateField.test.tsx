import { render } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { DateField } from './DateField.tsx';

function Harness({ value }: { value: string | null }) {
  const { control } = useForm({ defaultValues: { vencimento: value } });
  return <DateField control={control} name="vencimento" label="Vencimento" />;
}

describe('DateField', () => {
  it('shows an API date as dd/MM/aaaa in pt-BR', () => {
    const { container } = render(<Harness value="2026-02-09" />);
    const hidden = container.querySelector('input[name="vencimento"]') as HTMLInputElement;
    expect(hidden.value).toBe('09/02/2026');
  });

  it('empty shows the pt-BR placeholder sections', () => {
    const { container } = render(<Harness value={null} />);
    expect(container.textContent).toMatch(/DD|dd/);
    expect(container.textContent).toMatch(/AAAA|aaaa/);
  });
});
