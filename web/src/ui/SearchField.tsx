import { TextField, type TextFieldProps } from './TextField.tsx';
import type { ServerTable } from './useServerTable.ts';

export interface SearchFieldProps extends Omit<TextFieldProps, 'type' | 'value' | 'onChange'> {
  /** The list whose search box this is: shows what was typed, hands each keystroke back. */
  table: Pick<ServerTable, 'searchInput' | 'setSearchInput'>;
}

/** The search box of a server-paged list (useServerTable settles and applies what is typed). */
export const SearchField = ({ table, ...props }: SearchFieldProps) => (
  <TextField
    type="search"
    value={table.searchInput}
    onChange={(event) => table.setSearchInput(event.target.value)}
    {...props}
  />
);
