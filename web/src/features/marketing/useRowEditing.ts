import { useState } from 'react';
import { notify } from '@/platform/notify.ts';

export interface RowEditingOptions {
  /** Deletes the row with this id (the page's delete mutation). */
  remove: (id: string) => Promise<unknown>;
  /** The list again, after a save or a delete. */
  refetch: () => Promise<unknown>;
  /** The toast after a delete; the app's generic success text without it. */
  deletedText?: string;
  /** The toast when the delete (or the list's reload) fails. */
  failureText: (error: unknown) => string | undefined;
}

/**
 * The add/edit modal and the delete confirmation of a marketing list (banners, traffic tags): which
 * row is edited (null: a new one) or about to be deleted. A failed delete keeps the confirmation
 * open so it can be tried again; a save or a delete reloads the list.
 */
export const useRowEditing = <T extends { id: string }>(
  { remove, refetch, deletedText, failureText }: RowEditingOptions,
  removeBusy: boolean,
) => {
  // undefined: the modal is closed; null: it adds a new row.
  const [editing, setEditing] = useState<T | null | undefined>(undefined);
  const [removing, setRemoving] = useState<T | null>(null);

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove(removing.id);
      notify.success(deletedText);
      setRemoving(null);
      await refetch();
    } catch (error) {
      notify.error(failureText(error));
    }
  };

  return {
    editing,
    edit: setEditing,
    closeEditor: () => setEditing(undefined),
    saved: () => {
      setEditing(undefined);
      void refetch();
    },
    askRemove: setRemoving,
    /** Spread into the ConfirmModal of the delete. */
    confirmProps: {
      open: removing !== null,
      busy: removeBusy,
      onCancel: () => setRemoving(null),
      onConfirm: () => void confirmRemove(),
    },
  };
};
