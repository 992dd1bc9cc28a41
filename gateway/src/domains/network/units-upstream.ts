/**
 * 'Gerenciador de Unidades' and 'Alteração em massa' (docs/upstream-contract/network.md, "Units and mass
 * change"): the organisations, one unit and its edit, and the mass change jobs. Holding only;
 * upstream refuses anyone else.
 */
import { isUpstreamStatus } from '../../errors.ts';
import { type ListFilterQuery, listFilterQuery } from '../../kernel/list-filter.ts';
import { readPage, type UpstreamPage } from '../../kernel/paging.ts';
import type { Route, UpstreamClient } from '../../upstream/http.ts';
import { ShapeReader } from '../../upstream/shape.ts';

export const UNIT_ROUTES = {
  allUnits: { method: 'GET', path: '/v1/units/all' },
  /** Streamed to the browser by the gateway's file route (files.ts), never read here. */
  unitsCsv: { method: 'GET', path: '/v1/units/all/csv' },
  unit: { method: 'GET', path: '/v1/units/{id}' },
  saveUnit: { method: 'PUT', path: '/v1/units/{id}' },
  massChanges: { method: 'GET', path: '/v1/affiliates/mass-change' },
  /** Streamed to the browser by the gateway's file route (files.ts), never read here. */
  massChangesCsv: { method: 'GET', path: '/v1/affiliates/mass-change/csv' },
  massChange: { method: 'GET', path: '/v1/affiliates/mass-change/{id}' },
  startMassChange: { method: 'POST', path: '/v1/affiliates/mass-change' },
} as const satisfies Record<string, Route>;

export interface UpstreamManagedUnit {
  id: string;
  name: string;
  cnpj: string | null;
  agenciador: boolean;
  holding: boolean;
  edCount: number;
}

export interface UpstreamUnitParty {
  id: string;
  name: string;
  cnpj: string;
}

export interface UpstreamUnitDetails {
  unit: UpstreamManagedUnit;
  goals: { cycleId: string; cycleNumber: number; current: boolean; value: number | null }[];
  producers: UpstreamUnitParty[];
  donationReceivers: UpstreamUnitParty[];
  allProducers: UpstreamUnitParty[];
}

export interface UnitEdit {
  id: string;
  name: string;
  cnpj: string | null;
  goals: readonly { cycleId: string; value: number | null }[];
  producerIds: readonly string[];
  donationReceivers: readonly { name: string; cnpj: string }[];
}

const MASS_CHANGE_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type UpstreamMassChangeState = (typeof MASS_CHANGE_STATES)[number];
const ROW_RESULTS = ['changed', 'unchanged'] as const;

export interface UpstreamMassChange {
  id: string;
  fileName: string;
  requestedBy: string;
  state: UpstreamMassChangeState;
  totalRows: number;
  checkedRows: number;
  changedRows: number | null;
  errorMessage: string | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
}

export interface UpstreamMassChangeRow {
  line: number;
  edId: string;
  edName: string;
  edEmail: string;
  unitId: string | null;
  level: number | null;
  isFranchisee: boolean | null;
  isTrainer: boolean | null;
  isLecturer: boolean | null;
  tracking: boolean | null;
  result: (typeof ROW_RESULTS)[number] | null;
}

export interface UpstreamMassChangeDetails {
  job: UpstreamMassChange;
  rows: UpstreamPage<UpstreamMassChangeRow>;
}

/** The outcome of an upload: queued, or refused with its bad rows (nothing stored). */
export type MassChangeStart =
  | { kind: 'queued'; job: UpstreamMassChange }
  | { kind: 'invalid'; message: string; errorCount: number; errors: { line: number; message: string }[] };

/** A toolbar list's page (Gerenciador de Unidades, Alteração em massa) as upstream takes it. */
export interface NetworkListQuery extends ListFilterQuery {
  page: number;
  pageSize: number;
  order: 'ASC' | 'DESC';
}

export interface UnitsApi {
  all(query: NetworkListQuery): Promise<UpstreamPage<UpstreamManagedUnit>>;
  /** Null for an unknown unit (404). */
  byId(id: string): Promise<UpstreamUnitDetails | null>;
  save(edit: UnitEdit): Promise<UpstreamUnitDetails>;
  /** `status` in upstream's spelling (queued, running, done, failed). */
  massChanges(query: NetworkListQuery): Promise<UpstreamPage<UpstreamMassChange>>;
  /** Null for an unknown job (404). */
  massChange(id: string, page: number, pageSize: number): Promise<UpstreamMassChangeDetails | null>;
  startMassChange(fileName: string, csv: string): Promise<MassChangeStart>;
}

const readUnit = (item: ShapeReader): UpstreamManagedUnit => ({
  id: item.id('id'),
  name: item.string('name'),
  cnpj: item.optionalString('cnpj'),
  agenciador: item.boolean('agenciador'),
  holding: item.boolean('holding'),
  edCount: item.integer('ed_count'),
});

const readParty = (item: ShapeReader): UpstreamUnitParty => ({
  id: item.id('id'),
  name: item.string('name'),
  cnpj: item.string('cnpj'),
});

const readDetails = (body: ShapeReader): UpstreamUnitDetails => ({
  unit: readUnit(body),
  goals: body.array('goals').map((goal) => ({
    cycleId: goal.id('cycle_id'),
    cycleNumber: goal.integer('cycle_number'),
    current: goal.boolean('current'),
    value: goal.optionalInteger('value_cents'),
  })),
  producers: body.array('producers').map(readParty),
  donationReceivers: body.array('donation_receivers').map(readParty),
  allProducers: body.array('all_producers').map(readParty),
});

const readJob = (item: ShapeReader): UpstreamMassChange => ({
  id: item.id('id'),
  fileName: item.string('file_name'),
  requestedBy: item.string('requested_by'),
  state: item.oneOf('state', MASS_CHANGE_STATES),
  totalRows: item.integer('total_rows'),
  checkedRows: item.integer('checked_rows'),
  changedRows: item.optionalInteger('changed_rows'),
  errorMessage: item.optionalString('error_message'),
  createdAt: item.instant('created_at'),
  startedAt: item.optionalString('started_at'),
  finishedAt: item.optionalString('finished_at'),
});

const readRow = (item: ShapeReader): UpstreamMassChangeRow => ({
  line: item.integer('line'),
  edId: item.id('ed_id'),
  edName: item.string('ed_name'),
  edEmail: item.string('ed_email'),
  unitId: item.optionalString('unit_id'),
  level: item.optionalInteger('level'),
  isFranchisee: item.optionalBoolean('is_franchisee'),
  isTrainer: item.optionalBoolean('is_trainer'),
  isLecturer: item.optionalBoolean('is_lecturer'),
  tracking: item.optionalBoolean('tracking'),
  result: item.optionalString('result') === null ? null : item.oneOf('result', ROW_RESULTS),
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The row errors of upstream's 422, kept to those of the expected shape. */
function rowErrors(body: unknown): { errorCount: number; errors: { line: number; message: string }[] } {
  if (!isRecord(body)) return { errorCount: 0, errors: [] };
  const errors = Array.isArray(body.errors)
    ? body.errors.flatMap((error) =>
        isRecord(error) && Number.isInteger(error.line) && typeof error.message === 'string'
          ? [{ line: error.line as number, message: error.message }]
          : [],
      )
    : [];
  const count = Number.isInteger(body.error_count) ? (body.error_count as number) : errors.length;
  return { errorCount: count, errors };
}

export function createUnitsApi(portal: UpstreamClient): UnitsApi {
  const object = (route: Route, body: unknown) =>
    ShapeReader.object(portal.area, `${route.method} ${route.path}`, body);
  const orNull = async <T>(read: () => Promise<T>): Promise<T | null> => {
    try {
      return await read();
    } catch (error) {
      if (isUpstreamStatus(error, 404)) return null;
      throw error;
    }
  };
  return {
    async all({ page, pageSize, order, ...filter }) {
      const route = UNIT_ROUTES.allUnits;
      const query = { page, pageSize, order, orderBy: 'name', ...listFilterQuery(filter) };
      return readPage(object(route, await portal.call(route, { query })), readUnit);
    },
    byId(id) {
      const route = UNIT_ROUTES.unit;
      return orNull(async () => readDetails(object(route, await portal.call(route, { params: { id } }))));
    },
    async save(edit) {
      const route = UNIT_ROUTES.saveUnit;
      const json = {
        name: edit.name,
        cnpj: edit.cnpj,
        goals: edit.goals.map((goal) => ({ cycle_id: goal.cycleId, value_cents: goal.value })),
        producer_ids: edit.producerIds,
        donation_receivers: edit.donationReceivers,
      };
      return readDetails(object(route, await portal.call(route, { params: { id: edit.id }, json })));
    },
    async massChanges({ page, pageSize, order, ...filter }) {
      const route = UNIT_ROUTES.massChanges;
      const query = { page, pageSize, order, ...listFilterQuery(filter) };
      return readPage(object(route, await portal.call(route, { query })), readJob);
    },
    massChange(id, page, pageSize) {
      const route = UNIT_ROUTES.massChange;
      return orNull(async () => {
        const body = object(route, await portal.call(route, { params: { id }, query: { page, pageSize } }));
        return { job: readJob(body), rows: readPage(body.object('rows'), readRow) };
      });
    },
    async startMassChange(fileName, csv) {
      const route = UNIT_ROUTES.startMassChange;
      try {
        const body = await portal.call(route, { json: { file_name: fileName, csv } });
        return { kind: 'queued', job: readJob(object(route, body)) };
      } catch (error) {
        if (!isUpstreamStatus(error, 422) || error.failure.kind !== 'status') throw error;
        return { kind: 'invalid', message: error.failure.detail ?? '', ...rowErrors(error.failure.body) };
      }
    },
  };
}
