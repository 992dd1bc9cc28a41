/**
 * The steps before the code (docs/product.md §4 "Points programme"): join (ELIGIBLE, NOT_ACCEPTED),
 * sign the term (WAITING_SIGNATURE), and a new code (WAITING_CODE). Joining waits 3 s before the
 * state is reloaded, as upstream needs that long to move the member on.
 */
import { useEffect, useState } from 'react';
import type { PointsMemberType } from '@/__generated__/types.ts';
import { notify } from '@/platform/notify.ts';
import { Button } from '@/ui/Button.tsx';
import { Section } from '@/ui/Section.tsx';
import {
  useJoinPointsProgrammeMutation,
  useResendPointsCodeMutation,
  useSignPointsProgrammeMutation,
} from './__generated__/join.ts';

/** docs/product.md §4: after joining, wait 3 s, then reload the programme state. */
export const RELOAD_AFTER_JOIN_MS = 3000;
export const JOIN_ERROR = 'Erro ao aderir ao programa de pontos';

/** Runs `onReload` once, `delay` ms after `armed` turns true. */
const useDelayedReload = (armed: boolean, delay: number, onReload: () => void) => {
  useEffect(() => {
    if (!armed) return undefined;
    const timer = setTimeout(onReload, delay);
    return () => clearTimeout(timer);
  }, [armed, delay, onReload]);
};

/** ELIGIBLE / NOT_ACCEPTED: one button that joins; 3 s later the state is reloaded. */
export const JoinStep = ({ onReload }: { onReload: () => void }) => {
  const [join, { loading }] = useJoinPointsProgrammeMutation();
  const [joined, setJoined] = useState(false);
  useDelayedReload(joined, RELOAD_AFTER_JOIN_MS, onReload);
  return (
    <Section title="Aderir ao Programa de Pontos">
      <Button
        loading={loading || joined}
        onClick={() => {
          if (loading || joined) return;
          join()
            .then(() => setJoined(true))
            .catch(() => notify.error(JOIN_ERROR));
        }}
      >
        Aderir ao programa
      </Button>
    </Section>
  );
};

/** WAITING_SIGNATURE: signing the term sends the code; the state is then reloaded. */
export const SignStep = ({ onReload }: { onReload: () => void }) => {
  const [sign, { loading }] = useSignPointsProgrammeMutation();
  return (
    <Section title="Assinar termo de adesão">
      <Button
        loading={loading}
        onClick={() => {
          if (loading) return;
          sign()
            .then(onReload)
            .catch(() => notify.error(JOIN_ERROR));
        }}
      >
        Assinar termo
      </Button>
    </Section>
  );
};

/** WAITING_CODE: asks for a new code (the attempts start again). */
export const ResendCodeButton = () => {
  const [resend, { loading }] = useResendPointsCodeMutation();
  return (
    <Button
      variant="secondary"
      loading={loading}
      onClick={() => {
        if (loading) return;
        resend()
          .then(() => notify.success('Enviamos um novo código de confirmação.'))
          .catch(() => notify.error(JOIN_ERROR));
      }}
    >
      Reenviar código
    </Button>
  );
};

export const ED_JOIN_SUCCESS = 'Adesão ao Programa de Pontos ED efetuada com sucesso';
export const ED_JOIN_ERROR = 'Erro ao aderir ao Programa de Pontos ED';
/** The holding's own join (portal text, as the ED programme's); the error is the programme's. */
export const HOLDING_JOIN_SUCCESS = 'Adesão ao Programa de Pontos efetuada com sucesso';

/** The memberships joined in one step (accepted at once): the unit's (ED programme) and the holding's. */
export type InstantMemberType = Extract<PointsMemberType, 'UNITS' | 'HOLDING'>;

const INSTANT_JOIN_TEXTS: Record<
  InstantMemberType,
  { title: string; button: string; success: string; error: string }
> = {
  UNITS: {
    title: 'Programa de Pontos ED',
    button: 'Aderir ao Programa de Pontos ED',
    success: ED_JOIN_SUCCESS,
    error: ED_JOIN_ERROR,
  },
  HOLDING: {
    title: 'Programa de Pontos',
    button: 'Aderir ao Programa de Pontos',
    success: HOLDING_JOIN_SUCCESS,
    error: JOIN_ERROR,
  },
};

/**
 * The ED programme (a branch user joins for the unit) or the holding's: accepted at once, so the
 * toast announces it and `onJoined` gets the new status. Exported for the other screens that offer
 * it (ED details, Gerenciador de Vouchers).
 */
export const EdJoinStep = ({
  onJoined,
  type = 'UNITS',
}: {
  onJoined: (status: string) => void;
  type?: InstantMemberType;
}) => {
  const [join, { loading }] = useJoinPointsProgrammeMutation();
  const texts = INSTANT_JOIN_TEXTS[type];
  return (
    <Section title={texts.title}>
      <Button
        loading={loading}
        onClick={() => {
          if (loading) return;
          join({ variables: { type } })
            .then(({ data }) => {
              notify.success(texts.success);
              onJoined(data?.joinPointsProgramme ?? '');
            })
            .catch(() => notify.error(texts.error));
        }}
      >
        {texts.button}
      </Button>
    </Section>
  );
};
