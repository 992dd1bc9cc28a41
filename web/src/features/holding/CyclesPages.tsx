import { createCycleSchema, isCalendarDay } from '@portal/schema';
import { SALE_SEARCH_MAX_LENGTH } from '@portal/schema/constants';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { ValidationError } from 'yup';
import type { CycleKind } from '@/__generated__/types.ts';
import { formatDate, todayInFortaleza } from '@/lib/dates.ts';
import { paths, pathTo } from '@/paths.ts';
import { notify } from '@/platform/notify.ts';
import { useRouteTitle } from '@/platform/RouteTitle.tsx';
import { Button } from '@/ui/Button.tsx';
import { ErrorState } from '@/ui/ErrorState.tsx';
import { FormGaps } from '@/ui/FormGaps.tsx';
import { ListToolbar } from '@/ui/ListToolbar.tsx';
import { PageTitle } from '@/ui/PageTitle.tsx';
import { DataTable, type DataTableColumn } from '@/ui/Table.tsx';
import { TextField } from '@/ui/TextField.tsx';
import { withQuery } from '@/ui/useListFilters.tsx';
import { useServerTable } from '@/ui/useServerTable.ts';
import {
  type Cycles_CycleFragment,
  useCreateCycleMutation,
  useHoldingCyclesQuery,
} from './__generated__/cycles.ts';
import { HistoryLink } from './HistoryLink.tsx';
import { NEXT_CYCLE_PARAM } from './HoldingCycleNotice.tsx';

export const CYCLE_CREATED_TEXT = 'Ciclo criado com sucesso.';

/** The gateway's file route of the cycles (gateway/src/domains/holding/files.ts); the toolbar adds the search. */
export const CYCLES_CSV_PATH = '/files/cycles.csv';
export const noCyclesFoundText = (search: string) => `Nenhum ciclo encontrado para "${search}".`;

const StyledForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing(4)};
  margin: ${({ theme }) => theme.spacing(6, 0)};
  padding: ${({ theme }) => theme.spacing(4, 5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    flex-basis: 100%;
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.large};
  }

  & > div {
    flex: 1 1 12rem;
    max-width: 16rem;
  }

  button {
    align-self: flex-end;
  }

  /* Why the cycle cannot be created yet (FormGaps), on its own line under the fields. */
  & > p[role='status'] {
    flex-basis: 100%;
  }
`;

const StyledError = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

const StyledList = styled.div`
  margin-top: ${({ theme }) => theme.spacing(4)};
`;

const StyledCurrent = styled.strong`
  color: ${({ theme }) => theme.colors.primary};
`;

const BASE_COLUMNS: DataTableColumn<Cycles_CycleFragment>[] = [
  { key: 'number', header: 'Ciclo', align: 'center', render: (cycle) => cycle.number },
  { key: 'startsAt', header: 'Início', render: (cycle) => formatDate(cycle.startsAt) },
  { key: 'endsAt', header: 'Fim', render: (cycle) => formatDate(cycle.endsAt) },
  {
    key: 'current',
    header: 'Situação',
    render: (cycle) => (cycle.current ? <StyledCurrent>Ciclo atual</StyledCurrent> : null),
  },
];

/** Commercial cycles link to their goal details (/ciclos_comerciais/{id}, docs/product.md §11.2). */
const COMMERCIAL_COLUMNS: DataTableColumn<Cycles_CycleFragment>[] = [
  ...BASE_COLUMNS,
  {
    key: 'goals',
    header: 'Metas',
    render: (cycle) => (
      <Link
        to={pathTo(paths.cycleGoals, { commercialCycleId: cycle.id })}
        aria-label={`Metas do ciclo ${cycle.number}`}
      >
        Ver metas
      </Link>
    ),
  },
];

/** The last day of a cycle of `days` days starting on `startsOn` (YYYY-MM-DD), or '' when invalid. */
export const suggestedEnd = (startsOn: string, days: number): string => {
  if (!isCalendarDay(startsOn) || days < 1) return '';
  return new Date(Date.parse(`${startsOn}T00:00:00Z`) + (days - 1) * 86_400_000).toISOString().slice(0, 10);
};

/** Each field's first rule message (createCycleSchema, the gateway's own rule), none when valid. */
export const cycleFormErrors = (
  kind: CycleKind,
  startsOn: string,
  endsOn: string,
): Record<string, string> => {
  try {
    createCycleSchema.validateSync({ kind, startsOn, endsOn }, { abortEarly: false });
    return {};
  } catch (caught) {
    if (!(caught instanceof ValidationError)) return {};
    const errors: Record<string, string> = {};
    for (const inner of caught.inner)
      if (inner.path && !errors[inner.path]) errors[inner.path] = inner.message;
    return errors;
  }
};

const CYCLE_FIELD_LABELS = { startsOn: 'Início', endsOn: 'Fim' } as const;
const CYCLE_GAPS_ID = 'new-cycle-gaps';

/** The day after a cycle's last one (its end is 23:59:59.999 in Fortaleza), YYYY-MM-DD. */
export const dayAfter = (endsAt: string): string => todayInFortaleza(new Date(Date.parse(endsAt) + 1));

const StyledNotice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
  margin-top: ${({ theme }) => theme.spacing(4)};
  padding: ${({ theme }) => theme.spacing(3, 4)};
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.surface};

  p {
    flex: 1 1 16rem;
    margin: 0;
  }
`;

/**
 * Ciclos Comerciais / Ciclos Financeiros (docs/product.md §11.2, holding): every cycle, the current
 * one marked, and the form for the next one. Overlap is upstream's to judge: its pt-BR reason is
 * shown under the form.
 */
const CyclesPage = ({ kind }: { kind: CycleKind }) => {
  const title = useRouteTitle();
  // The list's search in the URL (the cycles are tens of rows: one list, never paged).
  const toolbar = useServerTable('number', 'desc', { searchMaxLength: SALE_SEARCH_MAX_LENGTH });
  const search = toolbar.search || null;
  const { data, previousData, loading, refetch } = useHoldingCyclesQuery({
    variables: { kind, search },
    errorPolicy: 'all',
  });
  const shown = data ?? previousData;
  const [createCycle, { loading: creating }] = useCreateCycleMutation();
  const [startsOn, setStartsOn] = useState('');
  const [endsOn, setEndsOn] = useState('');
  const [error, setError] = useState<string | null>(null);
  // What still stops the cycle, said beside the button once the person starts (FormGaps).
  const started = startsOn !== '' || endsOn !== '' || error !== null;
  const gaps = started ? cycleFormErrors(kind, startsOn, endsOn) : {};
  // The system config's suggested length gives the end a hint once the start is chosen.
  const length = data?.systemConfigs.cycleDefaultLengthDays ?? 0;
  const suggestion = endsOn ? '' : suggestedEnd(startsOn, length);
  // The server's clock marks the current cycle; none marked means no cycle covers today.
  const cycles = data?.holdingCycles ?? [];
  const latest = cycles[0];
  // A search hides cycles: only the whole list says whether one covers today.
  const noCurrent = !!data && !search && !cycles.some((cycle) => cycle.current);
  const prefillNext = useCallback(() => {
    if (!latest) return;
    const next = dayAfter(latest.endsAt);
    setStartsOn(next);
    setEndsOn(suggestedEnd(next, length));
  }, [latest, length]);
  // From the holding's home ('Criar o próximo ciclo …'): the form opens filled, once the list is in.
  const [params, setParams] = useSearchParams();
  const fromHome = params.get(NEXT_CYCLE_PARAM) === '1';
  useEffect(() => {
    if (!fromHome || !latest) return;
    prefillNext();
    setParams({}, { replace: true, preventScrollReset: true });
  }, [fromHome, latest, prefillNext, setParams]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const input = await createCycleSchema.validate({ kind, startsOn, endsOn });
      await createCycle({ variables: { input } });
      setError(null);
      setStartsOn('');
      setEndsOn('');
      notify.success(CYCLE_CREATED_TEXT);
      await refetch();
    } catch (caught) {
      setError(caught instanceof ValidationError || caught instanceof Error ? caught.message : null);
    }
  };

  return (
    <section>
      <PageTitle title={title} actions={<HistoryLink />} />
      {noCurrent && (
        <StyledNotice role="status">
          <p>
            {`Nenhum ciclo ${kind === 'COMMERCIAL' ? 'comercial' : 'financeiro'} em andamento hoje.`}
            {latest
              ? ` O último, ciclo ${latest.number}, vai de ${formatDate(latest.startsAt)} a ${formatDate(latest.endsAt)}.`
              : ''}
          </p>
          {latest && (
            <Button variant="secondary" onClick={prefillNext}>
              Preencher o próximo ciclo
            </Button>
          )}
        </StyledNotice>
      )}
      <StyledForm aria-labelledby="new-cycle-title" onSubmit={(event) => void onSubmit(event)} noValidate>
        <h2 id="new-cycle-title">Novo ciclo</h2>
        <TextField
          label="Início"
          type="date"
          required
          value={startsOn}
          onChange={(event) => setStartsOn(event.target.value)}
        />
        <TextField
          label="Fim"
          type="date"
          required
          value={endsOn}
          hint={
            suggestion ? `Sugestão: ${formatDate(`${suggestion}T12:00:00Z`)} (${length} dias)` : undefined
          }
          onChange={(event) => setEndsOn(event.target.value)}
        />
        <Button type="submit" loading={creating} aria-describedby={CYCLE_GAPS_ID}>
          Criar ciclo
        </Button>
        {error && <StyledError role="alert">{error}</StyledError>}
        <FormGaps
          id={CYCLE_GAPS_ID}
          errors={gaps}
          values={{ startsOn, endsOn }}
          labels={CYCLE_FIELD_LABELS}
          action="criar o ciclo"
        />
      </StyledForm>
      <ListToolbar<never>
        label="Filtrar os ciclos"
        table={toolbar}
        search={{ label: 'Buscar ciclo', placeholder: 'Número do ciclo', maxLength: SALE_SEARCH_MAX_LENGTH }}
        csv={{
          path: withQuery(CYCLES_CSV_PATH, { kind: kind.toLowerCase(), ...(search ? { search } : {}) }),
          fallbackName: 'ciclos.csv',
        }}
      />
      {!shown && !loading ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : (
        <StyledList>
          <DataTable
            label="Ciclos"
            rows={shown?.holdingCycles ?? []}
            columns={kind === 'COMMERCIAL' ? COMMERCIAL_COLUMNS : BASE_COLUMNS}
            loading={loading && !shown}
            {...(search ? { emptyText: noCyclesFoundText(search) } : {})}
          />
        </StyledList>
      )}
    </section>
  );
};

export const CommercialCyclesPage = () => <CyclesPage kind="COMMERCIAL" />;
export const FinancialCyclesPage = () => <CyclesPage kind="FINANCIAL" />;
