import { useState } from 'react';
import styled from 'styled-components';
import { TextField, type TextFieldProps } from '@/ui/TextField.tsx';

const StyledToggle = styled.button`
  display: inline-flex;
  padding: ${({ theme }) => theme.spacing(1)};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.small};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

// Its own SVG, not ui/icons' Icon: the login page would fetch the shared icons chunk as one more
// response, which its byte budget (README, docs/performance.md) has no room for.
const EyeIcon = ({ crossed }: { crossed: boolean }) => (
  <svg
    width={20}
    height={20}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
    {crossed && <path d="M3 3l18 18" />}
  </svg>
);

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'endAdornment'>;

/** Password input with a show/hide toggle; the toggle's label says what a press will do. */
export const PasswordField = (props: PasswordFieldProps) => {
  const [visible, setVisible] = useState(false);
  const handleToggle = () => setVisible((current) => !current);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <StyledToggle
          type="button"
          aria-label={visible ? 'Ocultar senha' : 'Mostrar senha'}
          onClick={handleToggle}
        >
          <EyeIcon crossed={visible} />
        </StyledToggle>
      }
    />
  );
};
