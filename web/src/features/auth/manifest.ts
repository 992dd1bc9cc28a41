import { paths } from '@/paths.ts';
import { unkeyed } from '@/platform/apollo/cachePolicies.ts';
import { type FeatureManifest, lazyPage, publicOnly } from '@/platform/routing/routes.ts';

const passwordRequest = () => import('./PasswordRequestPages.tsx');
const requestSent = () => import('./RequestSentPages.tsx');

/** Login and password recovery (docs/product.md §2): logged-out screens. */
export const authManifest: FeatureManifest = {
  routes: [
    publicOnly(
      0,
      paths.login,
      'Entrar',
      lazyPage(() => import('./LoginPage.tsx'), 'LoginPage'),
    ),
    publicOnly(1, paths.passwordReset, 'Recuperar senha', lazyPage(passwordRequest, 'PasswordResetPage')),
    publicOnly(2, paths.recoverSuccess, 'E-mail enviado', lazyPage(requestSent, 'RecoverSuccessPage')),
    publicOnly(
      3,
      paths.changePassword,
      'Alterar senha',
      lazyPage(() => import('./ChangePasswordPage.tsx'), 'ChangePasswordPage'),
    ),
    publicOnly(
      5,
      paths.unknownPassword,
      'Não sei minha senha',
      lazyPage(passwordRequest, 'UnknownPasswordPage'),
    ),
    publicOnly(
      6,
      paths.unknownPasswordSuccess,
      'Solicitação enviada',
      lazyPage(requestSent, 'UnknownPasswordSuccessPage'),
    ),
  ],
  typePolicies: { LoginPayload: unkeyed, UserInfo: unkeyed },
};
