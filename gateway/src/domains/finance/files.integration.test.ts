/**
 * 'Baixar' (GET /files/invoices/:id) against the real upstream: the PDF streamed as an attachment
 * through the payments area's upstream client, upstream's 401/403/404 passed on, and an upstream
 * that is down answered as the client maps it (503), the breaker then failing calls fast.
 */
import { describe, expect, it } from 'vitest';
import { ERROR_TEXT } from '../../errors.ts';
import { demoTokens, setupTestStack } from '../../test/stack.ts';

const BREAKER_THRESHOLD = 2;
const stack = setupTestStack({
  UPSTREAM_RETRIES: '1',
  UPSTREAM_TIMEOUT_MS: '1500',
  CIRCUIT_BREAKER_THRESHOLD: String(BREAKER_THRESHOLD),
  CIRCUIT_BREAKER_COOLDOWN_MS: '60000',
});

const PDF_ROUTE = 'GET /v1/finances/portal/invoices/{invoiceId}/pdf';

const tokenOf = demoTokens(stack);

/** The `pdfPath` of an invoice the holding sees. */
const somePdfPath = async (): Promise<string> => {
  const { body } = await stack().gateway.gql<{ invoices: { items: { pdfPath: string | null }[] } }>(
    `{ invoices(page: 0, pageSize: 5, search: "jangada", order: DESC) { items { pdfPath } } }`,
    { token: await tokenOf('holding') },
  );
  const path = body.data?.invoices.items.find((item) => item.pdfPath)?.pdfPath;
  if (!path) throw new Error(`no invoice with a PDF: ${JSON.stringify(body.errors)}`);
  return path;
};

const download = async (path: string, user: string | null) =>
  fetch(`${stack().gateway.url}${path}`, {
    headers: user ? { authorization: `Bearer ${await tokenOf(user)}` } : {},
  });

describe('GET /files/invoices/:id', () => {
  it('streams the PDF as an attachment through the upstream client', async () => {
    const path = await somePdfPath();
    stack().recorder.reset();
    const ok = await download(path, 'holding');
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('application/pdf');
    expect(ok.headers.get('content-disposition')).toMatch(
      /^attachment; filename="nota-fiscal-ciclo-\d+\.pdf"$/,
    );
    expect(ok.headers.get('x-content-type-options')).toBe('nosniff');
    expect(ok.headers.get('cache-control')).toMatch(/no-store/);
    expect(
      Buffer.from(await ok.arrayBuffer())
        .subarray(0, 4)
        .toString('latin1'),
    ).toBe('%PDF');
    expect(stack().recorder.calls.map((call) => [call.area, call.route, call.status])).toEqual([
      ['payments', PDF_ROUTE, 200],
    ]);
  });

  it("passes on upstream's 404 (unknown or out of scope), 403 and 401 with the GraphQL texts", async () => {
    const path = await somePdfPath();
    const unknown = await download('/files/invoices/00000000-0000-0000-0000-000000000000', 'holding');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ code: 'NOT_FOUND', error: ERROR_TEXT.notFound });
    expect((await download(path, 'produtor')).status).toBe(404);
    expect((await download(path, 'afiliado')).status).toBe(403);
    const anonymous = await download(path, null);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ code: 'UNAUTHENTICATED', error: ERROR_TEXT.unauthenticated });
  });

  it('answers 503 when upstream is down, and stops calling it once the breaker opens', async () => {
    const path = await somePdfPath();
    await tokenOf('holding');
    await stack().upstream.stop();
    stack().recorder.reset();
    for (let attempt = 0; attempt < BREAKER_THRESHOLD + 2; attempt += 1) {
      const answer = await download(path, 'holding');
      expect(answer.status).toBe(503);
      expect(await answer.json()).toEqual({ code: 'UPSTREAM_UNAVAILABLE', error: ERROR_TEXT.unavailable });
    }
    // Only the attempts before the breaker opened reached (or tried to reach) upstream.
    expect(
      stack()
        .recorder.to('/pdf')
        .map((call) => call.status),
    ).toEqual(Array(BREAKER_THRESHOLD).fill(null));
  });
});
