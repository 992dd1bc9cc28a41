/**
 * The demo sales: every seller sells one product of each producer in every cycle (so every account
 * has a bill per producer and cycle), plus a few extra sales; refunds and cancellations are placed
 * in fixed cycles so every account gets canceled and Debit commission rows. Deterministic: the
 * randomness comes from a PRNG seeded by the seller and cycle.
 */
import { createHash } from 'node:crypto';
import type { SaleStatus } from '../../finance-types.ts';
import { SEED_BASE_DATE, seedId } from '../ids.ts';
import type { OrganisationKey } from '../organisations.ts';
import { DEMO_USERS } from '../users.ts';
import { PRODUCERS, PRODUCTS, type SeedProduct } from './catalogue.ts';
import { type SeedCycle, STARTED_CYCLES } from './cycles.ts';

export interface SeedSeller {
  username: string;
  /** The unit (or agency) credited with the seller's sales. */
  unit: OrganisationKey;
  /** At most this many sales beyond the three guaranteed ones per cycle. */
  extra: number;
}

export const SELLERS: readonly SeedSeller[] = [
  { username: DEMO_USERS.affiliated.username, unit: 'unitCentro', extra: 3 },
  { username: 'pedro.araujo@exemplo.com.br', unit: 'unitCentro', extra: 2 },
  { username: DEMO_USERS.agent.username, unit: 'agency', extra: 3 },
  // An influencer recruited by the agency: her sales count for it, not for her unit.
  { username: 'larissa.nunes@exemplo.com.br', unit: 'agency', extra: 1 },
  { username: DEMO_USERS.multi.username, unit: 'unitAldeota', extra: 3 },
  { username: 'ana.moreira@exemplo.com.br', unit: 'unitAldeota', extra: 2 },
];

/**
 * Cycles where each seller has one refunded or one canceled sale. A refunded sale is made in the
 * first ten days of its cycle and refunded 12 days later, so its Debit falls in the same cycle and
 * bill as the installment it claws back (a bill never goes negative).
 */
const REFUND_CYCLES: readonly number[] = [4, 11];
const CANCEL_CYCLES: readonly number[] = [9, 13];
/** Cycles where each seller sells both Mandacaru vouchers: their bills show two Voucher entries to merge. */
const VOUCHER_PAIR_CYCLES: readonly number[] = [10, 13];
export const REFUND_AFTER_DAYS = 12;
const REFUNDED_SALE_LAST_DAY = 10;

const CUSTOMERS = [
  'Antônio Carlos Sousa',
  'Maria Eduarda Lima',
  'José Wilson Barros',
  'Francisca Alves Rocha',
  'Raimundo Nonato Silva',
  'Ana Clara Fernandes',
  'Luiz Fernando Matos',
  'Beatriz Gomes Teixeira',
  'Cícero Romão Batista',
  'Vitória Régia Castro',
  'Paulo Henrique Dias',
  'Camila Soares Pinheiro',
  'Joaquim Pereira Neto',
  'Letícia Moura Campos',
  'Gabriel Arruda Leite',
  'Helena Vasconcelos',
  'Marcos Vinícius Saraiva',
  'Isabela Freire Torres',
  'Tiago Bandeira Melo',
  'Sofia Aragão Cunha',
  'Davi Lucas Montenegro',
  'Lívia Magalhães Prado',
  'Renato Quixadá Lopes',
  'Yasmin Oliveira Farias',
  'Fábio Jucá Holanda',
  'Manuela Brígido Sales',
  'Igor Benevides Rolim',
  'Rebeca Uchoa Martins',
  'Caio Férrer Nogueira',
  'Natália Gurgel Viana',
];

export interface SeedSale {
  id: string;
  seller: SeedSeller;
  product: SeedProduct;
  customerName: string;
  paymentId: string;
  status: SaleStatus;
  valueCents: number;
  installments: number;
  paymentDate: Date;
  cycle: SeedCycle;
}

/** mulberry32: a tiny deterministic PRNG; seeded from a hash so every key has its own stream. */
function prng(key: string): () => number {
  let state = createHash('sha256').update(key).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const pick = <T>(items: readonly T[], random: () => number): T =>
  items[Math.floor(random() * items.length)] as T;

const DAY_MS = 86_400_000;

/** A moment inside the cycle (days 1–`lastDay`, 9:00–20:59 in Fortaleza), never after the base date. */
function dateIn(cycle: SeedCycle, random: () => number, lastDay = 28): Date {
  const beforeBase = Math.floor((SEED_BASE_DATE.getTime() - cycle.starts_at.getTime()) / DAY_MS);
  const days = Math.min(lastDay, beforeBase);
  const day = Math.floor(random() * Math.max(days, 1));
  const minutes = 6 * 60 + Math.floor(random() * 12 * 60);
  const date = new Date(cycle.starts_at.getTime() + day * DAY_MS + minutes * 60_000);
  // On a cycle's first day the afternoon has not happened yet: the sale falls in the part of the
  // day gone by (the morning up to 10:00 on a pinned day), never in the future.
  if (date < SEED_BASE_DATE) return date;
  const elapsed = SEED_BASE_DATE.getTime() - cycle.starts_at.getTime();
  return new Date(cycle.starts_at.getTime() + Math.floor(((minutes % 600) / 600) * elapsed));
}

/** Distinct ten-digit payment ids that do not look sequential (7654321 is coprime with the prime). */
const paymentId = (index: number) => String(3_000_000_000 + (((index + 1) * 7_654_321) % 999_999_937));

export function seedSales(): SeedSale[] {
  const sales: SeedSale[] = [];
  for (const cycle of STARTED_CYCLES) {
    SELLERS.forEach((seller, sellerIndex) => {
      const random = prng(`sales:${seller.username}:${cycle.number}`);
      const plan: { product: SeedProduct; status: SaleStatus; installments?: number }[] = PRODUCERS.map(
        (producer, p) => {
          const own = PRODUCTS.filter((product) => product.producer === producer.key);
          return {
            product: own[(cycle.number + sellerIndex + p) % own.length] as SeedProduct,
            status: 'APPROVED',
          };
        },
      );
      const extras = Math.floor(random() * (seller.extra + 1));
      for (let k = 0; k < extras; k++) plan.push({ product: pick(PRODUCTS, random), status: 'APPROVED' });
      if (VOUCHER_PAIR_CYCLES.includes(cycle.number)) {
        for (const key of ['voucher-100', 'voucher-50']) {
          const voucher = PRODUCTS.find((product) => product.key === key);
          if (voucher) plan.push({ product: voucher, status: 'APPROVED' });
        }
      }
      const enem = PRODUCTS[0] as SeedProduct;
      if (REFUND_CYCLES.includes(cycle.number))
        plan.push({ product: enem, status: 'REFUNDED', installments: 6 });
      if (CANCEL_CYCLES.includes(cycle.number))
        plan.push({ product: pick(PRODUCTS, random), status: 'CANCELED' });
      plan.forEach(({ product, status, installments }, k) => {
        const split = product.maxInstallments > 1 ? 1 + Math.floor(random() * product.maxInstallments) : 1;
        sales.push({
          id: seedId(`sale:${seller.username}:${cycle.number}:${k}`),
          seller,
          product,
          customerName: pick(CUSTOMERS, random),
          paymentId: paymentId(sales.length),
          status,
          valueCents: product.priceCents,
          installments: installments ?? split,
          paymentDate:
            status === 'REFUNDED' ? dateIn(cycle, random, REFUNDED_SALE_LAST_DAY) : dateIn(cycle, random),
          cycle,
        });
      });
    });
  }
  return sales;
}
