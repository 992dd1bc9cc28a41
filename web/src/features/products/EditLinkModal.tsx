import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { LINK_DESCRIPTION_MAX_LENGTH } from '@portal/schema/constants';
import { updateProductLinkSchema } from '@portal/schema/validation/products';
import { useFormik } from 'formik';
import { fieldProps } from '@/lib/forms.ts';
import { notify } from '@/platform/notify.ts';
import { Button } from '@/ui/Button.tsx';
import { Modal } from '@/ui/Modal.tsx';
import { TextField } from '@/ui/TextField.tsx';
import { useUpdateProductLinkMutation } from './__generated__/links-edit.ts';

export const EDIT_LINK_TEXTS = {
  title: 'Editar link',
  saved: 'Descrição atualizada!',
} as const;

/** The server's text for a refused input (BAD_USER_INPUT), or the generic one. */
const messageOf = (error: unknown): string | undefined =>
  CombinedGraphQLErrors.is(error) && error.errors[0]?.extensions?.code === 'BAD_USER_INPUT'
    ? error.errors[0].message
    : undefined;

export interface EditLinkModalProps {
  link: { id: string; description: string };
  onClose: () => void;
}

/**
 * Changes the description of one of the viewer's links (docs/product.md §10.1). The answer carries
 * the link's id, so the cached link (and the table showing it) updates without a refetch.
 */
export const EditLinkModal = ({ link, onClose }: EditLinkModalProps) => {
  const [updateLink] = useUpdateProductLinkMutation();
  const formik = useFormik({
    initialValues: { linkId: link.id, description: link.description },
    validationSchema: updateProductLinkSchema,
    onSubmit: async (values) => {
      try {
        await updateLink({
          variables: { input: { linkId: link.id, description: values.description.trim() } },
        });
        notify.success(EDIT_LINK_TEXTS.saved);
        onClose();
      } catch (failure) {
        notify.error(messageOf(failure));
      }
    },
  });
  return (
    <Modal
      open
      title={EDIT_LINK_TEXTS.title}
      onClose={onClose}
      footer={
        <>
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" form="edit-link-form" loading={formik.isSubmitting}>
            Salvar
          </Button>
        </>
      }
    >
      <form id="edit-link-form" aria-label={EDIT_LINK_TEXTS.title} onSubmit={formik.handleSubmit} noValidate>
        <TextField
          label="Descrição do link"
          maxLength={LINK_DESCRIPTION_MAX_LENGTH}
          {...fieldProps(formik, 'description')}
        />
      </form>
    </Modal>
  );
};
