/**
 * Gerenciador de produtores (docs/product.md §10.4; docs/upstream-contract/producers.md "Producers"): the
 * admin's list (searched by name, corporate name or CNPJ, paged), create and edit. `producers.name`
 * is the fancy name finance already shows. The CNPJ is checked by the one CNPJ module and stored in
 * its normal form; it is unique, so a second producer with it is 409 with a readable detail.
 */
import { PRODUCER_MESSAGES, producerSchema } from '@portal/schema';
import { formatCnpj } from '@portal/schema/documents/cnpj';
import type { Stringifier } from 'csv-stringify';
import { type Selectable, sql } from 'kysely';
import { type Db, inTransaction } from '../../db/connection.ts';
import type { ProducersTable } from '../../db/finance-types.ts';
import { recordAudit } from '../../kernel/audit.ts';
import { batchedRows, csvDate, csvStream } from '../../kernel/csv.ts';
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

/** The list's toolbar (docs/product.md §10.4): a search and a registration period of whole days. */
export interface ProducerFilter {
  search: string | null;
  /** [from, to) instants of Fortaleza days (kernel/params.ts dayPeriod); absent for no bound. */
  from?: Date;
  to?: Date;
}

/** Words of the search, each a prefix-free piece of the fancy name, corporate name or the CNPJ; the period. */
function matching({ search, from, to }: ProducerFilter) {
  const parts = [
    ...(from ? [sql<boolean>`producers.created_at >= ${from}`] : []),
    ...(to ? [sql<boolean>`producers.created_at < ${to}`] : []),
  ];
  if (search) {
    const escaped = search.replace(/[\\%_]/g, (c) => `\\${c}`);
    const cnpj = search.replace(/[./\-\s]/g, '').toUpperCase();
    parts.push(sql<boolean>`(producers.name_key like '%' || fold_name(${escaped}) || '%'
    or fold_name(coalesce(producers.corporate_name, '')) like '%' || fold_name(${escaped}) || '%'
    or (${cnpj} <> '' and producers.cnpj like ${`${cnpj.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}))`);
  }
  return parts.length === 0 ? sql<boolean>`true` : sql<boolean>`${sql.join(parts, sql` and `)}`;
}

export async function listProducers(
  db: Db,
  request: Pick<PageRequest<'name'>, 'page' | 'pageSize'>,
  filter: ProducerFilter,
): Promise<Page<ProducerJson>> {
  const condition = matching(filter);
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
    countProducers(db, filter),
  ]);
  return {
    items: rows.map(toJson),
    totalRows: count,
    page: request.page,
    pageSize: request.pageSize,
  };
}

/** How many producers the filter keeps (the list's total, the CSV's announced rows). */
export async function countProducers(db: Db, filter: ProducerFilter): Promise<number> {
  const count = await db
    .selectFrom('producers')
    .select((eb) => eb.fn.countAll().as('n'))
    .where(matching(filter))
    .executeTakeFirstOrThrow();
  return toInt(count.n);
}

export const PRODUCERS_CSV_HEADER = [
  'Nome fantasia',
  'Razão social',
  'CNPJ',
  'ID Cispay',
  'Filial',
  'Holding',
  'Integração RM',
  'Cadastrado em',
] as const;

const yesNo = (value: boolean) => (value ? 'Sim' : 'Não');

/**
 * The list as CSV, in the list's order (name, id), read CSV_BATCH rows at a time by keyset and
 * stringified as they come (kernel/csv.ts). The CNPJ as the screen shows it, the flags in words.
 */
export function producersCsv(db: Db, filter: ProducerFilter): Stringifier {
  const condition = matching(filter);
  const rows = batchedRows<Selectable<ProducersTable>>((after, limit) =>
    db
      .selectFrom('producers')
      .selectAll()
      .where(condition)
      .$if(after !== null, (qb) =>
        after
          ? qb.where(
              sql<boolean>`(producers.name_key, producers.id) > (${after.name_key}, ${after.id}::uuid)`,
            )
          : qb,
      )
      .orderBy('name_key')
      .orderBy('id')
      .limit(limit)
      .execute(),
  );
  return csvStream(PRODUCERS_CSV_HEADER, rows, (row) => [
    row.name,
    row.corporate_name ?? '',
    formatCnpj(row.cnpj),
    row.id_cispay ?? '',
    yesNo(row.filial),
    yesNo(row.holding),
    yesNo(row.rm_integration),
    csvDate(row.created_at),
  ]);
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
