/**
 * docs/product.md §3.1 Accreditation: upstream's public registration routes (`/v1/affiliates/public`)
 * and the lookups its forms need (docs/upstream-contract/accreditation.md, "Accreditation").
 */
import { isUpstreamStatus } from '../../errors.ts';
import type { Route, UpstreamClient } from '../../upstream/http.ts';
import { ShapeReader } from '../../upstream/shape.ts';

export const ACCREDITATION_ROUTES = {
  register: { method: 'POST', path: '/v1/affiliates/public' },
  agent: { method: 'GET', path: '/v1/affiliates/public/agents/{agentId}' },
  session: { method: 'GET', path: '/v1/affiliates/public/sessions/{session}' },
  verifyCode: { method: 'POST', path: '/v1/affiliates/public/sessions/{session}/code' },
  resendCode: { method: 'POST', path: '/v1/affiliates/public/sessions/{session}/code/resend' },
  password: { method: 'PUT', path: '/v1/affiliates/public/sessions/{session}/password' },
  cnpj: { method: 'POST', path: '/v1/affiliates/public/sessions/{session}/cnpj' },
  bankDetails: { method: 'POST', path: '/v1/affiliates/public/sessions/{session}/bank-details' },
  banks: { method: 'GET', path: '/v1/banks/public' },
  profile: { method: 'GET', path: '/v1/affiliates/me/profile' },
  myBankDetails: { method: 'POST', path: '/v1/affiliates/me/bank-details' },
  myContact: { method: 'PUT', path: '/v1/affiliates/me/profile' },
  myPassword: { method: 'POST', path: '/v1/affiliates/me/password' },
  myContract: { method: 'GET', path: '/v1/affiliates/me/contract' },
  states: { method: 'GET', path: '/v1/geography/states' },
  postalCode: { method: 'GET', path: '/v1/geography/postal-codes/{cep}' },
} as const satisfies Record<string, Route>;

export type UpstreamFlow = 'normal' | 'holding' | 'agent';

export interface UpstreamAccreditationSession {
  status: string;
  entryStep: number;
  flow: UpstreamFlow;
  email: string;
  agentId: string | null;
  statusCnpj: string | null;
  needsBankDetails: boolean;
  expiresAt: string;
}

export interface BankDetails {
  bank: number;
  branch: string;
  account: string;
  accountType: string;
  isPersonal: boolean;
}

export interface ContactChange {
  mobilePhone: string;
  postalCode: string;
  street: string;
  number: string;
  complement?: string | null;
  district: string;
  city: string;
  state: string;
}

/** Who starts an accreditation: the phone and address Meu Perfil later changes, and who they are. */
export interface PersonalData extends ContactChange {
  name: string;
  cpf: string;
  email: string;
}

export interface UpstreamProfile {
  name: string;
  email: string;
  cpf: string | null;
  mobilePhone: string | null;
  postalCode: string | null;
  street: string | null;
  number: string | null;
  complement: string | null;
  district: string | null;
  city: string | null;
  state: string | null;
  cnpj: string | null;
  statusCnpj: string | null;
  bankDetails: BankDetails | null;
}

export interface AccreditationApi {
  profile(): Promise<UpstreamProfile>;
  setMyBankDetails(details: BankDetails): Promise<void>;
  setMyContact(contact: ContactChange): Promise<void>;
  changeMyPassword(currentPassword: string, newPassword: string): Promise<void>;
  contract(): Promise<{ fileName: string; pdf: Buffer }>;
  register(
    flow: UpstreamFlow,
    agentId: string | null,
    data: PersonalData,
  ): Promise<{ session: string; state: UpstreamAccreditationSession }>;
  agent(agentId: string): Promise<{ id: string; name: string } | null>;
  session(session: string): Promise<UpstreamAccreditationSession | null>;
  verifyCode(session: string, code: string): Promise<UpstreamAccreditationSession>;
  resendCode(session: string): Promise<void>;
  setPassword(session: string, password: string): Promise<UpstreamAccreditationSession>;
  setCnpj(session: string, cnpj: string): Promise<UpstreamAccreditationSession>;
  setBankDetails(session: string, details: BankDetails): Promise<UpstreamAccreditationSession>;
  banks(): Promise<{ code: number; name: string }[]>;
  states(): Promise<{ uf: string; name: string }[]>;
  postalCode(
    cep: string,
  ): Promise<{ cep: string; street: string; district: string; city: string; state: string } | null>;
}

const FLOWS: readonly UpstreamFlow[] = ['normal', 'holding', 'agent'];

const readSession = (area: string, what: string, body: unknown): UpstreamAccreditationSession => {
  const s = ShapeReader.object(area, what, body);
  const flow = s.string('flow');
  return {
    status: s.string('status'),
    entryStep: s.integer('entryStep'),
    flow: FLOWS.find((candidate) => candidate === flow) ?? 'normal',
    email: s.string('email'),
    agentId: s.optionalString('agentId'),
    statusCnpj: s.optionalString('statusCnpj'),
    needsBankDetails: s.boolean('needsBankDetails'),
    expiresAt: s.instant('expiresAt'),
  };
};

/** 404 means "none" for lookups (unknown CEP, agent or expired session), not a failure. */
async function orNull<T>(work: () => Promise<T>): Promise<T | null> {
  try {
    return await work();
  } catch (error) {
    if (isUpstreamStatus(error, 404)) return null;
    throw error;
  }
}

export function createAccreditationApi(client: UpstreamClient): AccreditationApi {
  const { area } = client;
  const R = ACCREDITATION_ROUTES;
  const sessionCall = async (route: Route, session: string, json?: unknown) =>
    readSession(
      area,
      `${route.method} ${route.path}`,
      await client.call(route, { params: { session }, json }),
    );
  return {
    async profile() {
      const p = ShapeReader.object(area, 'GET /v1/affiliates/me/profile', await client.call(R.profile));
      const bank = p.optionalObject('bankDetails');
      const text = (key: string) => p.optionalString(key);
      return {
        name: p.string('name'),
        email: p.string('email'),
        cpf: text('cpf'),
        mobilePhone: text('mobilePhone'),
        postalCode: text('postalCode'),
        street: text('street'),
        number: text('number'),
        complement: text('complement'),
        district: text('district'),
        city: text('city'),
        state: text('state'),
        cnpj: text('cnpj'),
        statusCnpj: text('statusCnpj'),
        bankDetails: bank && {
          bank: bank.integer('bank'),
          branch: bank.string('branch'),
          account: bank.string('account'),
          accountType: bank.string('accountType'),
          isPersonal: bank.boolean('isPersonal'),
        },
      };
    },
    async setMyBankDetails(details) {
      await client.call(R.myBankDetails, { json: details });
    },
    async setMyContact(contact) {
      await client.call(R.myContact, { json: contact });
    },
    async changeMyPassword(currentPassword, newPassword) {
      await client.call(R.myPassword, { json: { currentPassword, newPassword } });
    },
    async contract() {
      const file = await client.stream(R.myContract);
      const chunks: Buffer[] = [];
      // A one-page PDF of a few kilobytes: buffering it whole is fine.
      for await (const chunk of file.body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
      const disposition = file.headers['content-disposition'] ?? '';
      const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'contrato.pdf';
      return { fileName, pdf: Buffer.concat(chunks) };
    },
    async register(flow, agentId, data) {
      const body = await client.call(R.register, { json: { ...data, flow, agentId } });
      const reader = ShapeReader.object(area, 'POST /v1/affiliates/public', body);
      return {
        session: reader.string('session'),
        state: readSession(area, 'POST /v1/affiliates/public', body),
      };
    },
    agent: (agentId) =>
      orNull(async () => {
        const agent = ShapeReader.object(
          area,
          'GET agent',
          await client.call(R.agent, { params: { agentId } }),
        );
        return { id: agent.id('id'), name: agent.string('name') };
      }),
    session: (session) => orNull(() => sessionCall(R.session, session)),
    verifyCode: (session, code) => sessionCall(R.verifyCode, session, { code }),
    async resendCode(session) {
      await client.call(R.resendCode, { params: { session }, json: {} });
    },
    setPassword: (session, password) => sessionCall(R.password, session, { password }),
    setCnpj: (session, cnpj) => sessionCall(R.cnpj, session, { cnpj }),
    setBankDetails: (session, details) => sessionCall(R.bankDetails, session, details),
    async banks() {
      const body = ShapeReader.object(area, 'GET /v1/banks/public', await client.call(R.banks));
      return body
        .array('items')
        .map((bank) => ({ code: bank.integer('code'), name: bank.string('nome_extenso') }));
    },
    async states() {
      const body = ShapeReader.object(area, 'GET /v1/geography/states', await client.call(R.states));
      return body.array('items').map((state) => ({ uf: state.string('uf'), name: state.string('name') }));
    },
    postalCode: (cep) =>
      orNull(async () => {
        const found = ShapeReader.object(
          area,
          'GET postal code',
          await client.call(R.postalCode, { params: { cep } }),
        );
        return {
          cep: found.string('cep'),
          street: found.string('street'),
          district: found.string('district'),
          city: found.string('city'),
          state: found.string('state'),
        };
      }),
  };
}
