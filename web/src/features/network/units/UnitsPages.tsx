/**
 * 'Gerenciador de Unidades' (docs/product.md §1.4, holding): every organisation of the network, and
 * one unit's page editing its name, CNPJ, goal per commercial cycle, producers and donation
 * receivers, saved together (one mutation, one upstream transaction). One GraphQL request per page.
 */
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { MESSAGES } from '@portal/schema/messages';
import {
  UNIT_FORM_MESSAGES,
  UNIT_NAME_MAX_LENGTH,
  UNIT_NAME_MIN_LENGTH,
} from '@portal/schema/validation/network-units';
import { FieldArray, FormikProvider, useFormik } from 'formik';
import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import { array, object, string } from 'yup';
import { formatCnpj, isValidCnpj } from '@/lib/documents.ts';
import { fieldProps } from '@/lib/forms.ts';
import { formatCents, parseBrlToCents } from '@/lib/money.ts';
import { paths, pathTo } from '@/paths.ts';
import { notify } from '@/platform/notify.ts';
import { useRouteTitle } from '@/platform/RouteTitle.tsx';
import { Button } from '@/ui/Button.tsx';
import { ErrorState } from '@/ui/ErrorState.tsx';
import { MaskedInput } from '@/ui/MaskedInput.tsx';
import { PageTitle } from '@/ui/PageTitle.tsx';
import { DataTable, type DataTableColumn } from '@/ui/Table.tsx';
import { TextField } from '@/ui/TextField.tsx';
import {
  type Units_DetailsFragment,
  type Units_UnitFragment,
  useManagedUnitQuery,
  useManagedUnitsQuery,
  useSaveUnitMutation,
} from './__generated__/units.ts';

export const UNITS_PATH = paths.units;
export const UNIT_SAVED_TEXT = 'Unidade salva com sucesso.';
export const UNIT_NOT_FOUND_TEXT = 'Unidade não encontrada.';
/** docs/product.md §3: a holding id is shown as 'Holding'. */
const HOLDING_LABEL = 'Holding';

const kindOf = (unit: Units_UnitFragment) =>
  unit.holding ? HOLDING_LABEL : unit.agenciador ? 'Agência' : 'Unidade';

const COLUMNS: DataTableColumn<Units_UnitFragment>[] = [
  {
    key: 'name',
    header: 'Nome',
    render: (unit) => <Link to={pathTo(paths.unitDetails, { unitId: unit.id })}>{unit.name}</Link>,
  },
  { key: 'kind', header: 'Tipo', render: kindOf },
  { key: 'cnpj', header: 'CNPJ', nowrap: true, render: (unit) => (unit.cnpj ? formatCnpj(unit.cnpj) : '—') },
  { key: 'edCount', header: 'EDs', align: 'right', render: (unit) => unit.edCount },
];

/** The units and all units (holding, agencies included), by name. */
export const UnitListPage = () => {
  const title = useRouteTitle();
  const { data, loading, refetch } = useManagedUnitsQuery({ errorPolicy: 'all' });
  return (
    <section>
      <PageTitle title={title} />
      {!data && !loading ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : (
        <DataTable
          label="Unidades"
          rows={data?.managedUnits ?? []}
          columns={COLUMNS}
          loading={loading && !data}
        />
      )}
    </section>
  );
};

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

const UnitForm = ({ details }: { details: Units_DetailsFragment }) => {
  const [save] = useSaveUnitMutation();
  const formik = useFormik<UnitFormValues>({
    initialValues: initialValues(details),
    enableReinitialize: true,
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
  const shown = formik.submitCount > 0;
  const { values } = formik;

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
                error={shown ? nestedError(formik.errors, 'goals', index, 'value') : undefined}
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
        <fieldset>
          <legend>Recebedores de doação</legend>
          <FieldArray name="donationReceivers">
            {(helpers) => (
              <>
                {values.donationReceivers.map((receiver, index) => (
                  // Receivers have no id until saved; their position is their identity in the form.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  <StyledRow key={index}>
                    <TextField
                      label={`Nome do recebedor ${index + 1}`}
                      name={`donationReceivers.${index}.name`}
                      value={receiver.name}
                      onChange={formik.handleChange}
                      onBlur={formik.handleBlur}
                      error={
                        shown ? nestedError(formik.errors, 'donationReceivers', index, 'name') : undefined
                      }
                    />
                    <MaskedInput
                      label={`CNPJ do recebedor ${index + 1}`}
                      mask="cnpj"
                      name={`donationReceivers.${index}.cnpj`}
                      value={receiver.cnpj}
                      onChange={formik.handleChange}
                      onBlur={formik.handleBlur}
                      error={
                        shown ? nestedError(formik.errors, 'donationReceivers', index, 'cnpj') : undefined
                      }
                    />
                    <Button type="button" variant="ghost" onClick={() => helpers.remove(index)}>
                      Remover
                    </Button>
                  </StyledRow>
                ))}
                <div>
                  <Button
                    type="button"
                    variant="secondary"
                    onClick={() => helpers.push({ name: '', cnpj: '' })}
                  >
                    Adicionar recebedor
                  </Button>
                </div>
              </>
            )}
          </FieldArray>
        </fieldset>
        <div>
          <Button type="submit" loading={formik.isSubmitting}>
            Salvar unidade
          </Button>
        </div>
      </StyledForm>
    </FormikProvider>
  );
};

/** One unit: its data, goals, producers and receivers, edited and saved together. */
export const UnitDetailsPage = () => {
  const title = useRouteTitle();
  const { unitId = '' } = useParams();
  const { data, loading, refetch } = useManagedUnitQuery({ variables: { id: unitId }, errorPolicy: 'all' });
  const details = data?.managedUnit;
  return (
    <section>
      <PageTitle
        title={details ? `${title}: ${details.unit.holding ? HOLDING_LABEL : details.unit.name}` : title}
      />
      <p>
        <Link to={UNITS_PATH}>Voltar para as unidades</Link>
      </p>
      {loading && !data ? null : !data ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : !details ? (
        <p role="alert">{UNIT_NOT_FOUND_TEXT}</p>
      ) : (
        <UnitForm details={details} />
      )}
    </section>
  );
};
