/** Relatórios' chart and filter options (docs/product.md §11.4), over the filters of reports.ts. */
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { toInt } from '../../kernel/paging.ts';
import {
  APPROVED,
  CHART_CYCLES,
  CHART_UNITS,
  type ChartPoint,
  OTHER_UNITS,
  type ReportFilter,
  salesWhere,
} from './reports.ts';

export async function reportChart(db: Db, filter: ReportFilter): Promise<ChartPoint[]> {
  const { rows } = await sql<{
    cycle: number;
    unit_id: string;
    unit_name: string;
    sales: unknown;
    value: unknown;
  }>`
    select cycles.number as cycle, units.id as unit_id, units.name as unit_name,
      count(*) as sales, coalesce(sum(sales.value_cents), 0) as value
    from sales
      join commercial_cycles cycles on cycles.id = sales.cycle_id
      join organisations units on units.id = sales.unit_id
    where ${APPROVED} and ${salesWhere(filter)}
      and cycles.number in (
        select distinct c.number from sales join commercial_cycles c on c.id = sales.cycle_id
        where ${APPROVED} and ${salesWhere(filter)} order by c.number desc limit ${CHART_CYCLES})
    group by cycles.number, units.id, units.name
    order by cycles.number, units.name`.execute(db);
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(row.unit_id, (totals.get(row.unit_id) ?? 0) + toInt(row.value));
  const named = new Set(
    [...totals.entries()]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, CHART_UNITS)
      .map(([id]) => id),
  );
  const points: ChartPoint[] = [];
  const others = new Map<number, ChartPoint>();
  for (const row of rows) {
    const point = { sales: toInt(row.sales), value: toInt(row.value) };
    if (named.has(row.unit_id)) {
      points.push({ cycle: row.cycle, unit_id: row.unit_id, unit_name: row.unit_name, ...point });
      continue;
    }
    const other = others.get(row.cycle) ?? {
      cycle: row.cycle,
      unit_id: null,
      unit_name: OTHER_UNITS,
      sales: 0,
      value: 0,
    };
    other.sales += point.sales;
    other.value += point.value;
    others.set(row.cycle, other);
  }
  return [...points, ...others.values()].sort((a, b) => a.cycle - b.cycle);
}

/** What the filters offer: every commercial cycle (newest first) and the units the viewer may pick. */
export async function reportOptions(
  db: Db,
  onlyUnit: string | null,
): Promise<{ cycles: { number: number }[]; units: { id: string; name: string }[] }> {
  const units = onlyUnit
    ? db.selectFrom('organisations').select(['id', 'name']).where('id', '=', onlyUnit)
    : db
        .selectFrom('organisations')
        .select(['id', 'name'])
        .where(({ exists, selectFrom }) =>
          exists(selectFrom('sales').select('sales.id').whereRef('sales.unit_id', '=', 'organisations.id')),
        );
  const [cycles, unitRows] = await Promise.all([
    db.selectFrom('commercial_cycles').select('number').orderBy('number', 'desc').execute(),
    units.orderBy('name').orderBy('id').execute(),
  ]);
  return { cycles, units: unitRows };
}

// ---------------------------------------------------------------------------------------------
// CSV (pt-BR: UTF-8 with BOM so spreadsheets read the accents, `;` between fields, decimal comma,
// dates as DD/MM/AAAA HH:mm in Fortaleza time)
// ---------------------------------------------------------------------------------------------
