/**
 * Gerenciador de produtores (docs/product.md §10.4; docs/upstream-contract/producers.md "Producers"): the
 * admin's list (searched by name, corporate name or CNPJ, paged), create and edit. `producers.name`
 * is the fancy name finance already shows. The CNPJ is checked by the one CNPJ module and stored in
 * its normal form; it is unique, so a second producer with it is 409 with a readable detail.
 */
import { PRODUCER_MESSAGES, producerSchema } from '@portal/schema';
import { type Selectable, sql } from 'kysely';
import { type Db, inTransaction } from '../../db/connection.ts';
import type { ProducersTable } from '../../db/finance-types.ts';
import { recordAudit } from '../../kernel/audit.ts';
import { HttpError } from '../../kernel/errors.ts';
import { type Page, type PageRequest, toInt } from '../../kernel/paging.ts';
import { isUuid } from '../../kernel/viewer.ts';

export interface ProducerJson {
  id: string;
  fancyName: string;
  corporateName: string | null;
  cnpj: string;
  idCispay: string | null;
  filial: boolean;
  holding: boolean;
  rmIntegration: boolean;
  created_at: string;
  updated_at: string;
}

const toJson = (row: Selectable<ProducersTable>): ProducerJson => ({
  id: row.id,
  fancyName: row.name,
  corporateName: row.corporate_name,
  cnpj: row.cnpj,
  idCispay: row.id_cispay,
  filial: row.filial,
  holding: row.holding,
  rmIntegration: row.rm_integration,
  created_at: row.created_at.toISOString(),
  updated_at: new Date(row.updated_at).toISOString(),
});

export type ProducerDraft = Awaited<ReturnType<typeof parseProducer>>;

/** The shared rule applied again: upstream trusts no caller. */
export async function parseProducer(body: unknown) {
  try {
    return await producerSchema.validate(body, { stripUnknown: true });
  } catch (error) {
    if (error instanceof Error && error.name === 'ValidationError') throw new HttpError(400, error.message);
    throw error;
  }
}

const columns = (draft: ProducerDraft) => ({
  name: draft.fancyName,
  corporate_name: draft.corporateName,
  cnpj: draft.cnpj,
  id_cispay: draft.idCispay ?? null,
  filial: draft.filial,
  holding: draft.holding,
  rm_integration: draft.rmIntegration,
});

const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';

/** A unique violation (the CNPJ's: the only unique column written) becomes the 409 users read. */
async function cnpjConflictAware<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, PRODUCER_MESSAGES.duplicateCnpj);
    throw error;
  }
}

export const PRODUCER_SEARCH_MAX = 100;

/** Words of the search, each a prefix-free piece of the fancy name, corporate name or the CNPJ. */
function matching(search: string | null) {
  if (!search) return sql<boolean>`true`;
  const escaped = search.replace(/[\\%_]/g, (c) => `\\${c}`);
  const cnpj = search.replace(/[./\-\s]/g, '').toUpperCase();
  return sql<boolean>`(producers.name_key like '%' || fold_name(${escaped}) || '%'
    or fold_name(coalesce(producers.corporate_name, '')) like '%' || fold_name(${escaped}) || '%'
    or (${cnpj} <> '' and producers.cnpj like ${`${cnpj.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}))`;
}

export async function listProducers(
  db: Db,
  request: Pick<PageRequest<'name'>, 'page' | 'pageSize'>,
  search: string | null,
): Promise<Page<ProducerJson>> {
  const condition = matching(search);
  const [rows, count] = await Promise.all([
    db
      .selectFrom('producers')
      .selectAll()
      .where(condition)
      .orderBy('name_key')
      .orderBy('id')
      .limit(request.pageSize)
      .offset(request.page * request.pageSize)
      .execute(),
    db
      .selectFrom('producers')
      .select((eb) => eb.fn.countAll().as('n'))
      .where(condition)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map(toJson),
    totalRows: toInt(count.n),
    page: request.page,
    pageSize: request.pageSize,
  };
}

export async function createProducer(db: Db, draft: ProducerDraft, actorId: string): Promise<ProducerJson> {
  return inTransaction(db, async (trx) => {
    const row = toJson(
      await cnpjConflictAware(
        trx.insertInto('producers').values(columns(draft)).returningAll().executeTakeFirstOrThrow(),
      ),
    );
    await recordAudit(trx, {
      actorId,
      action: 'producer.created',
      entity: 'producer',
      entityId: row.id,
      after: row,
    });
    return row;
  });
}

export async function updateProducer(
  db: Db,
  id: string,
  draft: ProducerDraft,
  actorId: string,
): Promise<ProducerJson> {
  if (!isUuid(id)) throw new HttpError(404, PRODUCER_MESSAGES.notFound);
  return inTransaction(db, async (trx) => {
    const before = await trx
      .selectFrom('producers')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw new HttpError(404, PRODUCER_MESSAGES.notFound);
    const row = await cnpjConflictAware(
      trx
        .updateTable('producers')
        .set({ ...columns(draft), updated_at: sql`now()` })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow(),
    );
    const after = toJson(row);
    await recordAudit(trx, {
      actorId,
      action: 'producer.updated',
      entity: 'producer',
      entityId: id,
      before: toJson(before),
      after,
    });
    return after;
  });
}
