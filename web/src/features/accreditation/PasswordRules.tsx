import styled from 'styled-components';
import { VisuallyHidden } from '@/ui/VisuallyHidden.tsx';

/** The password rules, each marked as met while the person types (the password reset's rule). */
export const passwordChecks = (password: string) => [
  { label: 'No mínimo 8 caracteres', met: [...password].length >= 8 },
  { label: 'Pelo menos uma letra', met: /\p{L}/u.test(password) },
  { label: 'Pelo menos um número', met: /\d/.test(password) },
];

const StyledRules = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.small};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The rules listed under a new-password field (step 4 and Meu Perfil). */
export const PasswordRules = ({ password }: { password: string }) => (
  <StyledRules aria-label="Regras da senha" aria-live="polite">
    {passwordChecks(password).map((check) => (
      <li key={check.label}>
        {check.met ? '✓' : '•'} {check.label}
        <VisuallyHidden>{check.met ? ' (atendida)' : ' (pendente)'}</VisuallyHidden>
      </li>
    ))}
  </StyledRules>
);
