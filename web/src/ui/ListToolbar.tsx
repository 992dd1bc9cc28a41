import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { Button } from './Button.tsx';
import { ExportCsvButton, type ExportCsvButtonProps } from './ExportCsvButton.tsx';
import { LIST_PARAMS } from './listParams.ts';
import { type ListPeriodState, PERIOD_PARAMS } from './listPeriod.ts';
import { OptionSelect, type OptionSelectProps } from './OptionSelect.tsx';
import { PeriodFields } from './PeriodFields.tsx';
import { SearchField } from './SearchField.tsx';
import type { ServerTable } from './useServerTable.ts';

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing(3)};

  & > div:not(:last-child) {
    flex: 1 1 10rem;
    max-width: 16rem;
  }
  & > div:first-child {
    flex-basis: 16rem;
    max-width: 24rem;
  }
`;

/** The export sits at the row's end (always the bar's last child), and under the filters on a phone. */
const StyledEnd = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing(3)};
  align-items: flex-end;
  margin-left: auto;
`;

export interface ListToolbarProps<S extends string> {
  /** What the bar filters, for assistive technology ('Filtrar as vendas'). */
  label: string;
  /** The list's state (useServerTable): its search box and status filter live in the URL. */
  table: Pick<ServerTable<S>, 'searchInput' | 'setSearchInput' | 'search' | 'filter' | 'setFilter'>;
  search?: { label: string; placeholder: string; maxLength: number };
  /** The statuses offered after 'Todos', in words. */
  statusOptions?: OptionSelectProps<S>['options'];
  /** The select's label when the list's one select is not a status ('Tipo', 'Campanha'). */
  statusLabel?: string;
  /** 'De' and 'Até' (useListPeriod). */
  period?: ListPeriodState;
  /** 'Exportar CSV' of the rows the filters keep. */
  csv?: ExportCsvButtonProps;
  /** Anything else the list filters by, between the status and the period. */
  children?: ReactNode;
}

/**
 * The bar above a list (docs/architecture.md "Lists"): search, status, period and 'Exportar CSV',
 * each change applied at once as one request with the state in the URL (a link or Back restores
 * it), and 'Limpar filtros' while any is set.
 */
export const ListToolbar = <S extends string>({
  label,
  table,
  search,
  statusOptions,
  statusLabel = 'Status',
  period,
  csv,
  children,
}: ListToolbarProps<S>) => {
  const [params, setParams] = useSearchParams();
  const active = Boolean(table.search || table.filter || period?.period.from || period?.period.to);
  // One URL update (one request, one history entry); the search box follows the URL.
  const clear = () => {
    const next = new URLSearchParams(params);
    for (const name of [
      LIST_PARAMS.search,
      LIST_PARAMS.filter,
      LIST_PARAMS.page,
      PERIOD_PARAMS.from,
      PERIOD_PARAMS.to,
    ]) {
      next.delete(name);
    }
    table.setSearchInput('');
    setParams(next, { preventScrollReset: true });
  };
  return (
    <StyledToolbar role="search" aria-label={label}>
      {search && (
        <SearchField
          label={search.label}
          table={table}
          placeholder={search.placeholder}
          maxLength={search.maxLength}
        />
      )}
      {statusOptions && (
        <OptionSelect
          label={statusLabel}
          options={statusOptions}
          value={table.filter}
          onChange={table.setFilter}
        />
      )}
      {children}
      {period && <PeriodFields from={period.period.from} to={period.period.to} onChange={period.setPeriod} />}
      <StyledEnd>
        {active && (
          <Button variant="secondary" onClick={clear}>
            Limpar filtros
          </Button>
        )}
        {csv && <ExportCsvButton {...csv} />}
      </StyledEnd>
    </StyledToolbar>
  );
};
