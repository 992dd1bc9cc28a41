/**
 * Meu Perfil over GraphQL (docs/product.md §3.3): phone and address, the password change with the
 * current password, the contract PDF; BAD_USER_INPUT with `fieldErrors` before any upstream call.
 */
import { describe, expect, it } from 'vitest';
import { setupTestStack } from '../../test/stack.ts';

const stack = setupTestStack({ AUTH_RATE_LIMIT_PER_IP: '1000' });

const CONTACT = `mutation ($input: ProfileContactInput!) {
  updateMyContact(input: $input) { mobilePhone postalCode street number complement district city state }
}`;
const PASSWORD = `mutation ($current: String!, $next: String!) {
  changeMyPassword(currentPassword: $current, newPassword: $next)
}`;

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

type TestGateway = ReturnType<typeof stack>['gateway'];

/** A wrong current password is refused; the right one changes it, and the new one signs in. */
async function changesOwnPassword(gateway: TestGateway, username: string, token: string) {
  const wrong = await gateway.gql(PASSWORD, {
    token,
    variables: { current: 'Errada123', next: 'NovaSenha1' },
  });
  expect(wrong.body.errors?.[0]?.message).toBe('Senha atual incorreta.');
  const changed = await gateway.gql<{ changeMyPassword: boolean }>(PASSWORD, {
    token,
    variables: { current: 'Portal@2026', next: 'NovaSenha1' },
  });
  expect(changed.body.data?.changeMyPassword).toBe(true);
  await expect(gateway.login(username, 'NovaSenha1')).resolves.toBeTruthy();
}

describe('Meu Perfil over GraphQL', () => {
  it('saves phone and address; invalid fields are BAD_USER_INPUT with fieldErrors', async () => {
    const { gateway } = stack();
    const token = await gateway.login('afiliado@demo.com.br');
    const saved = await gateway.gql<{ updateMyContact: Record<string, string> }>(CONTACT, {
      token,
      variables: { input: contact },
    });
    expect(saved.body.data?.updateMyContact).toMatchObject({
      mobilePhone: '85999112233',
      postalCode: '60165081',
      district: 'Meireles',
    });
    const bad = await gateway.gql(CONTACT, {
      token,
      variables: { input: { ...contact, mobilePhone: '123', postalCode: '6', state: 'XX' } },
    });
    expect(bad.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(bad.body.errors?.[0]?.extensions?.fieldErrors).toEqual([
      { field: 'mobilePhone', message: 'Informe um celular válido com DDD.' },
      { field: 'postalCode', message: 'Informe um CEP válido.' },
      { field: 'state', message: 'Selecione um estado válido.' },
    ]);
  });

  it('changes the password with the current one; a wrong one or a weak new one is refused', async () => {
    const { gateway } = stack();
    const token = await gateway.login('agente@demo.com.br');
    const weak = await gateway.gql(PASSWORD, { token, variables: { current: 'Portal@2026', next: 'curta' } });
    expect(weak.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'newPassword', message: expect.any(String) }],
    });
    await changesOwnPassword(gateway, 'agente@demo.com.br', token);
  });

  it.each(['holding@demo.com.br', 'produtor@demo.com.br', 'admin@demo.com.br', 'unidade@demo.com.br'])(
    'Minha conta: %s changes its own password with the current one',
    async (username) => {
      const { gateway } = stack();
      await changesOwnPassword(gateway, username, await gateway.login(username));
    },
  );

  it('hands over the contract PDF; signed out is UNAUTHENTICATED', async () => {
    const { gateway } = stack();
    const token = await gateway.login('afiliado@demo.com.br');
    const contract = await gateway.gql<{ requestContract: { fileName: string; contentBase64: string } }>(
      'mutation { requestContract { fileName contentBase64 } }',
      { token },
    );
    expect(contract.body.data?.requestContract.fileName).toBe('contrato.pdf');
    const pdf = Buffer.from(contract.body.data?.requestContract.contentBase64 ?? '', 'base64');
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
    const anonymous = await gateway.gql('mutation { requestContract { fileName } }');
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
