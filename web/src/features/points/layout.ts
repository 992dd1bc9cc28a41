/** The layout pieces every points screen shares: the page column and a one-line form. */
import styled from 'styled-components';

export const StyledPage = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};
`;

/** Fields and their button on one wrapping line, aligned on the inputs' bottom edge. */
export const StyledForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing(2)};
`;
