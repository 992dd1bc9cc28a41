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

/**
 * A list of cards in as many columns as fit, each at least `$minWidth` wide; `$fit` 'auto-fit'
 * stretches a short list's cards over the whole row instead of keeping the empty columns.
 */
export const CardGrid = styled.ul<{ $minWidth: string; $fit?: 'auto-fill' | 'auto-fit' }>`
  display: grid;
  grid-template-columns: repeat(${({ $fit = 'auto-fill' }) => $fit}, minmax(${({ $minWidth }) => $minWidth}, 1fr));
  gap: ${({ theme }) => theme.spacing(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A paragraph of secondary text (a hint, a period, an empty list's note). */
export const MutedText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
