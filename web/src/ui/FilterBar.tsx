import styled from 'styled-components';

/**
 * A row of a list's filters (selects, dates, a button), wrapping on a narrow screen; each field
 * grows from 10rem up to `$fieldMax`.
 */
export const FilterBar = styled.div<{ $fieldMax?: string }>`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing(4)};
  margin: ${({ theme }) => theme.spacing(4, 0)};

  & > div {
    flex: 1 1 10rem;
    max-width: ${({ $fieldMax = '16rem' }) => $fieldMax};
  }
`;
