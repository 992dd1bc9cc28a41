import { type ChangeEvent, useId } from 'react';
import styled from 'styled-components';
import { ChevronLeftIcon, ChevronRightIcon } from './icons.tsx';

export interface TablePaginationProps {
  /** Zero-based page index. */
  page: number;
  pageSize: number;
  total: number;
  /** More rows exist than `total` (a search counted up to a cap): 'de mais de {total}'. */
  totalCapped?: boolean;
  /** The rows are on their way: the range would read '0–0 de 0', a count nobody made. */
  loading?: boolean;
  pageSizes: readonly number[];
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

const StyledFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing(4)};
  padding: ${({ theme }) => theme.spacing(2, 4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.small};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledSizePicker = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
`;

const StyledSelect = styled.select`
  padding: ${({ theme }) => theme.spacing(1, 2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

const StyledNav = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing(1)};
`;

const StyledIconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.primaryLight};
  }

  &:disabled {
    color: ${({ theme }) => theme.colors.border};
    cursor: not-allowed;
  }
`;

/** 'x–y de z' as in docs/product.md §14.1 (an en dash, like the table it replaces). */
export const formatRange = (page: number, pageSize: number, total: number, capped = false): string => {
  if (total === 0) return '0–0 de 0';
  const first = page * pageSize + 1;
  const last = Math.min(total, (page + 1) * pageSize);
  return `${first}–${last} de ${capped ? 'mais de ' : ''}${total}`;
};

export const TablePagination = ({
  page,
  pageSize,
  total,
  totalCapped = false,
  loading = false,
  pageSizes,
  onPageChange,
  onPageSizeChange,
}: TablePaginationProps) => {
  const selectId = useId();
  const lastPage = Math.max(0, Math.ceil(total / pageSize) - 1);

  const handleSizeChange = (event: ChangeEvent<HTMLSelectElement>) =>
    onPageSizeChange(Number(event.target.value));
  const handlePrevious = () => onPageChange(page - 1);
  const handleNext = () => onPageChange(page + 1);

  return (
    <StyledFooter>
      <StyledSizePicker>
        <label htmlFor={selectId}>Linhas por página:</label>
        <StyledSelect id={selectId} value={pageSize} onChange={handleSizeChange}>
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </StyledSelect>
      </StyledSizePicker>
      <span aria-live="polite">
        {loading ? 'Carregando…' : formatRange(page, pageSize, total, totalCapped)}
      </span>
      <StyledNav>
        <StyledIconButton
          type="button"
          aria-label="Página anterior"
          disabled={loading || page <= 0}
          onClick={handlePrevious}
        >
          <ChevronLeftIcon />
        </StyledIconButton>
        <StyledIconButton
          type="button"
          aria-label="Próxima página"
          disabled={loading || page >= lastPage}
          onClick={handleNext}
        >
          <ChevronRightIcon />
        </StyledIconButton>
      </StyledNav>
    </StyledFooter>
  );
};
