import { MESSAGES } from '@portal/schema/messages';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFormik } from 'formik';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { fieldProps } from '../lib/forms.ts';
import type { MaskKind } from '../lib/masks.ts';
import { MaskedInput } from './MaskedInput.tsx';
import { renderWithTheme } from './renderWithTheme.tsx';
import { TextField } from './TextField.tsx';

afterEach(cleanup);

const StateHarness = ({ mask }: { mask: MaskKind }) => {
  const [value, setValue] = useState('');
  return <MaskedInput label="Campo" mask={mask} value={value} onValueChange={setValue} />;
};

const FormikHarness = () => {
  const formik = useFormik({
    initialValues: { phone: '' },
    validate: (values) => (values.phone ? {} : { phone: MESSAGES.required }),
    onSubmit: () => undefined,
  });
  return (
    <form onSubmit={formik.handleSubmit}>
      <MaskedInput label="Telefone" mask="phone" {...fieldProps(formik, 'phone')} />
      <output>{formik.values.phone}</output>
      <button type="submit">Enviar</button>
    </form>
  );
};

describe('MaskedInput', () => {
  it.each([
    ['phone', '85999998888', '(85) 99999-8888'],
    ['cep', '60000000', '60000-000'],
    ['cpf', '12345678901', '123.456.789-01'],
    ['cnpj', '12345678000190', '12.345.678/0001-90'],
    ['cnpj', '12abc34501de35', '12.ABC.345/01DE-35'],
    ['cnpj', '12ABC34501DEXY35', '12.ABC.345/01DE-35'],
    ['name', 'Ana  Maria 3', 'Ana Maria '],
    ['noSpaces', 'a b c', 'abc'],
  ] as const)('masks %s input while typing', async (mask, typed, expected) => {
    const user = userEvent.setup();
    renderWithTheme(<StateHarness mask={mask} />);
    const input = screen.getByLabelText('Campo') as HTMLInputElement;
    await user.type(input, typed);
    expect(input).toHaveValue(expected);
  });

  it('keeps the caret where the user edits in the middle of the field', async () => {
    const user = userEvent.setup();
    renderWithTheme(<StateHarness mask="phone" />);
    const input = screen.getByLabelText('Campo') as HTMLInputElement;
    await user.type(input, '8532221111');
    expect(input).toHaveValue('(85) 3222-1111');
    // After '(85) 3' comes a 9: the landline becomes a mobile, the caret stays after the new digit.
    await user.type(input, '9', { initialSelectionStart: 6, initialSelectionEnd: 6 });
    expect(input).toHaveValue('(85) 39222-1111');
    expect(input.selectionStart).toBe(7);
    await user.keyboard('{Backspace}');
    expect(input).toHaveValue('(85) 3222-1111');
    expect(input.selectionStart).toBe(6);
  });

  it('masks a pasted number with the +55 country code as a Brazilian mobile', async () => {
    const user = userEvent.setup();
    renderWithTheme(<StateHarness mask="phone" />);
    const input = screen.getByLabelText('Campo') as HTMLInputElement;
    await user.click(input);
    await user.paste('+55 (85) 99999-8888');
    expect(input).toHaveValue('(85) 99999-8888');
  });

  it('masks a pasted CPF and CEP', async () => {
    const user = userEvent.setup();
    renderWithTheme(<StateHarness mask="cpf" />);
    const input = screen.getByLabelText('Campo') as HTMLInputElement;
    await user.click(input);
    await user.paste('529.982.247-25');
    expect(input).toHaveValue('529.982.247-25');
    cleanup();
    renderWithTheme(<StateHarness mask="cep" />);
    const cep = screen.getByLabelText('Campo') as HTMLInputElement;
    await user.click(cep);
    await user.paste('60000 000');
    expect(cep).toHaveValue('60000-000');
  });

  it('stores masked text in formik and shows its error after submit', async () => {
    const user = userEvent.setup();
    renderWithTheme(<FormikHarness />);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    const input = screen.getByLabelText('Telefone');
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.required);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.type(input, '8532221111');
    expect(screen.getByRole('status').textContent).toBe('(85) 3222-1111');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('TextField', () => {
  it('links the label and shows the required hint', () => {
    renderWithTheme(<TextField label="Nome" showRequiredHint />);
    const input = screen.getByLabelText('Nome');
    expect(screen.getByText(MESSAGES.required)).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(MESSAGES.required);
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('prefers the error over the hint', () => {
    renderWithTheme(<TextField label="Nome" showRequiredHint error="O nome é obrigatório." />);
    expect(
      screen.getByRole('textbox', { name: 'Nome', description: 'O nome é obrigatório.' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.required)).not.toBeInTheDocument();
  });
});
