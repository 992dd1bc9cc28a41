/**
 * Invoice notes made in the tests (issue #33): a DANFSe-like PDF with a text layer (kernel/pdf.ts)
 * and the national NFS-e XML, from the facts a bill expects, so a test changes only what it checks.
 */
import { formatCnpj } from '@portal/schema/documents/cnpj';
import { sql } from 'kysely';
import { brl, checkedBill } from '../domains/finance/invoice-check.ts';
import { buildPdf } from '../kernel/pdf.ts';
import type { TestUpstream } from './harness.ts';

export interface NoteFacts {
  provider: string;
  taker: string;
  cents: number;
  /** YYYY-MM-DD. */
  issued: string;
  number: string;
}

const used = new WeakMap<object, Set<string>>();

/**
 * A bill of the affiliate `userId` in Open that no earlier call of this upstream handed out: the
 * seed has few Open bills, so one of the affiliate's other bills is set back to Open (its invoice
 * check cleared) for the test that asks.
 */
export async function freshOpenBill(up: () => TestUpstream, userId: string): Promise<string> {
  const db = up().db;
  const taken = used.get(db) ?? new Set<string>();
  used.set(db, taken);
  const rows = await db
    .selectFrom('bills')
    .select('id')
    .where('side', '=', 'affiliate')
    .where('user_id', '=', userId)
    .where('value_cents', '>', 0)
    .orderBy('id')
    .execute();
  const row = rows.find((candidate) => !taken.has(candidate.id));
  if (!row) throw new Error('no bill left to reopen');
  taken.add(row.id);
  await db
    .updateTable('bills')
    .set({ status: 'Open', invoice_check: null, invoice_provider_cnpj: null, invoice_number: null })
    .where('id', '=', row.id)
    .execute();
  return row.id;
}

/** The facts of a note that matches `billId` (issued on the cycle's last day, number given). */
export async function matchingFacts(
  up: () => TestUpstream,
  billId: string,
  number: string,
): Promise<NoteFacts> {
  const bill = await checkedBill(up().db, billId, sql<boolean>`true`);
  if (!bill?.payee_cnpj) throw new Error(`bill ${billId} has no payee CNPJ`);
  return {
    provider: bill.payee_cnpj,
    taker: bill.producer_cnpj,
    cents: Math.abs(bill.value_cents),
    issued: bill.cycle_last_day,
    number,
  };
}

const brDate = (day: string) => day.split('-').reverse().join('/');

/** A one-page DANFSe-like PDF with a text layer. */
export const notePdf = (facts: NoteFacts): Buffer =>
  buildPdf(`NFS-e ${facts.number}`, [
    { text: 'DANFSe - Documento Auxiliar da NFS-e', size: 14 },
    { text: `Número da NFS-e: ${facts.number}` },
    { text: `Data e hora da emissão: ${brDate(facts.issued)} 10:15:00` },
    { text: 'PRESTADOR DO SERVIÇO' },
    { text: `CNPJ: ${formatCnpj(facts.provider)}` },
    { text: 'TOMADOR DO SERVIÇO' },
    { text: `CNPJ: ${formatCnpj(facts.taker)}` },
    { text: `Valor total da NFS-e: ${brl(facts.cents)}` },
  ]);

const decimal = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** A national NFS-e XML (leiaute 1.01), the fields the check reads and a few around them. */
export const noteXml = (facts: NoteFacts): string =>
  `<?xml version="1.0" encoding="UTF-8"?>
<NFSe xmlns="http://www.sped.fazenda.gov.br/nfse" versao="1.01">
  <infNFSe Id="NFS23044002${facts.provider}${facts.number.padStart(13, '0')}">
    <xLocEmi>Fortaleza</xLocEmi>
    <nNFSe>${facts.number}</nNFSe>
    <dhProc>${facts.issued}T10:15:00-03:00</dhProc>
    <emit><CNPJ>${facts.provider}</CNPJ><xNome>Prestador &amp; Cia</xNome></emit>
    <valores><vLiq>${decimal(facts.cents)}</vLiq></valores>
    <DPS versao="1.01">
      <infDPS Id="DPS1">
        <tpAmb>2</tpAmb>
        <dhEmi>${facts.issued}T10:00:00-03:00</dhEmi>
        <nDPS>${facts.number}</nDPS>
        <prest><CNPJ>${facts.provider}</CNPJ></prest>
        <toma><CNPJ>${facts.taker}</CNPJ><xNome>Produtora</xNome></toma>
        <serv><cServ><xDescServ>Comissões de vendas</xDescServ></cServ></serv>
        <valores><vServPrest><vServ>${decimal(facts.cents)}</vServ></vServPrest></valores>
      </infDPS>
    </DPS>
  </infNFSe>
</NFSe>`;

/** A PDF with a page and no text at all, as a scanner without OCR makes it. */
export const scannedPdf = (): Buffer => buildPdf('Digitalização', []);
