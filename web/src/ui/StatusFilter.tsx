import { type ChangeEvent, useId } from 'react';
import styled from 'styled-components';

export interface StatusFilterOption<S extends string> {
  value: S;
  label: string;
}

export interface StatusFilterProps<S extends string> {
  /** The statuses offered, in the spec's order; 'Todos' (no filter) comes first. */
  options: readonly StatusFilterOption<S>[];
  /** Null: no filter. */
  value: S | null;
  onChange: (value: S | null) => void;
  /** The select's label; 'Status' unless the list filters by something else ('Tipo'). */
  label?: string;
}

const StyledFilter = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

const StyledSelect = styled.select`
  padding: ${({ theme }) => theme.spacing(1.5, 2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

/** The 'Status' (or another one-value) select above a server-paged list. */
export const StatusFilter = <S extends string>({
  options,
  value,
  onChange,
  label = 'Status',
}: StatusFilterProps<S>) => {
  const id = useId();
  const handleChange = (event: ChangeEvent<HTMLSelectElement>) =>
    onChange(options.find((option) => option.value === event.target.value)?.value ?? null);
  return (
    <StyledFilter>
      <label htmlFor={id}>{label}</label>
      <StyledSelect id={id} value={value ?? ''} onChange={handleChange}>
        <option value="">Todos</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </StyledSelect>
    </StyledFilter>
  );
};
