import styled from 'styled-components';

/**
 * A page's, panel's or form's blocks, one under the other; `$gap` in theme spacing units (4 for a
 * page's blocks, 6 between a dashboard's sections, 3 inside a modal's form). Render it `as="section"`
 * or `as="form"` where the element matters.
 */
export const Stack = styled.div<{ $gap?: number }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap = 4 }) => theme.spacing($gap)};
`;

/** The search box and filters above a list, wrapping on narrow screens, aligned on their inputs. */
export const FilterBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing(3)};
`;
