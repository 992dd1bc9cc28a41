/**
 * Step 1 of the `large` seed: units and agencies, affiliates (the EDs) and sales, each one set-based
 * INSERT … SELECT over generate_series. Every "random" choice is an md5 of the row number and a
 * salt, so the same scale always yields the same rows.
 */
import type pg from 'pg';
import { PRODUCERS, PRODUCTS, producerId, productId } from '../seed/finance/catalogue.ts';
import { COMMERCIAL_CYCLES, CURRENT_COMMERCIAL } from '../seed/finance/cycles.ts';
import { SEED_BASE_DATE } from '../seed/ids.ts';
import { organisationId } from '../seed/organisations.ts';
import { DEMO_USERS, userId } from '../seed/users.ts';
import { INSTALLMENT_PATTERN, type LargePlan } from './plan.ts';

/**
 * Whole days of the current cycle before the base date (14 on the pinned 2026-01-15): a sale of
 * the current cycle falls on one of them, so none lies after the seed's today (seed/ids.ts).
 */
const CURRENT_CYCLE_DAYS_GONE = Math.max(
  0,
  Math.floor(
    (SEED_BASE_DATE.getTime() - (COMMERCIAL_CYCLES[CURRENT_COMMERCIAL - 1]?.starts_at.getTime() ?? 0)) /
      86_400_000,
  ),
);

/** A deterministic number in [0, 1) from a text key and a salt (SQL expression). */
export const rnd = (key: string, salt: number): string =>
  `(('x' || substr(md5(${key} || ':${salt}'), 1, 8))::bit(32)::bigint::float8 / 4294967296)`;

/** The deterministic uuid of a generated row (SQL expression); never collides with the demo's. */
export const largeId = (kind: string, key: string): string => `md5('large:${kind}:' || ${key})::uuid`;

const CITIES = [
  'Fortaleza',
  'Caucaia',
  'Juazeiro do Norte',
  'Maracanaú',
  'Sobral',
  'Crato',
  'Itapipoca',
  'Maranguape',
  'Iguatu',
  'Quixadá',
  'Recife',
  'Olinda',
  'Caruaru',
  'Petrolina',
  'Natal',
  'Mossoró',
  'João Pessoa',
  'Campina Grande',
  'Teresina',
  'Parnaíba',
  'São Luís',
  'Imperatriz',
  'Salvador',
  'Feira de Santana',
  'Vitória da Conquista',
  'Maceió',
  'Arapiraca',
  'Aracaju',
  'Belém',
  'Manaus',
];
const FIRST_NAMES = [
  'Ana',
  'Antônio',
  'Beatriz',
  'Carlos',
  'Cícera',
  'Davi',
  'Francisca',
  'Francisco',
  'Gabriel',
  'Helena',
  'Isabela',
  'João',
  'José',
  'Juliana',
  'Larissa',
  'Lucas',
  'Maria',
  'Marcos',
  'Natália',
  'Paulo',
  'Raimundo',
  'Rebeca',
  'Sofia',
  'Tiago',
];
const LAST_NAMES = [
  'Albuquerque',
  'Alves',
  'Araújo',
  'Barros',
  'Bezerra',
  'Cavalcante',
  'Costa',
  'Farias',
  'Freitas',
  'Gomes',
  'Holanda',
  'Lima',
  'Macêdo',
  'Moreira',
  'Nogueira',
  'Pereira',
  'Pinheiro',
  'Rocha',
  'Sampaio',
  'Silva',
  'Sousa',
  'Teixeira',
  'Uchoa',
  'Vasconcelos',
];

/** Products that can be split in `n` installments, as uuid arrays indexed by a random number. */
const productIds = (minInstallments: number) =>
  PRODUCTS.filter((product) => product.maxInstallments >= minInstallments).map((p) => productId(p.key));

export async function insertUnitsAndAffiliates(client: pg.Client, plan: LargePlan): Promise<void> {
  // Every tenth ED is an agency (agenciador), as the demo's "Agência Sertão Digital".
  await client.query(
    `insert into organisations (id, name, agenciador, created_at)
     select ${largeId('unit', 'u')},
       case when u % 10 = 0 then 'Agência ' else 'Unidade ' end
         || ($1::text[])[1 + u % cardinality($1::text[])] || ' ' || lpad(u::text, 5, '0'),
       u % 10 = 0,
       timestamptz '2024-06-01T03:00:00Z' + make_interval(days => u % 180)
     from generate_series(1, $2::int) u`,
    [CITIES, plan.units],
  );
  await client.query(
    `insert into users (id, name, username, password_hash, roles, status, mobile_phone, organisation_id,
       status_cnpj, status_points, points_and_vouchers, active, created_at)
     select ${largeId('user', 'a')},
       ($1::text[])[1 + a % cardinality($1::text[])] || ' '
         || ($2::text[])[1 + (a / cardinality($1::text[])) % cardinality($2::text[])] || ' '
         || ($2::text[])[1 + (a * 7) % cardinality($2::text[])],
       'afiliado' || a || '@perf.exemplo.com.br',
       (select password_hash from users where id = $3::uuid),
       'isAffiliated', 'OK', '85' || lpad((900000000 + a % 100000000)::text, 9, '0'),
       case when a <= $4::int then $5::uuid else ${largeId('unit', '(1 + (a * 7919) % $6::int)')} end,
       (array['FINISHED', 'FINISHED', 'FINISHED', 'PROCESSING', 'WAITING_SIGNATURE'])[1 + a % 5],
       (array['ACCEPTED', 'ELIGIBLE', 'INELIGIBLE'])[1 + a % 3],
       (array['ACCEPTED', 'ELIGIBLE', null])[1 + a % 3],
       a % 50 <> 0,
       timestamptz '2024-07-01T03:00:00Z' + make_interval(days => a % 180)
     from generate_series(1, $7::int) a`,
    [
      FIRST_NAMES,
      LAST_NAMES,
      userId(DEMO_USERS.affiliated.username),
      plan.hotAffiliates,
      organisationId('unitCentro'),
      plan.units,
      plan.affiliates,
    ],
  );
}

/**
 * The sales, kept in a temporary table with what the commissions need (row number, installments,
 * producer, rates) and then copied into `sales`. A sale of `n` installments falls in a cycle where
 * all `n` are already due (cycle + n − 1 ≤ the current one), so every installment has its row.
 */
export async function insertSales(client: pg.Client, plan: LargePlan): Promise<void> {
  const r = (salt: number) => rnd('i::text', salt);
  await client.query(
    `create temp table large_sales on commit drop as
     with drawn as materialized (
       select i, ($1::int[])[1 + i % cardinality($1::int[])] as n,
         ${r(1)} as r_seller, ${r(2)} as r_affiliate, ${r(3)} as r_cycle, ${r(4)} as r_product,
         ${r(5)} as r_status, ${r(6)} as r_day, ${r(7)} as r_minute, ${r(8)} as r_customer
       from generate_series(1, $2::int) i
     ), shaped as (
       select drawn.*, 1 + floor(r_cycle * ($3::int + 1 - n))::int as cycle_number,
         case when n = 1 then $4::uuid[] when n <= 3 then $5::uuid[] else $6::uuid[] end as choices
       from drawn
     ), decided as materialized (
       select shaped.*,
         -- A refund happens 12 days after the sale: only in closed cycles, before the base date.
         case when r_status < 0.04 then 'CANCELED'
              when r_status < 0.08 and cycle_number < $3::int then 'REFUNDED'
              else 'APPROVED' end as status,
         choices[1 + floor(r_product * cardinality(choices))::int] as product_id,
         case when r_seller < 0.01 then $7::uuid
              else ${largeId('user', '(1 + floor(r_affiliate * $8::int)::int)')} end as seller_id
       from shaped
     )
     select d.i, ${largeId('sale', 'd.i')} as id, d.seller_id, seller.organisation_id as unit_id,
       d.product_id, array_position($9::uuid[], p.producer_id) - 1 as producer_no,
       p.affiliate_rate_bp, p.branch_rate_bp, p.price_cents as value_cents, d.status, d.n,
       c.id as cycle_id,
       -- Refunded sales in the first ten days (the debit stays in the cycle); the last installment
       -- of a sale ending in the current cycle before the base date (its days gone by, $12).
       c.starts_at + make_interval(
         days => floor(d.r_day * case when d.status = 'REFUNDED' then 10
                                      when d.cycle_number + d.n - 1 >= $3::int then $12::int
                                      else 28 end)::int,
         mins => 360 + floor(d.r_minute * 720)::int) as payment_date,
       ($10::text[])[1 + floor(d.r_customer * cardinality($10::text[]))::int] || ' '
         || ($11::text[])[1 + (d.i * 13) % cardinality($11::text[])] as customer_name
     from decided d
     join commercial_cycles c on c.number = d.cycle_number
     join products p on p.id = d.product_id
     join users seller on seller.id = d.seller_id`,
    [
      INSTALLMENT_PATTERN,
      plan.sales,
      CURRENT_COMMERCIAL,
      productIds(1),
      productIds(3),
      productIds(6),
      userId(DEMO_USERS.affiliated.username),
      plan.affiliates,
      PRODUCERS.map((producer) => producerId(producer.key)),
      FIRST_NAMES,
      LAST_NAMES,
      CURRENT_CYCLE_DAYS_GONE,
    ],
  );
  // Ten-digit payment ids above the demo's (3 000 000 000 – 3 999 999 999).
  await client.query(
    `insert into sales (id, seller_id, unit_id, product_id, customer_name, payment_id, status,
       value_cents, installments, payment_date, cycle_id)
     select id, seller_id, unit_id, product_id, customer_name, (5000000000 + i)::text, status,
       value_cents, n, payment_date, cycle_id
     from large_sales order by i`,
  );
}
