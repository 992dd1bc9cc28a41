import styled from 'styled-components';

/** Round icon button of the top bar; the accessible name comes from its aria-label. */
export const StyledTopBarButton = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.round};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  transition: background ${({ theme }) => theme.transitions.fast};

  &:hover {
    background: ${({ theme }) => theme.colors.primaryLight};
    color: ${({ theme }) => theme.colors.primary};
  }

  &[aria-expanded='true'] {
    border-color: ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.primaryLight};
  }
`;
