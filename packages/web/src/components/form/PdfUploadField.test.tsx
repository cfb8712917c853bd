import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PdfUploadField } from './PdfUploadField.tsx';
import type { UploadedFile } from './pdfFiles.ts';

vi.setConfig({ testTimeout: 30_000 });

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

function Harness({ upload }: { upload: (f: File) => Promise<UploadedFile> }) {
  const [files, setFiles] = useState<UploadedFile[]>([]);
  return <PdfUploadField label="Procuração" value={files} onChange={setFiles} upload={upload} />;
}

describe('PdfUploadField and the keyboard (issue 23)', () => {
  it('focus stays on Selecionar arquivo while the chosen file goes up, and comes back to it after Remover', async () => {
    let terminar: () => void = () => {};
    const upload = vi.fn(
      (f: File) =>
        new Promise<UploadedFile>((resolve) => {
          terminar = () => resolve({ uuid: 'u1', fileName: f.name });
        }),
    );
    const { container } = render(<Harness upload={upload} />);
    const botao = screen.getByRole('button', { name: /Selecionar arquivo/ });
    botao.focus();
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    await act(async () => {
      fireEvent.change(input, { target: { files: [pdf('procuracao.pdf')] } });
    });
    // a disabled button drops the focus to the page (the browser's focus fixup): it stays enabled, marked busy
    expect(botao.hasAttribute('disabled')).toBe(false);
    expect(botao.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(botao);
    await act(async () => terminar());
    await waitFor(() => expect(screen.getByText('procuracao.pdf')).toBeTruthy());
    expect(document.activeElement).toBe(botao);

    screen.getByRole('button', { name: 'Remover procuracao.pdf' }).focus();
    fireEvent.click(screen.getByRole('button', { name: 'Remover procuracao.pdf' }));
    await waitFor(() => expect(screen.queryByText('procuracao.pdf')).toBeNull());
    expect(document.activeElement).toBe(botao);
  });
});
