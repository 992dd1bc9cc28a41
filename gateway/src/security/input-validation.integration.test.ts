/**
 * Every mutation's input is validated at the gateway with the shared rules before any upstream
 * call (security/input-rules.ts). Proven over HTTP for every Mutation field of the introspected
 * schema, as a caller the reviewed table allows: emptying any one of its text arguments gives
 * BAD_USER_INPUT and the upstream call hook sees nothing at all, not even the role lookup.
 * A few rule-specific cases (bad e-mail, weak password, a PNG...) follow.
 */
import {
  COMMISSIONS_NONE_CHOSEN,
  MASS_CHANGE_INPUT_MESSAGES,
  MESSAGES,
  POINTS_AMOUNT_INVALID,
  PRODUCT_MANAGER_MESSAGES,
} from '@portal/schema';
import {
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
  getNamedType,
  isInputObjectType,
  isScalarType,
} from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupInboxStack } from '../test/inbox.ts';
import { introspect, minimalCall, TINY_PDF_BASE64 } from '../test/operations.ts';
import { CALLERS, type Caller, DEMO_USERNAMES } from './access-outcomes.ts';
import { EXPECTED_ACCESS } from './expected-access.ts';

const { stack, inbox } = setupInboxStack();
let schema: GraphQLSchema;
const tokens = new Map<Caller, string>();

beforeAll(async () => {
  schema = await introspect(stack().gateway);
});

const login = async (caller: Exclude<Caller, 'anonymous'>): Promise<string> => {
  if (!tokens.has(caller)) tokens.set(caller, await stack().gateway.login(DEMO_USERNAMES[caller]));
  return tokens.get(caller) ?? '';
};

/** The first caller the reviewed table lets through (anonymous for public mutations). */
const allowedCaller = async (key: string): Promise<string | undefined> => {
  const caller = CALLERS.find((candidate) => EXPECTED_ACCESS[key]?.[candidate] === 'ok');
  if (!caller) throw new Error(`no caller may use ${key}`);
  return caller === 'anonymous' ? undefined : login(caller);
};

const isText = (type: GraphQLInputType): boolean => {
  const named = getNamedType(type);
  return isScalarType(named) && (named.name === 'String' || named.name === 'ID');
};

/** Variables of a minimal call with one text value (an argument or an input field) made empty. */
function emptyVariants(field: GraphQLField<unknown, unknown>, variables: Record<string, unknown>) {
  const variants: Array<{ path: string; variables: Record<string, unknown> }> = [];
  for (const arg of field.args) {
    if (!(arg.name in variables)) continue;
    if (isText(arg.type)) variants.push({ path: arg.name, variables: { ...variables, [arg.name]: '' } });
    const named = getNamedType(arg.type);
    if (isInputObjectType(named)) {
      const value = variables[arg.name] as Record<string, unknown>;
      for (const inner of Object.values(named.getFields())) {
        if (inner.name in value && isText(inner.type)) {
          variants.push({
            path: `${arg.name}.${inner.name}`,
            variables: { ...variables, [arg.name]: { ...value, [inner.name]: '' } },
          });
        }
      }
    }
  }
  return variants;
}

/**
 * Mutations whose minimal call has no text to empty: createTrafficTag (optional texts) and
 * convertPoints (a number) have a case of their own in 'rule by rule' below; joinPointsProgramme
 * takes only an optional enum, which GraphQL itself checks; setMailPreferences takes only booleans
 * (GraphQL checks them; a category the role does not receive is mail-preferences.integration.test.ts's).
 */
const NO_TEXT_TO_EMPTY = new Set([
  'Mutation.createTrafficTag',
  'Mutation.convertPoints',
  'Mutation.joinPointsProgramme',
  'Mutation.setMailPreferences',
]);

const send = async (query: string, variables: Record<string, unknown>, token: string | undefined) => {
  const { gateway, recorder } = stack();
  recorder.reset();
  const { body } = await gateway.gql(query, { variables, token });
  return { body, upstreamCalls: recorder.calls.map((call) => call.route) };
};

describe('every mutation', () => {
  it('refuses an empty text argument with BAD_USER_INPUT before calling upstream', async () => {
    const mutations = Object.values(schema.getMutationType()?.getFields() ?? {});
    expect(mutations.length).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const field of mutations) {
      // Nothing to empty (renewSession): GraphQL itself refuses any argument sent to it.
      if (field.args.length === 0) continue;
      const call = minimalCall('mutation', 'Mutation', field);
      const token = await allowedCaller(call.key);
      const variants = emptyVariants(field, call.variables);
      if (variants.length === 0 && !NO_TEXT_TO_EMPTY.has(call.key))
        problems.push(`${call.key}: no text argument to empty, add a case below`);
      for (const variant of variants) {
        const { body, upstreamCalls } = await send(call.query, variant.variables, token);
        const code = body.errors?.[0]?.extensions?.code;
        if (code !== 'BAD_USER_INPUT' || upstreamCalls.length > 0) {
          problems.push(
            `${call.key} with empty ${variant.path}: ${code}, upstream ${upstreamCalls.join(' ')}`,
          );
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('rule by rule, with the shared texts and no upstream call', () => {
  const LOGIN = 'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { token } }';
  const RESET = 'mutation ($e: String!) { requestPasswordReset(email: $e) }';
  const CHANGE = 'mutation ($p: String!, $t: String!) { changePassword(password: $p, recoveryToken: $t) }';
  const SEND = 'mutation ($i: EdNotificationInput!) { sendEdNotification(input: $i) { id } }';
  const UPLOAD = 'mutation ($id: ID!, $pdf: String!) { uploadInvoice(billingId: $id, pdf: $pdf) { id } }';
  const DELETE = 'mutation ($id: ID!) { deleteNotification(id: $id) }';
  const TAG = 'mutation ($i: TrafficTagInput!) { createTrafficTag(input: $i) { id } }';
  const CONVERT = 'mutation ($n: Int!) { convertPoints(points: $n) { secret } }';
  const PRODUCER = 'mutation ($i: ProducerInput!) { createProducer(input: $i) { id } }';
  const PRODUCT_EDIT =
    'mutation ($id: ID!, $r: Int!, $i: ManagedProductInput!) { updateManagedProduct(id: $id, revision: $r, input: $i) { id } }';
  const COMMISSIONS =
    'mutation ($ids: [ID!]!) { convertCommissionsToPoints(commissionIds: $ids) { points } }';
  const GOALS = 'mutation ($i: UpdateUnitGoalsInput!) { updateUnitGoals(input: $i) { id } }';
  const SAVE_UNIT = 'mutation ($i: UnitInput!) { saveUnit(input: $i) { unit { id } } }';
  const MASS_CHANGE = 'mutation ($i: MassChangeInput!) { startMassChange(input: $i) { id } }';
  const PNG = Buffer.from('\x89PNG\r\n\x1a\n0000').toString('base64');

  it.each([
    [
      'login without password',
      LOGIN,
      { u: 'afiliado@demo.com.br', p: '' },
      'anonymous',
      'password',
      MESSAGES.required,
    ],
    [
      'reset with a malformed e-mail',
      RESET,
      { e: 'nao-e-email' },
      'anonymous',
      'email',
      MESSAGES.invalidEmail,
    ],
    [
      'change to a weak password',
      CHANGE,
      { p: 'abc', t: 'A'.repeat(43) },
      'anonymous',
      'password',
      MESSAGES.passwordRules,
    ],
    [
      'change to a password over 72 bytes',
      CHANGE,
      { p: `Senha1${'ç'.repeat(40)}`, t: 'A'.repeat(43) },
      'anonymous',
      'password',
      MESSAGES.passwordTooLong,
    ],
    [
      'an ED notification title over 120 characters',
      SEND,
      { i: { title: 'T'.repeat(121), message: 'm' } },
      'admin',
      'title',
      MESSAGES.edTitleTooLong,
    ],
    ['a PNG as invoice', UPLOAD, { id: 'b1', pdf: PNG }, 'afiliado', 'pdf', MESSAGES.invoiceNotPdf],
    [
      'a data: URL as invoice',
      UPLOAD,
      { id: 'b1', pdf: `data:application/pdf;base64,${TINY_PDF_BASE64}` },
      'afiliado',
      'pdf',
      MESSAGES.invoiceDataPrefix,
    ],
    ['an over-long id', DELETE, { id: 'x'.repeat(500) }, 'afiliado', 'id', MESSAGES.invalidId],
    ['a blank pixel id', TAG, { i: { pixelId: '   ' } }, 'admin', 'pixelId', MESSAGES.trafficPixelInvalid],
    ['no points to convert', CONVERT, { n: 0 }, 'afiliado', 'points', POINTS_AMOUNT_INVALID],
    [
      'a producer CNPJ with wrong check digits',
      PRODUCER,
      { i: { fancyName: 'F', corporateName: 'C', cnpj: '12.345.678/0001-00' } },
      'admin',
      'cnpj',
      MESSAGES.cnpjInvalid,
    ],
    [
      'a product edit without a real revision',
      PRODUCT_EDIT,
      { id: 'p1', r: 0, i: { name: 'N', producerId: 'x' } },
      'holding',
      'revision',
      PRODUCT_MANAGER_MESSAGES.revisionInvalid,
    ],
    [
      'no commission to convert',
      COMMISSIONS,
      { ids: [] },
      'afiliado',
      'commissionIds',
      COMMISSIONS_NONE_CHOSEN,
    ],
    [
      'a goal below zero',
      GOALS,
      { i: { cycleId: 'c1', goals: [{ unitId: 'u1', minimum: 0, basic: -1, master: 5 }] } },
      'holding',
      'goals[0].basic',
      MESSAGES.goalNegative,
    ],
    [
      'a minimum goal above the basic',
      GOALS,
      { i: { cycleId: 'c1', goals: [{ unitId: 'u1', minimum: 11, basic: 10, master: 20 }] } },
      'holding',
      'goals[0].minimum',
      MESSAGES.goalMinimumAboveBasic,
    ],
    [
      'a donation receiver with an invalid CNPJ',
      SAVE_UNIT,
      {
        i: {
          id: 'u1',
          name: 'Unidade Teste',
          goals: [],
          producerIds: [],
          donationReceivers: [{ name: 'Instituto Teste', cnpj: '11.111.111/1111-11' }],
        },
      },
      'holding',
      'donationReceivers[0].cnpj',
      MESSAGES.cnpjInvalid,
    ],
    [
      'a mass change file without a name',
      MASS_CHANGE,
      { i: { fileName: '  ', csv: 'email' } },
      'holding',
      'fileName',
      MASS_CHANGE_INPUT_MESSAGES.fileName,
    ],
    [
      'an ED notification for a unit without the unit',
      SEND,
      { i: { title: 'T', message: 'm', audience: { kind: 'UNIT' } } },
      'admin',
      'audience.unitId',
      MESSAGES.edAudienceUnitRequired,
    ],
  ] as const)('%s', async (_name, query, variables, caller, field, message) => {
    const token = caller === 'anonymous' ? undefined : await login(caller);
    const { body, upstreamCalls } = await send(query, variables, token);
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: expect.arrayContaining([{ field, message }]),
    });
    expect(upstreamCalls).toEqual([]);
  });

  it('normalises what it lets through: the e-mail reaches upstream trimmed and lowercased', async () => {
    const before = inbox.receiver().received.length;
    const { body, upstreamCalls } = await send(RESET, { e: '  Afiliado@Demo.COM.br ' }, undefined);
    expect(body.data).toEqual({ requestPasswordReset: true });
    expect(upstreamCalls).toEqual(['PUT /unknown-password']);
    // Upstream found the account, which it matches exactly on the normalised address: the reset
    // e-mail reaches it.
    await inbox.waitFor('afiliado@demo.com.br', /alterar-senha\?token=/, before);
  });

  it("'Atualizar campanhas' takes no input: an argument is refused before any upstream call", async () => {
    const token = await allowedCaller('Mutation.pollCampaigns');
    const { body, upstreamCalls } = await send('mutation { pollCampaigns(force: true) { id } }', {}, token);
    expect(body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(upstreamCalls).toEqual([]);
  });
});
