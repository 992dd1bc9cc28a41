import { AUDIT_ACTIONS } from '@portal/schema/constants';
import { Button } from '@/ui/Button.tsx';
import { ExportCsvButton } from '@/ui/ExportCsvButton.tsx';
import { FilterBar } from '@/ui/FilterBar.tsx';
import { OptionSelect } from '@/ui/OptionSelect.tsx';
import { PeriodFields } from '@/ui/PeriodFields.tsx';
import { SearchField, type SearchFieldProps } from '@/ui/SearchField.tsx';
import { ACTION_LABELS } from './historyText.ts';
import type { HistoryFilters as Filters } from './useHistoryFilters.ts';

/** The actions in A–Z order of their words, as a person looks for them. */
const ACTION_OPTIONS = AUDIT_ACTIONS.map((value) => ({ value, label: ACTION_LABELS[value] })).sort((a, b) =>
  a.label.localeCompare(b.label, 'pt-BR'),
);

/** The longest search the gateway takes (holdingHistorySchema). */
export const HISTORY_SEARCH_MAX_LENGTH = 100;

export interface HistoryFiltersProps {
  /** The list whose search box this bar holds (the search settles into the URL's `busca`). */
  table: SearchFieldProps['table'];
  filters: Filters;
  actors: readonly { id: string; name: string }[];
  active: boolean;
  onChange: (changes: Partial<Filters>) => void;
  onClear: () => void;
  /** 'Exportar CSV' of the rows the filters keep (the gateway's /files/history.csv with them). */
  csvPath: string;
}

/**
 * Busca, Ação, Pessoa, De and Até: each change applies at once (one request, the URL follows);
 * 'Exportar CSV' downloads what they keep.
 */
export const HistoryFilters = ({
  table,
  filters,
  actors,
  active,
  onChange,
  onClear,
  csvPath,
}: HistoryFiltersProps) => (
  <FilterBar role="search" aria-label="Filtrar o histórico" $fieldMax="20rem">
    <SearchField
      label="Buscar no histórico"
      table={table}
      placeholder="Pessoa, item ou nome"
      maxLength={HISTORY_SEARCH_MAX_LENGTH}
    />
    <OptionSelect
      label="Ação"
      allLabel="Todas"
      options={ACTION_OPTIONS}
      value={filters.action}
      onChange={(action) => onChange({ action })}
    />
    <OptionSelect
      label="Pessoa"
      options={actors.map((actor) => ({ value: actor.id, label: actor.name }))}
      value={filters.actorId}
      onChange={(actorId) => onChange({ actorId })}
    />
    <PeriodFields from={filters.from} to={filters.to} onChange={onChange} />
    {active && (
      <Button variant="secondary" onClick={onClear}>
        Limpar filtros
      </Button>
    )}
    <ExportCsvButton path={csvPath} fallbackName="historico.csv" />
  </FilterBar>
);
