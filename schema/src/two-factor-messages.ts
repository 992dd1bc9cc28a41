/**
 * The second factor's user-facing texts, which gateway and web must agree on (docs/decisions/security.md,
 * "Second factor"). Apart from MESSAGES so that the login route, which every visitor downloads,
 * does not carry them: only the code step and Segurança, loaded on demand, read them.
 */
export const TWO_FACTOR_MESSAGES = {
  codeShape: 'Informe os 6 dígitos do aplicativo autenticador ou um código de recuperação.',
  wrongCode: 'Código inválido. Confira o aplicativo autenticador e tente novamente.',
  expired: 'A verificação expirou. Entre novamente com seu e-mail e senha.',
  wrongPassword: 'Senha incorreta.',
  alreadyEnabled: 'A verificação em duas etapas já está ativa.',
  notEnabled: 'A verificação em duas etapas não está ativa.',
  restart: 'A ativação expirou. Comece novamente.',
  /** REQUIRE_2FA_ROLES: a session held to the enrolment asked for anything else. */
  enrolmentRequired: 'Ative a verificação em duas etapas para continuar.',
} as const;
