import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { NovaSenhaFields } from './NovaSenhaFields.tsx';

function Formulario() {
  const form = useForm({ defaultValues: { senhaNova: '', confirmacaoSenha: '' } });
  return <NovaSenhaFields form={form} dono={{ nome: 'Joaquina Brandão', email: 'jbrandao@teste.gov.br' }} />;
}

const regra = () =>
  screen.getByText('Não é uma senha comum nem contém seu nome ou e-mail').closest('li') as HTMLElement;
const digitar = (senha: string) =>
  fireEvent.change(screen.getByLabelText('Nova senha', { exact: true }), { target: { value: senha } });

describe('NovaSenhaFields: the checklist shows the weak-password rule (common, name, e-mail)', () => {
  it('pending for a common password or one with the name, met for another', async () => {
    render(<Formulario />);
    expect(regra().dataset.ok).toBe('false');
    digitar('password1');
    await waitFor(() => expect(regra().dataset.ok).toBe('false'));
    digitar('vento7azul');
    await waitFor(() => expect(regra().dataset.ok).toBe('true'));
    digitar('brandao123');
    await waitFor(() => expect(regra().dataset.ok).toBe('false'));
    digitar('vento7azul');
    await waitFor(() => expect(regra().dataset.ok).toBe('true'));
    digitar('password1');
    await waitFor(() => expect(regra().dataset.ok).toBe('false'));
  });
});
