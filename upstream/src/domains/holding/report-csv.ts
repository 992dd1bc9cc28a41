/**
 * Each Relatório as a CSV (docs/product.md §11.4), streamed in keyset chunks of reports.ts's
 * queries: a 100 000-row report is never held in memory.
 */
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { Db } from '../../db/connection.ts';
import type { SaleStatus } from '../../db/finance-types.ts';
import {
  type AffiliateKey,
  affiliateRows,
  type BranchKey,
  branchRows,
  CSV_CHUNK,
  type ReportFilter,
  type ReportKind,
  type SaleKey,
  saleRows,
} from './reports.ts';

const SALE_STATUS_LABELS: Record<SaleStatus, string> = {
  APPROVED: 'Aprovada',
  REFUNDED: 'Estornada',
  CANCELED: 'Cancelada',
};

/** 123456 → '1234,56'; -5 → '-0,05'. No thousands separator: spreadsheets read it as a number. */
export const csvMoney = (cents: number): string => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
};

/** An instant as 'DD/MM/AAAA HH:mm' in Fortaleza (UTC−3 all year). */
export const csvDate = (instant: Date): string => {
  const local = new Date(instant.getTime() - 3 * 3600_000).toISOString();
  return `${local.slice(8, 10)}/${local.slice(5, 7)}/${local.slice(0, 4)} ${local.slice(11, 16)}`;
};

export const CSV_HEADERS: Record<ReportKind, readonly string[]> = {
  branches: ['Unidade', 'Afiliados com vendas', 'Vendas', 'Valor (R$)'],
  'sales-by-affiliate': ['Afiliado', 'Unidade', 'Vendas', 'Valor (R$)'],
  'sales-details': [
    'Data',
    'Ciclo',
    'ID do pagamento',
    'Unidade',
    'Afiliado',
    'Produto',
    'Cliente',
    'Status',
    'Parcelas',
    'Valor (R$)',
  ],
};

const FILE_NAMES: Record<ReportKind, string> = {
  branches: 'relatorio-unidades',
  'sales-by-affiliate': 'relatorio-vendas-por-afiliado',
  'sales-details': 'relatorio-detalhes-de-vendas',
};

/** 'relatorio-unidades-2026-11-24.csv' (the Fortaleza day of `now`). */
export const csvFileName = (kind: ReportKind, now: Date): string =>
  `${FILE_NAMES[kind]}-${new Date(now.getTime() - 3 * 3600_000).toISOString().slice(0, 10)}.csv`;

/** The report's rows as CSV records, read CSV_CHUNK at a time by keyset (never by offset). */
async function* csvRecords(
  db: Db,
  kind: ReportKind,
  filter: ReportFilter,
  chunk: number,
): AsyncGenerator<string[]> {
  const window = { limit: chunk };
  if (kind === 'branches') {
    let after: BranchKey | null = null;
    for (;;) {
      const rows = await branchRows(db, filter, window, { after });
      for (const row of rows)
        yield [row.unit_name, String(row.affiliates), String(row.sales), csvMoney(row.value)];
      if (rows.length < chunk) return;
      after = rows[rows.length - 1]?.key ?? null;
    }
  }
  if (kind === 'sales-by-affiliate') {
    let after: AffiliateKey | null = null;
    for (;;) {
      const rows = await affiliateRows(db, filter, window, { after });
      for (const row of rows) {
        yield [row.affiliate_name, row.unit_name ?? '', String(row.sales), csvMoney(row.value)];
      }
      if (rows.length < chunk) return;
      after = rows[rows.length - 1]?.key ?? null;
    }
  }
  let after: SaleKey | null = null;
  for (;;) {
    const rows = await saleRows(db, filter, window, { after });
    for (const row of rows) {
      yield [
        csvDate(row.key.date),
        String(row.cycle),
        row.payment_id,
        row.unit_name ?? '',
        row.affiliate_name,
        row.product_name,
        row.customer_name,
        SALE_STATUS_LABELS[row.status],
        String(row.installments),
        csvMoney(row.value),
      ];
    }
    if (rows.length < chunk) return;
    after = rows[rows.length - 1]?.key ?? null;
  }
}

/**
 * The report as a CSV byte stream: the next chunk is read only when the consumer has taken the
 * previous one (Readable.from pulls the generator under backpressure), so memory stays flat.
 */
export function reportCsv(db: Db, kind: ReportKind, filter: ReportFilter, chunk = CSV_CHUNK): Readable {
  const records = Readable.from(csvRecords(db, kind, filter, chunk));
  const csv = stringify({
    bom: true,
    delimiter: ';',
    header: true,
    columns: [...CSV_HEADERS[kind]],
    record_delimiter: '\r\n',
  });
  records.on('error', (error) => csv.destroy(error));
  return records.pipe(csv);
}
