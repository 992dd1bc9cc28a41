import { type RefObject, useEffect, useEffectEvent } from 'react';

/**
 * Closes a popup (menu, panel, drawer) on Escape and on a pointer press outside `containerRef`.
 * Escape also returns focus to the control that opened it, so keyboard users do not get lost.
 */
export const useDismiss = (
  open: boolean,
  containerRef: RefObject<HTMLElement | null>,
  onClose: () => void,
  returnFocusRef?: RefObject<HTMLElement | null>,
) => {
  const handleKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
    returnFocusRef?.current?.focus();
  });

  const handlePointerDown = useEffectEvent((event: PointerEvent | MouseEvent) => {
    const target = event.target;
    if (target instanceof Node && containerRef.current?.contains(target)) return;
    onClose();
  });

  useEffect(() => {
    if (!open) return;
    document.addEventListener('keydown', handleKeyDown);
    document.addEventListener('mousedown', handlePointerDown);
    return () => {
      document.removeEventListener('keydown', handleKeyDown);
      document.removeEventListener('mousedown', handlePointerDown);
    };
  }, [open]);
};
