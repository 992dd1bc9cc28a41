import { MESSAGES } from '@portal/schema/messages';
import { ACCOUNT_TYPES, bankDetailsSchema } from '@portal/schema/validation/accreditation';
import { useFormik } from 'formik';
import { useState } from 'react';
import { fieldProps } from '@/lib/forms.ts';
import { Button } from '@/ui/Button.tsx';
import { TextField } from '@/ui/TextField.tsx';
import { useBanksQuery } from './__generated__/accreditation.ts';
import { StyledError, StyledForm, StyledText } from './AccreditationFrame.tsx';
import { userMessage } from './accreditationErrors.ts';
import { NativeSelect } from './NativeSelect.tsx';

const bankInitial = { bank: '', branch: '', account: '', accountType: '', holder: '' };
type BankValues = typeof bankInitial;

export interface BankDetailsValues {
  bank: number;
  branch: string;
  account: string;
  accountType: string;
  isPersonal: boolean;
}

/** The form's values for details already on record (Meu Perfil's correction). */
const valuesOf = (details: BankDetailsValues): BankValues => ({
  bank: String(details.bank),
  branch: details.branch,
  account: details.account,
  accountType: details.accountType,
  holder: details.isPersonal ? 'Pessoa Física' : 'Pessoa Jurídica',
});

/** Bank details: the bank list loads only here, when the form is shown. */
export const BankDetailsForm = ({
  onSave,
  current,
}: {
  onSave: (input: BankDetailsValues) => Promise<void>;
  /** The details on record, to correct them; empty fields without. */
  current?: BankDetailsValues | null;
}) => {
  const banks = useBanksQuery();
  const [failure, setFailure] = useState<string | null>(null);
  const toInput = (values: BankValues) => ({
    bank: Number(values.bank),
    branch: values.branch.trim(),
    account: values.account.trim(),
    accountType: values.accountType,
    // docs/product.md §3.3: isPersonal is true when the holder is 'Pessoa Física'.
    isPersonal: values.holder === 'Pessoa Física',
  });
  const formik = useFormik({
    initialValues: current ? valuesOf(current) : bankInitial,
    validate: async (values) => {
      const errors: Partial<Record<keyof BankValues, string>> = {};
      if (!values.holder) errors.holder = MESSAGES.required;
      try {
        await bankDetailsSchema.validate(toInput(values), { abortEarly: false });
      } catch (error) {
        const inner = (error as { inner?: { path?: string; message: string }[] }).inner ?? [];
        for (const item of inner) {
          const key = item.path as keyof BankValues | undefined;
          if (key && key in bankInitial && !errors[key]) errors[key] = item.message;
        }
      }
      return errors;
    },
    onSubmit: async (values) => {
      setFailure(null);
      try {
        await onSave(toInput(values));
      } catch (error) {
        setFailure(userMessage(error) ?? MESSAGES.unexpected);
      }
    },
  });
  // A select's props: its value, and its error once touched or submitted.
  const selectProps = (name: keyof BankValues) => ({
    name,
    value: formik.values[name],
    error: formik.touched[name] || formik.submitCount > 0 ? formik.errors[name] : undefined,
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
  });
  return (
    <StyledForm noValidate onSubmit={formik.handleSubmit}>
      <StyledText>Informe os dados bancários da empresa para receber as comissões.</StyledText>
      <NativeSelect label="Banco" required {...selectProps('bank')}>
        <option value="">Selecione</option>
        {(banks.data?.banks ?? []).map((bank) => (
          <option key={bank.code} value={String(bank.code)}>
            {String(bank.code).padStart(3, '0')} - {bank.name}
          </option>
        ))}
      </NativeSelect>
      <TextField label="Agência" inputMode="numeric" {...fieldProps(formik, 'branch')} aria-required />
      <TextField label="Conta" inputMode="numeric" {...fieldProps(formik, 'account')} aria-required />
      <NativeSelect label="Tipo de conta" required {...selectProps('accountType')}>
        <option value="">Selecione</option>
        {ACCOUNT_TYPES.map((type) => (
          <option key={type} value={type}>
            {type}
          </option>
        ))}
      </NativeSelect>
      <NativeSelect label="Titular da conta" required {...selectProps('holder')}>
        <option value="">Selecione</option>
        <option value="Pessoa Jurídica">Pessoa Jurídica</option>
        <option value="Pessoa Física">Pessoa Física</option>
      </NativeSelect>
      {failure && <StyledError role="alert">{failure}</StyledError>}
      <Button type="submit" fullWidth loading={formik.isSubmitting}>
        Salvar dados bancários
      </Button>
    </StyledForm>
  );
};
