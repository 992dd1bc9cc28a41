/**
 * Query.invoices (Notas Fiscais) against the real upstream: one upstream call per page whatever its
 * size, rows scoped by role, filters and paging passed on, input refused before upstream with
 * BAD_USER_INPUT ('Baixar' is in files.integration.test.ts).
 */
import { MESSAGES } from '@portal/schema';
import { CNPJ_SHAPE } from '@portal/schema/documents/cnpj';
import { describe, expect, it } from 'vitest';
import { setupTestStack } from '../../test/stack.ts';

const stack = setupTestStack();

const INVOICES = `query ($page: Int!, $pageSize: Int!, $status: BillingStatus, $search: String, $order: SortDirection!) {
  invoices(page: $page, pageSize: $pageSize, status: $status, search: $search, order: $order) {
    totalRows page pageSize
    items { id status sentAt billingId cycle value payeeKind payeeId payeeName producerName producerCnpj pdfPath }
  }
}`;

interface InvoiceRow {
  id: string;
  status: string;
  sentAt: string;
  cycle: number;
  value: number;
  payeeKind: string;
  payeeName: string;
  producerName: string;
  producerCnpj: string;
  pdfPath: string | null;
}
type InvoicesData = { invoices: { totalRows: number; page: number; pageSize: number; items: InvoiceRow[] } };

const tokens = new Map<string, string>();
const tokenOf = async (user: string) => {
  const token = tokens.get(user) ?? (await stack().gateway.login(`${user}@demo.com.br`));
  tokens.set(user, token);
  return token;
};

const invoices = async (user: string, variables: Record<string, unknown> = {}) =>
  stack().gateway.gql<InvoicesData>(INVOICES, {
    token: await tokenOf(user),
    variables: { page: 0, pageSize: 10, order: 'DESC', ...variables },
  });

describe('Query.invoices', () => {
  it.each([2, 100])(
    'reads a page of %i rows with one upstream call (names joined upstream)',
    async (size) => {
      await tokenOf('holding');
      stack().recorder.reset();
      const { body } = await invoices('holding', { pageSize: size });
      expect(body.errors).toBeUndefined();
      expect(body.data?.invoices.items).toHaveLength(size);
      expect(stack().recorder.to('/invoices')).toHaveLength(1);
      expect(stack().recorder.calls.map((call) => call.route)).toEqual([
        'GET /me',
        'GET /v1/finances/portal/invoices',
      ]);
    },
  );

  it('gives newest first, with the schema enums, names and a PDF path', async () => {
    const { body } = await invoices('holding', { pageSize: 25 });
    const items = body.data?.invoices.items ?? [];
    const dates = items.map((item) => item.sentAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(items[0]).toMatchObject({
      status: expect.stringMatching(/^[A-Z_]+$/),
      payeeKind: expect.stringMatching(/^(AFFILIATE|BRANCH)$/),
      producerCnpj: expect.stringMatching(CNPJ_SHAPE),
      pdfPath: `/files/invoices/${items[0]?.id}`,
    });
    expect(body.data?.invoices.totalRows).toBeGreaterThan(100);
  });

  it('scopes the rows: a branch its unit, a producer its own', async () => {
    const branch = await invoices('unidade', { pageSize: 100 });
    const payees = new Set(branch.body.data?.invoices.items.map((item) => item.payeeName));
    expect([...payees]).toEqual(['Unidade Fortaleza Centro']);
    const producer = await invoices('produtor', { pageSize: 100 });
    const producers = new Set(producer.body.data?.invoices.items.map((item) => item.producerName));
    expect([...producers]).toEqual(['Mandacaru Educação Ltda.']);
  });

  it('passes the status filter and the search on', async () => {
    const paid = await invoices('holding', { status: 'PAID', pageSize: 50 });
    expect(paid.body.data?.invoices.items.every((item) => item.status === 'PAID')).toBe(true);
    const searched = await invoices('holding', { search: '  Aldeota ', pageSize: 50 });
    const items = searched.body.data?.invoices.items ?? [];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.payeeName.includes('Aldeota'))).toBe(true);
  });

  it('finds a producer by its alphanumeric CNPJ typed in lowercase with its mask', async () => {
    const { body } = await invoices('holding', { search: '9x.2kq.7ab/0001-00', pageSize: 50 });
    const items = body.data?.invoices.items ?? [];
    expect(items.length).toBeGreaterThan(0);
    expect(new Set(items.map((item) => item.producerCnpj))).toEqual(new Set(['9X2KQ7AB000100']));
  });

  it.each([
    { variables: { pageSize: 0 }, message: MESSAGES.pageSizeInvalid },
    { variables: { pageSize: 200 }, message: MESSAGES.pageSizeInvalid },
    { variables: { page: -1 }, message: MESSAGES.pageInvalid },
    { variables: { search: 'x'.repeat(101) }, message: MESSAGES.invoiceSearchTooLong },
  ])('refuses $variables with BAD_USER_INPUT before calling upstream', async ({ variables, message }) => {
    await tokenOf('holding');
    stack().recorder.reset();
    const { body } = await invoices('holding', variables);
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(body.errors?.[0]?.message).toBe(message);
    expect(stack().recorder.to('/invoices')).toHaveLength(0);
  });

  it('refuses an unknown status as invalid GraphQL', async () => {
    const { body } = await invoices('holding', { status: 'ALL' });
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('is forbidden to affiliates', async () => {
    const { body } = await invoices('afiliado');
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
