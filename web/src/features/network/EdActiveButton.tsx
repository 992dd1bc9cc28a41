import { useState } from 'react';
import { notify } from '@/platform/notify.ts';
import { Button } from '@/ui/Button.tsx';
import { ConfirmModal } from '@/ui/ConfirmModal.tsx';
import { type EdDetails_EdFragment, useSetEdActiveMutation } from './__generated__/edDetails.ts';

export const ED_ACTIVE_CONFIRM = {
  disable: {
    title: 'Desativar ED',
    text: 'Tem certeza que deseja desativar este ED? Ele não poderá mais entrar no portal.',
  },
  enable: {
    title: 'Ativar ED',
    text: 'Tem certeza que deseja ativar este ED? Ele voltará a entrar no portal.',
  },
} as const;

/** 'Desativar ED' / 'Ativar ED', each behind the shared confirmation dialog. */
export const EdActiveButton = ({ ed }: { ed: EdDetails_EdFragment }) => {
  const [open, setOpen] = useState(false);
  const [setActive, { loading }] = useSetEdActiveMutation();
  const confirm = ed.active ? ED_ACTIVE_CONFIRM.disable : ED_ACTIVE_CONFIRM.enable;
  const submit = async () => {
    try {
      await setActive({ variables: { id: ed.id, active: !ed.active } });
      notify.success();
      setOpen(false);
    } catch (error) {
      notify.error(error instanceof Error ? error.message : undefined);
    }
  };
  return (
    <>
      <Button variant={ed.active ? 'danger' : 'primary'} size="small" onClick={() => setOpen(true)}>
        {confirm.title}
      </Button>
      <ConfirmModal
        open={open}
        size="small"
        title={confirm.title}
        confirmLabel="Confirmar"
        busy={loading}
        tone={ed.active ? 'danger' : 'primary'}
        facts={[
          { term: 'ED', value: ed.name },
          { term: 'E-mail', value: ed.email },
        ]}
        onConfirm={() => void submit()}
        onCancel={() => setOpen(false)}
      >
        <p>{confirm.text}</p>
      </ConfirmModal>
    </>
  );
};
