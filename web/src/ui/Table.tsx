import { DEFAULT_PAGE_SIZE, TABLE_PAGE_SIZES } from '@portal/schema/constants';
import { type ReactNode, useMemo, useState } from 'react';
import styled from 'styled-components';
import { ArrowDownIcon, ArrowUpIcon } from './icons.tsx';
import { Spinner } from './Spinner.tsx';
import { TablePagination } from './TablePagination.tsx';
import { nextSort, type SortState, type SortValue, sortRows } from './tableSort.ts';
import { visuallyHidden } from './VisuallyHidden.tsx';

export type { SortDirection, SortState } from './tableSort.ts';

export interface DataTableColumn<T> {
  key: string;
  header: ReactNode;
  /** Cell content; without it the row's own `key` property is shown. */
  render?: (row: T, index: number) => ReactNode;
  sortable?: boolean;
  /** What sorting compares (e.g. cents or an ISO date) when the cell shows formatted text. */
  sortValue?: (row: T) => SortValue;
  align?: 'left' | 'center' | 'right';
  width?: string;
  /**
   * Kept on one line (a CNPJ, a date with its time). Right-aligned columns (money, counts) always
   * are: 'R$ 1.068,00' never breaks after 'R$'.
   */
  nowrap?: boolean;
  /** On a phone, where each row is a card: shown first and in bold (the row's key figure, e.g. Valor). */
  keyFigure?: boolean;
  /** The card's label on a phone when `header` is not plain text. */
  cardLabel?: string;
}

export interface DataTableProps<T> {
  rows: readonly T[];
  columns: readonly DataTableColumn<T>[];
  /** Accessible name of the table, rendered as a visually hidden caption. */
  label: string;
  /** A row's React key; by default its `id` when it has one, else its position. */
  getRowKey?: (row: T, index: number) => string | number;
  emptyText?: string;
  loading?: boolean;
  /** Preview mode: show only the first rows and no footer (the commissions preview shows 5). */
  maxRows?: number;
  pageSizes?: readonly number[];
  defaultPageSize?: number;
  /** Initial sort; by default the first sortable column, ascending. */
  defaultSort?: SortState | null;
  /** Server-side mode: `rows` is already the current page, sorted; `total` counts all rows. */
  total?: number;
  /** Server-side: `total` is a cap and more rows exist ('1–25 de mais de 10000'). */
  totalCapped?: boolean;
  /** Zero-based; giving it makes the page controlled (also in client mode). */
  page?: number;
  pageSize?: number;
  sort?: SortState | null;
  onPageChange?: (page: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
  onSortChange?: (sort: SortState) => void;
}

/**
 * Under this width each row becomes a card (issue 29: on a phone no column hides off screen): every
 * cell one line, its header as the label, key figures first. The table stays a table for assistive
 * technology; only its boxes change.
 */
const PHONE = '@media (max-width: 600px)';

const StyledWrapper = styled.div`
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledScroller = styled.div`
  overflow-x: auto;
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.small};

  caption {
    ${visuallyHidden}
  }

  ${PHONE} {
    thead {
      ${visuallyHidden}
    }

    tbody,
    tr {
      display: block;
    }

    tbody tr {
      display: flex;
      flex-direction: column;
      gap: ${({ theme }) => theme.spacing(1)};
      padding: ${({ theme }) => theme.spacing(3, 4)};
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
  }
`;

const StyledHeaderCell = styled.th<{ $align: string; $width?: string }>`
  padding: ${({ theme }) => theme.spacing(3, 4)};
  width: ${({ $width }) => $width ?? 'auto'};
  text-align: ${({ $align }) => $align};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  white-space: nowrap;
`;

const StyledSortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
`;

const StyledCell = styled.td<{ $align: string; $nowrap: boolean; $key: boolean }>`
  padding: ${({ theme }) => theme.spacing(3, 4)};
  text-align: ${({ $align }) => $align};
  color: ${({ theme }) => theme.colors.text};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  white-space: ${({ $nowrap }) => ($nowrap ? 'nowrap' : 'normal')};

  ${PHONE} {
    display: flex;
    justify-content: space-between;
    align-items: baseline;
    gap: ${({ theme }) => theme.spacing(3)};
    order: ${({ $key }) => ($key ? -1 : 0)};
    padding: 0;
    border: 0;
    text-align: right;
    font-weight: ${({ theme, $key }) => ($key ? theme.fontWeights.bold : 'inherit')};

    &::before {
      content: attr(data-label);
      flex: 0 0 auto;
      max-width: 45%;
      color: ${({ theme }) => theme.colors.textMuted};
      font-weight: ${({ theme }) => theme.fontWeights.regular};
      text-align: left;
      white-space: normal;
    }
  }
`;

const StyledMessageCell = styled.td`
  padding: ${({ theme }) => theme.spacing(8, 4)};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};

  ${PHONE} {
    display: block;
  }
`;

/** A column's label on a phone card: its header when that is text. */
const cardLabelOf = <T,>(column: DataTableColumn<T>): string =>
  column.cardLabel ?? (typeof column.header === 'string' ? column.header : '');

const defaultCell = <T,>(row: T, key: string): ReactNode => {
  // Rows are plain records; reading the column's key is the documented fallback when no render is given.
  const value = (row as Record<string, unknown>)[key];
  return typeof value === 'string' || typeof value === 'number' ? value : null;
};

const sortValueOf = <T,>(column: DataTableColumn<T>, row: T): SortValue => {
  if (column.sortValue) return column.sortValue(row);
  const value = (row as Record<string, unknown>)[column.key];
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : null;
};

/** A row keeps its element across pages, sorts and reloads when it has an id. */
const idOrIndex = (row: unknown, index: number): string | number => {
  const id = typeof row === 'object' && row !== null && 'id' in row ? row.id : undefined;
  return typeof id === 'string' || typeof id === 'number' ? id : index;
};

const initialSort = <T,>(columns: readonly DataTableColumn<T>[], defaultSort?: SortState | null) => {
  if (defaultSort !== undefined) return defaultSort;
  const first = columns.find((column) => column.sortable);
  return first ? ({ key: first.key, direction: 'asc' } as const) : null;
};

/**
 * Paginated, sortable table of docs/product.md §14.1; client-side by default, server-side
 * when `total` is given.
 */
export const DataTable = <T,>({
  rows,
  columns,
  label,
  getRowKey = idOrIndex,
  emptyText = 'Sem informação a ser mostrada',
  loading = false,
  maxRows,
  pageSizes = TABLE_PAGE_SIZES,
  defaultPageSize = DEFAULT_PAGE_SIZE,
  defaultSort,
  total,
  totalCapped,
  page: controlledPage,
  pageSize: controlledPageSize,
  sort: controlledSort,
  onPageChange,
  onPageSizeChange,
  onSortChange,
}: DataTableProps<T>) => {
  const [internalPage, setInternalPage] = useState(0);
  const [internalPageSize, setInternalPageSize] = useState(defaultPageSize);
  const [internalSort, setInternalSort] = useState(() => initialSort(columns, defaultSort));

  const serverSide = total !== undefined;
  const sort = controlledSort !== undefined ? controlledSort : internalSort;
  const pageSize = controlledPageSize ?? internalPageSize;
  const rowCount = serverSide ? total : rows.length;
  const lastPage = Math.max(0, Math.ceil(rowCount / pageSize) - 1);
  // Filtering can shrink the rows under the current page: show the last page that exists.
  const page = Math.min(controlledPage ?? internalPage, lastPage);

  const sortedRows = useMemo(() => {
    const column = sort && columns.find((candidate) => candidate.key === sort.key);
    if (serverSide || !sort || !column) return rows;
    return sortRows(rows, (row) => sortValueOf(column, row), sort.direction);
  }, [rows, columns, sort, serverSide]);

  const visibleRows = useMemo(() => {
    if (maxRows !== undefined) return sortedRows.slice(0, maxRows);
    if (serverSide) return sortedRows;
    return sortedRows.slice(page * pageSize, (page + 1) * pageSize);
  }, [sortedRows, maxRows, serverSide, page, pageSize]);

  const handlePageChange = (nextPage: number) => {
    setInternalPage(nextPage);
    onPageChange?.(nextPage);
  };

  const handlePageSizeChange = (nextPageSize: number) => {
    setInternalPageSize(nextPageSize);
    onPageSizeChange?.(nextPageSize);
    handlePageChange(0);
  };

  const handleSort = (key: string) => {
    const next = nextSort(sort, key);
    setInternalSort(next);
    onSortChange?.(next);
    if (page !== 0) handlePageChange(0);
  };

  const renderHeader = (column: DataTableColumn<T>) => {
    const active = sort?.key === column.key;
    const ariaSort = active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined;
    return (
      <StyledHeaderCell
        key={column.key}
        scope="col"
        aria-sort={column.sortable ? (ariaSort ?? 'none') : undefined}
        $align={column.align ?? 'left'}
        $width={column.width}
      >
        {column.sortable ? (
          <StyledSortButton type="button" onClick={() => handleSort(column.key)}>
            {column.header}
            {active && (sort.direction === 'asc' ? <ArrowUpIcon size={14} /> : <ArrowDownIcon size={14} />)}
          </StyledSortButton>
        ) : (
          column.header
        )}
      </StyledHeaderCell>
    );
  };

  const renderBody = () => {
    if (loading) {
      return (
        <tr>
          <StyledMessageCell colSpan={columns.length}>
            <Spinner />
          </StyledMessageCell>
        </tr>
      );
    }
    if (visibleRows.length === 0) {
      return (
        <tr>
          <StyledMessageCell colSpan={columns.length}>{emptyText}</StyledMessageCell>
        </tr>
      );
    }
    return visibleRows.map((row, index) => (
      <tr key={getRowKey(row, index)}>
        {columns.map((column) => (
          <StyledCell
            key={column.key}
            data-label={cardLabelOf(column)}
            $align={column.align ?? 'left'}
            $nowrap={Boolean(column.nowrap) || column.align === 'right'}
            $key={Boolean(column.keyFigure)}
          >
            {column.render ? column.render(row, index) : defaultCell(row, column.key)}
          </StyledCell>
        ))}
      </tr>
    ));
  };

  return (
    <StyledWrapper>
      <StyledScroller>
        <StyledTable aria-busy={loading || undefined}>
          <caption>{label}</caption>
          <thead>
            <tr>{columns.map(renderHeader)}</tr>
          </thead>
          <tbody>{renderBody()}</tbody>
        </StyledTable>
      </StyledScroller>
      {maxRows === undefined && (
        <TablePagination
          page={page}
          pageSize={pageSize}
          total={rowCount}
          totalCapped={totalCapped}
          loading={loading}
          pageSizes={pageSizes}
          onPageChange={handlePageChange}
          onPageSizeChange={handlePageSizeChange}
        />
      )}
    </StyledWrapper>
  );
};
