/**
 * The interior network's agents and sales (issue #17 "agents with influencers, sales across
 * cycles"): an agency of the interior, 'Agência Sertão Conecta', with two agents, each of whom
 * brought in one in five of the interior EDs (their influencers, `users.agent_id`); and the sales of
 * the interior EDs with a company of their own, spread over the closed commercial cycles and
 * credited to their units (an influencer's to the agency). Sales only (no commissions or bills: the demo ledger stays as it is, so
 * the finance figures of the demo accounts do not move). Derived from positions: deterministic, and
 * a re-run inserts nothing new.
 */
import { isValidCnpj } from '@portal/schema/documents/cnpj';
import type { Db } from '../connection.ts';
import { PRODUCTS, productId } from './finance/catalogue.ts';
import { COMMERCIAL_CYCLES, CURRENT_COMMERCIAL } from './finance/cycles.ts';
import { hoursBeforeBase, seedCnpj, seedCpf, seedId } from './ids.ts';
import { NETWORK_EDS, networkUnitId } from './network-units.ts';
import { userId } from './users.ts';

export const NETWORK_AGENCY = {
  id: seedId('organisation:network:agency:sertao'),
  name: 'Agência Sertão Conecta',
  cnpj: seedCnpj('471936280001'),
} as const;

export const NETWORK_AGENTS = [
  { name: 'Wellington Araripe Souza', username: 'wellington.souza@agencia.exemplo.com.br' },
  { name: 'Renata Cariri Mendes', username: 'renata.mendes@agencia.exemplo.com.br' },
] as const;

/** The agent who brought interior ED `n` in, or null (four in five came on their own). */
export const agentOfNetworkEd = (n: number): string | null =>
  n % 5 === 4 ? (NETWORK_AGENTS[Math.floor(n / 5) % NETWORK_AGENTS.length]?.username ?? null) : null;

const CUSTOMERS = [
  'Francisca das Chagas Lima',
  'José Wilson Bezerra',
  'Maria do Socorro Alves',
  'Antônio Carlos Feitosa',
  'Raimunda Nonata Silva',
  'Cícero Romão Batista',
  'Ana Lúcia Pereira',
  'Expedito Gomes Filho',
];

const CLOSED_CYCLES = COMMERCIAL_CYCLES.filter((cycle) => cycle.number < CURRENT_COMMERCIAL);
const DAY_MS = 24 * 3_600_000;

/** Interior ED n's sales: in about one closed cycle in three, one product each, never today's. */
export function networkEdSales(n: number) {
  const ed = NETWORK_EDS[n];
  if (!ed?.cnpj) return [];
  return CLOSED_CYCLES.filter((cycle) => (n + cycle.number) % 3 === 0).flatMap((cycle) => {
    const product = PRODUCTS[(n + cycle.number) % PRODUCTS.length];
    if (!product) return [];
    return {
      id: seedId(`sale:network:${n}:${cycle.number}`),
      seller_id: userId(ed.username),
      // An influencer's sales count for the agency that brought it in (as the demo's Larissa's).
      unit_id: agentOfNetworkEd(n) ? NETWORK_AGENCY.id : networkUnitId(ed.unit),
      product_id: productId(product.key),
      customer_name: CUSTOMERS[(n * 3 + cycle.number) % CUSTOMERS.length] ?? 'Cliente',
      payment_id: `net-${String(n).padStart(3, '0')}-${cycle.number}`,
      status: 'APPROVED' as const,
      value_cents: product.priceCents,
      installments: 1,
      payment_date: new Date(cycle.starts_at.getTime() + ((n * 7) % 20) * DAY_MS + 14 * 3_600_000),
      cycle_id: cycle.id,
    };
  });
}

export async function seedNetworkAgents(db: Db, passwordHash: string): Promise<void> {
  if (!isValidCnpj(NETWORK_AGENCY.cnpj)) throw new Error('seed agency CNPJ is not valid');
  await db
    .insertInto('organisations')
    .values({ ...NETWORK_AGENCY, agenciador: true, created_at: hoursBeforeBase(24 * 150) })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto('users')
    .values(
      NETWORK_AGENTS.map((agent, a) => ({
        id: userId(agent.username),
        name: agent.name,
        username: agent.username,
        password_hash: passwordHash,
        // isAgent comes from the agency; agents are no EDs (not isAffiliated).
        roles: '',
        status: 'OK',
        mobile_phone: `8898877${String(1_000 + a * 4_321).padStart(4, '0')}`,
        organisation_id: NETWORK_AGENCY.id,
        cpf: seedCpf(String(420_000_000 + a * 9_973).padStart(9, '0')),
        city: a === 0 ? 'Crato' : 'Iguatu',
        state: 'CE',
        created_at: hoursBeforeBase(24 * (140 - a * 10)),
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
  for (const [n, ed] of NETWORK_EDS.entries()) {
    const agent = agentOfNetworkEd(n);
    if (!agent) continue;
    await db
      .updateTable('users')
      .set({ agent_id: userId(agent) })
      .where('id', '=', userId(ed.username))
      .where('agent_id', 'is', null)
      .execute();
  }
  const sales = NETWORK_EDS.flatMap((_, n) => networkEdSales(n));
  if (sales.length > 0) {
    await db
      .insertInto('sales')
      .values(sales)
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}
