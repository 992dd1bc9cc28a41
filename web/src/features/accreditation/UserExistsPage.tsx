import { ACCREDITATION_MESSAGES } from '@portal/schema/validation/accreditation';
import { Link } from 'react-router';
import { paths } from '@/paths.ts';
import { AccreditationFrame, StyledLinks, StyledText } from './AccreditationFrame.tsx';

/** /user-exists: the e-mail or CPF already has an account. */
export const UserExistsPage = () => (
  <AccreditationFrame step={2}>
    {() => (
      <>
        <StyledText>
          {ACCREDITATION_MESSAGES.userExists} Já existe uma conta com este e-mail ou CPF: entre com a sua
          senha ou peça um link para criar uma nova.
        </StyledText>
        <StyledLinks>
          <Link to="/">Entrar</Link>
          <Link to={paths.unknownPassword}>Não sei minha senha</Link>
        </StyledLinks>
      </>
    )}
  </AccreditationFrame>
);
