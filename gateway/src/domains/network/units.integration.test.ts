/**
 * 'Gerenciador de Unidades' and 'Alteração em massa' through the gateway against the real upstream:
 * the holding reads and saves a unit (one upstream call each, after the role lookup); a file with
 * a bad row comes back as BAD_USER_INPUT with one `fieldErrors` entry per bad row (`line:<n>`) and
 * nothing queued; a valid one is queued and read back with its rows; a branch is refused.
 */
import { describe, expect, it } from 'vitest';
import { setupTestStack } from '../../test/stack.ts';

const stack = setupTestStack();
const HEADER = 'email;unidade_id;nivel;is_franchisee;is_trainer;is_lecturer;tracking';
const START = 'mutation ($i: MassChangeInput!) { startMassChange(input: $i) { id state totalRows } }';

const holdingToken = () => stack().gateway.login('holding@demo.com.br');

describe('units and mass change', () => {
  it('reads and saves a unit with one upstream call each', async () => {
    const token = await holdingToken();
    const list = await stack().gateway.gql<{
      managedUnits: { items: { id: string; name: string; holding: boolean }[] };
    }>('{ managedUnits(search: "Sobral") { items { id name holding } } }', { token });
    const unit = list.body.data?.managedUnits.items.find((row) => row.name === 'Unidade Sobral');
    expect(unit).toBeDefined();
    stack().recorder.reset();
    const read = await stack().gateway.gql<{
      managedUnit: { unit: { name: string }; goals: { cycleId: string; value: number | null }[] };
    }>('query ($id: ID!) { managedUnit(id: $id) { unit { name } goals { cycleId value } } }', {
      token,
      variables: { id: unit?.id },
    });
    expect(read.body.errors).toBeUndefined();
    expect(stack().recorder.calls.map((call) => call.route)).toEqual(['GET /me', 'GET /v1/units/{id}']);
    const [goal] = read.body.data?.managedUnit.goals ?? [];
    const saved = await stack().gateway.gql<{
      saveUnit: { goals: { cycleId: string; value: number | null }[] };
    }>('mutation ($i: UnitInput!) { saveUnit(input: $i) { goals { cycleId value } } }', {
      token,
      variables: {
        i: {
          id: unit?.id,
          name: 'Unidade Sobral',
          cnpj: null,
          goals: [{ cycleId: goal?.cycleId, value: 777_700 }],
          producerIds: [],
          donationReceivers: [],
        },
      },
    });
    expect(saved.body.errors).toBeUndefined();
    expect(saved.body.data?.saveUnit.goals.find((row) => row.cycleId === goal?.cycleId)?.value).toBe(777_700);
  });

  it('lists a refused file’s bad rows as fieldErrors and queues a valid one', async () => {
    const token = await holdingToken();
    const email = 'francisca.parente86@rede.exemplo.com.br';
    const refused = await stack().gateway.gql(START, {
      token,
      variables: {
        i: { fileName: 'a.csv', csv: `${HEADER}\n${email};;;sim;;;\nninguem@x.com.br;;;sim;;;\n` },
      },
    });
    expect(refused.body.errors?.[0]?.message).toBe('Há 1 linha inválida; nada foi alterado.');
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'line:3', message: 'ED não encontrado.' }],
    });
    const queued = await stack().gateway.gql<{
      startMassChange: { id: string; state: string; totalRows: number };
    }>(START, { token, variables: { i: { fileName: 'a.csv', csv: `${HEADER}\n${email};;;sim;;;\n` } } });
    expect(queued.body.data?.startMassChange).toMatchObject({ totalRows: 1 });
    const job = await stack().gateway.gql<{
      massChange: { job: { fileName: string }; rows: { items: { line: number }[] } };
    }>('query ($id: ID!) { massChange(id: $id) { job { fileName } rows { items { line } } } }', {
      token,
      variables: { id: queued.body.data?.startMassChange.id },
    });
    expect(job.body.data?.massChange).toEqual({ job: { fileName: 'a.csv' }, rows: { items: [{ line: 2 }] } });
    const branch = await stack().gateway.login('unidade@demo.com.br');
    const forbidden = await stack().gateway.gql('{ massChanges { totalRows } }', { token: branch });
    expect(forbidden.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
