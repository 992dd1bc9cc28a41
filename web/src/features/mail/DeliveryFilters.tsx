import { MAIL_DELIVERY_SEARCH_MAX } from '@portal/schema';
import type { MailDeliveryState } from '@/__generated__/types.ts';
import { Button } from '@/ui/Button.tsx';
import { FilterBar } from '@/ui/FilterBar.tsx';
import { OptionSelect } from '@/ui/OptionSelect.tsx';
import { PeriodFields } from '@/ui/PeriodFields.tsx';
import { SearchField, type SearchFieldProps } from '@/ui/SearchField.tsx';
import { DELIVERY_STATE_OPTIONS, TEMPLATE_OPTIONS } from './deliveryText.ts';
import type { DeliveryFilters as Filters } from './useDeliveryFilters.ts';

export interface DeliveryFiltersProps {
  /** The list whose search box this bar holds (the search settles into the URL's `busca`). */
  table: SearchFieldProps['table'];
  state: MailDeliveryState | null;
  onState: (state: MailDeliveryState | null) => void;
  filters: Filters;
  active: boolean;
  onChange: (changes: Partial<Filters>) => void;
  onClear: () => void;
}

/** Busca, Situação, Tipo, De and Até: each change applies at once (one request, the URL follows). */
export const DeliveryFilters = ({
  table,
  state,
  onState,
  filters,
  active,
  onChange,
  onClear,
}: DeliveryFiltersProps) => (
  <FilterBar role="search" aria-label="Filtrar os e-mails enviados" $fieldMax="11rem">
    <SearchField
      label="Buscar por e-mail"
      table={table}
      placeholder="nome@exemplo.com"
      maxLength={MAIL_DELIVERY_SEARCH_MAX}
    />
    <OptionSelect
      label="Situação"
      allLabel="Todas"
      options={DELIVERY_STATE_OPTIONS}
      value={state}
      onChange={onState}
    />
    <OptionSelect
      label="Tipo"
      options={TEMPLATE_OPTIONS}
      value={filters.template}
      onChange={(template) => onChange({ template })}
    />
    <PeriodFields from={filters.from} to={filters.to} onChange={onChange} />
    {active && (
      <Button variant="secondary" onClick={onClear}>
        Limpar filtros
      </Button>
    )}
  </FilterBar>
);
