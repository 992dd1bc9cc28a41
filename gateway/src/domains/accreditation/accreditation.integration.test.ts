/**
 * Accreditation over GraphQL as an integrator would drive it (docs/product.md §3.1): the five steps
 * against the real upstream (the code read from the e-mail the upstream sends to an inbox in
 * this process, as a person reads it), then a login with the new password; BAD_USER_INPUT with `fieldErrors` for each invalid
 * field, before any upstream call.
 */
import { describe, expect, it } from 'vitest';
import { setupInboxStack } from '../../test/inbox.ts';

const { stack, inbox } = setupInboxStack({ AUTH_RATE_LIMIT_PER_IP: '1000' });

const SESSION = 'status entryStep flow email agentId statusCnpj needsBankDetails expiresAt';
const START = `mutation ($flow: AccreditationFlow!, $agentId: ID, $input: AccreditationPersonalDataInput!) {
  startAccreditation(flow: $flow, agentId: $agentId, input: $input) { session state { ${SESSION} } }
}`;

const person = (overrides: Record<string, unknown> = {}) => ({
  name: 'Carla Menezes Rocha',
  cpf: '390.533.447-05',
  mobilePhone: '(85) 99876-5432',
  email: 'Carla.Rocha@Exemplo.com.br',
  postalCode: '60060-000',
  street: 'Rua Senador Pompeu',
  number: '200',
  district: 'Centro',
  city: 'Fortaleza',
  state: 'CE',
  ...overrides,
});

interface Session {
  status: string;
  entryStep: number;
  flow: string;
  email: string;
  statusCnpj: string | null;
  needsBankDetails: boolean;
}

describe('accreditation over GraphQL', () => {
  it('walks the five steps; the new account logs in', async () => {
    const { gateway } = stack();
    const before = inbox.receiver().received.length;
    const started = await gateway.gql<{ startAccreditation: { session: string; state: Session } }>(START, {
      variables: { flow: 'NORMAL', input: person() },
    });
    expect(started.body.errors).toBeUndefined();
    const { session, state } = started.body.data?.startAccreditation ?? { session: '', state: null };
    expect(state).toMatchObject({
      status: 'PENDING_CONFIRMATION',
      entryStep: 3,
      flow: 'NORMAL',
      email: 'carla.rocha@exemplo.com.br',
    });

    const resumed = await gateway.gql<{ accreditationSession: Session }>(
      `query ($session: String!) { accreditationSession(session: $session) { ${SESSION} } }`,
      { variables: { session } },
    );
    expect(resumed.body.data?.accreditationSession.entryStep).toBe(3);

    const verified = await gateway.gql<{ verifyAccreditationCode: Session }>(
      `mutation ($session: String!, $code: String!) { verifyAccreditationCode(session: $session, code: $code) { ${SESSION} } }`,
      {
        variables: {
          session,
          code: (await inbox.waitFor('carla.rocha@exemplo.com.br', /\b(\d{6})\b/, before))[1],
        },
      },
    );
    expect(verified.body.data?.verifyAccreditationCode.status).toBe('PENDING_PASSWORD');

    const password = await gateway.gql<{ setAccreditationPassword: Session }>(
      `mutation ($session: String!, $password: String!) { setAccreditationPassword(session: $session, password: $password) { ${SESSION} } }`,
      { variables: { session, password: 'NovaSenha2026' } },
    );
    expect(password.body.data?.setAccreditationPassword.entryStep).toBe(5);
    expect(await gateway.login('carla.rocha@exemplo.com.br', 'NovaSenha2026')).toEqual(expect.any(String));

    const cnpj = await gateway.gql<{ setAccreditationCnpj: Session }>(
      `mutation ($session: String!, $cnpj: String!) { setAccreditationCnpj(session: $session, cnpj: $cnpj) { ${SESSION} } }`,
      { variables: { session, cnpj: '11.222.333/0001-81' } },
    );
    expect(cnpj.body.data?.setAccreditationCnpj).toMatchObject({
      status: 'OK',
      statusCnpj: 'WAITING_SIGNATURE',
    });
    expect(cnpj.body.extensions?.cost).toBeDefined();
  });

  it('answers BAD_USER_INPUT with fieldErrors for each invalid field', async () => {
    const { gateway } = stack();
    const res = await gateway.gql(START, {
      variables: {
        flow: 'NORMAL',
        input: person({
          name: 'Jo',
          cpf: '529.982.247-26',
          mobilePhone: '123',
          email: 'x@',
          postalCode: '1',
          state: 'ZZ',
        }),
      },
    });
    const error = res.body.errors?.[0];
    expect(error?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error?.extensions?.fieldErrors).toEqual([
      { field: 'name', message: 'Informe nome e sobrenome.' },
      { field: 'cpf', message: 'CPF inválido.' },
      { field: 'mobilePhone', message: 'Informe um celular válido com DDD.' },
      { field: 'email', message: 'Informe um e-mail válido.' },
      { field: 'postalCode', message: 'Informe um CEP válido.' },
      { field: 'state', message: 'Selecione um estado válido.' },
    ]);
    const cnpj = await gateway.gql(
      'mutation { setAccreditationCnpj(session: "x", cnpj: "11.222.333/0001-82") { status } }',
    );
    expect(cnpj.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'cnpj', message: 'CNPJ inválido.' }],
    });
  });

  it('an existing e-mail is CONFLICT with the pt-BR text; lookups answer for everyone', async () => {
    const { gateway } = stack();
    const res = await gateway.gql(START, {
      variables: { flow: 'NORMAL', input: person({ email: 'afiliado@demo.com.br', cpf: '11144477735' }) },
    });
    expect(res.body.errors?.[0]).toMatchObject({
      message: 'Usuário já cadastrado.',
      extensions: { code: 'CONFLICT' },
    });
    const lookups = await gateway.gql<{
      banks: { code: number; name: string }[];
      brazilianStates: unknown[];
      known: { city: string } | null;
      unknown: unknown;
      agent: unknown;
    }>(
      'query { banks { code name } brazilianStates { uf name } known: postalAddress(cep: "60160-230") { city } unknown: postalAddress(cep: "99999-999") { city } agent: accreditationAgent(agentId: "00000000-0000-4000-8000-000000000000") { name } }',
    );
    expect(lookups.body.data?.brazilianStates).toHaveLength(27);
    expect(lookups.body.data?.banks).toContainEqual({ code: 1, name: 'Banco do Brasil S.A.' });
    expect(lookups.body.data?.known).toEqual({ city: 'Fortaleza' });
    expect(lookups.body.data?.unknown).toBeNull();
    expect(lookups.body.data?.agent).toBeNull();
  });

  it('Meu Perfil: a finished registration may correct its bank details, which sends it back to checking', async () => {
    const { gateway } = stack();
    const token = await gateway.login('afiliado@demo.com.br');
    const profile = await gateway.gql<{
      myProfile: { email: string; statusCnpj: string; needsBankDetails: boolean };
    }>('{ myProfile { email statusCnpj needsBankDetails cnpj } }', { token });
    expect(profile.body.data?.myProfile).toMatchObject({
      email: 'afiliado@demo.com.br',
      statusCnpj: 'FINISHED',
      needsBankDetails: false,
    });
    const badInput = await gateway.gql(
      'mutation { setBankDetails(input: { bank: 341, branch: "x", account: "1-1", accountType: "SALARIO", isPersonal: false }) { statusCnpj } }',
      { token },
    );
    expect(badInput.body.errors?.[0]?.extensions?.fieldErrors).toEqual([
      { field: 'branch', message: 'Informe uma agência válida.' },
      { field: 'accountType', message: 'Selecione o tipo de conta.' },
    ]);
    const SET =
      'mutation { setBankDetails(input: { bank: 341, branch: "1234", account: "1-1", accountType: "CORRENTE", isPersonal: false }) { statusCnpj } }';
    const accepted = await gateway.gql<{ setBankDetails: { statusCnpj: string } }>(SET, { token });
    expect(accepted.body.errors).toBeUndefined();
    expect(accepted.body.data?.setBankDetails.statusCnpj).toBe('PROCESSING');
    // While the new account is being checked, another change waits for the answer.
    const refused = await gateway.gql(SET, { token });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });
});
