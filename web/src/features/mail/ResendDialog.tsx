import { formatDateTime } from '@/lib/dates.ts';
import { notify } from '@/platform/notify.ts';
import { ConfirmModal } from '@/ui/ConfirmModal.tsx';
import { type MailDeliveryRowFragment, useResendMailDeliveryMutation } from './__generated__/deliveries.ts';
import { CARRIES_A_CODE, templateText } from './deliveryText.ts';

export const RESEND_TEXT =
  'O mesmo e-mail volta para a fila de envio e será tentado de novo. A ação fica registrada no Histórico.';
export const RESEND_CODE_TEXT =
  'Este e-mail leva um código ou link com validade: se ele já expirou, a pessoa precisa pedir um novo no portal.';

/** 'Reenviar' a failed delivery, behind a dialog that says which message, to whom and why it failed. */
export const ResendDialog = ({
  delivery,
  onClose,
}: {
  delivery: MailDeliveryRowFragment | null;
  onClose: () => void;
}) => {
  const [resend, { loading }] = useResendMailDeliveryMutation();
  const submit = async () => {
    if (!delivery) return;
    try {
      await resend({ variables: { id: delivery.id } });
      notify.success('E-mail colocado na fila de envio.');
      onClose();
    } catch (error) {
      notify.error(error instanceof Error ? error.message : undefined);
    }
  };
  return (
    <ConfirmModal
      open={delivery !== null}
      title="Reenviar e-mail"
      confirmLabel="Reenviar"
      busy={loading}
      tone="primary"
      facts={
        delivery
          ? [
              { term: 'Para', value: delivery.recipient },
              { term: 'E-mail', value: templateText(delivery.template) },
              { term: 'Criado em', value: formatDateTime(delivery.createdAt) },
              { term: 'Tentativas', value: delivery.attempts },
              { term: 'Motivo da falha', value: delivery.failureReason ?? '—' },
            ]
          : []
      }
      onConfirm={() => void submit()}
      onCancel={onClose}
    >
      <p>{RESEND_TEXT}</p>
      {delivery && CARRIES_A_CODE.has(delivery.template) && <p>{RESEND_CODE_TEXT}</p>}
    </ConfirmModal>
  );
};
