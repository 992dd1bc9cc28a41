import { OptionSelect, type OptionSelectProps } from './OptionSelect.tsx';
import { SearchField } from './SearchField.tsx';
import { type ServerTable, useServerTable } from './useServerTable.ts';

/** A list's state with the statuses it filters by and its search's longest text (useStatusSearchTable). */
export interface StatusSearchTable<S extends string> extends ServerTable<S> {
  statusOptions: OptionSelectProps<S>['options'];
  searchMaxLength: number;
}

/**
 * The list state behind a StatusSearchBar: newest first by `sortKey`, one status of `statusOptions`
 * at a time, a search of up to `searchMaxLength` characters.
 */
export const useStatusSearchTable = <S extends string>(
  sortKey: string,
  statusOptions: OptionSelectProps<S>['options'],
  searchMaxLength: number,
): StatusSearchTable<S> => ({
  ...useServerTable<S>(sortKey, 'desc', {
    filters: statusOptions.map((option) => option.value),
    searchMaxLength,
  }),
  statusOptions,
  searchMaxLength,
});

/**
 * The 'Status' select and the 'Buscar' box of a bill or invoice list, side by side in the page's
 * own bar. 'Todos' is the DOM value 'all' there (the list-state e2e reads it).
 */
export const StatusSearchBar = <S extends string>({
  table,
  placeholder,
}: {
  table: StatusSearchTable<S>;
  /** What the search matches, e.g. 'Favorecido ou produtora'. */
  placeholder: string;
}) => (
  <>
    <OptionSelect
      label="Status"
      options={table.statusOptions}
      value={table.filter}
      onChange={table.setFilter}
      allValue="all"
    />
    <SearchField label="Buscar" table={table} placeholder={placeholder} maxLength={table.searchMaxLength} />
  </>
);
