import { fireEvent, render, screen } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { DadosBancariosFields } from './DadosBancariosFields.tsx';

function Form() {
  const form = useForm({ defaultValues: { chaveBanco: '', conta: '', digitoConta: '' } });
  return (
    <FormProvider {...form}>
      <DadosBancariosFields />
    </FormProvider>
  );
}

describe('Dados Bancários: digits only (spec 01 §3)', () => {
  it('Chave do Banco keeps only the digits as typed or pasted', () => {
    render(<Form />);
    const chave = screen.getByLabelText('Chave do Banco') as HTMLInputElement;
    fireEvent.change(chave, { target: { value: 'B' } });
    expect(chave.value).toBe('');
    fireEvent.change(chave, { target: { value: '0a0-1' } });
    expect(chave.value).toBe('001');
  });
  it('the account too; its check digit still takes an X', () => {
    render(<Form />);
    const conta = screen.getByLabelText('Conta') as HTMLInputElement;
    fireEvent.change(conta, { target: { value: '12.345-6' } });
    expect(conta.value).toBe('123456');
    const digito = screen.getByLabelText('Dígito da Conta') as HTMLInputElement;
    fireEvent.change(digito, { target: { value: 'X' } });
    expect(digito.value).toBe('X');
  });
});
