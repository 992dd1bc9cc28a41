/**
 * The callers and outcomes of the reviewed access tables: each domain's `expected-access.ts` gives,
 * for every Query and Mutation field it serves, the expected outcome for an anonymous caller and
 * for each demo account (docs/product.md §1.4), and for two API-client callers. That is the data
 * the authorisation matrix test (authz-matrix.integration.test.ts) checks over HTTP against the
 * real gateway and upstream; it is written independently of the domain's access.ts on purpose, so
 * a slip in a rule shows up as a difference.
 *
 * 'ok' means the caller gets past authorisation (the call may still fail for a business reason,
 * such as an unknown id); the other outcomes are the error code the caller must get. A root field
 * with no row here fails the test, and so does a row naming a field the schema does not have.
 */

/** The callers, in the column order of the rows below. */
export const CALLERS = [
  'anonymous',
  'afiliado',
  'agente',
  'unidade',
  'produtor',
  'holding',
  'admin',
  'multi',
] as const;

export type Caller = (typeof CALLERS)[number];
export type Outcome = 'ok' | 'UNAUTHENTICATED' | 'FORBIDDEN';

/** Login of each demo caller (password Portal@2026); roles in the comment of each. */
export const DEMO_USERNAMES: Readonly<Record<Exclude<Caller, 'anonymous'>, string>> = {
  afiliado: 'afiliado@demo.com.br', // AFFILIATED
  agente: 'agente@demo.com.br', // AGENT (affiliate side and branch side)
  unidade: 'unidade@demo.com.br', // BRANCH "Unidade Fortaleza Centro"
  produtor: 'produtor@demo.com.br', // PRODUCER
  holding: 'holding@demo.com.br', // HOLDING
  admin: 'admin@demo.com.br', // ADMIN
  multi: 'multi@demo.com.br', // AFFILIATED and BRANCH "Unidade Fortaleza Aldeota"
};

export const ok = 'ok';
export const UN = 'UNAUTHENTICATED';
export const NO = 'FORBIDDEN';

/** One field's outcomes, in the column order of CALLERS. */
export type Row = readonly [Outcome, Outcome, Outcome, Outcome, Outcome, Outcome, Outcome, Outcome];

/**
 * API clients (docs/integrators.md) as callers: a key of a demo owner holding some scopes. Their
 * outcome is the owner's AND the scope's; a field not listed in CLIENT_ROWS must be FORBIDDEN to
 * every client (default-deny: sign-in, sessions, key management, and any field not yet scoped).
 */
export const CLIENT_CALLERS = {
  // A producer's shop reading its vouchers: read-only.
  'produtor-leitura': { owner: 'produtor', scopes: ['points:read', 'profile:read'] },
  // The holding's ERP: writes finance, notifications, files, banners, its bills and cycles and the
  // training library; reads the network (not network:write), sales and the reference lookups.
  'holding-escrita': {
    owner: 'holding',
    scopes: [
      'profile:read',
      'finance:write',
      'notifications:write',
      'network:read',
      'files:write',
      'marketing:write',
      'sales:read',
      'holding:write',
      'training:write',
      'reference:read',
    ],
  },
} as const satisfies Record<string, { owner: Exclude<Caller, 'anonymous'>; scopes: readonly string[] }>;

export type ClientCaller = keyof typeof CLIENT_CALLERS;

/** One field's outcomes for the client callers, in the order of CLIENT_CALLERS. */
export type ClientRow = readonly [Outcome, Outcome];

/** A domain's reviewed rows: `'Query.me'` → its outcomes. */
export type ExpectedRows = Readonly<Record<string, Row>>;
export type ExpectedClientRows = Readonly<Record<string, ClientRow>>;
