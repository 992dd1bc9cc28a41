import { NOTIFICATIONS_POLL_MS } from '@portal/schema/constants';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useRefreshWhenShown, visiblePolling } from '@/lib/visiblePolling.ts';
import { StyledTopBarButton } from '@/shell/TopBarButton.tsx';
import { useDismiss } from '@/shell/useDismiss.ts';
import { BellIcon } from '@/ui/menuIcons.tsx';
import { VisuallyHidden } from '@/ui/VisuallyHidden.tsx';
import { useShellQuery } from './__generated__/notifications.ts';
import { hasUnseen, newestTimestamp, useLastSeen } from './lastSeen.ts';
import { NotificationsPanel } from './NotificationsPanel.tsx';

const StyledWrapper = styled.div`
  position: relative;
`;

const StyledDot = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.spacing(1.5)};
  right: ${({ theme }) => theme.spacing(1.5)};
  width: 10px;
  height: 10px;
  border: 2px solid ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.danger};
`;

/** The top bar's bell: polls the list, shows a dot for unseen ones, opens the panel. */
export const NotificationsBell = ({ userId }: { userId: string }) => {
  const panelId = useId();
  const hintId = useId();
  const [open, setOpen] = useState(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const [lastSeen, markSeen] = useLastSeen(userId);
  const { data, error, refetch } = useShellQuery({
    ...visiblePolling(NOTIFICATIONS_POLL_MS),
    fetchPolicy: 'cache-and-network',
  });
  useRefreshWhenShown(refetch);
  const notifications = data?.notifications ?? [];
  const unseen = hasUnseen(notifications, lastSeen);

  // Opening the list marks everything in it as seen, including what arrives while it is open.
  const newest = newestTimestamp(notifications);
  useEffect(() => {
    if (open && newest !== null && (lastSeen === null || newest > lastSeen)) markSeen(newest);
  }, [open, newest, lastSeen, markSeen]);

  useEffect(() => {
    if (open) panelRef.current?.focus();
  }, [open]);

  const handleClose = () => setOpen(false);
  const handleCloseFromPanel = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  const handleToggle = () => setOpen((current) => !current);
  useDismiss(open, wrapperRef, handleClose, buttonRef);

  return (
    <StyledWrapper ref={wrapperRef}>
      <StyledTopBarButton
        ref={buttonRef}
        type="button"
        aria-label="Notificações"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-describedby={unseen ? hintId : undefined}
        onClick={handleToggle}
      >
        <BellIcon />
        {unseen && <StyledDot data-testid="notifications-dot" />}
      </StyledTopBarButton>
      {unseen && <VisuallyHidden id={hintId}>Há notificações novas</VisuallyHidden>}
      {open && (
        <NotificationsPanel
          id={panelId}
          ref={panelRef}
          notifications={notifications}
          loadFailed={Boolean(error) && !data}
          onClose={handleCloseFromPanel}
        />
      )}
    </StyledWrapper>
  );
};
