/**
 * Runs yup rules (the shared ones of @portal/schema, which the web forms use too) on mutation input
 * before any upstream call, and turns their failures into BAD_USER_INPUT with `fieldErrors`.
 */
import { type Schema, ValidationError } from 'yup';
import { type FieldError, fieldValidationError } from './errors.ts';

/** One message per field (the first rule that failed), in schema order. */
const toFieldErrors = (error: ValidationError): FieldError[] => {
  const leaves = error.inner.length ? error.inner : [error];
  const byField = new Map<string, string>();
  for (const leaf of leaves) {
    const field = leaf.path ?? '';
    if (!byField.has(field)) byField.set(field, leaf.message);
  }
  return [...byField].map(([field, message]) => ({ field, message }));
};

/**
 * Validates and normalises (trim, lowercase) `input`. `message` replaces the default top-level
 * message (the first field's text) where the spec fixes one, as login does.
 */
export async function validateInput<T>(schema: Schema<T>, input: unknown, message?: string): Promise<T> {
  try {
    return await schema.validate(input, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    // isError checks the name, so it also recognises errors of another yup copy (@portal/schema's).
    if (ValidationError.isError(error)) throw fieldValidationError(toFieldErrors(error), message);
    throw error;
  }
}
