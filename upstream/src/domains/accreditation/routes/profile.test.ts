import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_USERS } from '../../../db/seed/users.ts';
import { useTestUpstream } from '../../../testing/harness.ts';

const json = async <T>(res: Response) => ({ status: res.status, body: (await res.json()) as T });

const contact = {
  mobilePhone: '(85) 99911-2233',
  postalCode: '60165-081',
  street: 'Avenida Beira Mar',
  number: '3000',
  complement: 'Apto 1201',
  district: 'Meireles',
  city: 'Fortaleza',
  state: 'CE',
};

describe('Meu Perfil: phone, address, password and contract', () => {
  const up = useTestUpstream();

  it('saves phone and address normalised; name, CPF and e-mail are not touched', async () => {
    const token = await up().login(DEMO_USERS.affiliated.username);
    const saved = await json<Record<string, unknown>>(
      await up().portal('/v1/affiliates/me/profile', {
        method: 'PUT',
        token,
        json: { ...contact, name: 'Outro Nome', email: 'outro@exemplo.com' },
      }),
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      name: DEMO_USERS.affiliated.name,
      email: DEMO_USERS.affiliated.username,
      mobilePhone: '85999112233',
      postalCode: '60165081',
      complement: 'Apto 1201',
    });
  });

  it('refuses a bad phone, CEP or state with its message', async () => {
    const token = await up().login(DEMO_USERS.affiliated.username);
    const put = (body: object) =>
      up().portal('/v1/affiliates/me/profile', { method: 'PUT', token, json: body });
    expect(await json(await put({ ...contact, mobilePhone: '1234' }))).toMatchObject({
      status: 400,
      body: { detail: 'Informe um celular válido com DDD.' },
    });
    expect((await json(await put({ ...contact, postalCode: '601' }))).body).toMatchObject({
      detail: 'Informe um CEP válido.',
    });
    expect((await json(await put({ ...contact, state: 'XX' }))).body).toMatchObject({
      detail: 'Selecione um estado válido.',
    });
    expect((await up().portal('/v1/affiliates/me/profile', { method: 'PUT', json: contact })).status).toBe(
      401,
    );
  });

  it('changes the password only with the right current one and under the shared rules', async () => {
    const { username } = DEMO_USERS.agent;
    const token = await up().login(username);
    const change = (body: object) =>
      up().portal('/v1/affiliates/me/password', { method: 'POST', token, json: body });
    expect(
      await json(await change({ currentPassword: 'errada123', newPassword: 'NovaSenha1' })),
    ).toMatchObject({
      status: 400,
      body: { detail: 'Senha atual incorreta.' },
    });
    expect((await change({ currentPassword: DEMO_PASSWORD, newPassword: 'curta' })).status).toBe(400);
    expect((await change({ currentPassword: DEMO_PASSWORD, newPassword: 'NovaSenha1' })).status).toBe(204);
    await expect(up().login(username, 'NovaSenha1')).resolves.toBeTruthy();
    await expect(up().login(username, DEMO_PASSWORD)).rejects.toThrow();
    // Back to the demo password for anything else in this file.
    expect((await change({ currentPassword: 'NovaSenha1', newPassword: DEMO_PASSWORD })).status).toBe(204);
  });

  it('serves the contract PDF of a company, 409 before a CNPJ', async () => {
    const token = await up().login(DEMO_USERS.affiliated.username);
    const res = await up().portal('/v1/affiliates/me/contract', { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain('contrato.pdf');
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 4)
        .toString(),
    ).toBe('%PDF');
    await up()
      .db.updateTable('users')
      .set({ cnpj: null })
      .where('username', '=', DEMO_USERS.affiliated.username)
      .execute();
    expect(await json(await up().portal('/v1/affiliates/me/contract', { token }))).toMatchObject({
      status: 409,
      body: { detail: 'O contrato fica disponível depois do cadastro do CNPJ.' },
    });
  });
});

describe('geography: a configured postal-code service, the shipped dataset as fallback', () => {
  // A local fake of a ViaCEP-compatible service: one known CEP, one "erro", one failing CEP.
  let server: Server;
  let base = '';
  beforeAll(async () => {
    server = createServer((req, res) => {
      const cep = /^\/ws\/(\d{8})\/json\/$/.exec(req.url ?? '')?.[1];
      res.setHeader('content-type', 'application/json');
      if (cep === '01310100') {
        res.end(
          JSON.stringify({
            cep: '01310-100',
            logradouro: 'Avenida Paulista',
            bairro: 'Bela Vista',
            localidade: 'São Paulo',
            uf: 'SP',
          }),
        );
      } else if (cep === '60160230') {
        res.statusCode = 503;
        res.end('{}');
      } else {
        res.end(JSON.stringify({ erro: true }));
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/ws`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const up = useTestUpstream({
    get geographyUrl() {
      return base;
    },
  });

  it('answers from the service, falls back to the dataset when it fails, 404 when nobody knows', async () => {
    const paulista = await json<Record<string, string>>(
      await up().portal('/v1/geography/postal-codes/01310-100'),
    );
    expect(paulista.body).toEqual({
      cep: '01310100',
      street: 'Avenida Paulista',
      district: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    });
    // The service answers 503 for this one: the shipped dataset still knows it.
    const fallback = await json<Record<string, string>>(
      await up().portal('/v1/geography/postal-codes/60160230'),
    );
    expect(fallback.body).toMatchObject({ city: 'Fortaleza', district: 'Aldeota' });
    expect(await json(await up().portal('/v1/geography/postal-codes/99999999'))).toMatchObject({
      status: 404,
      body: { detail: 'CEP não encontrado. Preencha o endereço manualmente.' },
    });
  });
});
