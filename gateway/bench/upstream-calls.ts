/**
 * Upstream calls per operation (issue 4: each distinct upstream call at most once; issue 6: for
 * every operation the web client sends, no repeats and no N+1). Starts the real upstream
 * (throwaway database, migrated and seeded) and the gateway in-process, reads EVERY operation of
 * the web client from web/src/**\/*.graphql, runs each as suitable users with variables taken from
 * the seeded data, and counts every HTTP attempt through the upstream client's call hook.
 *
 * Fails (exit 1) when an operation
 * - answers errors,
 * - calls the same upstream route twice in one request, or
 * - makes more upstream calls for a longer list: every query with a page-size variable (pageSize,
 *   previewRows, first, limit) runs at SMALL and LARGE rows and the calls must be the same.
 *
 * It is generic on purpose: a new web operation (the vouchers page and the ED list of 100 of
 * issue 6, when they exist) is picked up from its .graphql file; its variables are filled by name
 * (page, pageSize, order, as...) and it runs as the first demo user allowed to, unless CASES below
 * says more. An operation whose variables cannot be guessed (an id) fails until it gets a case.
 * PROBES add documents the web does not send today but that reach list-item fields loading more
 * (Billing.commissions on a page of bills, the N+1 fixed with a batch route).
 *
 * It counts, it does not time: no wall-clock figure is asserted.
 *
 *   pnpm --filter @portal/gateway bench:calls
 */
import { cnpjCheckDigits } from '@portal/schema/documents/cnpj';
import { isValidCpf } from '@portal/schema/documents/cpf';
import { Kind, parse, type TypeNode } from 'graphql';
import { generateSync } from 'otplib';
import { callRecorder } from '../src/test/gateway.ts';
import type { UpstreamProcess } from '../src/test/upstream-process.ts';
import type { UpstreamCallEvent } from '../src/upstream/http.ts';
import {
  DEMO_PASSWORD,
  type GraphQLAnswer,
  gql,
  PORT_BLOCKS,
  printMachine,
  runBench,
  startBenchUpstream,
  startGatewayInProcess,
  tokenFor,
} from './support.ts';
import { type WebOperation, webOperations } from './web-operations.ts';

/** Page sizes compared for N+1: LARGE is the biggest page upstream serves (the issue's "of 100"). */
const SMALL = 2;
const LARGE = 100;
// A screen with two paged tables names the second one's variables after it (billsPageSize).
const SIZE_VARIABLE = /^(pageSize|previewRows|first|limit|[a-z]\w*PageSize)$/;
const PAGE_VARIABLE = /^(page|[a-z]\w*Page)$/;

const USERS = {
  affiliated: 'afiliado@demo.com.br',
  agent: 'agente@demo.com.br',
  branch: 'unidade@demo.com.br',
  multi: 'multi@demo.com.br',
  holding: 'holding@demo.com.br',
  admin: 'admin@demo.com.br',
  producer: 'produtor@demo.com.br',
} as const;
/** Tried in this order for an operation without a case: the first one not refused runs it. */
const FALLBACK_USERS = Object.values(USERS);
/** A seeded extra account, so that the password flows leave the demo accounts alone. */
const RESET_USER = 'pedro.araujo@exemplo.com.br';

type Variables = Record<string, unknown>;

/** A mass change that leaves the seeded ED as it is (tracking off): applying it changes nothing. */
const BENCH_MASS_CHANGE_CSV =
  'email;unidade_id;nivel;is_franchisee;is_trainer;is_lecturer;tracking\nafiliado@demo.com.br;;;;;;não\n';

interface Ctx {
  upstream: UpstreamProcess;
  graphqlUrl: string;
  token(user: string): Promise<string>;
  /** A query as `user`, outside the counted request (to find ids for the variables). */
  ask(user: string, document: string, variables?: Variables): Promise<GraphQLAnswer>;
}

interface Case {
  /** null: sent without a token (login, password reset). */
  user: string | null;
  label?: string;
  variables?: Variables | ((ctx: Ctx) => Promise<Variables>);
}

/** An id from a query's answer, found by a path of keys ("finance.openPayments.0.id"). */
async function idFrom(ctx: Ctx, user: string, document: string, path: string, variables?: Variables) {
  const answer = await ctx.ask(user, document, variables);
  let value: unknown = answer.data;
  for (const key of path.split('.')) value = (value as Record<string, unknown> | null)?.[key];
  if (typeof value !== 'string') throw new Error(`no ${path} for ${user}: ${JSON.stringify(answer)}`);
  return value;
}

/** A bill in `status` from Status Faturamento's list (holding). */
const holdingBill = (ctx: Ctx, status: string) =>
  idFrom(
    ctx,
    USERS.holding,
    'query ($status: BillingStatus) { holdingBills(status: $status, pageSize: 1) { items { id } } }',
    'holdingBills.items.0.id',
    { status },
  );

const openBill = (ctx: Ctx, user: string, as: string | null) =>
  idFrom(
    ctx,
    user,
    'query ($as: AgentRole) { finance(as: $as) { openPayments { id } } }',
    'finance.openPayments.0.id',
    {
      as,
    },
  );

const BENCH_CLIENT =
  'mutation { createApiClient(input: { name: "Bench", scopes: ["profile:read"] }) { client { id } } }';

/** A fresh webhook subscription of a fresh key of the producer (docs/integrators.md §7). */
const benchSubscription = async (ctx: Ctx) =>
  idFrom(
    ctx,
    USERS.producer,
    'mutation ($input: CreateWebhookSubscriptionInput!) { createWebhookSubscription(input: $input) { subscription { id } } }',
    'createWebhookSubscription.subscription.id',
    {
      input: {
        clientId: await idFrom(ctx, USERS.producer, BENCH_CLIENT, 'createApiClient.client.id'),
        url: 'https://8.8.8.8/hooks',
        events: ['voucher.used'],
      },
    },
  );

/** The secret of a voucher converted now from one of afiliado@'s points (shown once, at conversion). */
const freshVoucherSecret = (ctx: Ctx) =>
  idFrom(ctx, USERS.affiliated, 'mutation { convertPoints(points: 1) { secret } }', 'convertPoints.secret');

/**
 * A delivery of the holding's: a subscription to voucher.used, a voucher the holding uses, then the
 * delivery the dispatcher makes of that event (polled; it runs as a background job).
 */
async function holdingDelivery(ctx: Ctx): Promise<string> {
  const subscription = await idFrom(
    ctx,
    USERS.holding,
    'mutation ($input: CreateWebhookSubscriptionInput!) { createWebhookSubscription(input: $input) { subscription { id } } }',
    'createWebhookSubscription.subscription.id',
    {
      input: {
        clientId: await idFrom(ctx, USERS.holding, BENCH_CLIENT, 'createApiClient.client.id'),
        url: 'https://8.8.8.8/hooks',
        events: ['voucher.used'],
      },
    },
  );
  await ctx.ask(USERS.holding, 'mutation ($secret: String!) { useVoucher(secret: $secret) { id } }', {
    secret: await freshVoucherSecret(ctx),
  });
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const answer = await ctx.ask(
      USERS.holding,
      'query ($id: ID!) { webhookDeliveries(subscriptionId: $id, pageSize: 1) { items { id } } }',
      { id: subscription },
    );
    const page = (answer.data as { webhookDeliveries?: { items?: { id: string }[] } } | undefined)
      ?.webhookDeliveries;
    const id = page?.items?.[0]?.id;
    if (id) return id;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('no webhook delivery of the used voucher within 20 s');
}

const BENCH_BANNER = { name: 'Banner', type: 'TEXTUAL', title: 'Título', description: 'Descrição' };

const newBanner = (ctx: Ctx) =>
  idFrom(
    ctx,
    USERS.holding,
    'mutation ($banner: CreateBannerInput!) { createBanner(banner: $banner) { id } }',
    'createBanner.id',
    { banner: BENCH_BANNER },
  );

/** A fresh link of the agent's first promotable product (renamed or deactivated by a case). */
const newAgentLink = async (ctx: Ctx) =>
  idFrom(
    ctx,
    USERS.agent,
    `mutation { createProductLink(input: { productId: "${await idFrom(
      ctx,
      USERS.agent,
      '{ promotableProducts { items { id } } }',
      'promotableProducts.items.0.id',
    )}", description: "bench" }) { id } }`,
    'createProductLink.id',
  );

const newTag = (ctx: Ctx) =>
  idFrom(
    ctx,
    USERS.admin,
    'mutation { createTrafficTag(input: { pixelId: "1234567891" }) { id } }',
    'createTrafficTag.id',
  );

/** A valid CNPJ no one has yet (random 12-character base, its check digits). */
const freshCnpj = (): string => {
  const base = Array.from({ length: 12 }, () => Math.floor(Math.random() * 10)).join('');
  return `${base}${cnpjCheckDigits(base)}`;
};

const benchProducer = () => ({
  fancyName: 'Bench Produtor',
  corporateName: 'Bench Produtor Ltda.',
  cnpj: freshCnpj(),
});

const newProducer = (ctx: Ctx) =>
  idFrom(
    ctx,
    USERS.admin,
    'mutation ($input: ProducerInput!) { createProducer(input: $input) { id } }',
    'createProducer.id',
    { input: benchProducer() },
  );

/** A holding product form of the first producer, with commissions and an event (a whole write). */
const benchProduct = async (ctx: Ctx) => ({
  name: 'Bench Produto',
  producerId: await idFrom(
    ctx,
    USERS.holding,
    '{ producers(pageSize: 1) { items { id } } }',
    'producers.items.0.id',
  ),
  commissions: [
    { level: 1, rateBp: 1000 },
    { level: 2, rateBp: 1200 },
  ],
  specialEvents: [{ name: 'Bench', startsAt: '2026-12-01', endsAt: '2026-12-02' }],
});

const newProduct = async (ctx: Ctx) =>
  idFrom(
    ctx,
    USERS.holding,
    'mutation ($input: ManagedProductInput!) { createManagedProduct(input: $input) { id } }',
    'createManagedProduct.id',
    { input: await benchProduct(ctx) },
  );

const TINY_PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n').toString('base64');

const FINANCE_SIDES: Case[] = [
  { user: USERS.affiliated },
  { user: USERS.agent, label: 'as AFFILIATED', variables: { as: 'AFFILIATED' } },
  { user: USERS.agent, label: 'as BRANCH', variables: { as: 'BRANCH' } },
  { user: USERS.branch },
  { user: USERS.multi },
];

/** Material de Apoio: a throwaway category of the holding's, so each write case has its own row. */
const trainingCategory = (ctx: Ctx, title: string) =>
  idFrom(
    ctx,
    USERS.holding,
    'mutation ($input: CreateTrainingCategoryInput!) { createTrainingCategory(input: $input) { id } }',
    'createTrainingCategory.id',
    { input: { title } },
  );

/** The first item of a library search (seeded: 'Guia do afiliado', 'Kit de imagens'...). */
const trainingItem = (ctx: Ctx, search: string, field: 'id' | 'url') =>
  idFrom(
    ctx,
    USERS.holding,
    'query ($search: String) { trainingLibrary(search: $search, page: 0) { items { items { id url } } } }',
    `trainingLibrary.items.items.0.${field}`,
    { search },
  );

/** An ED of the network found by name (holding's Gerenciador ED). */
const edId = (ctx: Ctx, search: string) =>
  idFrom(
    ctx,
    USERS.holding,
    'query ($search: String) { eds(search: $search, pageSize: 1) { items { id } } }',
    'eds.items.0.id',
    { search },
  );

let benchPeople = 0;

/** A new valid CPF: nine random digits and the check digits that make it valid. */
function newCpf(): string {
  const base = String(Math.floor(Math.random() * 1e9)).padStart(9, '0');
  for (let digits = 0; digits < 100; digits++) {
    const cpf = `${base}${String(digits).padStart(2, '0')}`;
    if (isValidCpf(cpf)) return cpf;
  }
  return newCpf();
}

/** A new person for the accreditation flow (docs/product.md §3.1), a fresh e-mail and CPF each. */
function benchPerson() {
  benchPeople += 1;
  return {
    name: 'Pessoa Bench Silva',
    cpf: newCpf(),
    mobilePhone: '85988123456',
    email: `bench.${Date.now()}.${benchPeople}@exemplo.com.br`,
    postalCode: '60160230',
    street: 'Rua Bench',
    number: '10',
    district: 'Meireles',
    city: 'Fortaleza',
    state: 'CE',
  };
}

const ACCREDITATION_STEPS = {
  start:
    'mutation ($flow: AccreditationFlow!, $agentId: ID, $input: AccreditationPersonalDataInput!) { startAccreditation(flow: $flow, agentId: $agentId, input: $input) { session } }',
  verify:
    'mutation ($session: String!, $code: String!) { verifyAccreditationCode(session: $session, code: $code) { status } }',
  password:
    'mutation ($session: String!, $password: String!) { setAccreditationPassword(session: $session, password: $password) { status } }',
  cnpj: 'mutation ($session: String!, $cnpj: String!) { setAccreditationCnpj(session: $session, cnpj: $cnpj) { status } }',
} as const;

/**
 * A registration session taken to `stage` through the gateway, as the steps' screens do: started,
 * verified (the code read from upstream's log), with a password, or with a CNPJ (the agent's
 * route set, which then asks for bank details).
 */
async function accreditationSession(ctx: Ctx, stage: 'started' | 'verified' | 'password' | 'cnpj') {
  const person = benchPerson();
  const agentId = stage === 'cnpj' ? await idFrom(ctx, USERS.agent, '{ me { id } }', 'me.id') : null;
  const code = ctx.upstream.waitForOutput(
    new RegExp(`code for ${person.email.replace(/\./g, '\\.')}: (\\d{6})`),
  );
  const started = await gql(ctx.graphqlUrl, ACCREDITATION_STEPS.start, {
    variables: { flow: agentId ? 'AGENT' : 'NORMAL', agentId, input: person },
  });
  const session = (started.data as { startAccreditation?: { session?: string } } | undefined)
    ?.startAccreditation?.session;
  if (!session) throw new Error(`accreditation did not start: ${JSON.stringify(started)}`);
  if (stage === 'started') return session;
  const steps: Array<[string, Variables]> = [[ACCREDITATION_STEPS.verify, { code: (await code)[1] }]];
  if (stage !== 'verified') steps.push([ACCREDITATION_STEPS.password, { password: 'Cadastro2026' }]);
  if (stage === 'cnpj') {
    const base = `${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}0001`;
    steps.push([ACCREDITATION_STEPS.cnpj, { cnpj: `${base}${cnpjCheckDigits(base)}` }]);
  }
  for (const [document, variables] of steps) {
    const answer = await gql(ctx.graphqlUrl, document, { variables: { session, ...variables } });
    if (answer.errors?.length) throw new Error(`accreditation step failed: ${JSON.stringify(answer.errors)}`);
  }
  return session;
}

/** Upstream's resend cooldown (docs/product.md §3.1), plus a second of margin. */
const RESEND_AFTER_MS = 61_000;
let earlySessionAt: number | undefined;
let earlySessionToken: Promise<string> | undefined;

/** One session started at its first use and shared: the session query, later its code resend. */
function earlySession(ctx: Ctx): Promise<string> {
  if (!earlySessionToken) {
    earlySessionAt = Date.now();
    earlySessionToken = accreditationSession(ctx, 'started');
  }
  return earlySessionToken;
}

const BENCH_CONTACT = {
  mobilePhone: '85988123456',
  postalCode: '60160230',
  street: 'Rua Bench',
  number: '10',
  district: 'Meireles',
  city: 'Fortaleza',
  state: 'CE',
};
const BENCH_BANK = {
  bank: 341,
  branch: '1234',
  account: '56789-0',
  accountType: 'CORRENTE',
  isPersonal: false,
};

/** Seeded points-programme member waiting for its code (upstream seed/points.ts). */
const WAITING_CODE_USER = 'larissa.nunes@exemplo.com.br';
const DEMO_POINTS_CODE = '135790';

const TRAINING_CASES: Record<string, Case[]> = {
  TrainingLibrary: [
    { user: USERS.affiliated, label: 'root' },
    {
      user: USERS.agent,
      label: 'a category',
      variables: async (ctx) => ({ categoryId: await trainingCategory(ctx, 'Bench leitura'), page: 0 }),
    },
    { user: USERS.holding, label: 'search', variables: { search: 'guia', type: 'PDF', page: 0 } },
  ],
  TrainingCategories: [{ user: USERS.holding }],
  TrainingUploadUrls: [
    {
      user: USERS.holding,
      variables: {
        input: { purpose: 'SUPPORT_MATERIAL', contentType: 'application/pdf', size: 1000, fileName: 'a.pdf' },
      },
    },
  ],
  CreateTrainingCategory: [{ user: USERS.holding, variables: { input: { title: 'Bench criar' } } }],
  EditTrainingCategory: [
    {
      user: USERS.holding,
      variables: async (ctx) => ({
        input: { id: await trainingCategory(ctx, 'Bench editar'), title: 'Bench editada' },
      }),
    },
  ],
  MoveTrainingCategory: [
    {
      user: USERS.holding,
      variables: async (ctx) => ({
        input: {
          id: await trainingCategory(ctx, 'Bench mover'),
          parentId: await trainingCategory(ctx, 'Bench destino'),
        },
      }),
    },
  ],
  DeleteTrainingCategory: [
    { user: USERS.holding, variables: async (ctx) => ({ id: await trainingCategory(ctx, 'Bench excluir') }) },
  ],
  AddTrainingFile: [
    {
      user: USERS.holding,
      variables: async (ctx) => ({
        input: {
          categoryId: await trainingCategory(ctx, 'Bench arquivo'),
          title: 'Guia (cópia)',
          // The seeded PDF's object: two attachments may name one object.
          fileKey: (await trainingItem(ctx, 'Guia do afiliado', 'url')).split('/').pop(),
          fileName: 'guia.pdf',
        },
      }),
    },
  ],
  AddTrainingVideo: [
    {
      user: USERS.holding,
      variables: async (ctx) => ({
        input: {
          categoryId: await trainingCategory(ctx, 'Bench vídeo'),
          title: 'Aula',
          url: 'https://example.com/a',
        },
      }),
    },
  ],
  EditTrainingAttachment: [
    {
      user: USERS.holding,
      variables: async (ctx) => ({
        input: { id: await trainingItem(ctx, 'Foto do produto', 'id'), title: 'Foto' },
      }),
    },
  ],
  MoveTrainingAttachment: [
    {
      user: USERS.holding,
      variables: async (ctx) => ({
        input: {
          id: await trainingItem(ctx, 'Kit de imagens', 'id'),
          categoryId: await trainingCategory(ctx, 'Bench kit'),
        },
      }),
    },
  ],
  DeleteTrainingAttachment: [
    {
      user: USERS.holding,
      variables: async (ctx) => ({ id: await trainingItem(ctx, 'Contrato modelo', 'id') }),
    },
  ],
};

/**
 * The second factor (issue #31) on RESET_USER, whose codes are computed here: each case brings the
 * account to the state its mutation needs. The token is taken first and cached, so asks as that
 * user keep working once its login asks for a code.
 */
const twoFactor = { secret: '', step: 0, on: false };
const STEP_MS = 30_000;
const benchCode = (): string => {
  twoFactor.step = Math.max(twoFactor.step + 1, Math.floor(Date.now() / STEP_MS) - 1);
  return generateSync({ secret: twoFactor.secret, epoch: twoFactor.step * 30 });
};
async function twoFactorPending(ctx: Ctx): Promise<void> {
  await ctx.token(RESET_USER);
  if (twoFactor.on) {
    await ctx.ask(
      RESET_USER,
      'mutation ($p: String!, $c: String!) { disableTwoFactor(password: $p, code: $c) }',
      {
        p: DEMO_PASSWORD,
        c: benchCode(),
      },
    );
    twoFactor.on = false;
  }
  const started = await ctx.ask(RESET_USER, 'mutation { startTwoFactorEnrolment { secret } }');
  twoFactor.secret = (
    started.data as { startTwoFactorEnrolment: { secret: string } }
  ).startTwoFactorEnrolment.secret;
  twoFactor.step = Math.floor(Date.now() / STEP_MS) - 2;
}
async function twoFactorOn(ctx: Ctx): Promise<void> {
  if (twoFactor.on) return;
  await twoFactorPending(ctx);
  await ctx.ask(RESET_USER, 'mutation ($c: String!) { confirmTwoFactor(code: $c) { codes } }', {
    c: benchCode(),
  });
  twoFactor.on = true;
}
const TWO_FACTOR_CASES: Record<string, Case[]> = {
  ConfirmTwoFactor: [
    {
      user: RESET_USER,
      variables: async (ctx) => {
        await twoFactorPending(ctx);
        twoFactor.on = true;
        return { code: benchCode() };
      },
    },
  ],
  DisableTwoFactor: [
    {
      user: RESET_USER,
      variables: async (ctx) => {
        await twoFactorOn(ctx);
        twoFactor.on = false;
        return { password: DEMO_PASSWORD, code: benchCode() };
      },
    },
  ],
  CompleteLogin: [
    {
      user: null,
      variables: async (ctx) => {
        await twoFactorOn(ctx);
        const { data } = await gql(
          ctx.graphqlUrl,
          'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { twoFactorChallenge } }',
          { variables: { u: RESET_USER, p: DEMO_PASSWORD } },
        );
        const challenge = (data as { login: { twoFactorChallenge: string } }).login.twoFactorChallenge;
        return { challenge, code: benchCode() };
      },
    },
  ],
};

/** What the generic filling cannot know: ids from the seed, roles worth covering, credentials. */
const CASES: Record<string, Case[]> = {
  Login: [{ user: null, variables: { username: USERS.affiliated, password: DEMO_PASSWORD } }],
  RequestPasswordReset: [{ user: null, variables: { email: RESET_USER } }],
  ChangePassword: [
    {
      user: null,
      variables: async (ctx) => {
        // The reset link is logged by upstream (there is no mail server): ask for one, read it.
        const link = ctx.upstream.waitForOutput(/alterar-senha\?token=([^"\s&]+)/);
        await fetch(`${ctx.upstream.portalUrl}/unknown-password`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ mail: RESET_USER }),
        });
        return { password: DEMO_PASSWORD, recoveryToken: (await link)[1] };
      },
    },
  ],
  // finance's own dashboards: the agent's two sides and the branch's (the unit's figures).
  Dashboard: [
    {
      user: USERS.agent,
      label: 'as AFFILIATED',
      variables: { as: 'AFFILIATED', branch: false },
    },
    { user: USERS.agent, label: 'as BRANCH', variables: { as: 'BRANCH', branch: true } },
    { user: USERS.branch, variables: { branch: true } },
    { user: USERS.multi, variables: { branch: true } },
  ],
  // The affiliate's dashboard (features/home): finance's figures plus the active banners (one list
  // call) and the CNPJ status's next step, in one request.
  AffiliateDashboard: [
    { user: USERS.affiliated, variables: { branch: false } },
    { user: USERS.multi, variables: { branch: false } },
  ],
  // The operations homes (features/home), each as the role it is for.
  HoldingHome: [{ user: USERS.holding }],
  AdminHome: [{ user: USERS.admin }, { user: USERS.holding }],
  ProducerHome: [{ user: USERS.producer }],
  SalesOverview: FINANCE_SIDES,
  AllSales: FINANCE_SIDES,
  AllCommissions: [
    ...FINANCE_SIDES,
    { user: USERS.affiliated, label: 'status HELD', variables: { status: 'HELD' } },
  ],
  Billings: [...FINANCE_SIDES, { user: USERS.holding }],
  BillingDetails: [
    {
      user: USERS.affiliated,
      variables: async (ctx) => ({
        id: await idFrom(
          ctx,
          USERS.affiliated,
          '{ finance { payments(pageSize: 1) { items { id } } } }',
          'finance.payments.items.0.id',
        ),
      }),
    },
    {
      user: USERS.agent,
      label: 'as BRANCH',
      variables: async (ctx) => ({ as: 'BRANCH', id: await openBill(ctx, USERS.agent, 'BRANCH') }),
    },
    {
      user: USERS.holding,
      variables: async (ctx) => ({
        id: await idFrom(
          ctx,
          USERS.holding,
          '{ finance { payments(pageSize: 1) { items { id } } } }',
          'finance.payments.items.0.id',
        ),
      }),
    },
  ],
  Shell: [{ user: USERS.affiliated }, { user: USERS.holding }],
  // The issue's "ED list of 100": a real page of 100 for the network and for the branch's unit,
  // their units named by one batch (GET /v1/units) whatever the page size.
  Eds: [{ user: USERS.holding }, { user: USERS.branch }],
  // Notas Fiscais: the holding's page of 100 is full (every seeded invoice); each scope once.
  Invoices: [
    { user: USERS.holding },
    { user: USERS.holding, label: 'status PAID, search', variables: { status: 'PAID', search: 'fortaleza' } },
    { user: USERS.branch },
    { user: USERS.producer },
  ],
  // Status Faturamento: one call per root field (bills, counts) at 2 and 100 rows; each action once.
  HoldingBills: [
    { user: USERS.holding },
    { user: USERS.admin, label: 'status OPEN, search', variables: { status: 'OPEN', search: 'fortaleza' } },
  ],
  CloseBilling: [
    {
      user: USERS.holding,
      variables: async (ctx) => ({ billingId: await holdingBill(ctx, 'READY') }),
    },
  ],
  StartBillingGeneration: [
    {
      user: USERS.holding,
      variables: async (ctx) => ({ billingIds: [await holdingBill(ctx, 'OPEN')] }),
    },
  ],
  BillingGeneration: [
    {
      user: USERS.holding,
      variables: async (ctx) => ({
        id: await idFrom(
          ctx,
          USERS.holding,
          'mutation ($ids: [ID!]!) { startInvoiceGeneration(billingIds: $ids) { id } }',
          'startInvoiceGeneration.id',
          { ids: [await holdingBill(ctx, 'ERROR')] },
        ),
      }),
    },
  ],
  // Relatórios: options, chart and the chosen report, one call each at 2 and 100 rows (holding
  // and branch); Integração: the payees and the bills' URL.
  SalesReport: [
    { user: USERS.holding, variables: { withBranches: true, withAffiliates: false, withSales: false } },
    {
      user: USERS.holding,
      label: 'sales by affiliate, cycle 1',
      variables: { filter: { cycle: 1 }, withBranches: false, withAffiliates: true, withSales: false },
    },
    {
      user: USERS.branch,
      label: 'sales details',
      variables: { withBranches: false, withAffiliates: false, withSales: true },
    },
  ],
  PayeeIntegrations: [
    { user: USERS.admin },
    { user: USERS.holding, label: 'DMEI', variables: { kind: 'DMEI' } },
  ],
  HoldingCycles: [
    { user: USERS.holding, variables: { kind: 'COMMERCIAL' } },
    { user: USERS.holding, variables: { kind: 'FINANCIAL' } },
  ],
  CreateCycle: [
    {
      user: USERS.holding,
      variables: async (ctx) => {
        // The next financial cycle: the day after the latest one ends, for four weeks (Fortaleza days).
        const endsAt = await idFrom(
          ctx,
          USERS.holding,
          '{ holdingCycles(kind: FINANCIAL) { endsAt } }',
          'holdingCycles.0.endsAt',
        );
        const day = (days: number) =>
          new Date(Date.parse(endsAt) - 3 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
        return { input: { kind: 'FINANCIAL', startsOn: day(1), endsOn: day(28) } };
      },
    },
  ],
  // Goals (holding): a cycle's details by id, the manager on the current cycle, one save.
  CycleGoals: [
    {
      user: USERS.holding,
      variables: async (ctx) => ({
        cycleId: await idFrom(ctx, USERS.holding, '{ cycleGoals { id } }', 'cycleGoals.id'),
      }),
    },
  ],
  GoalsManager: [{ user: USERS.holding, variables: {} }],
  UpdateUnitGoals: [
    {
      user: USERS.holding,
      variables: async (ctx) => ({
        input: {
          cycleId: await idFrom(ctx, USERS.holding, '{ cycleGoals { id } }', 'cycleGoals.id'),
          goals: [
            {
              unitId: await idFrom(
                ctx,
                USERS.holding,
                '{ cycleGoals { units { unitId } } }',
                'cycleGoals.units.0.unitId',
              ),
              minimum: 100_000,
              basic: 200_000,
              master: 300_000,
            },
          ],
        },
      }),
    },
  ],
  // The history: one call at 2 and 100 rows, for the holding and an admin.
  HoldingHistory: [{ user: USERS.holding }, { user: USERS.admin }],
  // Gerenciador de Unidades and Alteração em massa (holding): one upstream call each.
  ManagedUnits: [{ user: USERS.holding }],
  ManagedUnit: [
    {
      user: USERS.holding,
      variables: async (ctx) => ({
        id: await idFrom(ctx, USERS.holding, '{ managedUnits { items { id } } }', 'managedUnits.items.0.id'),
      }),
    },
  ],
  SaveUnit: [
    {
      user: USERS.holding,
      variables: async (ctx) => {
        const id = await idFrom(
          ctx,
          USERS.holding,
          '{ managedUnits { items { id } } }',
          'managedUnits.items.0.id',
        );
        const name = await idFrom(
          ctx,
          USERS.holding,
          '{ managedUnits { items { name } } }',
          'managedUnits.items.0.name',
        );
        return { input: { id, name, cnpj: null, goals: [], producerIds: [], donationReceivers: [] } };
      },
    },
  ],
  MassChanges: [{ user: USERS.holding }],
  MassChange: [
    {
      user: USERS.holding,
      variables: async (ctx) => ({
        id: await idFrom(
          ctx,
          USERS.holding,
          'mutation ($input: MassChangeInput!) { startMassChange(input: $input) { id } }',
          'startMassChange.id',
          { input: { fileName: 'bench.csv', csv: BENCH_MASS_CHANGE_CSV } },
        ),
      }),
    },
  ],
  StartMassChange: [
    { user: USERS.holding, variables: { input: { fileName: 'bench.csv', csv: BENCH_MASS_CHANGE_CSV } } },
  ],
  DeleteNotification: [
    {
      user: USERS.affiliated,
      variables: async (ctx) => ({
        id: await idFrom(ctx, USERS.affiliated, '{ notifications { id } }', 'notifications.0.id'),
      }),
    },
  ],
  CareerPlan: [{ user: USERS.affiliated }, { user: USERS.agent }],
  // Chaves de API (docs/integrators.md): one upstream call each, whatever the number of keys.
  ApiClients: [{ user: USERS.producer }, { user: USERS.holding }],
  CreateApiClient: [
    {
      user: USERS.producer,
      variables: { input: { name: 'Bench', scopes: ['profile:read'], expiresAt: null } },
    },
  ],
  RevokeApiClient: [
    {
      user: USERS.producer,
      variables: async (ctx) => ({
        id: await idFrom(
          ctx,
          USERS.producer,
          'mutation { createApiClient(input: { name: "Bench", scopes: ["profile:read"] }) { client { id } } }',
          'createApiClient.client.id',
        ),
      }),
    },
  ],
  // Webhooks of those keys (docs/integrators.md §7): one upstream call each. A public literal
  // address passes the target check without DNS; nothing is delivered during the bench.
  CreateWebhookSubscription: [
    {
      user: USERS.producer,
      variables: async (ctx) => ({
        input: {
          clientId: await idFrom(ctx, USERS.producer, BENCH_CLIENT, 'createApiClient.client.id'),
          url: 'https://8.8.8.8/hooks',
          events: ['voucher.used'],
        },
      }),
    },
  ],
  DeleteWebhookSubscription: [
    {
      user: USERS.producer,
      variables: async (ctx) => ({ id: await benchSubscription(ctx) }),
    },
  ],
  WebhookDeliveries: [
    {
      user: USERS.producer,
      variables: async (ctx) => ({ subscriptionId: await benchSubscription(ctx) }),
    },
  ],
  // A real delivery: the holding's subscription to the voucher it just used.
  ReplayWebhookDelivery: [
    { user: USERS.holding, variables: async (ctx) => ({ id: await holdingDelivery(ctx) }) },
  ],
  // Accreditation (docs/product.md §3.1): each step on a session of its own, taken that far.
  AccreditationSession: [{ user: null, variables: async (ctx) => ({ session: await earlySession(ctx) }) }],
  StartAccreditation: [
    { user: null, variables: () => Promise.resolve({ flow: 'NORMAL', input: benchPerson() }) },
  ],
  VerifyAccreditationCode: [
    {
      user: null,
      variables: async (ctx) => {
        const person = benchPerson();
        const code = ctx.upstream.waitForOutput(
          new RegExp(`code for ${person.email.replace(/\./g, '\\.')}: (\\d{6})`),
        );
        const started = await gql(ctx.graphqlUrl, ACCREDITATION_STEPS.start, {
          variables: { flow: 'NORMAL', input: person },
        });
        const session = (started.data as { startAccreditation?: { session?: string } } | undefined)
          ?.startAccreditation?.session;
        return { session, code: (await code)[1] };
      },
    },
  ],
  // A code may be sent again a minute after the last one: the session started during the queries,
  // waited out if the bench got here sooner.
  ResendAccreditationCode: [
    {
      user: null,
      variables: async (ctx) => {
        const session = await earlySession(ctx);
        const wait = (earlySessionAt ?? 0) + RESEND_AFTER_MS - Date.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        return { session };
      },
    },
  ],
  SetAccreditationPassword: [
    {
      user: null,
      variables: async (ctx) => ({
        session: await accreditationSession(ctx, 'verified'),
        password: 'Cadastro2026',
      }),
    },
  ],
  SetAccreditationCnpj: [
    {
      user: null,
      variables: async (ctx) => {
        const base = `${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}0001`;
        return {
          session: await accreditationSession(ctx, 'password'),
          cnpj: `${base}${cnpjCheckDigits(base)}`,
        };
      },
    },
  ],
  SetAccreditationBankDetails: [
    {
      user: null,
      variables: async (ctx) => ({ session: await accreditationSession(ctx, 'cnpj'), input: BENCH_BANK }),
    },
  ],
  // Meu Perfil: afiliado@'s contact; multi@'s company waits for bank details (seed).
  UpdateMyContact: [{ user: USERS.affiliated, variables: { input: BENCH_CONTACT } }],
  SetBankDetails: [{ user: USERS.multi, variables: { input: BENCH_BANK } }],
  ChangeMyPassword: [
    { user: RESET_USER, variables: { currentPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD } },
  ],
  // ED details (Gerenciador ED): one ED's page and its toggles, by an id found by name.
  EdDetails: [
    { user: USERS.holding, variables: async (ctx) => ({ id: await edId(ctx, 'juliana sampaio') }) },
  ],
  SetEdFlag: [
    {
      user: USERS.holding,
      variables: async (ctx) => ({
        id: await edId(ctx, 'juliana sampaio'),
        flag: 'IS_TRAINER',
        value: false,
      }),
    },
  ],
  SetEdActive: [
    {
      user: USERS.holding,
      variables: async (ctx) => ({ id: await edId(ctx, 'juliana sampaio'), active: true }),
    },
  ],
  // ED details' contract actions, on an interior ED with its company and CPF (a partner).
  EdPartnerCheck: [
    {
      user: USERS.holding,
      variables: async (ctx) => ({ id: await edId(ctx, 'anaclara.alencar1@rede.exemplo.com.br') }),
    },
  ],
  RequestEdContractSignature: [
    {
      user: USERS.holding,
      variables: async (ctx) => ({ id: await edId(ctx, 'anaclara.alencar1@rede.exemplo.com.br') }),
    },
  ],
  // Accreditation lookups: a shipped CEP and the agent's own registration link.
  PostalAddress: [{ user: null, variables: { cep: '60160230' } }],
  AccreditationAgent: [
    {
      user: null,
      variables: async (ctx) => ({ agentId: await idFrom(ctx, USERS.agent, '{ me { id } }', 'me.id') }),
    },
  ],
  // Converter pontos: one point of afiliado@'s balance.
  ConvertPoints: [{ user: USERS.affiliated, variables: { points: 1 } }],
  // A voucher converted just now from afiliado@'s points; the holding may use any voucher.
  UseVoucher: [
    { user: USERS.holding, variables: async (ctx) => ({ secret: await freshVoucherSecret(ctx) }) },
  ],
  ValidatePointsCode: [{ user: WAITING_CODE_USER, variables: { code: DEMO_POINTS_CODE } }],
  // Converter pontos: afiliado@'s own membership and commissions; unidade@'s unit (ED programme).
  ConvertPointsScreen: [{ user: USERS.affiliated }, { user: USERS.branch, label: 'the unit' }],
  ConvertCommissionsToPoints: [
    {
      user: USERS.affiliated,
      variables: async (ctx) => ({
        commissionIds: [
          await idFrom(
            ctx,
            USERS.affiliated,
            '{ pointsConversion { convertibleCommissions(pageSize: 1) { items { id } } } }',
            'pointsConversion.convertibleCommissions.items.0.id',
          ),
        ],
      }),
    },
  ],
  PointsProgrammeVideo: [{ user: USERS.affiliated }],
  // Gerenciador de Vouchers: the first voucher of the holding's page, by id.
  VoucherById: [
    {
      user: USERS.holding,
      variables: async (ctx) => ({
        id: await idFrom(
          ctx,
          USERS.holding,
          '{ managedVouchers(pageSize: 1) { items { id } } }',
          'managedVouchers.items.0.id',
        ),
      }),
    },
  ],
  // Joining: multi@ is the seed's eligible affiliate; the three steps run in this order.
  JoinPointsProgramme: [{ user: USERS.multi }],
  SignPointsProgramme: [{ user: USERS.multi }],
  ResendPointsCode: [{ user: USERS.multi }],
  // Issue 6's "vouchers page of 100": the holding's page is full (127 seeded vouchers).
  ManagedVouchers: [
    { user: USERS.holding },
    { user: USERS.branch },
    { user: USERS.producer },
    { user: USERS.holding, label: 'status USED', variables: { status: 'USED' } },
  ],
  PointsAndVouchers: [{ user: USERS.affiliated }, { user: USERS.multi, label: 'outside the programme' }],
  // Suas vendas: a real page of 100 for the network, the unit's for a branch and an agent.
  // The toolbar's status and period: still one call (the count from the rollups for the network).
  ManagedSales: [
    { user: USERS.holding },
    { user: USERS.branch },
    { user: USERS.agent },
    {
      user: USERS.holding,
      label: 'status and period',
      variables: { status: 'APPROVED', from: '2025-01-01', to: '2026-12-31' },
    },
  ],
  // Seus produtos: the counters come aggregated with the list; a product's page carries its links.
  PromotableProducts: [{ user: USERS.affiliated }, { user: USERS.agent }],
  PromotableProduct: [
    {
      user: USERS.affiliated,
      variables: async (ctx) => ({
        id: await idFrom(
          ctx,
          USERS.affiliated,
          '{ promotableProducts { items { id } } }',
          'promotableProducts.items.0.id',
        ),
      }),
    },
  ],
  CreateProductLink: [
    {
      user: USERS.agent,
      variables: async (ctx) => ({
        input: {
          productId: await idFrom(
            ctx,
            USERS.agent,
            '{ promotableProducts { items { id } } }',
            'promotableProducts.items.0.id',
          ),
          description: 'bench',
        },
      }),
    },
  ],
  UploadInvoice: [
    {
      user: USERS.affiliated,
      variables: async (ctx) => ({ billingId: await openBill(ctx, USERS.affiliated, null), pdf: TINY_PDF }),
    },
  ],
  // Acompanhamento de vendas: the seeded year, per product/link (one call) and a page of sellers
  // (one call) at 2 and 100 rows; a sale's details with its commissions in one call.
  SalesTracking: [
    { user: USERS.producer, variables: { from: '2025-01-16', to: '2026-01-15' } },
    { user: USERS.holding, variables: { from: '2025-01-16', to: '2026-01-15' } },
  ],
  SaleDetail: [
    {
      user: USERS.holding,
      variables: async (ctx) => ({
        id: await idFrom(
          ctx,
          USERS.holding,
          '{ managedSales(pageSize: 1) { items { id } } }',
          'managedSales.items.0.id',
        ),
      }),
    },
  ],
  UpdateProductLink: [
    {
      user: USERS.agent,
      variables: async (ctx) => ({
        input: { linkId: await newAgentLink(ctx), description: 'bench editado' },
      }),
    },
  ],
  // Deactivating a link: one call; the answer carries the link with its counts.
  SetProductLinkActive: [
    {
      user: USERS.agent,
      variables: async (ctx) => ({ input: { linkId: await newAgentLink(ctx), active: false } }),
    },
  ],
  // Marketing: banners (holding) and traffic tags (admin); ids come from rows made beforehand.
  Banners: [{ user: USERS.holding }],
  ActiveBanners: [{ user: USERS.affiliated }],
  CreateBanner: [{ user: USERS.holding, variables: { banner: BENCH_BANNER } }],
  UpdateBanner: [
    {
      user: USERS.holding,
      variables: async (ctx) => ({
        id: await newBanner(ctx),
        changes: { type: 'TEXTUAL', title: 'Editado', description: 'Descrição', active: false },
      }),
    },
  ],
  DeleteBanner: [{ user: USERS.holding, variables: async (ctx) => ({ id: await newBanner(ctx) }) }],
  SwapBanners: [
    {
      user: USERS.holding,
      variables: async (ctx) => ({ banner1: await newBanner(ctx), banner2: await newBanner(ctx) }),
    },
  ],
  BannerUploadUrls: [
    {
      user: USERS.holding,
      variables: {
        input: { purpose: 'BANNER_IMAGE', contentType: 'image/png', size: 1024, fileName: 'b.png' },
      },
    },
  ],
  TrafficTags: [{ user: USERS.admin }],
  CreateTrafficTag: [{ user: USERS.admin, variables: { input: { pixelId: '1234567892' } } }],
  UpdateTrafficTag: [
    {
      user: USERS.admin,
      variables: async (ctx) => ({ id: await newTag(ctx), input: { gtmId: 'GTM-1ABC' } }),
    },
  ],
  DeleteTrafficTag: [{ user: USERS.admin, variables: async (ctx) => ({ id: await newTag(ctx) }) }],
  GenerateInvoice: [
    {
      user: USERS.agent,
      label: 'as AFFILIATED (DMEI)',
      variables: async (ctx) => ({
        billingId: await openBill(ctx, USERS.agent, 'AFFILIATED'),
        as: 'AFFILIATED',
      }),
    },
  ],
  ...TRAINING_CASES,
  ...TWO_FACTOR_CASES,
  // Produtos (holding) and Gerenciador de produtores (admin; the holding reads the list).
  ManagedProducts: [
    { user: USERS.holding, variables: { campaign: 'ALL' } },
    { user: USERS.holding, label: 'without campaign', variables: { campaign: 'WITHOUT_CAMPAIGN' } },
  ],
  // Acompanhamento de vendas, tab Salesforce (holding, admin): one call per field at any page size.
  SalesforcePanel: [
    { user: USERS.holding, variables: { type: null, search: null } },
    { user: USERS.admin, label: 'sales errors searched', variables: { type: 'SALE', search: '3' } },
  ],
  PollCampaigns: [{ user: USERS.holding }],
  LastCampaignPoll: [{ user: USERS.admin }],
  ManagedProductEditor: [
    { user: USERS.holding, variables: async (ctx) => ({ id: await newProduct(ctx), existing: true }) },
    { user: USERS.holding, label: '(new product)', variables: { id: 'novo', existing: false } },
  ],
  CreateManagedProduct: [
    { user: USERS.holding, variables: async (ctx) => ({ input: await benchProduct(ctx) }) },
  ],
  UpdateManagedProduct: [
    {
      user: USERS.holding,
      variables: async (ctx) => ({ id: await newProduct(ctx), revision: 1, input: await benchProduct(ctx) }),
    },
  ],
  ProductImageUploadUrls: [
    {
      user: USERS.holding,
      variables: {
        input: { purpose: 'PRODUCT_IMAGE', contentType: 'image/png', size: 1024, fileName: 'p.png' },
      },
    },
  ],
  Producers: [{ user: USERS.admin }, { user: USERS.holding }],
  // The product form's producer picker: a server-side search by name.
  ProducerOptions: [{ user: USERS.holding, variables: { search: 'jangada' } }],
  CreateProducer: [{ user: USERS.admin, variables: () => Promise.resolve({ input: benchProducer() }) }],
  UpdateProducer: [
    { user: USERS.admin, variables: async (ctx) => ({ id: await newProducer(ctx), input: benchProducer() }) },
  ],
  // Notificação ED: the screen (every sent one, its units named by one batch), the ED search of
  // the chosen-EDs picker, sending to one unit and deleting one just sent.
  EdNotificationsScreen: [{ user: USERS.admin }, { user: USERS.holding }],
  EdNotificationEdSearch: [{ user: USERS.admin, variables: { search: 'maria' } }],
  SendEdNotification: [
    {
      user: USERS.admin,
      variables: async (ctx) => ({
        input: {
          title: 'Bench',
          message: 'Notificação do bench.',
          audience: { kind: 'UNIT', unitId: await audienceUnit(ctx) },
        },
      }),
    },
  ],
  // Influenciadores: the agent's list (one page call) and one influencer found in it.
  Influencers: [{ user: USERS.agent }],
  Influencer: [
    {
      user: USERS.agent,
      variables: async (ctx) => ({
        id: await idFrom(
          ctx,
          USERS.agent,
          '{ influencers(pageSize: 1) { items { id } } }',
          'influencers.items.0.id',
        ),
      }),
    },
  ],
  DeleteEdNotification: [
    { user: USERS.admin, variables: async (ctx) => ({ id: await newEdNotification(ctx) }) },
  ],
};

/** A unit an ED notification can be sent to (the first one offered). */
const audienceUnit = (ctx: Ctx): Promise<string> =>
  idFrom(ctx, USERS.admin, '{ edNotificationUnits { id } }', 'edNotificationUnits.0.id');

/** An ED notification sent to one unit just now, outside the counted request. */
async function newEdNotification(ctx: Ctx): Promise<string> {
  const input = {
    title: 'Bench',
    message: 'Para excluir.',
    audience: { kind: 'UNIT', unitId: await audienceUnit(ctx) },
  };
  return idFrom(
    ctx,
    USERS.admin,
    'mutation ($input: EdNotificationInput!) { sendEdNotification(input: $input) { id } }',
    'sendEdNotification.id',
    { input },
  );
}

/** Documents beyond the web's, reaching fields that load more per list item. */
const PROBES: Array<{ name: string; document: string; cases: Case[] }> = [
  {
    name: 'probe: Billing.commissions on a page of bills',
    document: `query BillsWithCommissions($as: AgentRole, $pageSize: Int!) {
  finance(as: $as) { payments(page: 0, pageSize: $pageSize, order: DESC) { items { id commissions { id value } } } }
}`,
    cases: [{ user: USERS.affiliated }, { user: USERS.holding }],
  },
  {
    name: 'probe: Billing.commissions on the open bills',
    document: '{ finance { openPayments { id commissions { id } } } }',
    cases: [{ user: USERS.agent }],
  },
];

const namedType = (type: TypeNode): string =>
  type.kind === Kind.NAMED_TYPE ? type.name.value : namedType(type.type);

/** Variables of `operation` the generic rules fill, with page sizes at `size`; throws on an unknown required one. */
function genericVariables(operation: WebOperation, size: number, given: Variables): Variables {
  const variables: Variables = {};
  for (const definition of operation.definition.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    if (name in given) continue;
    const type = namedType(definition.type);
    if (SIZE_VARIABLE.test(name) && type === 'Int') variables[name] = size;
    else if (PAGE_VARIABLE.test(name) && type === 'Int') variables[name] = 0;
    else if (type === 'SortDirection') variables[name] = 'DESC';
    else if (type === 'Boolean' && definition.type.kind === Kind.NON_NULL_TYPE) variables[name] = false;
    else if (definition.type.kind === Kind.NON_NULL_TYPE && !definition.defaultValue) {
      throw new Error(
        `${operation.name} (${operation.file}) needs $${name}: ${type}, which cannot be guessed; ` +
          'add a case with its value to CASES in gateway/bench/upstream-calls.ts',
      );
    }
  }
  return { ...variables, ...given };
}

const hasSizeVariable = (operation: WebOperation) =>
  (operation.definition.variableDefinitions ?? []).some(
    (definition) =>
      SIZE_VARIABLE.test(definition.variable.name.value) && namedType(definition.type) === 'Int',
  );

/** How many list items the answer holds (all arrays, nested included): the list length at work. */
function itemsIn(value: unknown): number {
  if (Array.isArray(value)) return value.length + value.reduce((sum: number, item) => sum + itemsIn(item), 0);
  if (value && typeof value === 'object')
    return Object.values(value).reduce((sum: number, item) => sum + itemsIn(item), 0);
  return 0;
}

interface Run {
  answer: GraphQLAnswer;
  calls: UpstreamCallEvent[];
}

const perRoute = (calls: readonly UpstreamCallEvent[]) => {
  const counts = new Map<string, number>();
  for (const call of calls) counts.set(call.route, (counts.get(call.route) ?? 0) + 1);
  return counts;
};

const routeList = (calls: readonly UpstreamCallEvent[]) =>
  [...perRoute(calls)]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([route, count]) => `${count > 1 ? `${count}x ` : ''}${route.replace('/v1/finances/portal', '…')}`)
    .join(', ');

const refused = (answer: GraphQLAnswer) =>
  (answer.errors ?? []).some((error) =>
    ['FORBIDDEN', 'UNAUTHENTICATED'].includes(error.extensions?.code ?? ''),
  );

runBench(async (stack) => {
  printMachine('Upstream calls per operation the web client sends');
  // BENCH_CALLS_PORT: another block when several worktrees run the bench on one machine.
  const base = Number(process.env.BENCH_CALLS_PORT ?? PORT_BLOCKS.calls);
  // Info logs: the password reset link is read from upstream's output.
  const upstream = stack.add(await startBenchUpstream(base + 2, 'info'));
  const recorder = callRecorder();
  const gateway = stack.add(
    await startGatewayInProcess(
      base,
      { PORTAL_URL: upstream.portalUrl, TOKEN_URL: upstream.tokenUrl },
      { onUpstreamCall: recorder.hook },
    ),
  );
  const tokens = new Map<string, string>();
  const ctx: Ctx = {
    upstream,
    graphqlUrl: gateway.graphqlUrl,
    async token(user) {
      const known = tokens.get(user);
      if (known) return known;
      const fresh = await tokenFor(upstream.tokenUrl, user);
      tokens.set(user, fresh);
      return fresh;
    },
    async ask(user, document, variables) {
      return gql(gateway.graphqlUrl, document, { variables, token: await ctx.token(user) });
    },
  };

  const execute = async (document: string, user: string | null, variables: Variables): Promise<Run> => {
    const token = user ? await ctx.token(user) : undefined;
    recorder.reset();
    const answer = await gql(gateway.graphqlUrl, document, { variables, token });
    return { answer, calls: [...recorder.calls] };
  };

  const failures: string[] = [];
  let operationsRun = 0;
  let runsMade = 0;

  /** Runs one case (twice, at SMALL and LARGE, when the operation pages) and checks it. */
  const check = async (operation: WebOperation, testCase: Case, listSized: boolean) => {
    const given =
      typeof testCase.variables === 'function' ? await testCase.variables(ctx) : (testCase.variables ?? {});
    const label = `${operation.name} as ${testCase.user?.split('@')[0] ?? 'anonymous'}${testCase.label ? ` ${testCase.label}` : ''}`;
    const sizes = listSized ? [SMALL, LARGE] : [SMALL];
    const runs: Run[] = [];
    for (const size of sizes)
      runs.push(await execute(operation.document, testCase.user, genericVariables(operation, size, given)));
    runsMade += runs.length;
    const problems: string[] = [];
    for (const [index, run] of runs.entries()) {
      if (run.answer.errors?.length) problems.push(`answered errors: ${JSON.stringify(run.answer.errors)}`);
      const repeated = [...perRoute(run.calls)].filter(([, count]) => count > 1);
      for (const [route, count] of repeated) {
        problems.push(`called ${route} ${count} times${listSized ? ` at ${sizes[index]} rows` : ''}`);
      }
    }
    const [small, large] = runs;
    let sizeNote = '';
    if (small && large) {
      const items = `${itemsIn(small.answer.data)} → ${itemsIn(large.answer.data)} items`;
      sizeNote = `  [${SMALL} → ${LARGE} rows: ${small.calls.length} → ${large.calls.length} calls, ${items}]`;
      if (large.calls.length > small.calls.length) {
        problems.push(`N+1: ${small.calls.length} calls at ${SMALL} rows, ${large.calls.length} at ${LARGE}`);
      }
    }
    const first = runs[0];
    const status = problems.length > 0 ? 'FAIL' : 'ok  ';
    console.log(
      `  ${status} ${label}: ${first?.calls.length ?? 0} calls (${routeList(first?.calls ?? [])})${sizeNote}`,
    );
    for (const problem of problems) {
      console.log(`         ${problem}`);
      failures.push(`${label}: ${problem}`);
    }
  };

  /** An operation without a case runs as the first demo user it does not refuse. */
  const fallbackUser = async (operation: WebOperation): Promise<string> => {
    for (const user of FALLBACK_USERS) {
      const answer = await ctx.ask(user, operation.document, genericVariables(operation, SMALL, {}));
      if (!refused(answer)) return user;
    }
    throw new Error(`${operation.name}: every demo user is refused`);
  };

  const operations = [...webOperations().values()];
  // Queries first: the mutations change the seeded data (a bill, a notification, a password).
  // BENCH_CALLS_ONLY=A,B runs only those operations (a helper checking its own cases).
  const only = process.env.BENCH_CALLS_ONLY?.split(',').filter(Boolean);
  const ordered = [
    ...operations.filter((op) => op.kind === 'query'),
    ...operations.filter((op) => op.kind !== 'query'),
  ].filter((op) => !only?.length || only.includes(op.name));
  console.log(
    `${operations.length} operations in web/src (${ordered.map((op) => op.name).join(', ')}); ` +
      `list operations run at ${SMALL} and ${LARGE} rows.\n`,
  );
  for (const operation of ordered) {
    operationsRun += 1;
    try {
      const cases = CASES[operation.name] ?? [{ user: await fallbackUser(operation), label: '(generic)' }];
      const listSized = operation.kind === 'query' && hasSizeVariable(operation);
      for (const testCase of cases) await check(operation, testCase, listSized);
    } catch (error) {
      // First line only: a failed wait for upstream output carries the whole output tail.
      const message = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
      console.log(`  FAIL ${operation.name}: ${message}`);
      failures.push(`${operation.name}: ${message}`);
    }
  }
  const unknown = Object.keys(CASES).filter((name) => !operations.some((op) => op.name === name));
  for (const name of unknown) console.log(`  note: CASES names ${name}, which the web no longer sends`);

  console.log('\nBeyond the web operations:');
  for (const probe of PROBES) {
    const operation: WebOperation = {
      name: probe.name,
      kind: 'query',
      document: probe.document,
      definition: parse(probe.document).definitions[0] as WebOperation['definition'],
      file: 'gateway/bench/upstream-calls.ts',
    };
    for (const testCase of probe.cases) await check(operation, testCase, hasSizeVariable(operation));
  }

  console.log(`\n${operationsRun} web operations, ${runsMade} requests counted.`);
  if (failures.length > 0) {
    console.error(
      `FAIL: ${failures.length} problem(s):\n${failures.map((failure) => `  - ${failure}`).join('\n')}`,
    );
    return 1;
  }
  console.log(
    'OK: no operation calls an upstream route twice, and none grows its calls with the list length.',
  );
  return 0;
});
