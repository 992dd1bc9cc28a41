import demoAccounts from '../../demo-accounts.json' with { type: 'json' };

/**
 * Ports and URLs of the stack the e2e suite starts (distinct from the developer defaults).
 *
 * E2E_WEB_URL points the suite at a stack that is already running instead, e.g. docker compose's
 * nginx in front of two gateway replicas (`E2E_WEB_URL=http://localhost:5173`,
 * docs/decisions/operations.md "Scale beyond one machine"); GraphQL then goes through that origin's /graphql unless
 * E2E_GATEWAY_URL says otherwise. Playwright reuses a server that already answers (outside CI).
 */
const env = (name: string, fallback: string): string => process.env[name]?.trim() || fallback;

/** Overridable so a second stack (another checkout, a CI run beside this one) can run in parallel. */
const ports = {
  web: env('E2E_WEB_PORT', '5273'),
  gateway: env('E2E_GATEWAY_PORT', '4100'),
  portal: env('E2E_PORTAL_PORT', '4110'),
  token: env('E2E_TOKEN_PORT', '4111'),
  mailSmtp: env('E2E_MAIL_SMTP_PORT', '1225'),
  mailWeb: env('E2E_MAIL_WEB_PORT', '1280'),
};

const external = process.env.E2E_WEB_URL?.trim().replace(/\/+$/, '') || undefined;
const webUrl = external ?? `http://localhost:${ports.web}`;

export const stack = {
  webUrl,
  /** The stack's MailDev (docs/mail.md): the tests read the e-mails the portal sent from its REST API. */
  inboxUrl: process.env.E2E_INBOX_URL?.trim() || `http://localhost:${ports.mailWeb}`,
  gatewayUrl:
    process.env.E2E_GATEWAY_URL?.trim() ||
    (external ? `${webUrl}/graphql` : `http://localhost:${ports.gateway}/graphql`),
  env: {
    WEB_PORT: ports.web,
    GATEWAY_PORT: ports.gateway,
    PORTAL_PORT: ports.portal,
    TOKEN_PORT: ports.token,
    DATA_DIR: 'memory://',
    // start.mjs runs MailDev on these (no SMTP_URL): the codes the tests type come from its inbox.
    SMTP_URL: '',
    MAIL_SMTP_PORT: ports.mailSmtp,
    MAIL_WEB_PORT: ports.mailWeb,
    // docs/integrators.md §7: the webhook e2e test's receiver listens on loopback in the test process.
    WEBHOOK_ALLOW_LOOPBACK: 'true',
    // Jobs (batch invoices, mass changes, webhooks, the campaigns poll) are picked up within half a
    // second instead of two: tests wait on a job's state, and the queue's clock is not what they test.
    JOBS_POLLING_INTERVAL_SECONDS: '0.5',
    // The pinned day is always past its Monday 08:00: the summaries of every ED would fill MailDev.
    WEEKLY_SUMMARY_TICK_SECONDS: '0',
    // The product's clock (upstream kernel/clock.ts) stands on the day the specs' expectations were
    // written for, so the suite passes on any calendar day; a stack started by hand for the suite
    // needs the same PORTAL_NOW.
    PORTAL_NOW: process.env.PORTAL_NOW?.trim() || '2026-01-15T13:00:00.000Z',
  },
};

/** The seeded demo accounts (README), shared with web/bench so both drive the same users. */
export const DEMO_PASSWORD = demoAccounts.password;

export const demo = demoAccounts.accounts;
