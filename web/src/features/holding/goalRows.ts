/**
 * Gerenciador de metas' form rows (GoalsPages.tsx): the typed reais of each unit, checked by the
 * shared rules, the server's fieldErrors read back, and what FormGaps says still stops the save.
 */
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { unitGoalSchema } from '@portal/schema';
import type { FormikErrors } from 'formik';
import { ValidationError } from 'yup';
import { parseBrlToCents } from '@/lib/money.ts';

export const GOAL_KEYS = ['minimum', 'basic', 'master'] as const;
export type GoalKey = (typeof GOAL_KEYS)[number];
export const GOAL_LABELS: Record<GoalKey, string> = { minimum: 'Mínima', basic: 'Básica', master: 'Master' };

export interface GoalRow {
  unitId: string;
  unitName: string;
  minimum: string;
  basic: string;
  master: string;
}

export const toText = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? '' : (cents / 100).toFixed(2).replace('.', ',');

/** The typed reais in cents; NaN for text that is no amount (the rules then name it). */
export const toCents = (text: string): number => parseBrlToCents(text.trim()) ?? Number.NaN;

export const isBlank = (row: GoalRow) => GOAL_KEYS.every((key) => row[key].trim() === '');

/** Each row's first problem per field, by the shared rules (schema/src/validation/holding.ts). */
export function validateRows(values: { rows: GoalRow[] }): FormikErrors<{ rows: GoalRow[] }> {
  const rows = values.rows.map((row) => {
    if (isBlank(row)) return undefined;
    try {
      unitGoalSchema.validateSync(
        {
          unitId: row.unitId,
          minimum: toCents(row.minimum),
          basic: toCents(row.basic),
          master: toCents(row.master),
        },
        { abortEarly: false },
      );
      return undefined;
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      const found: Partial<Record<GoalKey, string>> = {};
      for (const leaf of error.inner.length ? error.inner : [error]) {
        const key = GOAL_KEYS.find((candidate) => candidate === leaf.path);
        if (key && !found[key]) found[key] = leaf.message;
      }
      return found;
    }
  });
  return rows.some(Boolean) ? { rows: rows as FormikErrors<GoalRow>[] } : {};
}

/** The gateway's fieldErrors ('goals[2].minimum') as the form's errors. */
export function serverErrors(error: unknown, sent: readonly GoalRow[], all: readonly GoalRow[]) {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const fieldErrors = error.errors[0]?.extensions?.fieldErrors;
  if (!Array.isArray(fieldErrors)) return null;
  const rows: Array<Partial<Record<GoalKey, string>> | undefined> = all.map(() => undefined);
  for (const item of fieldErrors as Array<{ field?: string; message?: string }>) {
    const match = /^goals\[(\d+)\]\.(minimum|basic|master)$/.exec(item.field ?? '');
    const row = match ? sent[Number(match[1])] : undefined;
    const index = row ? all.indexOf(row) : -1;
    if (!match || index < 0) continue;
    rows[index] = { ...rows[index], [match[2] as GoalKey]: item.message };
  }
  return { rows: rows as FormikErrors<GoalRow>[] };
}

/** The rows' rule messages as FormGaps reads them: one field per unit and goal, named as its input. */
export function goalGaps(rows: readonly GoalRow[], errors: FormikErrors<{ rows: GoalRow[] }>) {
  const gapErrors: Record<string, string | undefined> = {};
  const values: Record<string, string> = {};
  const labels: Record<string, string> = {};
  rows.forEach((row, index) => {
    const rowErrors = errors.rows?.[index];
    // A half-filled row first needs its blanks (a minimum beside a blank basic is not yet wrong).
    const hasBlank = GOAL_KEYS.some((key) => row[key].trim() === '');
    for (const key of GOAL_KEYS) {
      if (hasBlank && row[key].trim() !== '') continue;
      const field = `${index}.${key}`;
      values[field] = row[key];
      labels[field] = `Meta ${GOAL_LABELS[key].toLowerCase()} de ${row.unitName}`;
      gapErrors[field] = typeof rowErrors === 'object' ? rowErrors[key] : undefined;
    }
  });
  return { errors: gapErrors, values, labels };
}
