/** User-facing texts that gateway and web must agree on (SPEC §5, §8). */
export const MESSAGES = {
  loginWrongCredentials: 'Usuário ou senha incorretos.',
  loginBadFields: 'Campos incorretos.',
  required: '*campo obrigatório',
  passwordChangeFailed: 'Erro! Você não poderá realizar essa ação agora, tente novamente mais tarde',
  unexpected: 'Ocorreu um erro inesperado, por favor tente novamente.',
  success: 'Operação realizada com sucesso',
  invalidEmail: 'Informe um e-mail válido.',
  passwordRules: 'A senha deve ter no mínimo 8 caracteres, com letras e números.',
  passwordsDiffer: 'As senhas não conferem.',
  tooManyAttempts: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
} as const;
