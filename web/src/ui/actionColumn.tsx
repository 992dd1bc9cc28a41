import { Button, type ButtonVariant } from './Button.tsx';
import type { DataTableColumn } from './Table.tsx';

export interface ActionColumnOptions<T> {
  key: string;
  header: string;
  /** The button's text, the same on every row. */
  text: string;
  /** The button's accessible name on a row: the text alone would not say which row it acts on. */
  label: (row: T) => string;
  onClick: (row: T) => void;
  /** 'secondary' unless the action destroys something ('danger'). */
  variant?: ButtonVariant;
  /** Every row's button waits while one row's action runs. */
  loading?: boolean;
  disabled?: boolean;
}

/** A table column with one small button a row (Editar, Excluir, Reenviar...). */
export const actionColumn = <T,>({
  key,
  header,
  text,
  label,
  onClick,
  variant = 'secondary',
  loading = false,
  disabled = false,
}: ActionColumnOptions<T>): DataTableColumn<T> => ({
  key,
  header,
  render: (row) => (
    <Button
      size="small"
      variant={variant}
      loading={loading}
      disabled={disabled}
      aria-label={label(row)}
      onClick={() => onClick(row)}
    >
      {text}
    </Button>
  ),
});
