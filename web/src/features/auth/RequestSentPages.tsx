import { Link } from 'react-router';
import styled from 'styled-components';
import { paths } from '@/paths.ts';
import { AuthPageHeader, StyledAuthLinks } from './AuthPageHeader.tsx';

const StyledText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const RequestSent = ({ description }: { description: string }) => (
  <>
    <AuthPageHeader description={description} />
    <StyledText>Não recebeu? Verifique a caixa de spam ou solicite novamente em alguns minutos.</StyledText>
    <StyledAuthLinks>
      <Link to={paths.home}>Voltar para o login</Link>
    </StyledAuthLinks>
  </>
);

/** /recover-success: after requesting a reset link. */
export const RecoverSuccessPage = () => (
  <RequestSent description="Se o e-mail informado estiver cadastrado, você receberá em instantes um link para criar uma nova senha." />
);

/** /unknown-password-success: after requesting the first-password link. */
export const UnknownPasswordSuccessPage = () => (
  <RequestSent description="Enviamos para o seu e-mail um link para você cadastrar a sua senha de acesso." />
);
