import { cnpjCheckDigits } from '@portal/schema/documents/cnpj';
import { type RawBuilder, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS, userId } from '../../../db/seed/users.ts';
import { useInboxUpstream } from '../../../testing/inbox.ts';
import { register } from '../flow.ts';

// The code is read from the e-mail the person gets (testing/inbox.ts), never from the log.
const { up, inbox } = useInboxUpstream();
const BASE = '/v1/affiliates/public';

/** A valid CPF from 9 base digits (module 11). */
function cpfFrom(base: string): string {
  const digit = (text: string) => {
    const sum = [...text].reduce((acc, char, i) => acc + Number(char) * (text.length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const first = digit(base);
  return `${base}${first}${digit(`${base}${first}`)}`;
}
const cnpjFrom = (base: string) => `${base}${cnpjCheckDigits(base)}`;

let counter = 100;
function person(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    name: 'Joana Maria Sampaio',
    cpf: cpfFrom(`318${String(counter).padStart(6, '0')}`),
    mobilePhone: '(85) 98812-3456',
    email: `Joana.${counter}@Exemplo.com.br`,
    postalCode: '60160-230',
    street: 'Avenida Santos Dumont',
    number: '1500',
    district: 'Aldeota',
    city: 'Fortaleza',
    state: 'CE',
    ...overrides,
  };
}

const json = async <T>(res: Response) => ({ status: res.status, body: (await res.json()) as T });
type Session = {
  session?: string;
  status: string;
  entryStep: number;
  statusCnpj: string | null;
  needsBankDetails: boolean;
};

async function start(overrides: Record<string, unknown> = {}) {
  const data = person(overrides);
  const res = await json<Session & { session: string }>(
    await up().portal(BASE, { method: 'POST', json: data }),
  );
  return { ...res, data };
}

/** Moves the codes of the person who signed up as `email` in time (sent or expiring earlier). */
async function setCodeTimes(
  email: string,
  times: { sent_at?: RawBuilder<Date>; expires_at?: RawBuilder<Date> },
) {
  const user = await up()
    .db.selectFrom('users')
    .select('id')
    .where('username', '=', email.toLowerCase())
    .executeTakeFirstOrThrow();
  await up().db.updateTable('accreditation_codes').set(times).where('user_id', '=', user.id).execute();
}

/** The code of the next verification e-mail to `email` (the code alone on its line). */
const codeFor = async (email: string): Promise<string> => (await inbox.next(email, /^(\d{6})$/m))[1] ?? '';

const post = (path: string, body: unknown, method = 'POST') => up().portal(path, { method, json: body });

async function toStep(step: 4 | 5, overrides: Record<string, unknown> = {}) {
  const started = await start(overrides);
  const { session } = started.body;
  await post(`${BASE}/sessions/${session}/code`, { code: await codeFor(started.data.email) });
  if (step >= 5) await post(`${BASE}/sessions/${session}/password`, { password: 'Segredo123' }, 'PUT');
  return { session, data: started.data };
}

describe('accreditation: the whole normal flow', () => {
  it('registers, verifies, sets the password (login works at once) and gives the CNPJ', async () => {
    const started = await start();
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ status: 'PENDING_CONFIRMATION', entryStep: 3 });
    const { session } = started.body;
    const email = started.data.email.toLowerCase();

    const verified = await json<Session>(
      await post(`${BASE}/sessions/${session}/code`, { code: await codeFor(email) }),
    );
    expect(verified).toMatchObject({ status: 200, body: { status: 'PENDING_PASSWORD', entryStep: 4 } });

    const weak = await json<{ detail: string }>(
      await post(`${BASE}/sessions/${session}/password`, { password: 'abc' }, 'PUT'),
    );
    expect(weak).toEqual({
      status: 400,
      body: { detail: 'A senha deve ter no mínimo 8 caracteres, com letras e números.' },
    });
    const password = await json<Session>(
      await post(`${BASE}/sessions/${session}/password`, { password: 'Segredo123' }, 'PUT'),
    );
    expect(password.body).toMatchObject({ status: 'PENDING_CNPJ', entryStep: 5 });
    expect(await up().login(email, 'Segredo123')).toEqual(expect.any(String));

    const cnpj = await json<Session>(
      await post(`${BASE}/sessions/${session}/cnpj`, { cnpj: '11.222.333/0001-81' }),
    );
    expect(cnpj.body).toMatchObject({
      status: 'OK',
      entryStep: 1,
      statusCnpj: 'WAITING_SIGNATURE',
      needsBankDetails: false,
    });
    const user = await up()
      .db.selectFrom('users')
      .selectAll()
      .where('username', '=', email)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      cpf: started.data.cpf,
      mobile_phone: '85988123456',
      postal_code: '60160230',
      cnpj: '11222333000181',
    });
    // Only hashes are stored.
    const stored = await up()
      .db.selectFrom('accreditation_sessions')
      .select('token_hash')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toBe(session);
  });

  it('a second registration with the same e-mail or CPF is 409 (the web goes to /user-exists)', async () => {
    const first = await start();
    const sameMail = await json<{ detail: string }>(await post(BASE, person({ email: first.data.email })));
    expect(sameMail).toEqual({ status: 409, body: { detail: 'Usuário já cadastrado.' } });
    const sameCpf = await json<{ detail: string }>(await post(BASE, person({ cpf: first.data.cpf })));
    expect(sameCpf.status).toBe(409);
    const seeded = await json<{ detail: string }>(
      await post(BASE, person({ email: DEMO_USERS.affiliated.username })),
    );
    expect(seeded.status).toBe(409);
  });
});

describe('accreditation: personal data rules', () => {
  it.each([
    [{ cpf: '529.982.247-26' }, 'CPF inválido.'],
    [{ cpf: '5299822472' }, 'CPF inválido.'],
    [{ cpf: '111.111.111-11' }, 'CPF inválido.'],
    [{ name: 'Jo Silva' }, 'Informe nome e sobrenome.'],
    [{ name: 'Joana' }, 'Informe nome e sobrenome.'],
    [{ mobilePhone: '(85) 3222-1111' }, 'Informe um celular válido com DDD.'],
    [{ email: 'joana@' }, 'Informe um e-mail válido.'],
    [{ postalCode: '6016' }, 'Informe um CEP válido.'],
    [{ state: 'XX' }, 'Selecione um estado válido.'],
    [{ city: '' }, '*campo obrigatório'],
  ])('%o is refused with its message', async (override, detail) => {
    const res = await json<{ detail: string }>(await post(BASE, person(override)));
    expect(res).toEqual({ status: 400, body: { detail } });
  });

  it('stores the e-mail lowercase and the CPF as digits', async () => {
    const started = await start({ cpf: cpfFrom('274119650').replace(/^(\d{3})(\d{3})(\d{3})/, '$1.$2.$3-') });
    const user = await up()
      .db.selectFrom('users')
      .select(['username', 'cpf'])
      .where('username', '=', started.data.email.toLowerCase())
      .executeTakeFirstOrThrow();
    expect(user.cpf).toMatch(/^[0-9]{11}$/);
  });
});

describe('accreditation: verification code', () => {
  it('counts wrong codes: the 5th spends the code, a resend (after the cooldown) gives a new one', async () => {
    const started = await start();
    const { session } = started.body;
    const right = await codeFor(started.data.email);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i += 1) {
      const res = await json<{ detail: string }>(
        await post(`${BASE}/sessions/${session}/code`, { code: wrong }),
      );
      expect(res).toEqual({ status: 400, body: { detail: 'Código inválido.' } });
    }
    const fifth = await json<{ detail: string }>(
      await post(`${BASE}/sessions/${session}/code`, { code: wrong }),
    );
    expect(fifth.body.detail).toBe('Tentativas esgotadas. Solicite um novo código.');
    const spent = await json<{ detail: string }>(
      await post(`${BASE}/sessions/${session}/code`, { code: right }),
    );
    expect(spent.body.detail).toBe('Tentativas esgotadas. Solicite um novo código.');

    const tooSoon = await json<{ detail: string }>(await post(`${BASE}/sessions/${session}/code/resend`, {}));
    expect(tooSoon).toEqual({
      status: 429,
      body: { detail: 'Aguarde um minuto para solicitar um novo código.' },
    });
    await setCodeTimes(started.data.email, { sent_at: sql<Date>`now() - interval '2 minutes'` });
    expect((await post(`${BASE}/sessions/${session}/code/resend`, {})).status).toBe(204);
    const fresh = await codeFor(started.data.email);
    const ok = await json<Session>(await post(`${BASE}/sessions/${session}/code`, { code: fresh }));
    expect(ok.body.status).toBe('PENDING_PASSWORD');
  });

  it('an expired code is refused', async () => {
    const started = await start();
    await setCodeTimes(started.data.email, { expires_at: sql<Date>`now() - interval '1 second'` });
    const res = await json<{ detail: string }>(
      await post(`${BASE}/sessions/${started.body.session}/code`, {
        code: await codeFor(started.data.email),
      }),
    );
    expect(res).toEqual({ status: 400, body: { detail: 'Código expirado. Solicite um novo código.' } });
  });

  it('a code of another shape is refused before any lookup', async () => {
    const started = await start();
    const res = await json<{ detail: string }>(
      await post(`${BASE}/sessions/${started.body.session}/code`, { code: '12a' }),
    );
    expect(res).toEqual({ status: 400, body: { detail: 'O código deve ter 6 dígitos.' } });
  });
});

describe('accreditation: sessions and resume', () => {
  it.each([
    ['PENDING_CONFIRMATION', 3],
    ['PENDING_PASSWORD', 4],
    ['PENDING_CNPJ', 5],
    ['OK', 1],
    ['SOMETHING_ELSE', 1],
  ])('status %s enters at step %i', async (status, step) => {
    const started = await start();
    await up()
      .db.updateTable('users')
      .set({ status })
      .where('username', '=', started.data.email.toLowerCase())
      .execute();
    const res = await json<Session>(await up().portal(`${BASE}/sessions/${started.body.session}`));
    expect(res.body).toMatchObject({ status, entryStep: step });
  });

  it('a flow left between steps loses nothing and resumes at the next step', async () => {
    const { session } = await toStep(4);
    const resumed = await json<Session>(await up().portal(`${BASE}/sessions/${session}`));
    expect(resumed.body).toMatchObject({ status: 'PENDING_PASSWORD', entryStep: 4 });
    // A step already done answers 409, not a second transition.
    const again = await json<{ detail: string }>(
      await post(`${BASE}/sessions/${session}/code`, { code: '123456' }),
    );
    expect(again).toEqual({ status: 409, body: { detail: 'Esta etapa já foi concluída.' } });
  });

  it('an expired or unknown session is 404 with the pt-BR text', async () => {
    const started = await start();
    await up()
      .db.updateTable('accreditation_sessions')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('user_id', '=', (eb) =>
        eb.selectFrom('users').select('id').where('username', '=', started.data.email.toLowerCase()),
      )
      .execute();
    const expired = await json<{ detail: string }>(
      await up().portal(`${BASE}/sessions/${started.body.session}`),
    );
    expect(expired).toEqual({
      status: 404,
      body: { detail: 'Sua sessão de credenciamento expirou. Comece novamente.' },
    });
    expect((await up().portal(`${BASE}/sessions/nope`)).status).toBe(404);
  });

  it('registration is one transaction: interrupted after the user row, nothing stays', async () => {
    const data = { ...person(), email: 'interrompido@exemplo.com.br', cpf: cpfFrom('410556781') };
    await expect(
      register(
        up().db,
        { ...data, complement: '', mobilePhone: '85988123456', postalCode: '60160230' },
        'normal',
        null,
        {
          afterUser: () => {
            throw new Error('interrupted');
          },
        },
      ),
    ).rejects.toThrow('interrupted');
    const left = await up().db.selectFrom('users').select('id').where('username', '=', data.email).execute();
    expect(left).toEqual([]);
  });
});

describe('accreditation: CNPJ step', () => {
  it.each([
    ['a bad check digit', '11.222.333/0001-82', 400],
    ['a wrong length', '11.222.333/0001-8', 400],
    // The alphanumeric format (issued since July 2026) the same way, lowercase included.
    ['an alphanumeric one with a bad check digit', `${cnpjFrom('7QK3M9P20001').slice(0, -1)}X`, 400],
    [
      'an alphanumeric one with a wrong check digit',
      cnpjFrom('7QK3M9P20001').replace(/(\d)$/, (digit) => String((Number(digit) + 1) % 10)),
      400,
    ],
    ['an alphanumeric one of the wrong length', cnpjFrom('7QK3M9P2001').toLowerCase(), 400],
  ])('refuses %s', async (_label, cnpj, status) => {
    const { session } = await toStep(5);
    const res = await json<{ detail: string }>(await post(`${BASE}/sessions/${session}/cnpj`, { cnpj }));
    expect(res).toEqual({ status, body: { detail: 'CNPJ inválido.' } });
  });

  it('accepts an alphanumeric CNPJ typed in lowercase and stores its normal form', async () => {
    const { session, data } = await toStep(5);
    const typed = cnpjFrom('7QK3M9P20001').toLowerCase();
    const res = await json<Session>(await post(`${BASE}/sessions/${session}/cnpj`, { cnpj: typed }));
    expect(res.body.status).toBe('OK');
    const user = await up()
      .db.selectFrom('users')
      .select('cnpj')
      .where('username', '=', data.email.toLowerCase())
      .executeTakeFirstOrThrow();
    expect(user.cnpj).toBe('7QK3M9P20001'.concat(cnpjCheckDigits('7QK3M9P20001')));
  });

  it('a CNPJ another account has is 409 with the detail text', async () => {
    const { session } = await toStep(5);
    const res = await json<{ detail: string }>(
      await post(`${BASE}/sessions/${session}/cnpj`, { cnpj: DEMO_USERS.affiliated.cnpj }),
    );
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe('Este CNPJ já está cadastrado.');
  });
});

describe('accreditation: agent and holding flows, bank details', () => {
  const agentId = () => userId(DEMO_USERS.agent.username);

  it('an agent id answers its name; unknown or not an agent is 404', async () => {
    expect((await json<{ name: string }>(await up().portal(`${BASE}/agents/${agentId()}`))).body.name).toBe(
      DEMO_USERS.agent.name,
    );
    expect((await up().portal(`${BASE}/agents/${userId(DEMO_USERS.affiliated.username)}`)).status).toBe(404);
    expect((await up().portal(`${BASE}/agents/not-a-uuid`)).status).toBe(404);
  });

  it('attaches the new affiliate to the agent, then asks for bank details', async () => {
    const started = await start({ flow: 'agent', agentId: agentId() });
    expect(started.status).toBe(201);
    const { session } = started.body;
    await post(`${BASE}/sessions/${session}/code`, { code: await codeFor(started.data.email) });
    await post(`${BASE}/sessions/${session}/password`, { password: 'Segredo123' }, 'PUT');
    const cnpj = await json<Session>(
      await post(`${BASE}/sessions/${session}/cnpj`, { cnpj: cnpjFrom('98AGT76501QX') }),
    );
    expect(cnpj.body).toMatchObject({ statusCnpj: 'WAITING_BANK_DETAILS', needsBankDetails: true });
    const bad = await json<{ detail: string }>(
      await post(`${BASE}/sessions/${session}/bank-details`, {
        bank: 341,
        branch: 'abc',
        account: '12345-6',
        accountType: 'CORRENTE',
        isPersonal: false,
      }),
    );
    expect(bad).toEqual({ status: 400, body: { detail: 'Informe uma agência válida.' } });
    const saved = await json<Session>(
      await post(`${BASE}/sessions/${session}/bank-details`, {
        bank: 341,
        branch: '1234',
        account: '12345-6',
        accountType: 'POUPANÇA',
        isPersonal: true,
      }),
    );
    expect(saved.body).toMatchObject({ statusCnpj: 'PROCESSING', needsBankDetails: false });
    const user = await up()
      .db.selectFrom('users')
      .selectAll()
      .where('username', '=', started.data.email.toLowerCase())
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      agent_id: agentId(),
      bank_code: 341,
      bank_account_type: 'POUPANÇA',
      bank_is_personal: true,
    });
  });

  it('an unknown agent cannot register anyone', async () => {
    const res = await json<{ detail: string }>(
      await post(BASE, { ...person(), flow: 'agent', agentId: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(res).toEqual({ status: 404, body: { detail: 'Agenciador não encontrado ou desativado.' } });
  });

  it('the holding flow puts the account in the holding organisation', async () => {
    const started = await start({ flow: 'holding' });
    const user = await up()
      .db.selectFrom('users')
      .select('organisation_id')
      .where('username', '=', started.data.email.toLowerCase())
      .executeTakeFirstOrThrow();
    expect(user.organisation_id).not.toBeNull();
  });
});

describe('Meu Perfil: profile and bank details of the signed-in user', () => {
  it('reads the profile; bank details while the CNPJ status asks for them or is finished', async () => {
    const token = await up().login(DEMO_USERS.affiliated.username);
    const profile = await json<{ email: string; statusCnpj: string; bankDetails: unknown }>(
      await up().portal('/v1/affiliates/me/profile', { token }),
    );
    expect(profile.body).toMatchObject({ email: DEMO_USERS.affiliated.username, statusCnpj: 'FINISHED' });
    const details = { bank: 1, branch: '1234', account: '999-1', accountType: 'CORRENTE', isPersonal: false };
    const post = () =>
      up().portal('/v1/affiliates/me/bank-details', { method: 'POST', token, json: details });
    // A finished registration may change its account: the new one is checked again (PROCESSING).
    expect((await json<{ statusCnpj: string }>(await post())).body).toEqual({ statusCnpj: 'PROCESSING' });
    // While it is checked, nothing more is taken.
    const refused = await json<{ detail: string }>(await post());
    expect(refused).toEqual({
      status: 409,
      body: { detail: 'Os dados bancários não são esperados nesta etapa.' },
    });
    await up()
      .db.updateTable('users')
      .set({ status_cnpj: 'INVALID_BANK_DETAILS' })
      .where('username', '=', DEMO_USERS.affiliated.username)
      .execute();
    const saved = await json<{ statusCnpj: string }>(await post());
    expect(saved.body).toEqual({ statusCnpj: 'PROCESSING' });
    const after = await json<{ bankDetails: unknown }>(
      await up().portal('/v1/affiliates/me/profile', { token }),
    );
    expect(after.body.bankDetails).toEqual(details);
    expect((await up().portal('/v1/affiliates/me/profile')).status).toBe(401);
  });
});

describe('accreditation: lookups', () => {
  it('banks sorted by nome_extenso, the 27 states, known and unknown CEPs', async () => {
    const banks = await json<{ items: { code: number; nome_extenso: string }[] }>(
      await up().portal('/v1/banks/public'),
    );
    const names = banks.body.items.map((bank) => bank.nome_extenso);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    expect(banks.body.items).toContainEqual({ code: 341, nome_extenso: 'ITAÚ UNIBANCO S.A.' });
    // Every bank with a COMPE code (accreditation/banks.test.ts), not a shortlist.
    expect(banks.body.items.length).toBeGreaterThan(500);
    const states = await json<{ items: unknown[] }>(await up().portal('/v1/geography/states'));
    expect(states.body.items).toHaveLength(27);
    const cep = await json<{ city: string }>(await up().portal('/v1/geography/postal-codes/60160-230'));
    expect(cep.body).toMatchObject({ city: 'Fortaleza', state: 'CE', district: 'Aldeota' });
    expect((await up().portal('/v1/geography/postal-codes/99999999')).status).toBe(404);
  });
});
