import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { formatWhole } from '@/lib/numbers.ts';
import { whatsappShareUrl } from '@/lib/whatsapp.ts';
import { notify } from '@/platform/notify.ts';
import { Button, ButtonLink } from '@/ui/Button.tsx';
import { ConfirmModal } from '@/ui/ConfirmModal.tsx';
import { useSetProductLinkActiveMutation } from './__generated__/links-edit.ts';
import type { ProductLinkRow_LinkFragment } from './__generated__/products.ts';

// The QR library is loaded with the dialog, the first time one is opened: the page's own chunk
// stays within its budget (docs/performance.md).
const LinkQrModal = lazy(() =>
  import('./LinkQrModal.tsx').then((module) => ({ default: module.LinkQrModal })),
);

export const LINK_ACTION_TEXTS = {
  copied: 'Link copiado!',
  copyFailed: 'Não foi possível copiar o link.',
  deactivated: 'Link desativado.',
  reactivated: 'Link reativado.',
  deactivateTitle: 'Desativar este link?',
  deactivate:
    'Quem abrir o link verá uma página dizendo que ele foi desativado, e não chegará mais à página de compra. Novas visitas não são contadas. As visitas e vendas já registradas continuam aqui, e você pode reativar o link quando quiser.',
  reactivateTitle: 'Reativar este link?',
  reactivate: 'O link volta a levar à página de compra do produto e a contar as visitas.',
} as const;

/** The message a WhatsApp share starts with: the product and the link, for the user to edit. */
export const linkShareText = (productName: string, url: string): string =>
  `Conheça o ${productName}! Garanta o seu pelo meu link: ${url}`;

const nameOf = (link: ProductLinkRow_LinkFragment) => link.description || link.code;

async function copyLink(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    notify.success(LINK_ACTION_TEXTS.copied);
  } catch {
    notify.error(LINK_ACTION_TEXTS.copyFailed);
  }
}

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2)};
`;

export interface LinkRowActionsProps {
  link: ProductLinkRow_LinkFragment;
  productName: string;
  onEdit: (link: ProductLinkRow_LinkFragment) => void;
  onQrCode: (link: ProductLinkRow_LinkFragment) => void;
  onToggle: (link: ProductLinkRow_LinkFragment) => void;
}

/**
 * A link's actions (docs/product.md §10.1): copy, QR code and WhatsApp share while it is active
 * (a deactivated link leads nowhere, so it is not handed out), edit, and deactivate or reactivate.
 */
export const LinkRowActions = ({ link, productName, onEdit, onQrCode, onToggle }: LinkRowActionsProps) => (
  <StyledActions>
    {link.active && (
      <>
        <Button
          size="small"
          variant="secondary"
          aria-label={`Copiar link ${nameOf(link)}`}
          onClick={() => void copyLink(link.url)}
        >
          Copiar
        </Button>
        <Button
          size="small"
          variant="secondary"
          aria-label={`QR code do link ${nameOf(link)}`}
          onClick={() => onQrCode(link)}
        >
          QR code
        </Button>
        <ButtonLink
          size="small"
          href={whatsappShareUrl(linkShareText(productName, link.url))}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Compartilhar link ${nameOf(link)} no WhatsApp (abre em nova aba)`}
        >
          WhatsApp
        </ButtonLink>
      </>
    )}
    <Button
      size="small"
      variant="ghost"
      aria-label={`Editar link ${nameOf(link)}`}
      onClick={() => onEdit(link)}
    >
      Editar
    </Button>
    <Button
      size="small"
      variant="ghost"
      aria-label={`${link.active ? 'Desativar' : 'Reativar'} link ${nameOf(link)}`}
      onClick={() => onToggle(link)}
    >
      {link.active ? 'Desativar' : 'Reativar'}
    </Button>
  </StyledActions>
);

export interface LinkActiveConfirmProps {
  link: ProductLinkRow_LinkFragment;
  onClose: () => void;
}

/**
 * Asks before a link is turned off (or on again), saying what the buyer will see; nothing is sent
 * until the confirming button. The answer updates the cached link, so the badge changes in place.
 */
export const LinkActiveConfirm = ({ link, onClose }: LinkActiveConfirmProps) => {
  const [setActive, { loading }] = useSetProductLinkActiveMutation();
  const deactivating = link.active;
  const confirm = async () => {
    try {
      await setActive({ variables: { input: { linkId: link.id, active: !deactivating } } });
      notify.success(deactivating ? LINK_ACTION_TEXTS.deactivated : LINK_ACTION_TEXTS.reactivated);
      onClose();
    } catch {
      notify.error();
    }
  };
  return (
    <ConfirmModal
      open
      title={deactivating ? LINK_ACTION_TEXTS.deactivateTitle : LINK_ACTION_TEXTS.reactivateTitle}
      confirmLabel={deactivating ? 'Desativar link' : 'Reativar link'}
      tone={deactivating ? 'danger' : 'primary'}
      busy={loading}
      facts={[
        { term: 'Link', value: nameOf(link) },
        { term: 'Endereço', value: link.url },
        { term: 'Visitas', value: formatWhole(link.visits) },
        { term: 'Vendas', value: formatWhole(link.saleCount) },
      ]}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      <p>{deactivating ? LINK_ACTION_TEXTS.deactivate : LINK_ACTION_TEXTS.reactivate}</p>
    </ConfirmModal>
  );
};

/** The QR code dialog, its chunk fetched when first shown. */
export const LazyLinkQrModal = ({
  link,
  onClose,
}: {
  link: ProductLinkRow_LinkFragment;
  onClose: () => void;
}) => (
  <Suspense fallback={null}>
    <LinkQrModal link={link} onClose={onClose} />
  </Suspense>
);
