import { MESSAGES } from '@portal/schema/messages';
import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import styled, { css } from 'styled-components';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: ReactNode;
  /** Validation message; marks the input invalid and is announced with it. */
  error?: string;
  /** Helper text under the field when there is no error. */
  hint?: ReactNode;
  /** Shows '*campo obrigatório' under the field (docs/product.md §14.3) while there is no error to show. */
  showRequiredHint?: boolean;
  /** Content at the input's end, e.g. a show-password toggle. */
  endAdornment?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The required mark after a label (issue #29, "forms that help"): drawn by CSS, with an empty
 * alternative text, so it is seen and not read (the input says it is required itself) and the
 * label's text stays the field's name. SelectField draws the same mark for `label[data-required]`.
 */
export const requiredMark = css`
  &::after {
    content: '*' / '';
    margin-left: ${({ theme }) => theme.spacing(0.5)};
    color: ${({ theme }) => theme.colors.danger};
  }
`;

const StyledField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
`;

const StyledLabel = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.small};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};

  &[data-required] {
    ${requiredMark}
  }
`;

const StyledControl = styled.div<{ $invalid: boolean }>`
  display: flex;
  align-items: center;
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  transition: box-shadow ${({ theme }) => theme.transitions.fast};

  &:focus-within {
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.primary)};
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const StyledInput = styled.input`
  flex: 1;
  min-width: 0;
  padding: ${({ theme }) => theme.spacing(2.5, 3)};
  border: 0;
  border-radius: inherit;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};

  &:focus {
    outline: none;
  }

  &:disabled {
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: not-allowed;
  }

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledAdornment = styled.div`
  display: flex;
  align-items: center;
  padding-right: ${({ theme }) => theme.spacing(2)};
`;

const StyledMessage = styled.p<{ $tone: 'error' | 'muted' }>`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xsmall};
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.danger : theme.colors.textMuted)};
`;

/** Labelled text input; spread formik's field props into it (see lib/forms.ts `fieldProps`). */
export const TextField = ({
  label,
  error,
  hint,
  showRequiredHint = false,
  endAdornment,
  id,
  className,
  ...inputProps
}: TextFieldProps) => {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const messageId = `${inputId}-message`;
  const message = error ?? (showRequiredHint ? MESSAGES.required : hint);
  const invalid = Boolean(error);

  return (
    <StyledField className={className}>
      <StyledLabel
        htmlFor={inputId}
        data-required={inputProps.required || inputProps['aria-required'] ? '' : undefined}
      >
        {label}
      </StyledLabel>
      <StyledControl $invalid={invalid}>
        <StyledInput
          id={inputId}
          aria-invalid={invalid || undefined}
          aria-describedby={message ? messageId : undefined}
          {...inputProps}
        />
        {endAdornment && <StyledAdornment>{endAdornment}</StyledAdornment>}
      </StyledControl>
      {message && (
        <StyledMessage
          id={messageId}
          $tone={invalid ? 'error' : 'muted'}
          role={invalid ? 'alert' : undefined}
        >
          {message}
        </StyledMessage>
      )}
    </StyledField>
  );
};

export interface EmailFieldProps extends Omit<TextFieldProps, 'type' | 'inputMode' | 'onChange'> {
  /** The typed address, lowercased. */
  onEmailChange: (email: string) => void;
}

/**
 * An e-mail input (docs/product.md §2.1: shown lowercase as the user types), with no capitalising or
 * spell checking by mobile keyboards; `autoComplete` is 'email' unless the form says 'username'.
 * Here rather than in a module of its own so the login page loads no extra chunk for it.
 */
export const EmailField = ({ onEmailChange, autoComplete = 'email', ...props }: EmailFieldProps) => (
  <TextField
    type="email"
    inputMode="email"
    autoComplete={autoComplete}
    autoCapitalize="none"
    spellCheck={false}
    {...props}
    onChange={(event) => onEmailChange(event.target.value.toLowerCase())}
  />
);
