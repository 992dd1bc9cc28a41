/** Reading request input (JSON bodies, path parameters) without trusting its shape. */
import type { Request } from 'express';
import { DETAIL, HttpError } from './errors.ts';

export type JsonObject = Readonly<Record<string, unknown>>;

/** The body as a JSON object, or 400: a missing body, an array or a non-JSON body is refused. */
export function jsonObject(req: Request): JsonObject {
  const body: unknown = req.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(400, DETAIL.invalidBody);
  }
  return body as JsonObject;
}

/** A trimmed string field, or '' when absent or not a string (callers decide what '' means). */
export const textField = (body: JsonObject, field: string): string => {
  const value = body[field];
  return typeof value === 'string' ? value.trim() : '';
};

/** A path parameter as text (Express types allow arrays for wildcard segments). */
export const pathParam = (req: Request, name: string): string => {
  const value = req.params[name];
  return typeof value === 'string' ? value : '';
};
