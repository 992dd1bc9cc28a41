/**
 * Body limits of /graphql. Every operation keeps BODY_LIMIT (100 kB) except uploadInvoice, whose
 * PDF travels as base64 in the JSON body (5 MB of PDF is about 6.7 MB of text).
 *
 * How: express.json reads up to UPLOAD_BODY_LIMIT, then a guard answers 413 to any body above
 * BODY_LIMIT unless it is exactly one mutation made only of uploadInvoice. The operation can only be
 * known once the body is read, so the larger read is the price; it is bounded, and the query text
 * itself stays under MAX_TOKENS.
 */
import type { IncomingMessage } from 'node:http';
import express, { type RequestHandler } from 'express';
import { Kind, OperationTypeNode, parse } from 'graphql';
import { sizeInBytes } from './config.ts';
import { payloadTooLarge } from './middleware.ts';

/** The only root field allowed to bring a large body. */
export const LARGE_BODY_FIELD = 'uploadInvoice';
/**
 * Root fields allowed to bring a large body: the invoice file (sent, or checked before sending:
 * issue #33), and the CSV of 'Alteração em massa' (20 000 rows of ED changes are about 2 MB of text).
 */
export const LARGE_BODY_FIELDS: ReadonlySet<string> = new Set([
  LARGE_BODY_FIELD,
  'checkInvoice',
  'startMassChange',
]);

const bodyBytes = new WeakMap<IncomingMessage, number>();

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a parsed /graphql body is a single mutation whose only field is one of LARGE_BODY_FIELDS. */
export function isInvoiceUpload(body: unknown, maxTokens: number): boolean {
  if (!isRecord(body) || typeof body.query !== 'string') return false;
  let document: ReturnType<typeof parse>;
  try {
    document = parse(body.query, { maxTokens });
  } catch {
    return false;
  }
  const [operation, ...others] = document.definitions;
  if (others.length > 0 || operation?.kind !== Kind.OPERATION_DEFINITION) return false;
  if (operation.operation !== OperationTypeNode.MUTATION) return false;
  const fields = operation.selectionSet.selections;
  return (
    fields.length === 1 &&
    fields.every((field) => field.kind === Kind.FIELD && LARGE_BODY_FIELDS.has(field.name.value))
  );
}

export interface BodyLimits {
  bodyLimit: string;
  uploadBodyLimit: string;
  maxTokens: number;
}

/** The JSON parser and the guard, in the order /graphql needs them. */
export function graphqlBodyParsers(limits: BodyLimits): RequestHandler[] {
  const smallLimit = sizeInBytes(limits.bodyLimit);
  const parser = express.json({
    limit: limits.uploadBodyLimit,
    verify: (req, _res, buffer) => {
      bodyBytes.set(req, buffer.length);
    },
  });
  const guard: RequestHandler = (req, res, next) => {
    const size = bodyBytes.get(req) ?? 0;
    if (size <= smallLimit || isInvoiceUpload(req.body, limits.maxTokens)) return next();
    payloadTooLarge(res);
  };
  return [parser, guard];
}
