import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Resolver } from 'react-hook-form';
import { useLightForm } from './useLightForm.ts';

type V = { email: string; senha: string };
// e-mail required and trimmed; senha required
const resolver: Resolver<V> = async (v) => {
  const errors: Record<string, { type: string; message: string }> = {};
  if (!v.email.trim()) errors.email = { type: 'required', message: 'Informe o e-mail' };
  if (!v.senha) errors.senha = { type: 'required', message: 'Informe a senha' };
  return Object.keys(errors).length
    ? { values: {}, errors }
    : { values: { ...v, email: v.email.trim() }, errors: {} };
};

function Form({ onValid }: { onValid: (v: V) => void }) {
  const { register, handleSubmit, formState } = useLightForm<V>({
    resolver,
    defaultValues: { email: '', senha: '' },
  });
  return (
    <form onSubmit={handleSubmit(onValid)} noValidate>
      <input aria-label="email" {...register('email')} />
      <span>{formState.errors.email?.message}</span>
      <input aria-label="senha" {...register('senha')} />
      <span>{formState.errors.senha?.message}</span>
      <button type="submit">Entrar</button>
    </form>
  );
}

describe('useLightForm (react-hook-form mode onSubmit, reValidateMode onChange)', () => {
  it('checks nothing before the first submit, then every change; focuses the first invalid field', async () => {
    const onValid = vi.fn();
    render(<Form onValid={onValid} />);
    fireEvent.change(screen.getByLabelText('email'), { target: { value: '' } });
    expect(screen.queryByText('Informe o e-mail')).toBeNull();
    fireEvent.click(screen.getByText('Entrar'));
    await screen.findByText('Informe o e-mail');
    expect(screen.getByText('Informe a senha')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('email'));
    expect(onValid).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('email'), { target: { value: ' a@b.gov.br ' } });
    await waitFor(() => expect(screen.queryByText('Informe o e-mail')).toBeNull());
    expect(screen.getByText('Informe a senha')).toBeTruthy(); // only the changed field's message moves
    fireEvent.change(screen.getByLabelText('senha'), { target: { value: 'x' } });
    fireEvent.click(screen.getByText('Entrar'));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ email: 'a@b.gov.br', senha: 'x' }));
  });
});
