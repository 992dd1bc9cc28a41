import { SALE_SEARCH_MAX_LENGTH } from '@portal/schema/constants';
import { useFormik } from 'formik';
import { type ChangeEvent, useId } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { formatDate } from '@/lib/dates.ts';
import { formatCents } from '@/lib/money.ts';
import { paths } from '@/paths.ts';
import { notify } from '@/platform/notify.ts';
import { useRouteTitle } from '@/platform/RouteTitle.tsx';
import { Button } from '@/ui/Button.tsx';
import { ErrorState } from '@/ui/ErrorState.tsx';
import { FilterBar } from '@/ui/FilterBar.tsx';
import { FormGaps } from '@/ui/FormGaps.tsx';
import { ListToolbar } from '@/ui/ListToolbar.tsx';
import { PageTitle } from '@/ui/PageTitle.tsx';
import { SelectField } from '@/ui/SelectField.tsx';
import { StatCard, StatGrid } from '@/ui/StatCard.tsx';
import { DataTable, type DataTableColumn } from '@/ui/Table.tsx';
import { requiredMark, TextField } from '@/ui/TextField.tsx';
import { withQuery } from '@/ui/useListFilters.tsx';
import { useServerTable } from '@/ui/useServerTable.ts';
import { VisuallyHidden } from '@/ui/VisuallyHidden.tsx';
import {
  type Goals_CycleGoalsFragment,
  useCycleGoalsQuery,
  useGoalsManagerQuery,
  useUpdateUnitGoalsMutation,
} from './__generated__/goals.ts';
import {
  GOAL_KEYS,
  GOAL_LABELS,
  type GoalKey,
  type GoalRow,
  goalGaps,
  isBlank,
  serverErrors,
  toCents,
  toText,
  validateRows,
} from './goalRows.ts';
import { HistoryLink } from './HistoryLink.tsx';

export const GOALS_SAVED_TEXT = 'Metas salvas com sucesso.';
export const GOALS_MANAGER_PATH = paths.goalsManager;

type UnitGoal = Goals_CycleGoalsFragment['units'][number];

/** The gateway's file route of the units' goals (gateway/src/domains/holding/files.ts). */
export const GOALS_CSV_PATH = '/files/goals.csv';
export const noUnitsFoundText = (search: string) => `Nenhuma unidade encontrada para "${search}".`;
/** Where the goals form says what still stops 'Salvar metas'. */
const GOALS_GAPS_ID = 'goals-form-gaps';

/** A goal column's header with the CSS required mark: a unit with any goal needs all three. */
const StyledRequiredHeader = styled.span`
  ${requiredMark}
`;

/** The toolbar spaced from the goal cards above and the table below. */
const StyledToolbarArea = styled.div`
  margin: ${({ theme }) => theme.spacing(4, 0)};
`;

const StyledNote = styled.p`
  margin: ${({ theme }) => theme.spacing(2, 0, 0)};
  font-size: ${({ theme }) => theme.fontSizes.small};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledSubtitle = styled.p`
  margin: ${({ theme }) => theme.spacing(2, 0, 4)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const cycleSubtitle = (cycle: Goals_CycleGoalsFragment['cycle']) =>
  `Ciclo ${cycle.number}: ${formatDate(cycle.startsAt)} a ${formatDate(cycle.endsAt)}${cycle.current ? ' (ciclo atual)' : ''}`;

const goalOrDash = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? '—' : formatCents(cents);

const READ_COLUMNS: DataTableColumn<UnitGoal>[] = [
  { key: 'unit', header: 'Unidade', render: (unit) => unit.unitName },
  ...GOAL_KEYS.map(
    (key): DataTableColumn<UnitGoal> => ({
      key,
      header: `Meta ${GOAL_LABELS[key].toLowerCase()}`,
      align: 'right',
      render: (unit) => goalOrDash(unit[key]),
    }),
  ),
];

/** The cycle's own goals as cards (none when the cycle has no goals). */
const CycleGoalCards = ({ goals }: { goals: Goals_CycleGoalsFragment['goals'] }) =>
  goals ? (
    <StatGrid>
      {GOAL_KEYS.map((key) => (
        <StatCard
          key={key}
          label={`Meta ${GOAL_LABELS[key].toLowerCase()} do ciclo`}
          value={formatCents(goals[key])}
        />
      ))}
    </StatGrid>
  ) : (
    <StyledSubtitle>Nenhuma meta cadastrada para este ciclo.</StyledSubtitle>
  );

/**
 * A commercial cycle's goal details (/ciclos_comerciais/{id}, holding; docs/product.md §11.2): the
 * cycle's goals and every unit's, read-only, with the way to 'Gerenciador de metas' for editing.
 */
export const CycleGoalsPage = () => {
  const title = useRouteTitle();
  const cycleId = useParams().commercialCycleId ?? '';
  const { data, loading, refetch } = useCycleGoalsQuery({ variables: { cycleId }, errorPolicy: 'all' });
  const details = data?.cycleGoals;
  return (
    <section>
      <PageTitle
        title={title}
        actions={
          <Link to={`${GOALS_MANAGER_PATH}?ciclo=${encodeURIComponent(cycleId)}`}>
            Editar metas das unidades
          </Link>
        }
      />
      {!details && !loading ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : (
        details && (
          <>
            <StyledSubtitle>{cycleSubtitle(details.cycle)}</StyledSubtitle>
            <CycleGoalCards goals={details.goals} />
            <h2>Metas das unidades</h2>
            <DataTable
              label="Metas das unidades"
              rows={details.units}
              columns={READ_COLUMNS}
              getRowKey={(unit) => unit.unitId}
            />
          </>
        )
      )}
    </section>
  );
};

const GoalsForm = ({ details, emptyText }: { details: Goals_CycleGoalsFragment; emptyText?: string }) => {
  const [save] = useUpdateUnitGoalsMutation();
  const formik = useFormik<{ rows: GoalRow[] }>({
    initialValues: {
      rows: details.units.map((unit) => ({
        unitId: unit.unitId,
        unitName: unit.unitName,
        minimum: toText(unit.minimum),
        basic: toText(unit.basic),
        master: toText(unit.master),
      })),
    },
    enableReinitialize: true,
    validate: validateRows,
    onSubmit: async (values, helpers) => {
      const sent = values.rows.filter((row) => !isBlank(row));
      if (sent.length === 0) return;
      try {
        await save({
          variables: {
            input: {
              cycleId: details.cycle.id,
              goals: sent.map((row) => ({
                unitId: row.unitId,
                minimum: toCents(row.minimum),
                basic: toCents(row.basic),
                master: toCents(row.master),
              })),
            },
          },
        });
        notify.success(GOALS_SAVED_TEXT);
      } catch (error) {
        const errors = serverErrors(error, sent, values.rows);
        if (errors) helpers.setErrors(errors);
        notify.error(error instanceof Error ? error.message : null);
      }
    },
  });

  const fieldError = (index: number, key: GoalKey): string | undefined => {
    const rowErrors = formik.errors.rows?.[index];
    const message = typeof rowErrors === 'object' ? rowErrors[key] : undefined;
    const touched = formik.submitCount > 0 || Boolean(formik.touched.rows?.[index]?.[key]);
    return touched && typeof message === 'string' ? message : undefined;
  };

  const columns: DataTableColumn<GoalRow>[] = [
    { key: 'unit', header: 'Unidade', render: (row) => row.unitName },
    ...GOAL_KEYS.map(
      (key): DataTableColumn<GoalRow> => ({
        key,
        header: <StyledRequiredHeader>{`Meta ${GOAL_LABELS[key].toLowerCase()} (R$)`}</StyledRequiredHeader>,
        cardLabel: `Meta ${GOAL_LABELS[key].toLowerCase()} (R$)`,
        render: (row, index) => (
          <TextField
            label={
              <VisuallyHidden>{`Meta ${GOAL_LABELS[key].toLowerCase()} de ${row.unitName}`}</VisuallyHidden>
            }
            name={`rows.${index}.${key}`}
            inputMode="decimal"
            value={formik.values.rows[index]?.[key] ?? ''}
            onChange={(event: ChangeEvent<HTMLInputElement>) => formik.handleChange(event)}
            onBlur={formik.handleBlur}
            error={fieldError(index, key)}
          />
        ),
      }),
    ),
  ];

  return (
    <form onSubmit={formik.handleSubmit} noValidate aria-label="Metas das unidades">
      <DataTable
        label="Metas das unidades"
        rows={formik.values.rows}
        columns={columns}
        getRowKey={(row) => row.unitId}
        defaultPageSize={100}
        {...(emptyText ? { emptyText } : {})}
      />
      <StyledNote>Uma unidade com alguma meta precisa das três; uma linha vazia não é salva.</StyledNote>
      <FilterBar>
        <Button type="submit" loading={formik.isSubmitting} aria-describedby={GOALS_GAPS_ID}>
          Salvar metas
        </Button>
        <FormGaps
          id={GOALS_GAPS_ID}
          {...goalGaps(formik.values.rows, formik.errors)}
          action="salvar as metas"
        />
      </FilterBar>
    </form>
  );
};

/**
 * 'Gerenciador de metas' (/gerenciador-metas, holding, in no menu; docs/product.md §11.3): units'
 * goals (minimum, basic, master) in a commercial cycle, edited in a table. A goal below zero or a
 * minimum above the basic is refused with the shared pt-BR rules, before and by the server.
 */
export const GoalsManagerPage = () => {
  const title = useRouteTitle();
  const cycleSelectId = useId();
  const [params, setParams] = useSearchParams();
  const chosen = params.get('ciclo');
  // The unit search in the URL (tens of units: one list, never paged).
  const toolbar = useServerTable('unit', 'asc', { searchMaxLength: SALE_SEARCH_MAX_LENGTH });
  const search = toolbar.search || null;
  const { data, previousData, loading, refetch } = useGoalsManagerQuery({
    variables: { cycleId: chosen || null, search },
    errorPolicy: 'all',
  });
  const shown = data ?? previousData;
  const details = shown?.cycleGoals;
  const csvQuery = { ...(details ? { cycle: details.cycle.id } : {}), ...(search ? { search } : {}) };
  return (
    <section>
      <PageTitle title={title} actions={<HistoryLink />} />
      {!shown && !loading ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : (
        shown && (
          <>
            <FilterBar>
              <SelectField>
                <label htmlFor={cycleSelectId}>Ciclo comercial</label>
                <select
                  id={cycleSelectId}
                  value={details?.cycle.id ?? ''}
                  onChange={(event) => {
                    // Keeps the toolbar's search: the same units in another cycle.
                    const next = new URLSearchParams(params);
                    next.set('ciclo', event.target.value);
                    setParams(next, { replace: true });
                  }}
                >
                  {shown.holdingCycles.map((cycle) => (
                    <option key={cycle.id} value={cycle.id}>
                      {`Ciclo ${cycle.number}${cycle.current ? ' (atual)' : ''}`}
                    </option>
                  ))}
                </select>
              </SelectField>
            </FilterBar>
            {details && (
              <>
                <StyledSubtitle>{cycleSubtitle(details.cycle)}</StyledSubtitle>
                <CycleGoalCards goals={details.goals} />
                <StyledToolbarArea>
                  <ListToolbar<never>
                    label="Filtrar as unidades"
                    table={toolbar}
                    search={{
                      label: 'Buscar unidade',
                      placeholder: 'Nome da unidade',
                      maxLength: SALE_SEARCH_MAX_LENGTH,
                    }}
                    csv={{ path: withQuery(GOALS_CSV_PATH, csvQuery), fallbackName: 'metas.csv' }}
                  />
                </StyledToolbarArea>
                <GoalsForm
                  key={details.id}
                  details={details}
                  {...(search ? { emptyText: noUnitsFoundText(search) } : {})}
                />
              </>
            )}
          </>
        )
      )}
    </section>
  );
};
