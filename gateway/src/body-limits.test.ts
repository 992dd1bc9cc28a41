import { describe, expect, it } from 'vitest';
import { isInvoiceUpload } from './body-limits.ts';

const body = (query: string) => ({ query, variables: { pdf: 'JVBERi0=' } });

describe('isInvoiceUpload (the one operation allowed past BODY_LIMIT)', () => {
  it('accepts a single mutation made of uploadInvoice, aliased or not', () => {
    expect(
      isInvoiceUpload(
        body('mutation U($pdf: String!) { uploadInvoice(billingId: "1", pdf: $pdf) { id } }'),
        100,
      ),
    ).toBe(true);
    expect(
      isInvoiceUpload(body('mutation { sent: uploadInvoice(billingId: "1", pdf: "x") { id } }'), 100),
    ).toBe(true);
  });

  it('accepts a single mutation made of startMassChange (the CSV of Alteração em massa)', () => {
    expect(
      isInvoiceUpload(body('mutation { startMassChange(input: {fileName: "a.csv", csv: "x"}) { id } }'), 100),
    ).toBe(true);
    expect(
      isInvoiceUpload(
        body('mutation { startMassChange(input: {fileName: "a", csv: "x"}) { id } uploadInvoice }'),
        100,
      ),
    ).toBe(false);
  });

  it('refuses anything else', () => {
    for (const query of [
      '{ finance { totalSales } }',
      'query { uploadInvoice }',
      'mutation { generateInvoice(billingId: "1") { id } }',
      'mutation { uploadInvoice(billingId: "1", pdf: "x") { id } generateInvoice(billingId: "1") { id } }',
      'mutation { uploadInvoice(billingId: "1", pdf: "x") { id } } query Other { me { id } }',
      'mutation { ...F } fragment F on Mutation { uploadInvoice(billingId: "1", pdf: "x") { id } }',
      'mutation { uploadInvoice(',
    ]) {
      expect(isInvoiceUpload(body(query), 100)).toBe(false);
    }
    expect(isInvoiceUpload(null, 100)).toBe(false);
    expect(isInvoiceUpload([body('mutation { uploadInvoice }')], 100)).toBe(false);
  });

  it('stops parsing a query with too many tokens', () => {
    const long = `mutation { uploadInvoice(billingId: "1", pdf: "x") { ${'id '.repeat(200)} } }`;
    expect(isInvoiceUpload(body(long), 50)).toBe(false);
  });
});
