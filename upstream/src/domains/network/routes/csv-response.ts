/**
 * A network list's 'Exportar CSV' answer (the ED list, Influenciadores, Gerenciador de Unidades,
 * Alteração em massa): the row count first, for the download's progress (as the reports'
 * X-Report-Rows), then the file streamed as it is written, never buffered.
 */
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';
import { today } from '../../../kernel/clock.ts';

/** Sends `csv` as the attachment `<name>-AAAA-MM-DD.csv` holding `rows` data rows. */
export async function sendCsv(res: Response, name: string, rows: number, csv: Readable): Promise<void> {
  res.setHeader('X-Report-Rows', String(rows));
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${name}-${today()}.csv"`);
  res.setHeader('Cache-Control', 'private, no-store');
  await pipeline(csv, res);
}
