import { useState } from 'react';
import type { DataTableColumn } from './Table.tsx';

export interface RowSelectionOptions<Row> {
  /** The rows on screen (one page): 'select all' means these. */
  rows: readonly Row[];
  getId: (row: Row) => string;
  /** Rows the batch action can take; the others show a disabled checkbox. */
  selectable: (row: Row) => boolean;
  /** While the batch action runs nothing can be chosen. */
  disabled?: boolean;
  /** The page checkbox's accessible name ('Selecionar todas as faturas da página'). */
  allLabel: string;
  /** A row checkbox's accessible name, naming the row. */
  rowLabel: (row: Row) => string;
}

export interface RowSelection<Row> {
  /** The chosen rows on screen that the action can still take (a row that moved on drops out). */
  chosen: Row[];
  /** The checkbox column, first in the table. */
  column: DataTableColumn<Row>;
  clear: () => void;
}

/**
 * Rows chosen for a batch action in a paged table: a checkbox per row and one for the page. Only
 * selectable rows count, so a row whose status changed while chosen is left out of the batch.
 */
export const useRowSelection = <Row,>({
  rows,
  getId,
  selectable,
  disabled = false,
  allLabel,
  rowLabel,
}: RowSelectionOptions<Row>): RowSelection<Row> => {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const pageSelectable = rows.filter(selectable);
  const chosen = pageSelectable.filter((row) => selected.has(getId(row)));
  const allChosen = pageSelectable.length > 0 && chosen.length === pageSelectable.length;

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = () => setSelected(allChosen ? new Set() : new Set(pageSelectable.map(getId)));

  const column: DataTableColumn<Row> = {
    key: 'select',
    header: (
      <input
        type="checkbox"
        aria-label={allLabel}
        checked={allChosen}
        disabled={pageSelectable.length === 0 || disabled}
        onChange={toggleAll}
      />
    ),
    align: 'center',
    width: '3rem',
    cardLabel: 'Selecionar',
    render: (row) => (
      <input
        type="checkbox"
        aria-label={rowLabel(row)}
        checked={selected.has(getId(row)) && selectable(row)}
        disabled={!selectable(row) || disabled}
        onChange={() => toggle(getId(row))}
      />
    ),
  };

  return { chosen, column, clear: () => setSelected(new Set()) };
};
