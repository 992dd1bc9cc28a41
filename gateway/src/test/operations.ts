/**
 * Operations generated from the schema the running gateway publishes (introspection), so tests
 * that walk "every root field" cover fields added later without new test code: each call selects
 * only `__typename` (or the scalar itself) and passes minimal valid arguments, required ones only,
 * built from their types. Values that must satisfy a shared input rule come from SAMPLES by
 * argument or input-field name; a type with no known sample (a new custom scalar) throws, naming
 * what to add.
 */
import {
  buildClientSchema,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
  getIntrospectionQuery,
  getNamedType,
  type IntrospectionQuery,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
} from 'graphql';
import type { TestGateway } from './gateway.ts';

/** A PDF of a few bytes ('%PDF-1.4' and an EOF marker) in base64, as uploadInvoice wants it. */
export const TINY_PDF_BASE64 = Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64');

/** An id nobody has: a well-formed uuid, so "not found" rather than "malformed" is what comes back. */
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** Values by argument (or input field) name where the type alone cannot make a valid one. */
export const SAMPLES: Readonly<Record<string, unknown>> = {
  username: 'ninguem@demo.com.br',
  password: 'SenhaForte2026',
  email: 'ninguem@demo.com.br',
  recoveryToken: 'A'.repeat(43),
  pdf: TINY_PDF_BASE64,
  title: 'Aviso de teste',
  message: 'Mensagem de teste.',
  contentType: 'image/png',
  fileName: 'banner.png',
  // Banners (marketing): a textual banner passes the form rules without uploaded images.
  banner: { name: 'Banner de teste', type: 'TEXTUAL', title: 'Título', description: 'Descrição' },
  changes: { type: 'TEXTUAL', title: 'Título', description: 'Descrição', active: true },
  // An API client's scopes (docs/integrators.md): one every integrating role may grant.
  scopes: 'profile:read',
  // A webhook subscription's events (docs/integrators.md §7).
  events: 'voucher.used',
  // Accreditation (a valid person, code, CNPJ and bank details).
  name: 'Pessoa Teste Silva',
  cpf: '52998224725',
  mobilePhone: '85988123456',
  postalCode: '60160230',
  state: 'CE',
  // Also validatePointsCode's: a well-formed code nobody was sent.
  code: '123456',
  cnpj: '11222333000181',
  session: 'A'.repeat(43),
  branch: '1234',
  account: '12345-6',
  accountType: 'CORRENTE',
  cep: '60160230',
  // Meu Perfil's password change: a wrong current password, so the matrix never changes one.
  currentPassword: 'SenhaErrada2026',
  newPassword: 'SenhaForte2026',
  // createCycle: valid days long before every seeded cycle, so upstream refuses the overlap and
  // the matrix run creates nothing.
  startsOn: '2000-01-01',
  endsOn: '2000-01-31',
  // Training: a video link must be http(s).
  url: 'https://videos.example.com/aula',
};

const SCALAR_SAMPLES: Readonly<Record<string, unknown>> = {
  String: 'x',
  ID: UNKNOWN_ID,
  Int: 1,
  Float: 1,
  Boolean: true,
  DateTime: '2026-01-15T12:00:00.000Z',
  Money: 100,
};

export interface RootFieldCall {
  /** 'Query.me', 'Mutation.login'... */
  key: string;
  operation: 'query' | 'mutation';
  field: string;
  query: string;
  variables: Record<string, unknown>;
}

/** The gateway's schema as a client sees it. */
export async function introspect(gateway: TestGateway): Promise<GraphQLSchema> {
  const { body } = await gateway.gql<IntrospectionQuery>(getIntrospectionQuery());
  if (!body.data) throw new Error(`introspection failed: ${JSON.stringify(body.errors)}`);
  return buildClientSchema(body.data);
}

function sampleValue(type: GraphQLInputType, name: string, path: string): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType, name, path);
  if (Object.hasOwn(SAMPLES, name) && !isListType(type)) return SAMPLES[name];
  if (isListType(type)) return [sampleValue(type.ofType, name, path)];
  if (isEnumType(type)) {
    const [first] = type.getValues();
    if (!first) throw new Error(`enum ${type.name} has no values (${path})`);
    return first.name;
  }
  if (isInputObjectType(type)) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) {
      if (isNonNullType(field.type) && field.defaultValue === undefined) {
        value[field.name] = sampleValue(field.type, field.name, `${path}.${field.name}`);
      }
    }
    return value;
  }
  if (isScalarType(type) && Object.hasOwn(SCALAR_SAMPLES, type.name)) return SCALAR_SAMPLES[type.name];
  throw new Error(
    `no sample value for ${String(type)} at ${path}: add one to gateway/src/test/operations.ts`,
  );
}

const isRequired = (arg: GraphQLArgument): boolean =>
  isNonNullType(arg.type) && arg.defaultValue === undefined;

/** The call of one root field with its required arguments as variables. */
export function minimalCall(
  operation: 'query' | 'mutation',
  typeName: string,
  field: GraphQLField<unknown, unknown>,
  overrides: Record<string, unknown> = {},
): RootFieldCall {
  const args = field.args.filter((arg) => isRequired(arg) || Object.hasOwn(overrides, arg.name));
  const variables: Record<string, unknown> = {};
  for (const arg of args) {
    variables[arg.name] = Object.hasOwn(overrides, arg.name)
      ? overrides[arg.name]
      : sampleValue(arg.type, arg.name, `${typeName}.${field.name}(${arg.name})`);
  }
  const definitions = args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const passed = args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isCompositeType(getNamedType(field.type)) ? ' { __typename }' : '';
  const query = `${operation}${definitions ? ` (${definitions})` : ''} { ${field.name}${
    passed ? `(${passed})` : ''
  }${selection} }`;
  return { key: `${typeName}.${field.name}`, operation, field: field.name, query, variables };
}

/** One minimal call per Query and Mutation field of `schema`. */
export function rootFieldCalls(schema: GraphQLSchema): RootFieldCall[] {
  const calls: RootFieldCall[] = [];
  for (const [operation, type] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const) {
    for (const field of Object.values(type?.getFields() ?? {})) {
      calls.push(minimalCall(operation, type?.name ?? '', field));
    }
  }
  return calls;
}
