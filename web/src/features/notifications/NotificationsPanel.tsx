import { type Ref, useId, useState } from 'react';
import styled, { type DefaultTheme } from 'styled-components';
import type { NotificationType } from '@/__generated__/types.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { notify } from '@/platform/notify.ts';
import { CloseIcon } from '@/ui/icons.tsx';
import { TrashIcon } from '@/ui/menuIcons.tsx';
import type { NotificationItem_NotificationFragment } from './__generated__/notifications.ts';
import { useDeleteNotificationMutation } from './__generated__/notifications.ts';

export const NO_NOTIFICATIONS_TEXT = 'Não há notificações no momento';

const typeColor = (theme: DefaultTheme, type: NotificationType): string =>
  ({
    SUCCESS: theme.colors.success,
    WARN: theme.colors.warning,
    ERROR: theme.colors.danger,
    INFO: theme.colors.info,
  })[type];

const StyledPanel = styled.div`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.spacing(2)});
  right: 0;
  z-index: ${({ theme }) => theme.zIndices.menu};
  display: flex;
  flex-direction: column;
  width: 360px;
  max-height: 480px;
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.large};

  &:focus {
    outline: none;
  }

  /* On phones the list is a full-screen panel with its own title bar. */
  ${({ theme }) => theme.media.small} {
    position: fixed;
    inset: 0;
    z-index: ${({ theme }) => theme.zIndices.overlay};
    width: auto;
    max-height: none;
    border-radius: 0;
  }
`;

const StyledHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => theme.spacing(4, 4, 2)};
`;

const StyledTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.large};
`;

const StyledIconButton = styled.button`
  display: inline-flex;
  padding: ${({ theme }) => theme.spacing(1.5)};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.medium};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.primaryLight};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const StyledList = styled.ul`
  margin: 0;
  padding: ${({ theme }) => theme.spacing(0, 2, 2)};
  overflow-y: auto;
  list-style: none;
`;

const StyledItem = styled.li<{ $type: NotificationType }>`
  display: flex;
  gap: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(3, 2)};
  border-left: 4px solid ${({ theme, $type }) => typeColor(theme, $type)};
  border-radius: ${({ theme }) => theme.radii.small};

  & + & {
    margin-top: ${({ theme }) => theme.spacing(2)};
  }
`;

const StyledBody = styled.div`
  flex: 1;
  min-width: 0;
`;

const StyledItemTitle = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledMessage = styled.p`
  margin: ${({ theme }) => theme.spacing(1, 0)};
  font-size: ${({ theme }) => theme.fontSizes.small};
  overflow-wrap: anywhere;
`;

const StyledDate = styled.time`
  font-size: ${({ theme }) => theme.fontSizes.xsmall};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledEmpty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.spacing(6, 4)};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

const NotificationRow = ({ notification }: { notification: NotificationItem_NotificationFragment }) => {
  const [deleting, setDeleting] = useState(false);
  const [deleteNotification] = useDeleteNotificationMutation({
    // The list reads through a policy that drops evicted entries, so no refetch is needed.
    update: (cache, { data }) => {
      if (!data) return;
      cache.evict({ id: cache.identify({ __typename: 'Notification', id: data.deleteNotification }) });
      cache.gc();
    },
  });

  const handleDelete = async () => {
    setDeleting(true);
    try {
      await deleteNotification({ variables: { id: notification.id } });
    } catch {
      notify.error();
      setDeleting(false);
    }
  };

  return (
    <StyledItem $type={notification.type}>
      <StyledBody>
        <StyledItemTitle>{notification.title}</StyledItemTitle>
        <StyledMessage>{notification.message}</StyledMessage>
        <StyledDate dateTime={notification.date}>{formatDateTime(notification.date)}</StyledDate>
      </StyledBody>
      <StyledIconButton
        type="button"
        aria-label={`Excluir notificação: ${notification.title}`}
        disabled={deleting}
        onClick={handleDelete}
      >
        <TrashIcon />
      </StyledIconButton>
    </StyledItem>
  );
};

export interface NotificationsPanelProps {
  id: string;
  notifications: readonly NotificationItem_NotificationFragment[];
  loadFailed: boolean;
  onClose: () => void;
  ref?: Ref<HTMLDivElement>;
}

/** The list behind the bell; titled 'Notificações' (the mobile panel title of docs/product.md §4.1). */
export const NotificationsPanel = ({
  id,
  notifications,
  loadFailed,
  onClose,
  ref,
}: NotificationsPanelProps) => {
  const titleId = useId();
  const emptyText = loadFailed ? 'Não foi possível carregar as notificações.' : NO_NOTIFICATIONS_TEXT;
  return (
    <StyledPanel id={id} ref={ref} role="dialog" aria-labelledby={titleId} tabIndex={-1}>
      <StyledHeader>
        <StyledTitle id={titleId}>Notificações</StyledTitle>
        <StyledIconButton type="button" aria-label="Fechar notificações" onClick={onClose}>
          <CloseIcon />
        </StyledIconButton>
      </StyledHeader>
      {notifications.length === 0 ? (
        <StyledEmpty>{emptyText}</StyledEmpty>
      ) : (
        <StyledList>
          {notifications.map((notification) => (
            <NotificationRow key={notification.id} notification={notification} />
          ))}
        </StyledList>
      )}
    </StyledPanel>
  );
};
