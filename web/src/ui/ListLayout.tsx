import styled from 'styled-components';

/** A page's or panel's blocks, one under the other with the page's spacing. */
export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};
`;

/** The search box and filters above a list, wrapping on narrow screens, aligned on their inputs. */
export const FilterBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing(3)};
`;
