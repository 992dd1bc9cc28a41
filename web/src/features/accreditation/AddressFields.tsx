/**
 * The address block of Dados Pessoais and Meu Perfil (docs/product.md §3.1, §3.3): a CEP that fills
 * the rest, and a message when it cannot (the fields stay editable).
 */
import type { ChangeEvent, FocusEvent } from 'react';
import { type FieldSource, fieldProps } from '@/lib/forms.ts';
import { MaskedInput } from '@/ui/MaskedInput.tsx';
import { TextField } from '@/ui/TextField.tsx';
import { StyledText } from './AccreditationFrame.tsx';
import { NativeSelect } from './NativeSelect.tsx';

export interface AddressValues {
  postalCode: string;
  street: string;
  number: string;
  complement: string;
  district: string;
  city: string;
  state: string;
}

/** The form's values with a looked-up address filled in under the CEP that found it. */
export const withAddress = <Values extends AddressValues>(
  values: Values,
  postalCode: string,
  address: { street: string; district: string; city: string; state: string },
): Values => ({
  ...values,
  postalCode,
  street: address.street,
  district: address.district,
  city: address.city,
  state: address.state,
});

interface AddressFieldsProps<Values extends AddressValues> {
  form: FieldSource<Values> & {
    handleChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
    handleBlur: (event: FocusEvent<HTMLInputElement | HTMLSelectElement>) => void;
  };
  states: readonly { uf: string; name: string }[];
  cepMessage: string | null;
  searching: boolean;
  onCep: (masked: string) => void;
}

export const AddressFields = <Values extends AddressValues>({
  form,
  states,
  cepMessage,
  searching,
  onCep,
}: AddressFieldsProps<Values>) => {
  const stateError = form.errors.state;
  return (
    <>
      <MaskedInput
        label="CEP"
        mask="cep"
        autoComplete="postal-code"
        hint={searching ? 'Buscando endereço…' : undefined}
        {...fieldProps(form, 'postalCode')}
        aria-required
        onValueChange={onCep}
      />
      {cepMessage && <StyledText role="status">{cepMessage}</StyledText>}
      <TextField label="Rua" autoComplete="address-line1" {...fieldProps(form, 'street')} aria-required />
      <TextField label="Número" {...fieldProps(form, 'number')} aria-required />
      <TextField
        label="Complemento (opcional)"
        autoComplete="address-line2"
        {...fieldProps(form, 'complement')}
      />
      <TextField label="Bairro" {...fieldProps(form, 'district')} aria-required />
      <TextField label="Cidade" autoComplete="address-level2" {...fieldProps(form, 'city')} aria-required />
      <NativeSelect
        label="Estado"
        required
        name="state"
        value={form.values.state}
        error={
          (form.touched.state || form.submitCount > 0) && typeof stateError === 'string'
            ? stateError
            : undefined
        }
        onChange={form.handleChange}
        onBlur={form.handleBlur}
      >
        <option value="">Selecione</option>
        {states.map((state) => (
          <option key={state.uf} value={state.uf}>
            {state.name}
          </option>
        ))}
      </NativeSelect>
    </>
  );
};
