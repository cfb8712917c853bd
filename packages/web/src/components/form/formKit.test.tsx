import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '../dialogs/ConfirmDialog.tsx';
import { ApiError } from '../../lib/http.ts';
import { applyServerErrors } from './applyServerErrors.ts';
import { MaskedTextField, type MaskKind } from './MaskedField.tsx';
import { checkPdf } from './pdfFiles.ts';
import { PdfUploadField } from './PdfUploadField.tsx';
import { UpperCaseField } from './UpperCaseField.tsx';
import { ValorField, type ValorKind } from './ValorField.tsx';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { valorBrasileiroSchema } from '@divida/domain/valor.schema';

function Masked({ kind, onValue }: { kind: MaskKind; onValue: (v: unknown) => void }) {
  const [v, setV] = useState<string | number | null>(null);
  return (
    <MaskedTextField
      kind={kind}
      label="Campo"
      value={v}
      onChange={(x) => {
        setV(x);
        onValue(x);
      }}
    />
  );
}

const type = (input: HTMLInputElement, text: string) => {
  // IMask listens to input events; each keystroke as the browser would send it
  for (const ch of text) {
    input.value += ch;
    fireEvent.input(input);
  }
};

describe('masked fields', () => {
  it.each([
    ['cpf', '12345678909', '123.456.789-09', '12345678909'],
    ['cnpj', '11222333000181', '11.222.333/0001-81', '11222333000181'],
    ['cpfCnpj', '12345678909', '123.456.789-09', '12345678909'],
    ['cpfCnpj', '11222333000181', '11.222.333/0001-81', '11222333000181'],
    ['telefone', '1133334444', '(11) 3333-4444', '1133334444'],
    ['telefone', '11933334444', '(11) 93333-4444', '11933334444'],
    ['cep', '01001000', '01001-000', '01001000'],
    ['data', '09022026', '09/02/2026', '09/02/2026'],
  ] as const)('%s: %s shows %s and reports %s', (kind, typed, shown, value) => {
    const onValue = vi.fn();
    render(<Masked kind={kind} onValue={onValue} />);
    const input = screen.getByLabelText('Campo') as HTMLInputElement;
    type(input, typed);
    expect(input.value).toBe(shown);
    expect(onValue).toHaveBeenLastCalledWith(value);
  });
});

function UpperForm({ onSubmit }: { onSubmit: (v: { nome: string }) => void }) {
  const { control, handleSubmit, setError } = useForm({ defaultValues: { nome: '' } });
  return (
    <form
      onSubmit={handleSubmit((v) => {
        onSubmit(v);
        applyServerErrors(
          new ApiError('Conflito', 409, 409, ['nome', 'ignorado'], ['Já existe', 'x']),
          setError,
          ['nome'],
        );
      })}
    >
      <UpperCaseField control={control} name="nome" label="Nome" />
      <button type="submit">Salvar</button>
    </form>
  );
}

describe('upper-case field and server field errors', () => {
  it('keeps the value in upper case and shows the server message on the matching field', async () => {
    const onSubmit = vi.fn();
    render(<UpperForm onSubmit={onSubmit} />);
    const input = screen.getByLabelText('Nome') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'certidão' } });
    expect(input.value).toBe('CERTIDÃO');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    });
    expect(onSubmit).toHaveBeenCalledWith({ nome: 'CERTIDÃO' });
    await screen.findByText('Já existe');
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });
});

describe('confirmation dialog', () => {
  it('asks with the spec words and answers Cancelar or Excluir', () => {
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    render(<ConfirmDialog open onCancel={onCancel} onConfirm={onConfirm} />);
    const dialog = screen.getByRole('dialog', { name: 'Confirmar Exclusão' });
    expect(dialog.textContent).toContain('Tem certeza que deseja realizar essa operação?');
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    fireEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});

const pdf = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

describe('PDF upload', () => {
  it('accepts only PDF, within the size limit, without duplicate names', () => {
    expect(checkPdf(new File(['x'], 'a.txt', { type: 'text/plain' }), [])).toBe(
      'O arquivo deverá ser do tipo PDF',
    );
    expect(checkPdf(pdf('a.pdf', 2 * 1024 * 1024), [], 1)).toBe(
      'O arquivo informado é maior que o tamanho permitido de 1MB',
    );
    expect(checkPdf(pdf('a.pdf'), [{ fileName: 'a.pdf' }])).toBe(
      'Arquivo a.pdf já selecionado. Por favor selecione um arquivo com um nome diferente.',
    );
    expect(checkPdf(pdf('a.pdf'), [])).toBeNull();
  });

  it('marks required or optional, uploads a chosen file and lists it with its size', async () => {
    const upload = vi.fn(async (f: File) => ({ uuid: 'u1', fileName: f.name, size: f.size }));
    function Harness() {
      const [files, setFiles] = useState<{ uuid: string; fileName: string; size?: number }[]>([]);
      return <PdfUploadField label="Procuração" value={files} onChange={setFiles} upload={upload} />;
    }
    const { container } = render(<Harness />);
    expect(screen.getByText('(Opcional)')).toBeTruthy();
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    await act(async () => {
      fireEvent.change(input, { target: { files: [pdf('procuracao.pdf', 2048)] } });
    });
    await waitFor(() => expect(screen.getByText('procuracao.pdf')).toBeTruthy());
    expect(screen.getByText('2 KB')).toBeTruthy();
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File(['x'], 'nota.txt', { type: 'text/plain' })] } });
    });
    expect(screen.getByRole('alert').textContent).toBe('O arquivo deverá ser do tipo PDF');
  });
});

function ValorForm({ kind, onSubmit }: { kind: ValorKind; onSubmit: (v: { valor: number }) => void }) {
  const { control, handleSubmit } = useForm<{ valor: string | number }, unknown, { valor: number }>({
    defaultValues: { valor: '' },
    resolver: zodResolver(z.object({ valor: valorBrasileiroSchema('Necessário informar o valor') })),
  });
  return (
    <form onSubmit={handleSubmit(onSubmit)}>
      <ValorField control={control} name="valor" kind={kind} label="Valor" />
      <button type="submit">Salvar</button>
    </form>
  );
}

describe('money and percentage field', () => {
  it.each([
    ['dinheiro', '1234,5', '1.234,50', 1234.5],
    ['dinheiro', 'R$ 1.234,56', '1.234,56', 1234.56],
    ['dinheiro', '1.000', '1.000,00', 1000],
    ['percentual', '1,5', '1,5', 1.5],
    ['percentual', '1.5', '1,5', 1.5],
    ['percentual', '12,50', '12,5', 12.5],
  ] as const)('%s: %s is shown as %s and submitted as %s', async (kind, typed, shown, value) => {
    const onSubmit = vi.fn();
    render(<ValorForm kind={kind} onSubmit={onSubmit} />);
    const input = screen.getByLabelText('Valor') as HTMLInputElement;
    fireEvent.change(input, { target: { value: typed } });
    fireEvent.blur(input);
    expect(input.value).toBe(shown);
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ valor: value });
  });

  it('keeps unreadable text as typed and says so on the field', async () => {
    const onSubmit = vi.fn();
    render(<ValorForm kind="dinheiro" onSubmit={onSubmit} />);
    const input = screen.getByLabelText('Valor') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '1.23.4' } });
    fireEvent.blur(input);
    expect(input.value).toBe('1.23.4');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Valor inválido')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
