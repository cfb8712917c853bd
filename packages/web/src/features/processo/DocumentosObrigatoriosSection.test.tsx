import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { documentosIniciais, DocumentosObrigatoriosSection } from './DocumentosObrigatoriosSection.tsx';

vi.setConfig({ testTimeout: 30_000 });

const TIPOS = [
  { id: 1, nome: 'Auto de Infração', opcional: false },
  { id: 2, nome: 'Procuração', opcional: true },
];

function ComForm({ children }: { children: ReactNode }) {
  const form = useForm({ defaultValues: { documentos: documentosIniciais(TIPOS) } });
  return <FormProvider {...form}>{children}</FormProvider>;
}

describe('required documents section (spec 02 §2.3, §5)', () => {
  it("marks required types with '*' and optional ones with '(Opcional)'", () => {
    render(
      <ComForm>
        <DocumentosObrigatoriosSection
          tipos={TIPOS}
          erro="Necessário informar o(s) documento(s) Auto de Infração"
        />
      </ComForm>,
    );
    const rotulos = Array.from(document.querySelectorAll('label')).map((l) => l.textContent);
    expect(rotulos).toEqual(['Auto de Infração *', 'Procuração (Opcional)']);
    expect(screen.getByRole('alert').textContent).toBe(
      'Necessário informar o(s) documento(s) Auto de Infração',
    );
  });
});
