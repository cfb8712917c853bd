import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FilterDrawer, type FilterDef } from './FilterDrawer.tsx';

const defs: FilterDef<'numero' | 'dataInicio' | 'dataFim'>[] = [
  { name: 'numero', label: 'Número' },
  { name: 'dataInicio', label: 'Data - Início', kind: 'date' },
  { name: 'dataFim', label: 'Data - Fim', kind: 'date' },
];

vi.setConfig({ testTimeout: 30_000 });

describe("the filter drawer's dates", () => {
  it("are the product's DD/MM/AAAA field, never the browser's date input, and apply as API dates", async () => {
    const onApply = vi.fn();
    render(
      <FilterDrawer
        open
        onClose={() => {}}
        defs={defs}
        values={{ dataInicio: '2026-02-09' }}
        onApply={onApply}
      />,
    );
    const inicio = await waitFor(
      () => {
        const el = document.querySelector('input[name="dataInicio"]') as HTMLInputElement | null;
        expect(el).not.toBeNull();
        return el!;
      },
      { timeout: 15_000 },
    );
    expect(document.querySelector('input[type="date"]')).toBeNull();
    expect(inicio.value).toBe('09/02/2026');
    fireEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(onApply).toHaveBeenCalled());
    expect(onApply.mock.calls[0]![0]).toEqual({ numero: '', dataInicio: '2026-02-09', dataFim: '' });
  });
});
