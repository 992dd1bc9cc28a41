/**
 * Step 2 of the `large` seed: commissions, bills, bill entries and invoices derived from the sales
 * in `large_sales`, by the demo ledger's rules (db/seed/finance/ledger.ts), set-based:
 * - one Credit per installment and side (the seller, and the ED credited with the sale), the
 *   installment k due k − 1 months after the sale;
 * - a canceled sale cancels its rows; a refund cancels the later installments and claws the first
 *   one back with a Debit on the refund date (same cycle);
 * - the current cycle's rows are Held; the credits of the third producer in cycles 5 and 6 were
 *   converted to points; everything else is billed per account, cycle and producer, and takes its
 *   status from its bill's.
 */
import type pg from 'pg';
import { STATUS_MESSAGES } from '../../domains/finance/labels.ts';
import { buildPdf } from '../../kernel/pdf.ts';
import { BILL_STATUSES } from '../finance-types.ts';
import { PRODUCERS, producerId } from '../seed/finance/catalogue.ts';
import { CURRENT_COMMERCIAL } from '../seed/finance/cycles.ts';
import { ERROR_MESSAGES, PAYMENT_ERROR_MESSAGE } from '../seed/finance/ledger.ts';
import { SEED_BASE_DATE } from '../seed/ids.ts';
import { largeId, rnd } from './sales.ts';

const CONVERTED_PRODUCER = 2;
const CONVERTED_CYCLES = [5, 6];

export async function stageCommissions(client: pg.Client): Promise<void> {
  await client.query(
    `create temp table large_stage on commit drop as
     with credits as (
       select s.i, s.id as sale_id, s.status as sale_status, s.producer_no, s.product_id, s.n,
         side.side, side.user_id, side.unit_id, 'Credit'::text as type, k as installment,
         case when k = 1 then side.total - (side.total / s.n) * (s.n - 1) else side.total / s.n end
           as value_cents,
         s.payment_date + make_interval(months => k - 1) as date
       from large_sales s
       cross join lateral (values
         ('affiliate', s.seller_id, null::uuid, round(s.value_cents * s.affiliate_rate_bp / 10000.0)::int),
         ('branch', null::uuid, s.unit_id, round(s.value_cents * s.branch_rate_bp / 10000.0)::int)
       ) as side(side, user_id, unit_id, total)
       cross join generate_series(1, s.n) as k
     ), rows as (
       select * from credits
       union all
       select i, sale_id, sale_status, producer_no, product_id, n, side, user_id, unit_id, 'Debit',
         null, value_cents, date + interval '12 days'
       from credits where sale_status = 'REFUNDED' and installment = 1
     ), placed as materialized (
       select rows.*, c.id as cycle_id, c.number as cycle_number,
         case when sale_status = 'CANCELED' or (sale_status = 'REFUNDED' and installment >= 2)
                then 'canceled'
              when c.number = $1::int then 'Held'
              when type = 'Credit' and producer_no = $2::int and c.number = any($3::int[])
                then 'ConvertedToPoints'
         end as fixed_status
       from rows join commercial_cycles c on rows.date between c.starts_at and c.ends_at
     )
     select ${largeId('commission', `i || ':' || side || ':' || coalesce(installment::text, 'debit')`)} as id,
       placed.*,
       case when fixed_status is null then ${largeId(
         'bill',
         `side || ':' || coalesce(user_id, unit_id) || ':' || cycle_number || ':' || producer_no`,
       )} end as bill_id
     from placed`,
    [CURRENT_COMMERCIAL, CONVERTED_PRODUCER, CONVERTED_CYCLES],
  );
}

/**
 * Bill statuses spread by cycle: the last closed cycle waits for invoices, the one before is in
 * processing, older ones are mostly paid; a bill a refund brought to zero is closed.
 */
const billStatus = (r: string) => `case
  when value_cents <= 0 then 'Closed'
  when cycle_number = $1::int - 1 then case when ${r} < 0.85 then 'Open' when ${r} < 0.95 then 'Error' else 'Processing' end
  when cycle_number = $1::int - 2 then case when ${r} < 0.4 then 'Processing' when ${r} < 0.7 then 'Ready'
                                            when ${r} < 0.9 then 'Enqueued' else 'Paid' end
  when cycle_number = $1::int - 3 then case when ${r} < 0.85 then 'Paid' when ${r} < 0.9 then 'Error'
                                            when ${r} < 0.95 then 'PaymentError' else 'Processing' end
  else case when ${r} < 0.95 then 'Paid' when ${r} < 0.97 then 'PaymentError' else 'Closed' end
end`;

export async function insertBills(client: pg.Client): Promise<void> {
  const messages = Object.fromEntries(BILL_STATUSES.map((status) => [status, STATUS_MESSAGES[status]]));
  await client.query(
    `create temp table large_bills on commit drop as
     with grouped as (
       select bill_id as id, side, user_id, unit_id, cycle_id, cycle_number, producer_no,
         sum(case when type = 'Debit' then -value_cents else value_cents end)::int as value_cents
       from large_stage where bill_id is not null
       group by bill_id, side, user_id, unit_id, cycle_id, cycle_number, producer_no
     )
     select grouped.*, ${billStatus(rnd('grouped.id::text', 1))} as status,
       c.ends_at + interval '1 day' as created_at,
       least(c.ends_at + interval '7 days', $2::timestamptz) as updated_at
     from grouped join commercial_cycles c on c.id = grouped.cycle_id`,
    [CURRENT_COMMERCIAL, SEED_BASE_DATE],
  );
  await client.query(
    `insert into bills (id, side, user_id, unit_id, cycle_id, producer_id, status, value_cents,
       status_message, error_message, created_at, updated_at)
     select b.id, b.side, b.user_id, b.unit_id, b.cycle_id, ($1::uuid[])[b.producer_no + 1], b.status,
       greatest(b.value_cents, 0), $2::jsonb ->> b.status,
       case b.status when 'Error' then ($3::text[])[1 + floor(${rnd('b.id::text', 2)} * cardinality($3::text[]))::int]
                     when 'PaymentError' then $4 end,
       b.created_at, b.updated_at
     from large_bills b order by b.id`,
    [
      PRODUCERS.map((producer) => producerId(producer.key)),
      JSON.stringify(messages),
      ERROR_MESSAGES,
      PAYMENT_ERROR_MESSAGE,
    ],
  );
}

export async function insertCommissionsAndInvoices(client: pg.Client): Promise<void> {
  await client.query(
    `insert into commissions (id, sale_id, side, user_id, unit_id, status, type, installment,
       value_cents, date, cycle_id, bill_id)
     select s.id, s.sale_id, s.side, s.user_id, s.unit_id,
       coalesce(s.fixed_status, case b.status
         when 'Open' then 'Ready' when 'Error' then 'Ready' when 'PaymentError' then 'Ready'
         when 'Paid' then 'Executed' when 'Closed' then 'Executed' else 'Processing' end),
       s.type, s.installment, s.value_cents, s.date, s.cycle_id, s.bill_id
     from large_stage s left join large_bills b on b.id = s.bill_id
     order by s.i, s.side, s.installment`,
  );
  await client.query(
    `insert into bill_entries (bill_id, product_id, value_cents)
     select bill_id, product_id, sum(case when type = 'Debit' then -value_cents else value_cents end)
     from large_stage where bill_id is not null group by bill_id, product_id`,
  );
  // Every bill past "waiting for the invoice" has one; a few hundred bytes each, like the demo's.
  const pdf = buildPdf('Nota fiscal', [
    { text: 'Nota Fiscal de Serviço Eletrônica', size: 16 },
    { text: 'Comissões do ciclo comercial' },
  ]);
  await client.query(
    `insert into invoices (id, bill_id, source, pdf, uploaded_by, created_at)
     select ${largeId('invoice', 'b.id::text')}, b.id,
       'upload',
       $1::bytea, b.user_id, b.updated_at
     from large_bills b where b.status not in ('Open', 'Enqueued', 'Closed')`,
    [pdf],
  );
}
