import { ACCREDITATION_MESSAGES } from '@portal/schema/validation/accreditation';
import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { Button } from '@/ui/Button.tsx';
import { Spinner } from '@/ui/Spinner.tsx';
import { useAccreditationSessionQuery } from './__generated__/accreditation.ts';
import {
  AccreditationFrame,
  StyledError,
  StyledForm,
  StyledLinks,
  StyledText,
} from './AccreditationFrame.tsx';
import { type FlowContext, readSessionToken, stepPath, withSession } from './flow.ts';

/** /credenciamento: the terms; a stored session resumes at its entry step instead. */
export const TermsPage = () => (
  <AccreditationFrame step={1}>{(flow) => <Terms flow={flow} />}</AccreditationFrame>
);

const Terms = ({ flow }: { flow: FlowContext }) => {
  const navigate = useNavigate();
  const token = readSessionToken(useLocation().search);
  const session = useAccreditationSessionQuery({ variables: { session: token ?? '' }, skip: !token });
  const [accepted, setAccepted] = useState(false);
  const [tried, setTried] = useState(false);
  const state = session.data?.accreditationSession;
  if (token && session.loading) return <Spinner label="Carregando" />;
  if (token && state && state.entryStep > 1) {
    return <Navigate to={withSession(stepPath(flow, state.entryStep), token)} replace />;
  }
  return (
    <StyledForm
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (accepted) void navigate(stepPath(flow, 2));
      }}
    >
      <StyledText>
        Ao se credenciar como afiliado, você declara estar ciente de que: as comissões são pagas à pessoa
        jurídica (CNPJ) informada no cadastro; seus dados pessoais serão usados para o credenciamento e a
        emissão de contratos, conforme a LGPD; e as vendas seguem as regras de cada produto e do ciclo
        comercial vigente.
      </StyledText>
      <label>
        <input type="checkbox" checked={accepted} onChange={(event) => setAccepted(event.target.checked)} />{' '}
        Li e estou ciente dos termos
      </label>
      {tried && !accepted && <StyledError role="alert">{ACCREDITATION_MESSAGES.termsRequired}</StyledError>}
      <Button type="submit" fullWidth>
        Continuar
      </Button>
      <StyledLinks>
        <Link to="/">Já tenho cadastro</Link>
      </StyledLinks>
    </StyledForm>
  );
};
