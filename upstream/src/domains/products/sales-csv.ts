/**
 * The sales CSV (docs/product.md §10.2): what a spreadsheet in Brazil opens as it is: UTF-8 with a
 * BOM (so accents survive Excel), `;` between fields, decimal comma, dates as dd/mm/aaaa hh:mm in
 * Fortaleza time. Rows are stringified as they are read (csv-stringify's Transform stream), never
 * gathered: memory does not depend on how many sales the period holds.
 */
import type { Stringifier } from 'csv-stringify';
import type { SaleStatus } from '../../db/finance-types.ts';
import { csvDate, csvMoney, csvStream } from '../../kernel/csv.ts';
import type { CsvSaleRow } from './sales-tracking.ts';

export const CSV_HEADER = [
  'Data',
  'Produto',
  'Cliente',
  'Afiliado',
  'ID do pagamento',
  'Status',
  'Parcelas',
  'Valor (R$)',
] as const;

const STATUS_TEXT: Record<SaleStatus, string> = {
  APPROVED: 'Aprovada',
  REFUNDED: 'Reembolsada',
  CANCELED: 'Cancelada',
};

export { csvDate, csvMoney };

export const csvRecord = (row: CsvSaleRow): string[] => [
  csvDate(row.payment_date),
  row.product_name,
  row.customer_name,
  row.seller_name,
  row.payment_id,
  STATUS_TEXT[row.status],
  String(row.installments),
  csvMoney(row.value_cents),
];

/** The CSV of `rows` as a stream (BOM and header first). */
export const salesCsvStream = (rows: AsyncIterable<CsvSaleRow>): Stringifier =>
  csvStream(CSV_HEADER, rows, csvRecord);
