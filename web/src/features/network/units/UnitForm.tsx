/**
 * One unit's form (Gerenciador de Unidades): name, CNPJ, goal per commercial cycle, producers and
 * donation receivers, saved together (one mutation, one upstream transaction). 'Salvar unidade'
 * is disabled while a field is wrong or nothing changed, and FormGaps says which.
 */
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { MESSAGES } from '@portal/schema/messages';
import {
  UNIT_FORM_MESSAGES,
  UNIT_NAME_MAX_LENGTH,
  UNIT_NAME_MIN_LENGTH,
} from '@portal/schema/validation/network-units';
import { FieldArray, type FormikProps, FormikProvider, getIn, useFormik } from 'formik';
import styled from 'styled-components';
import { array, object, string } from 'yup';
import { formatCnpj, isValidCnpj } from '@/lib/documents.ts';
import { fieldProps } from '@/lib/forms.ts';
import { formatCents, parseBrlToCents } from '@/lib/money.ts';
import { notify } from '@/platform/notify.ts';
import { Button } from '@/ui/Button.tsx';
import { FormGaps } from '@/ui/FormGaps.tsx';
import { MaskedInput } from '@/ui/MaskedInput.tsx';
import { TextField } from '@/ui/TextField.tsx';
import { type Units_DetailsFragment, useSaveUnitMutation } from './__generated__/units.ts';

export const UNIT_SAVED_TEXT = 'Unidade salva com sucesso.';

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing(5)};
  max-width: 52rem;

  fieldset {
    display: grid;
    gap: ${({ theme }) => theme.spacing(3)};
    margin: 0;
    padding: ${({ theme }) => theme.spacing(4, 5)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.medium};
    background: ${({ theme }) => theme.colors.surface};
  }

  legend {
    padding: ${({ theme }) => theme.spacing(0, 1)};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing(3)};

  & > div {
    flex: 1 1 14rem;
  }
`;

const StyledSubmit = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
`;

const StyledCheck = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
`;

interface UnitFormValues {
  name: string;
  cnpj: string;
  goals: { cycleId: string; cycleNumber: number; current: boolean; value: string }[];
  producerIds: string[];
  donationReceivers: { name: string; cnpj: string }[];
}

const receiverName = string()
  .trim()
  .required(MESSAGES.required)
  .min(UNIT_NAME_MIN_LENGTH, UNIT_FORM_MESSAGES.receiverName)
  .max(UNIT_NAME_MAX_LENGTH, UNIT_FORM_MESSAGES.receiverName);

/** The form's own rules (amounts typed in reais); the shared unitEditSchema checks the result again. */
const formSchema = object({
  name: string()
    .trim()
    .required(MESSAGES.required)
    .min(UNIT_NAME_MIN_LENGTH, UNIT_FORM_MESSAGES.name)
    .max(UNIT_NAME_MAX_LENGTH, UNIT_FORM_MESSAGES.name),
  cnpj: string().test('cnpj', MESSAGES.cnpjInvalid, (value) => !value || isValidCnpj(value)),
  goals: array(
    object({
      value: string().test('goal', UNIT_FORM_MESSAGES.goal, (value) => {
        if (!value || value.trim() === '') return true;
        const cents = parseBrlToCents(value);
        return cents !== null && cents >= 0;
      }),
    }),
  ),
  donationReceivers: array(
    object({
      name: receiverName,
      cnpj: string()
        .required(MESSAGES.required)
        .test('cnpj', MESSAGES.cnpjInvalid, (value) => isValidCnpj(value)),
    }),
  ),
});

const reais = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? '' : formatCents(cents).replace('R$ ', '');

const initialValues = (details: Units_DetailsFragment): UnitFormValues => ({
  name: details.unit.name,
  cnpj: details.unit.cnpj ? formatCnpj(details.unit.cnpj) : '',
  goals: details.goals.map((goal) => ({
    cycleId: goal.cycleId,
    cycleNumber: goal.cycleNumber,
    current: goal.current,
    value: reais(goal.value),
  })),
  producerIds: details.producers.map((producer) => producer.id),
  donationReceivers: details.donationReceivers.map((receiver) => ({
    name: receiver.name,
    cnpj: formatCnpj(receiver.cnpj),
  })),
});

const errorText = (error: unknown) =>
  CombinedGraphQLErrors.is(error) ? error.errors[0]?.message : MESSAGES.unexpected;

/** Formik's nested error for `list[index].field`, shown once the form was submitted or touched. */
const nestedError = (errors: unknown, list: string, index: number, field: string): string | undefined => {
  const items = (errors as Record<string, unknown> | undefined)?.[list];
  const item = Array.isArray(items) ? (items[index] as Record<string, unknown> | undefined) : undefined;
  const message = item?.[field];
  return typeof message === 'string' ? message : undefined;
};

/** Where the form says why 'Salvar unidade' is disabled (FormGaps), read with the button. */
const UNIT_GAPS_ID = 'unit-form-gaps';

/**
 * The form's fields as FormGaps names them, in the order shown: the unit's name and CNPJ, each
 * cycle's goal, each receiver's name and CNPJ (the nested errors flattened to one per field).
 */
export function unitFormGaps(values: UnitFormValues, errors: unknown) {
  const top = (errors ?? {}) as Record<string, unknown>;
  const fields: { key: string; label: string; value: string; error: string | undefined }[] = [
    {
      key: 'name',
      label: 'Nome',
      value: values.name,
      error: typeof top.name === 'string' ? top.name : undefined,
    },
    {
      key: 'cnpj',
      label: 'CNPJ',
      value: values.cnpj,
      error: typeof top.cnpj === 'string' ? top.cnpj : undefined,
    },
    ...values.goals.map((goal, index) => ({
      key: `goal${index}`,
      label: `a meta do ciclo ${goal.cycleNumber}`,
      value: goal.value,
      error: nestedError(errors, 'goals', index, 'value'),
    })),
    ...values.donationReceivers.flatMap((receiver, index) => [
      {
        key: `receiverName${index}`,
        label: `Nome do recebedor ${index + 1}`,
        value: receiver.name,
        error: nestedError(errors, 'donationReceivers', index, 'name'),
      },
      {
        key: `receiverCnpj${index}`,
        label: `CNPJ do recebedor ${index + 1}`,
        value: receiver.cnpj,
        error: nestedError(errors, 'donationReceivers', index, 'cnpj'),
      },
    ]),
  ];
  return {
    errors: Object.fromEntries(fields.map((field) => [field.key, field.error])),
    values: Object.fromEntries(fields.map((field) => [field.key, field.value])),
    labels: Object.fromEntries(fields.map((field) => [field.key, field.label])),
  };
}

/** The donation receivers, added and removed in place (their position is their identity until saved). */
/**
 * A nested field's error once the field was left (touched) or the form submitted: the submit is
 * disabled while a field is wrong, so leaving the field is when its message appears.
 */
const shownError = (formik: FormikProps<UnitFormValues>, list: string, index: number, field: string) =>
  formik.submitCount > 0 || getIn(formik.touched, `${list}.${index}.${field}`)
    ? nestedError(formik.errors, list, index, field)
    : undefined;

const ReceiversFieldset = ({ formik }: { formik: FormikProps<UnitFormValues> }) => (
  <fieldset>
    <legend>Recebedores de doação</legend>
    <FieldArray name="donationReceivers">
      {(helpers) => (
        <>
          {formik.values.donationReceivers.map((receiver, index) => (
            // Receivers have no id until saved; their position is their identity in the form.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <StyledRow key={index}>
              <TextField
                label={`Nome do recebedor ${index + 1}`}
                aria-required
                name={`donationReceivers.${index}.name`}
                value={receiver.name}
                onChange={formik.handleChange}
                onBlur={formik.handleBlur}
                error={shownError(formik, 'donationReceivers', index, 'name')}
              />
              <MaskedInput
                label={`CNPJ do recebedor ${index + 1}`}
                aria-required
                mask="cnpj"
                name={`donationReceivers.${index}.cnpj`}
                value={receiver.cnpj}
                onChange={formik.handleChange}
                onBlur={formik.handleBlur}
                error={shownError(formik, 'donationReceivers', index, 'cnpj')}
              />
              <Button type="button" variant="ghost" onClick={() => helpers.remove(index)}>
                Remover
              </Button>
            </StyledRow>
          ))}
          <div>
            <Button type="button" variant="secondary" onClick={() => helpers.push({ name: '', cnpj: '' })}>
              Adicionar recebedor
            </Button>
          </div>
        </>
      )}
    </FieldArray>
  </fieldset>
);

export const UnitForm = ({ details }: { details: Units_DetailsFragment }) => {
  const [save] = useSaveUnitMutation();
  const formik = useFormik<UnitFormValues>({
    initialValues: initialValues(details),
    enableReinitialize: true,
    validateOnMount: true,
    validationSchema: formSchema,
    onSubmit: async (values) => {
      try {
        await save({
          variables: {
            input: {
              id: details.unit.id,
              name: values.name.trim(),
              cnpj: values.cnpj.trim() === '' ? null : values.cnpj,
              goals: values.goals.map((goal) => ({
                cycleId: goal.cycleId,
                value: goal.value.trim() === '' ? null : parseBrlToCents(goal.value),
              })),
              producerIds: values.producerIds,
              donationReceivers: values.donationReceivers.map((receiver) => ({
                name: receiver.name.trim(),
                cnpj: receiver.cnpj,
              })),
            },
          },
        });
        notify.success(UNIT_SAVED_TEXT);
      } catch (error) {
        notify.error(errorText(error));
      }
    },
  });
  const { values } = formik;
  const blocked = !formik.isValid || !formik.dirty;

  return (
    <FormikProvider value={formik}>
      <StyledForm noValidate onSubmit={formik.handleSubmit} aria-label="Dados da unidade">
        <fieldset>
          <legend>Unidade</legend>
          <StyledRow>
            <TextField label="Nome" required {...fieldProps(formik, 'name')} />
            <MaskedInput label="CNPJ" mask="cnpj" {...fieldProps(formik, 'cnpj')} />
          </StyledRow>
        </fieldset>
        <fieldset>
          <legend>Metas por ciclo comercial (R$)</legend>
          {values.goals.length === 0 && <p>Nenhum ciclo comercial cadastrado.</p>}
          <StyledRow>
            {values.goals.map((goal, index) => (
              <TextField
                key={goal.cycleId}
                label={`Ciclo ${goal.cycleNumber}${goal.current ? ' (atual)' : ''}`}
                inputMode="decimal"
                name={`goals.${index}.value`}
                value={goal.value}
                onChange={formik.handleChange}
                onBlur={formik.handleBlur}
                error={shownError(formik, 'goals', index, 'value')}
              />
            ))}
          </StyledRow>
        </fieldset>
        <fieldset>
          <legend>Produtores</legend>
          {details.allProducers.map((producer) => (
            <StyledCheck key={producer.id}>
              <input
                type="checkbox"
                checked={values.producerIds.includes(producer.id)}
                onChange={(event) =>
                  void formik.setFieldValue(
                    'producerIds',
                    event.target.checked
                      ? [...values.producerIds, producer.id]
                      : values.producerIds.filter((id) => id !== producer.id),
                  )
                }
              />
              {producer.name} ({formatCnpj(producer.cnpj)})
            </StyledCheck>
          ))}
        </fieldset>
        <ReceiversFieldset formik={formik} />
        <StyledSubmit>
          <Button
            type="submit"
            loading={formik.isSubmitting}
            disabled={blocked}
            aria-describedby={blocked ? UNIT_GAPS_ID : undefined}
          >
            Salvar unidade
          </Button>
          <FormGaps
            id={UNIT_GAPS_ID}
            {...unitFormGaps(values, formik.errors)}
            unchanged={!formik.dirty}
            action="salvar a unidade"
          />
        </StyledSubmit>
      </StyledForm>
    </FormikProvider>
  );
};
