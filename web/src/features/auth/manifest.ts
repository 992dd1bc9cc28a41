import { paths } from '@/paths.ts';
import { access } from '@/platform/access.ts';
import { unkeyed } from '@/platform/apollo/cachePolicies.ts';
import { type FeatureManifest, lazyPage, publicOnly, screen } from '@/platform/routing/routes.ts';

const passwordRequest = () => import('./PasswordRequestPages.tsx');
const requestSent = () => import('./RequestSentPages.tsx');

/** Login and password recovery (docs/product.md §2): logged-out screens; Segurança for everyone signed in. */
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
    // Reached from the profile menu (SEGURANÇA), not from the side menu.
    ...screen(585, 'Segurança', access.everyone, [paths.security], {
      Page: lazyPage(() => import('./SecurityPage.tsx'), 'SecurityPage'),
    }),
  ],
  // The viewer's one second factor and the one-off answers of its enrolment: values, not entities.
  typePolicies: {
    LoginPayload: unkeyed,
    UserInfo: unkeyed,
    TwoFactorStatus: unkeyed,
    TwoFactorEnrolment: unkeyed,
    TwoFactorRecoveryCodes: unkeyed,
  },
};
