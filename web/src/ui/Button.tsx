import type { AnchorHTMLAttributes, ButtonHTMLAttributes, Ref } from 'react';
import styled, { css, type DefaultTheme } from 'styled-components';
import { Spinner } from './Spinner.tsx';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'small' | 'medium';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Disables the button and shows a spinner while an action runs. */
  loading?: boolean;
  fullWidth?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

const variantStyles = (theme: DefaultTheme): Record<ButtonVariant, ReturnType<typeof css>> => ({
  primary: css`
    background: ${theme.colors.primary};
    color: ${theme.colors.textInverse};
    border-color: ${theme.colors.primary};
    &:hover:not(:disabled) { background: ${theme.colors.primaryDark}; }
  `,
  secondary: css`
    background: ${theme.colors.surface};
    color: ${theme.colors.primary};
    border-color: ${theme.colors.primary};
    &:hover:not(:disabled) { background: ${theme.colors.primaryLight}; }
  `,
  danger: css`
    background: ${theme.colors.danger};
    color: ${theme.colors.textInverse};
    border-color: ${theme.colors.danger};
    &:hover:not(:disabled) { filter: brightness(0.92); }
  `,
  ghost: css`
    background: transparent;
    color: ${theme.colors.primary};
    border-color: transparent;
    &:hover:not(:disabled) { background: ${theme.colors.primaryLight}; }
  `,
});

const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing(2)};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  min-height: ${({ $size }) => ($size === 'small' ? '32px' : '40px')};
  padding: ${({ theme, $size }) => ($size === 'small' ? theme.spacing(1, 3) : theme.spacing(2, 5))};
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radii.medium};
  font-size: ${({ theme, $size }) => ($size === 'small' ? theme.fontSizes.small : theme.fontSizes.medium)};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  cursor: pointer;
  /* ButtonLink renders this as an anchor: no underline, the same box as a button. */
  text-decoration: none;
  transition: background ${({ theme }) => theme.transitions.fast};
  ${({ theme, $variant }) => variantStyles(theme)[$variant]}

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

export const Button = ({
  variant = 'primary',
  size = 'medium',
  loading = false,
  fullWidth = false,
  type = 'button',
  disabled,
  children,
  ...rest
}: ButtonProps) => (
  <StyledButton
    type={type}
    $variant={variant}
    $size={size}
    $fullWidth={fullWidth}
    disabled={disabled || loading}
    aria-busy={loading || undefined}
    {...rest}
  >
    {loading && <Spinner size={16} decorative />}
    {children}
  </StyledButton>
);

export interface ButtonLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/**
 * A link that looks like a button, for an action that is an address (a WhatsApp share opened in a
 * new tab): a real anchor, so the browser's own link handling (new tab, copy address) works.
 */
export const ButtonLink = ({
  variant = 'secondary',
  size = 'medium',
  children,
  ...rest
}: ButtonLinkProps) => (
  <StyledButton as="a" $variant={variant} $size={size} $fullWidth={false} {...rest}>
    {children}
  </StyledButton>
);
