import styled from 'styled-components';
import { Spinner } from '@/ui/Spinner.tsx';

const StyledLoading = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.spacing(16, 4)};
`;

/** What a frame shows while its lazy page downloads (the public frame and the shell). */
export const PageLoading = () => (
  <StyledLoading>
    <Spinner label="Carregando página" />
  </StyledLoading>
);
