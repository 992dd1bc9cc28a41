import styled from 'styled-components';

/** A grid of facts about one thing: `<FactsGrid><div><dt/><dd/></div>...</FactsGrid>`, muted labels. */
export const FactsGrid = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.spacing(4)};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.small};
  }

  dd {
    margin: ${({ theme }) => theme.spacing(1, 0, 0)};
    overflow-wrap: anywhere;
  }
`;
