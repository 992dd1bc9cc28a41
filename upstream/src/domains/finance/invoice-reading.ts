/**
 * Reading an invoice file (issue #33): a PDF's text layer (pdfjs-dist) or the national NFS-e XML
 * (fast-xml-parser), into the facts the check compares with the bill. Everything here is bounded:
 * the file is at most 5 MB (decodeInvoiceFile), a PDF is read in a worker thread for at most
 * READ_LIMITS.pages pages, READ_LIMITS.textChars characters, READ_LIMITS.timeMs and
 * READ_LIMITS.heapMb of heap, and an XML with a DOCTYPE or an entity
 * declaration is refused before any parser sees it (no entity is ever expanded).
 */
import { Worker } from 'node:worker_threads';
import { isValidCnpj, normalizeCnpj } from '@portal/schema/documents/cnpj';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { HttpError } from '../../kernel/errors.ts';

/** docs/product.md §5.5: "Invoice file max 5MB" (5 × 1024 × 1024 bytes, as schema/src/constants.ts). */
export const INVOICE_MAX_BYTES = 5 * 1024 * 1024;

/**
 * A national NFS-e has one page; three leave room for a cover. A read takes under a second on an
 * idle machine (most of it starting the worker and loading pdfjs); the time stays inside the
 * gateway's 10 s deadline for each request (the check, then the upload, which reads the file again).
 */
export const READ_LIMITS = { pages: 3, textChars: 200_000, timeMs: 8_000, heapMb: 128 } as const;

export const READING_MESSAGES = {
  required: 'O arquivo da nota fiscal é obrigatório.',
  notBase64: 'O arquivo da nota fiscal deve estar codificado em base64.',
  notPdf: 'Somente arquivos no formato PDF ou XML',
  tooLarge: 'O arquivo anexado deverá ter no máximo 5MB.',
  xmlEntities: 'O XML da nota fiscal não pode ter DOCTYPE nem declarar entidades.',
  xmlMalformed: 'O XML da nota fiscal está malformado.',
  xmlNotNfse: 'O XML não segue o leiaute nacional da NFS-e (elemento NFSe/infNFSe).',
} as const;

export type InvoiceFormat = 'pdf' | 'xml';

export interface InvoiceFile {
  format: InvoiceFormat;
  bytes: Buffer;
}

/** What the check found in a note; null where the file does not say. */
export interface InvoiceFacts {
  providerCnpj: string | null;
  takerCnpj: string | null;
  totalCents: number | null;
  /** YYYY-MM-DD as the note writes it. */
  issueDate: string | null;
  number: string | null;
}

/** A read note: its facts, or (a PDF without a usable text layer) nothing the team cannot check. */
export type InvoiceReading = { kind: 'read'; facts: InvoiceFacts } | { kind: 'unreadable' };

const PDF_MAGIC = Buffer.from('%PDF', 'latin1');
const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** Which of the two formats the bytes are: %PDF, or '<' after an optional BOM and blanks. */
function formatOf(bytes: Buffer): InvoiceFormat | null {
  if (bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) return 'pdf';
  const start = bytes.subarray(0, 3).equals(UTF8_BOM) ? 3 : 0;
  const head = bytes
    .subarray(start, start + 64)
    .toString('latin1')
    .trimStart();
  return head.startsWith('<') ? 'xml' : null;
}

/** The file of an upload's `pdf` field (base64 without a data: prefix), or a 400. */
export function decodeInvoiceFile(raw: unknown): InvoiceFile {
  if (typeof raw !== 'string' || raw.trim() === '') throw new HttpError(400, READING_MESSAGES.required);
  // Line breaks are tolerated: MIME encoders wrap base64 at 76 characters.
  const text = raw.replace(/\s+/g, '');
  if (text.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(text)) {
    throw new HttpError(400, READING_MESSAGES.notBase64);
  }
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  // The size is known before decoding: an oversized file is refused without allocating it.
  if ((text.length / 4) * 3 - padding > INVOICE_MAX_BYTES)
    throw new HttpError(400, READING_MESSAGES.tooLarge);
  const bytes = Buffer.from(text, 'base64');
  const format = formatOf(bytes);
  if (!format) throw new HttpError(400, READING_MESSAGES.notPdf);
  return { format, bytes };
}

/** Reads a decoded invoice file: a PDF's text or the NFS-e XML's fields. */
export async function readInvoice(file: InvoiceFile): Promise<InvoiceReading> {
  if (file.format === 'xml') return { kind: 'read', facts: readNfseXml(file.bytes.toString('utf8')) };
  const text = await pdfText(file.bytes);
  if (text === null) return { kind: 'unreadable' };
  const facts = factsFromText(text);
  // A text layer without a CNPJ, a total or a number is no note we can read (a scan with a stamp,
  // a cover page): the team checks it, as it does a scan.
  const found = facts.providerCnpj ?? facts.takerCnpj ?? facts.totalCents ?? facts.number;
  return found === null ? { kind: 'unreadable' } : { kind: 'read', facts };
}

/**
 * What runs in the worker: pdfjs reads the first pages' text and posts it back (or null when the
 * PDF cannot be parsed). Plain JavaScript evaluated by the worker, so the same code runs under tsx
 * and from the compiled build; pdfjs is imported by the URL the main thread resolved.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  const { getDocument } = await import(workerData.pdfjs);
  const task = getDocument({
    data: workerData.bytes, isEvalSupported: false, disableFontFace: true,
    useSystemFonts: false, stopAtErrors: true, verbosity: 0,
  });
  const document = await task.promise;
  let text = '';
  const pages = Math.min(document.numPages, workerData.pages);
  for (let number = 1; number <= pages && text.length < workerData.textChars; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    for (const item of content.items) if ('str' in item) text += item.str + (item.hasEOL ? '\\n' : ' ');
    text += '\\n';
  }
  parentPort.postMessage(text.slice(0, workerData.textChars));
})().catch(() => parentPort.postMessage(null));
`;

const PDFJS_URL = import.meta.resolve('pdfjs-dist/legacy/build/pdf.mjs');

/**
 * The text layer of the first pages, or null when the PDF cannot be read in time (damaged,
 * encrypted, or too slow): such a note is checked by the team, as a scan is. pdfjs parses
 * synchronously between its awaits, so a timer in this thread could not stop it: it runs in a worker
 * with its own heap limit (READ_LIMITS.heapMb), terminated at the deadline.
 */
export function pdfText(bytes: Buffer): Promise<string | null> {
  return new Promise((resolve) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: {
        pdfjs: PDFJS_URL,
        bytes: new Uint8Array(bytes),
        pages: READ_LIMITS.pages,
        textChars: READ_LIMITS.textChars,
      },
      resourceLimits: { maxOldGenerationSizeMb: READ_LIMITS.heapMb, maxYoungGenerationSizeMb: 16 },
      stdout: true,
      stderr: true,
    });
    let settled = false;
    const finish = (text: string | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(text);
    };
    const timer = setTimeout(() => finish(null), READ_LIMITS.timeMs);
    worker.once('message', (text: unknown) => finish(typeof text === 'string' ? text : null));
    worker.once('error', () => finish(null));
    worker.once('exit', () => finish(null));
  });
}

/** A CNPJ as a note prints it: masked or not, numeric or alphanumeric (check digits numeric). */
const CNPJ_IN_TEXT =
  /(?<![0-9A-Z])[0-9A-Z]{2}\.?[0-9A-Z]{3}\.?[0-9A-Z]{3}\/?[0-9A-Z]{4}-?[0-9]{2}(?![0-9A-Z])/g;

/** The valid CNPJs of a text, in normal form, with where each starts. */
function cnpjsIn(text: string): { at: number; cnpj: string }[] {
  return [...text.matchAll(CNPJ_IN_TEXT)]
    .filter((match) => isValidCnpj(match[0]))
    .map((match) => ({ at: match.index, cnpj: normalizeCnpj(match[0]) }));
}

/** The first CNPJ after the first occurrence of `label`, or null. */
function cnpjAfter(text: string, found: { at: number; cnpj: string }[], label: RegExp): string | null {
  const at = text.search(label);
  if (at < 0) return null;
  return found.find((candidate) => candidate.at > at)?.cnpj ?? null;
}

/** '1.234,56' → 123456. */
const centsOf = (amount: string): number => Number(amount.replace(/\./g, '').replace(',', ''));

const AMOUNT_LABELS = [
  /valor\s+(?:total|l[ií]quido)[^\d\n]{0,60}?(\d{1,3}(?:\.\d{3})*,\d{2})/i,
  /valor\s+(?:do\s+servi[çc]o|da\s+nota|dos\s+servi[çc]os)[^\d\n]{0,60}?(\d{1,3}(?:\.\d{3})*,\d{2})/i,
];
const ISSUE_DATE = /emiss[ãa]o[^\d\n]{0,40}?(\d{2})\/(\d{2})\/(\d{4})/i;
const NUMBER =
  /(?:n[úu]mero\s+(?:da\s+)?(?:nfs-?e|nota(?:\s+fiscal)?)|nfs-?e\s+n[º°o.]*|nota\s+fiscal\s+n[º°o.]*)\s*[:\s]\s*(\d{1,15})\b/i;

/** The facts of a DANFSe-like text: labelled fields first, then the order CNPJs appear in. */
export function factsFromText(text: string): InvoiceFacts {
  const found = cnpjsIn(text);
  const providerCnpj = cnpjAfter(text, found, /prestador|emitente/i) ?? found[0]?.cnpj ?? null;
  const takerCnpj =
    cnpjAfter(text, found, /tomador/i) ?? found.find((item) => item.cnpj !== providerCnpj)?.cnpj ?? null;
  const amount = AMOUNT_LABELS.map((label) => label.exec(text)).find((match) => match !== null);
  const date = ISSUE_DATE.exec(text);
  return {
    providerCnpj,
    takerCnpj,
    totalCents: amount?.[1] ? centsOf(amount[1]) : null,
    issueDate: date ? `${date[3]}-${date[2]}-${date[1]}` : null,
    number: NUMBER.exec(text)?.[1] ?? null,
  };
}

/** A DOCTYPE (internal subset included) or an entity declaration, anywhere in the text. */
const DECLARATIONS = /<!\s*(?:DOCTYPE|ENTITY)/i;

const parser = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true,
  parseTagValue: false,
  processEntities: false,
  htmlEntities: false,
});

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
/** The node at `path` under `root`, or undefined. */
const at = (root: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>((node, key) => (isNode(node) ? node[key] : undefined), root);
const textAt = (root: unknown, ...path: string[]): string | null => {
  const value = at(root, ...path);
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : null;
};

/** '93.39' → 9339; anything else → null. */
const decimalCents = (value: string | null): number | null => {
  const match = value ? /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(value) : null;
  return match?.[1] ? Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0')) : null;
};

/**
 * The facts of a national NFS-e (Sistema Nacional NFS-e, leiaute 1.00/1.01 in force in 2026):
 * `NFSe/infNFSe` holds the note's number (`nNFSe`), its issuer (`emit/CNPJ`) and the DPS the
 * provider declared (`DPS/infDPS`: `dhEmi`, `prest/CNPJ`, `toma/CNPJ`, `valores/vServPrest/vServ`).
 */
export function readNfseXml(xml: string): InvoiceFacts {
  if (DECLARATIONS.test(xml)) throw new HttpError(400, READING_MESSAGES.xmlEntities);
  if (XMLValidator.validate(xml) !== true) throw new HttpError(400, READING_MESSAGES.xmlMalformed);
  const info = at(parser.parse(xml), 'NFSe', 'infNFSe');
  if (!isNode(info)) throw new HttpError(400, READING_MESSAGES.xmlNotNfse);
  const dps = at(info, 'DPS', 'infDPS');
  const cnpj = (value: string | null) => (value ? normalizeCnpj(value) : null);
  const issued = textAt(dps, 'dhEmi') ?? textAt(info, 'dhProc');
  return {
    providerCnpj: cnpj(textAt(info, 'emit', 'CNPJ') ?? textAt(dps, 'prest', 'CNPJ')),
    takerCnpj: cnpj(textAt(dps, 'toma', 'CNPJ')),
    totalCents: decimalCents(
      textAt(dps, 'valores', 'vServPrest', 'vServ') ?? textAt(info, 'valores', 'vLiq'),
    ),
    issueDate: issued && /^\d{4}-\d{2}-\d{2}/.test(issued) ? issued.slice(0, 10) : null,
    number: textAt(info, 'nNFSe'),
  };
}
