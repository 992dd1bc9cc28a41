import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useEffectEvent,
  useId,
  useRef,
} from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { getFocusable } from './focus.ts';
import { CloseIcon } from './icons.tsx';
import { ProgressBar } from './ProgressBar.tsx';
import type { ThemeColor } from './theme.ts';

export type ModalSize = 'small' | 'medium' | 'large';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** Visible heading; it also names the dialog. */
  title: ReactNode;
  children: ReactNode;
  /** Action buttons, aligned at the bottom. */
  footer?: ReactNode;
  /** Closes the modal after this time, shown by a shrinking progress bar (docs/product.md §14.2). */
  autoCloseMs?: number;
  /** Colour of that bar: the invoice modal turns it orange ('accent') on failure. */
  progressColor?: ThemeColor;
  size?: ModalSize;
  closeOnOverlayClick?: boolean;
  hideCloseButton?: boolean;
  /** Element to focus on open; by default the first focusable element of the content. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** An urgent question (role alertdialog): screen readers announce its text, not only its title. */
  alert?: boolean;
}

const WIDTHS: Record<ModalSize, string> = { small: '400px', medium: '560px', large: '880px' };

const StyledOverlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.spacing(4)};
  background: ${({ theme }) => theme.colors.overlay};
`;

const StyledDialog = styled.div<{ $size: ModalSize }>`
  position: relative;
  z-index: ${({ theme }) => theme.zIndices.modal};
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${({ $size }) => WIDTHS[$size]};
  max-height: calc(100vh - ${({ theme }) => theme.spacing(8)});
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.large};

  &:focus {
    outline: none;
  }
`;

const StyledHeader = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(4)};
  padding: ${({ theme }) => theme.spacing(5, 6, 0)};
`;

const StyledTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.large};
  color: ${({ theme }) => theme.colors.text};
`;

const StyledCloseButton = styled.button`
  display: inline-flex;
  padding: ${({ theme }) => theme.spacing(1)};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.primaryLight};
  }
`;

const StyledContent = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-height: 0;
`;

const StyledBody = styled.div`
  padding: ${({ theme }) => theme.spacing(4, 6)};
  overflow-y: auto;
`;

const StyledFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(0, 6, 5)};
`;

/** Accessible dialog: labelled by its title, Escape closes, Tab stays inside, focus returns to the opener. */
export const Modal = ({
  open,
  onClose,
  title,
  children,
  footer,
  autoCloseMs,
  progressColor = 'primary',
  size = 'medium',
  closeOnOverlayClick = true,
  hideCloseButton = false,
  initialFocusRef,
  alert = false,
}: ModalProps) => {
  const titleId = useId();
  const bodyId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  // Reads the latest onClose, so a parent re-render with a new function does not restart the timer.
  const handleAutoClose = useEffectEvent(() => onClose());

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const target = initialFocusRef?.current ?? (contentRef.current && getFocusable(contentRef.current)[0]);
    (target ?? dialogRef.current)?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previousOverflow;
      opener?.focus();
    };
  }, [open, initialFocusRef]);

  useEffect(() => {
    if (!open || autoCloseMs === undefined) return;
    const timer = window.setTimeout(() => handleAutoClose(), autoCloseMs);
    return () => window.clearTimeout(timer);
  }, [open, autoCloseMs]);

  if (!open) return null;

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = getFocusable(dialogRef.current);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const handleOverlayMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    // Only a press that starts on the backdrop itself closes, not a text selection dragged out.
    if (closeOnOverlayClick && event.target === event.currentTarget) onClose();
  };

  return createPortal(
    <StyledOverlay onMouseDown={handleOverlayMouseDown}>
      <StyledDialog
        ref={dialogRef}
        role={alert ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={alert ? bodyId : undefined}
        tabIndex={-1}
        $size={size}
        onKeyDown={handleKeyDown}
      >
        {autoCloseMs !== undefined && (
          // Keyed by the duration so a new countdown restarts the animation along with the timer.
          <ProgressBar key={autoCloseMs} durationMs={autoCloseMs} color={progressColor} />
        )}
        <StyledHeader>
          <StyledTitle id={titleId}>{title}</StyledTitle>
          {!hideCloseButton && (
            <StyledCloseButton type="button" aria-label="Fechar" onClick={onClose}>
              <CloseIcon />
            </StyledCloseButton>
          )}
        </StyledHeader>
        <StyledContent ref={contentRef}>
          <StyledBody id={bodyId}>{children}</StyledBody>
          {footer && <StyledFooter>{footer}</StyledFooter>}
        </StyledContent>
      </StyledDialog>
    </StyledOverlay>,
    document.body,
  );
};
