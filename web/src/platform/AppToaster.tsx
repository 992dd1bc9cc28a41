import { ToastBar, Toaster, toast } from 'react-hot-toast';
import styled, { useTheme } from 'styled-components';

// The toast itself is the button: a click anywhere on it closes it (docs/product.md §14.7), and keyboard
// users get the same action with Enter or Space.
const StyledToastButton = styled.button`
  display: flex;
  align-items: center;
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  text-align: left;
  cursor: pointer;
`;

/** Top-right toasts with the spec's behaviour; texts and durations come from `notify`. */
export const AppToaster = () => {
  const theme = useTheme();
  return (
    <Toaster position="top-right" containerStyle={{ zIndex: theme.zIndices.toast }}>
      {(item) => (
        <ToastBar toast={item}>
          {({ icon, message }) => (
            <StyledToastButton type="button" title="Fechar" onClick={() => toast.dismiss(item.id)}>
              {icon}
              {message}
            </StyledToastButton>
          )}
        </ToastBar>
      )}
    </Toaster>
  );
};
