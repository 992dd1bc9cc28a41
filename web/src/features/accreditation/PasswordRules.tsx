/** The password rules, each marked as met while the person types (the password reset's rule). */
export const passwordChecks = (password: string) => [
  { label: 'No mínimo 8 caracteres', met: [...password].length >= 8 },
  { label: 'Pelo menos uma letra', met: /\p{L}/u.test(password) },
  { label: 'Pelo menos um número', met: /\d/.test(password) },
];

/** The rules listed under a new-password field (step 4 and Meu Perfil). */
export const PasswordRules = ({ password }: { password: string }) => (
  <ul aria-label="Regras da senha" aria-live="polite">
    {passwordChecks(password).map((check) => (
      <li key={check.label}>
        {check.met ? '✓' : '•'} {check.label}
        <span className="visually-hidden">{check.met ? ' (atendida)' : ' (pendente)'}</span>
      </li>
    ))}
  </ul>
);
