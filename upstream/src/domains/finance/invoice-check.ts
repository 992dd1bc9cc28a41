/**
 * The invoice that checks itself (issue #33, docs/product/finance.md "Conferência da nota"): what
 * a read note says compared with its bill, item by item in pt-BR. The provider must be the payee
 * (the affiliate's or the unit's CNPJ), the taker the bill's producer, the total the bill's value,
 * the issue date not before the cycle's last day; the number identifies the note, and one note
 * (provider CNPJ + number) pays one bill only.
 */
import { formatCnpj } from '@portal/schema/documents/cnpj';
import type { RawBuilder } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { InvoiceCheckField, InvoiceCheckJson } from '../../db/finance-types.ts';
import { fortalezaDay } from '../../kernel/clock.ts';
import { HttpError } from '../../kernel/errors.ts';
import { isUuid } from '../../kernel/viewer.ts';
import type { InvoiceFile, InvoiceReading } from './invoice-reading.ts';

/** What a check compares a note with. */
export interface CheckedBill {
  id: string;
  value_cents: number;
  producer_cnpj: string;
  /** The payee's CNPJ (the affiliate's, or the unit's); null when none is registered. */
  payee_cnpj: string | null;
  /** The cycle's last day, YYYY-MM-DD (Fortaleza). */
  cycle_last_day: string;
}

/** The bill with what a check compares, where `condition` holds. */
export async function checkedBill(
  db: Db,
  billId: string,
  condition: RawBuilder<boolean>,
): Promise<CheckedBill | undefined> {
  if (!isUuid(billId)) return undefined;
  const row = await db
    .selectFrom('bills')
    .innerJoin('producers', 'producers.id', 'bills.producer_id')
    .innerJoin('commercial_cycles as cycle', 'cycle.id', 'bills.cycle_id')
    .leftJoin('users as payee_user', 'payee_user.id', 'bills.user_id')
    .leftJoin('organisations as payee_unit', 'payee_unit.id', 'bills.unit_id')
    .select([
      'bills.id',
      'bills.side',
      'bills.value_cents',
      'producers.cnpj as producer_cnpj',
      'payee_user.cnpj as user_cnpj',
      'payee_unit.cnpj as unit_cnpj',
      'cycle.ends_at',
    ])
    .where('bills.id', '=', billId)
    .where(condition)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    value_cents: row.value_cents,
    producer_cnpj: row.producer_cnpj,
    payee_cnpj: (row.side === 'affiliate' ? row.user_cnpj : row.unit_cnpj) ?? null,
    cycle_last_day: fortalezaDay(new Date(row.ends_at)),
  };
}

/** 9339 → 'R$ 93,39' (a plain space, as the dialog prints it). */
export const brl = (cents: number): string =>
  (cents / 100).toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' }).replace(/\s/g, ' ');

/** '2026-03-05' → '05/03/2026'. */
const dayText = (day: string): string => day.split('-').reverse().join('/');

export const CHECK_MESSAGES = {
  unreadable: 'Este PDF não tem texto legível (nota digitalizada): a nota será conferida pela equipe.',
  providerOk: (cnpj: string) => `O CNPJ do prestador (${formatCnpj(cnpj)}) é o seu.`,
  providerWrong: (found: string, own: string) =>
    `O CNPJ do prestador da nota (${formatCnpj(found)}) não é o seu (${formatCnpj(own)}).`,
  providerUnknown: 'Seu CNPJ não está cadastrado: o prestador será conferido pela equipe.',
  providerMissing: 'O CNPJ do prestador não foi encontrado na nota.',
  takerOk: (cnpj: string) => `O CNPJ do tomador (${formatCnpj(cnpj)}) é o da produtora do faturamento.`,
  takerWrong: (found: string, producer: string) =>
    `O CNPJ do tomador da nota (${formatCnpj(found)}) não é o da produtora do faturamento (${formatCnpj(producer)}).`,
  takerMissing: 'O CNPJ do tomador não foi encontrado na nota.',
  totalOk: (cents: number) => `O valor da nota (${brl(cents)}) confere com o faturamento.`,
  totalWrong: (found: number, bill: number) =>
    `O valor da nota (${brl(found)}) não confere com o faturamento (${brl(bill)}).`,
  totalMissing: 'O valor total não foi encontrado na nota.',
  dateOk: (day: string) => `A data de emissão (${dayText(day)}) não é anterior ao fim do ciclo.`,
  dateEarly: (day: string, last: string) =>
    `A data de emissão da nota (${dayText(day)}) é anterior ao fim do ciclo (${dayText(last)}).`,
  dateMissing: 'A data de emissão não foi encontrada na nota.',
  numberOk: (number: string) => `Número da nota: ${number}.`,
  numberMissing: 'O número da nota não foi encontrado.',
  duplicate: (number: string) => `A nota nº ${number} deste prestador já foi enviada para outro faturamento.`,
  reasonRequired: 'A nota não confere com o faturamento: informe o motivo do envio (de 3 a 500 caracteres).',
} as const;

export const REASON_LIMITS = { min: 3, max: 500 } as const;

type Item = InvoiceCheckJson['items'][number];
const item = (field: InvoiceCheckField, ok: boolean, message: string): Item => ({ field, ok, message });

/** Whether another bill already has this note (provider CNPJ + number). */
export async function isDuplicate(db: Db, billId: string, providerCnpj: string, number: string) {
  const row = await db
    .selectFrom('bills')
    .select('id')
    .where('invoice_provider_cnpj', '=', providerCnpj)
    .where('invoice_number', '=', number)
    .where('id', '<>', billId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Each item of a read note against the bill (the duplicate item only when another bill has it). */
export function compareFacts(
  bill: CheckedBill,
  facts: Extract<InvoiceReading, { kind: 'read' }>['facts'],
  duplicate: boolean,
): Item[] {
  const { providerCnpj: provider, takerCnpj: taker, totalCents: total, issueDate, number } = facts;
  const items: Item[] = [
    !provider
      ? item('provider', false, CHECK_MESSAGES.providerMissing)
      : !bill.payee_cnpj
        ? item('provider', false, CHECK_MESSAGES.providerUnknown)
        : provider === bill.payee_cnpj
          ? item('provider', true, CHECK_MESSAGES.providerOk(provider))
          : item('provider', false, CHECK_MESSAGES.providerWrong(provider, bill.payee_cnpj)),
    !taker
      ? item('taker', false, CHECK_MESSAGES.takerMissing)
      : taker === bill.producer_cnpj
        ? item('taker', true, CHECK_MESSAGES.takerOk(taker))
        : item('taker', false, CHECK_MESSAGES.takerWrong(taker, bill.producer_cnpj)),
    total === null
      ? item('total', false, CHECK_MESSAGES.totalMissing)
      : total === Math.abs(bill.value_cents)
        ? item('total', true, CHECK_MESSAGES.totalOk(total))
        : item('total', false, CHECK_MESSAGES.totalWrong(total, Math.abs(bill.value_cents))),
    !issueDate
      ? item('issue_date', false, CHECK_MESSAGES.dateMissing)
      : issueDate >= bill.cycle_last_day
        ? item('issue_date', true, CHECK_MESSAGES.dateOk(issueDate))
        : item('issue_date', false, CHECK_MESSAGES.dateEarly(issueDate, bill.cycle_last_day)),
    number
      ? item('number', true, CHECK_MESSAGES.numberOk(number))
      : item('number', false, CHECK_MESSAGES.numberMissing),
  ];
  if (duplicate && number) items.push(item('duplicate', false, CHECK_MESSAGES.duplicate(number)));
  return items;
}

/** The check of a read note against its bill; `db` answers whether the note pays another bill. */
export async function checkReading(
  db: Db,
  bill: CheckedBill,
  file: Pick<InvoiceFile, 'format'>,
  reading: InvoiceReading,
  reason: string | null = null,
): Promise<InvoiceCheckJson> {
  const checkedAt = new Date().toISOString();
  if (reading.kind === 'unreadable') {
    return {
      outcome: 'unreadable',
      format: file.format,
      number: null,
      provider_cnpj: null,
      items: [],
      reason: null,
      checked_at: checkedAt,
    };
  }
  const { providerCnpj, number } = reading.facts;
  const duplicate = providerCnpj && number ? await isDuplicate(db, bill.id, providerCnpj, number) : false;
  const items = compareFacts(bill, reading.facts, duplicate);
  const matched = items.every((entry) => entry.ok);
  return {
    outcome: matched ? 'matched' : 'mismatched',
    format: file.format,
    number,
    provider_cnpj: providerCnpj,
    items,
    reason: matched ? null : reason,
    checked_at: checkedAt,
  };
}

/** Whether a check lets the note be sent: never a duplicate; a mismatch only with a reason. */
export function assertSendable(check: InvoiceCheckJson): void {
  const duplicate = check.items.find((entry) => entry.field === 'duplicate');
  if (duplicate) throw new HttpError(409, duplicate.message);
  if (check.outcome === 'mismatched' && !check.reason)
    throw new HttpError(422, CHECK_MESSAGES.reasonRequired);
}

/** The reason of an upload (trimmed), null when absent; a 400 outside 3 to 500 characters. */
export function reasonOf(raw: unknown): string | null {
  if (raw === undefined || raw === null) return null;
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (text.length < REASON_LIMITS.min || text.length > REASON_LIMITS.max) {
    throw new HttpError(400, CHECK_MESSAGES.reasonRequired);
  }
  return text;
}
