import { useEffect, useRef, useState } from 'react';
import { Button } from '@/ui/Button.tsx';
import { Modal } from '@/ui/Modal.tsx';
import { isUnauthenticated } from '../apollo/links.ts';
import { notify } from '../notify.ts';
import { useRenewSessionMutation } from './__generated__/session.ts';
import { isSessionOver, remainingText, WARN_BEFORE_MS } from './expiryTimes.ts';
import { useSession, useSessionStore, useSignOut } from './SessionProvider.tsx';
import { useExpiryClock } from './useExpiryClock.ts';

export const RENEW_FAILED_TEXT = 'Não foi possível renovar a sessão. Tente novamente.';

/**
 * Before the token expires, asks whether to stay signed in (a fresh token from renewSession) or to
 * leave; without an answer the session ends at the expiry and the login page says why. Mounted by
 * the signed-in shell.
 */
export const SessionExpiryWarning = () => {
  const { expiresAt } = useSession().auth;
  const store = useSessionStore();
  const signOut = useSignOut();
  const now = useExpiryClock(expiresAt);
  const [renew, { loading }] = useRenewSessionMutation();
  // Closing the dialog (Escape) answers nothing: it stays closed for this token only.
  const [dismissedFor, setDismissedFor] = useState<number | null>(null);
  const stayRef = useRef<HTMLButtonElement>(null);

  const over = isSessionOver(expiresAt, now);
  useEffect(() => {
    if (over) void signOut('expired');
  }, [over, signOut]);

  if (expiresAt === null || over) return null;
  const open = now >= expiresAt - WARN_BEFORE_MS && dismissedFor !== expiresAt;

  const handleStay = async () => {
    try {
      const { data } = await renew();
      if (data)
        store.renew(
          data.renewSession.token,
          data.renewSession.expiresIn,
          data.renewSession.twoFactorEnrolmentRequired,
        );
    } catch (error) {
      // A refused renewal (user disabled, session past its limit) has already signed out.
      if (!isUnauthenticated(error as Error)) notify.error(RENEW_FAILED_TEXT);
    }
  };

  return (
    <Modal
      open={open}
      alert
      size="small"
      title="Sua sessão está quase expirando"
      onClose={() => setDismissedFor(expiresAt)}
      closeOnOverlayClick={false}
      initialFocusRef={stayRef}
      footer={
        <>
          <Button variant="secondary" onClick={() => void signOut()}>
            Sair
          </Button>
          <Button ref={stayRef} loading={loading} onClick={() => void handleStay()}>
            Continuar conectado
          </Button>
        </>
      }
    >
      {`Por segurança, sua sessão vai expirar em ${remainingText(expiresAt - now)}. Deseja continuar conectado?`}
    </Modal>
  );
};
