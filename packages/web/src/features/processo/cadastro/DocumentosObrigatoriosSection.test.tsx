import type { ReactNode } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { documentosIniciais, DocumentosObrigatoriosSection } from './DocumentosObrigatoriosSection.tsx';

vi.setConfig({ testTimeout: 30_000 });

// in the body's order: the optional one first, as the demo's 'CONTRATO SOCIAL (Opcional)' (U-15)
const TIPOS = [
  { id: 2, nome: 'Procuração', opcional: true },
  { id: 1, nome: 'Auto de Infração', opcional: false },
];

function ComForm({ children }: { children: ReactNode }) {
  const form = useForm({ defaultValues: { documentos: documentosIniciais(TIPOS) } });
  return <FormProvider {...form}>{children}</FormProvider>;
}

afterEach(() => vi.unstubAllGlobals());

describe('required documents section (spec 02 §2.3, §5)', () => {
  it("lists the required types first, marked '*', then the optional ones, '(Opcional)'", () => {
    render(
      <ComForm>
        <DocumentosObrigatoriosSection tipos={TIPOS} verificar />
      </ComForm>,
    );
    const rotulos = Array.from(document.querySelectorAll('label')).map((l) => l.textContent);
    expect(rotulos).toEqual(['Auto de Infração *', 'Procuração (Opcional)']);
    expect(screen.getByRole('alert').textContent).toBe(
      'Necessário informar o(s) documento(s) Auto de Infração',
    );
  });

  it('names nothing before a save is tried', () => {
    render(
      <ComForm>
        <DocumentosObrigatoriosSection tipos={TIPOS} />
      </ComForm>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("the 'documento obrigatório' error goes once the file is attached (U-15)", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ uuid: 'u-1', fileName: 'identidade.pdf' }), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    const { container } = render(
      <ComForm>
        <DocumentosObrigatoriosSection tipos={TIPOS} verificar />
      </ComForm>,
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'Necessário informar o(s) documento(s) Auto de Infração',
    );
    // the first field is the required one's
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    const pdf = new File(['%PDF-1.4'], 'identidade.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [pdf] } });
    expect(await screen.findByText('identidade.pdf')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
