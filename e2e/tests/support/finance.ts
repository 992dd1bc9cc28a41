/** Page objects of the finance screens (dashboards, Vendas e Faturamento, billing details, invoice). */
import { expect, type Locator, type Page } from '@playwright/test';

/** The column headers of a table, in order. */
export async function columnHeaders(table: Locator): Promise<string[]> {
  const headers = table.getByRole('columnheader');
  await expect(headers.first()).toBeVisible();
  return headers.evaluateAll((nodes) => nodes.map((node) => node.textContent?.trim() ?? ''));
}

/** The figure of a stat card ('Comissões pendentes' → 'R$ 450,00'). */
export function statValue(page: Page, label: string): Locator {
  return page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
}

/** The shell's own query, sent once per page load whatever the screen: not a screen's request. */
const SHELL_OPERATION = 'Shell';

/**
 * Records the GraphQL operations a screen sends, by name, from now on. The shell's query is left
 * out, so a screen opened by its URL (a page load) and one reached by a click count the same.
 */
export function recordOperations(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    let name = '';
    try {
      name = (request.postDataJSON() as { operationName?: string }).operationName ?? '';
    } catch {
      // A body that is not JSON still counts, unnamed.
    }
    if (name !== SHELL_OPERATION) names.push(name);
  });
  return names;
}

export class BillingsTab {
  readonly table: Locator;

  constructor(private readonly page: Page) {
    this.table = page.getByRole('table', { name: 'Faturamentos' });
  }

  /** The 'Ciclo' of each row shown, found by its header (the holding's list starts with checkboxes). */
  async cycles(): Promise<string[]> {
    const column = (await columnHeaders(this.table)).findIndex((header) => header.startsWith('Ciclo')) + 1;
    return this.table.locator(`tbody tr td:nth-child(${column})`).allInnerTexts();
  }

  /** Opens billing details of the first bill shown with this status label ('Esperando NF'). */
  async openFirstWithStatus(label: string): Promise<void> {
    // Exact text: 'Erro' must not pick an 'Erro no pagamento' row.
    const row = this.table
      .getByRole('row')
      .filter({ has: this.page.getByText(label, { exact: true }) })
      .first();
    await row.getByRole('link', { name: /^Ver detalhes do faturamento/ }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: 'Detalhes do faturamento' })).toBeVisible();
  }
}

export class BillingDetails {
  readonly facts: Locator;
  readonly back: Locator;

  constructor(private readonly page: Page) {
    this.facts = page.getByLabel('Dados do faturamento');
    this.back = page.getByRole('button', { name: 'Voltar ao faturamento' });
  }

  status(label: string): Locator {
    return this.facts.getByText(label, { exact: true });
  }

  async openInvoice(verb: 'ENVIAR' | 'EMITIR'): Promise<InvoiceDialog> {
    await this.page.getByRole('button', { name: `${verb} NOVA NOTA` }).click();
    const dialog = new InvoiceDialog(this.page, verb);
    await expect(dialog.root).toBeVisible();
    return dialog;
  }
}

export class InvoiceDialog {
  readonly root: Locator;
  readonly send: Locator;

  constructor(page: Page, verb: 'ENVIAR' | 'EMITIR') {
    this.root = page.getByRole('dialog', { name: `${verb} NOTA FISCAL` });
    this.send = this.root.getByRole('button', { name: verb, exact: true });
  }

  async attach(name: string, buffer: Buffer, mimeType = 'application/pdf'): Promise<void> {
    await this.root.getByLabel('Nota fiscal (PDF ou XML da NFS-e)').setInputFiles({ name, mimeType, buffer });
  }
}

/** A small valid-looking PDF (upstream checks the %PDF signature). */
export const smallPdf = (): Buffer =>
  Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** A PDF over the 5 MB limit. */
export const pdfOfMegabytes = (megabytes: number): Buffer => {
  const buffer = Buffer.alloc(megabytes * 1024 * 1024, 0x20);
  buffer.write('%PDF-1.4\n');
  return buffer;
};
