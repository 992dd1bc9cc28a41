/**
 * auth: sign-in (the token service, started beside the portal by app.ts from routes/token-app.ts),
 * `me` and password reset.
 */
import type { DomainManifest } from '../../manifest.ts';
import { meRoutes } from './routes/me.ts';
import { passwordRoutes } from './routes/password.ts';
import { twoFactorRoutes } from './routes/two-factor.ts';

export const auth: DomainManifest = {
  name: 'auth',
  routes: (deps) => [meRoutes(deps), passwordRoutes(deps), twoFactorRoutes(deps)],
  openapi: new URL('./openapi.yaml', import.meta.url),
  tables: [
    'users',
    'recovery_tokens',
    'two_factor_secrets',
    'two_factor_recovery_codes',
    'two_factor_challenges',
  ],
  // The client_credentials grant records an API client's last use (the token service signs it in).
  writes: { integrators: ['api_clients'] },
};
