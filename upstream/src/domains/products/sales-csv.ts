/**
 * The sales CSV (docs/product.md §10.2): what a spreadsheet in Brazil opens as it is: UTF-8 with a
 * BOM (so accents survive Excel), `;` between fields, decimal comma, dates as dd/mm/aaaa hh:mm in
 * Fortaleza time. Rows are stringified as they are read (csv-stringify's Transform stream), never
 * gathered: memory does not depend on how many sales the period holds.
 */
import { Readable } from 'node:stream';
import { type Stringifier, stringify } from 'csv-stringify';
import type { SaleStatus } from '../../db/finance-types.ts';
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

const DATE_PARTS = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Fortaleza',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** dd/mm/aaaa hh:mm in Fortaleza. */
export function csvDate(date: Date): string {
  const part = Object.fromEntries(DATE_PARTS.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute}`;
}

/** Cents as reais with a decimal comma and no thousands separator: 123456 → '1234,56'. */
export function csvMoney(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

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
export function salesCsvStream(rows: AsyncIterable<CsvSaleRow>): Stringifier {
  const csv = stringify({
    bom: true,
    delimiter: ';',
    header: true,
    columns: [...CSV_HEADER],
    record_delimiter: 'windows',
  });
  Readable.from(
    (async function* () {
      for await (const row of rows) yield csvRecord(row);
    })(),
  )
    .on('error', (error) => csv.destroy(error))
    .pipe(csv);
  return csv;
}
