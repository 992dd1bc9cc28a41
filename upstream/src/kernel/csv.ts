/**
 * The CSV files people open in a spreadsheet in Brazil, as they are: UTF-8 with a BOM (so accents
 * survive Excel), `;` between fields, CRLF lines, decimal comma, dates as dd/mm/aaaa hh:mm in
 * Fortaleza time. Records are stringified as they are read (csv-stringify's Transform stream),
 * never gathered: memory does not depend on how many rows the file holds.
 */
import { Readable } from 'node:stream';
import { type Stringifier, stringify } from 'csv-stringify';

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

/** The CSV of `rows` as a stream: BOM and `columns` first, then each row as `record` makes it. */
export function csvStream<T>(
  columns: readonly string[],
  rows: AsyncIterable<T>,
  record: (row: T) => string[],
): Stringifier {
  const csv = stringify({
    bom: true,
    delimiter: ';',
    header: true,
    columns: [...columns],
    record_delimiter: 'windows',
  });
  Readable.from(
    (async function* () {
      for await (const row of rows) yield record(row);
    })(),
  )
    .on('error', (error) => csv.destroy(error))
    .pipe(csv);
  return csv;
}

/** How many rows a CSV reads per query. */
export const CSV_BATCH = 1000;

/**
 * Every row `fetch` gives, CSV_BATCH at a time: each batch after the previous one's last row
 * (keyset paging on the list's order, never an offset), so a file of any size reads each row once.
 */
export async function* batchedRows<R>(
  fetch: (after: R | null, limit: number) => Promise<R[]>,
): AsyncGenerator<R> {
  let after: R | null = null;
  for (;;) {
    const rows = await fetch(after, CSV_BATCH);
    yield* rows;
    const last = rows.at(-1);
    if (!last || rows.length < CSV_BATCH) return;
    after = last;
  }
}
