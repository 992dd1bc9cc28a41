import { ACCREDITATION_MESSAGES } from '@portal/schema/validation/accreditation';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { Spinner } from '@/ui/Spinner.tsx';
import {
  type AccreditationSession_StateFragment,
  useAccreditationSessionQuery,
} from './__generated__/accreditation.ts';
import { StyledError, StyledLinks } from './AccreditationFrame.tsx';
import { type FlowContext, readSessionToken, stepPath, storeSessionToken, withSession } from './flow.ts';

export type SessionState = AccreditationSession_StateFragment;

interface SessionStepProps {
  flow: FlowContext;
  step: 3 | 4 | 5;
  children: (token: string, state: SessionState) => ReactNode;
}

/**
 * Steps after the personal data need a live session: without one the person starts over; a
 * session at another step goes there (docs/product.md §3.1 entry steps).
 */
export const SessionStep = ({ flow, step, children }: SessionStepProps) => {
  const token = readSessionToken(useLocation().search);
  const session = useAccreditationSessionQuery({
    variables: { session: token ?? '' },
    skip: !token,
    fetchPolicy: 'network-only',
  });
  if (token && session.loading) return <Spinner label="Carregando" />;
  const state = session.data?.accreditationSession;
  if (!token || !state) {
    return (
      <>
        <StyledError role="alert">{ACCREDITATION_MESSAGES.sessionExpired}</StyledError>
        <StyledLinks>
          <Link to={stepPath(flow, 1)}>Começar o cadastro</Link>
        </StyledLinks>
      </>
    );
  }
  storeSessionToken(token);
  const finishingCompany = step === 5 && state.status === 'OK' && state.needsBankDetails;
  if (state.entryStep !== step && !finishingCompany) {
    return <Navigate to={withSession(stepPath(flow, state.entryStep), token)} replace />;
  }
  return <>{children(token, state)}</>;
};
