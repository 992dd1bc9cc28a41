/**
 * The network's EDs beyond the demo accounts: affiliated users with pt-BR names built from name
 * lists, so the ED manager screens have real pages (issue: "the ED list of 100"). Most belong to
 * 'Unidade Fortaleza Centro', so the branch demo account (unidade@) manages more than 100 of them.
 * Everything is derived from the position, so every run builds the same users.
 */
import type { OrganisationKey } from './organisations.ts';
import type { SeedUser } from './seed-user.ts';

const FIRST_NAMES = [
  'Antônio',
  'Beatriz',
  'Cícero',
  'Débora',
  'Emanuel',
  'Fabiana',
  'Gustavo',
  'Helena',
  'Iara',
  'José',
  'Kátia',
  'Lucas',
  'Márcia',
  'Natália',
  'Otávio',
  'Patrícia',
  'Raimundo',
  'Sílvia',
  'Thiago',
  'Vânia',
  'Wesley',
  'Yasmin',
  'Álvaro',
  'Érica',
  'Marcos',
  'Marina',
  'Francisco',
  'Rita',
  'Joaquim',
  'Luíza',
];
const SURNAMES = [
  'Albuquerque',
  'Barbosa',
  'Cavalcanti',
  'Diógenes',
  'Evangelista',
  'Feitosa',
  'Girão',
  'Holanda',
  'Jucá',
  'Leitão',
  'Macêdo',
  'Nogueira',
  'Oliveira',
  'Pinheiro',
  'Queiroz',
  'Rolim',
  'Sampaio',
  'Távora',
  'Uchôa',
  'Xavier',
  'Costa',
  'Brasil',
  'Magalhães',
  'Bezerra',
];

/** A plausible mix of the docs/product.md §3.2, §7.2 CNPJ and points statuses, most EDs already set up. */
const CNPJ_STATUSES = [
  'FINISHED',
  'FINISHED',
  'FINISHED',
  'PROCESSING',
  'WAITING_SIGNATURE',
  'WAITING_BANK_DETAILS',
  'DENIED',
];
const POINTS_STATUSES = ['ACCEPTED', 'ELIGIBLE', 'ELIGIBLE', 'WAITING_CODE', 'INELIGIBLE'];

export const SEED_ED_COUNT = 120;

/** Five in six in the demo branch's unit (100 of 120), the rest in Aldeota. */
const unitOf = (n: number): OrganisationKey => (n % 6 === 5 ? 'unitAldeota' : 'unitCentro');

/** Lowercase ASCII for the e-mail: "Antônio Macêdo" → "antonio.macedo". */
const mailPart = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

function ed(n: number): SeedUser {
  const first = FIRST_NAMES[n % FIRST_NAMES.length] ?? '';
  const middle = SURNAMES[(n * 7 + 3) % SURNAMES.length] ?? '';
  const last = SURNAMES[(n * 5 + Math.floor(n / FIRST_NAMES.length)) % SURNAMES.length] ?? '';
  const lastName = last === middle ? (SURNAMES[(n + 11) % SURNAMES.length] ?? '') : last;
  const statusCnpj = CNPJ_STATUSES[n % CNPJ_STATUSES.length];
  const statusPoints = POINTS_STATUSES[(n * 3) % POINTS_STATUSES.length];
  return {
    name: `${first} ${middle} ${lastName}`,
    // The position keeps e-mails unique when two EDs draw the same name.
    username: `${mailPart(first)}.${mailPart(lastName)}${n + 1}@exemplo.com.br`,
    roles: 'isAffiliated',
    organisation: unitOf(n),
    // Joined over the last two years, a few days apart.
    daysBeforeBase: 730 - n * 6,
    mobilePhone: `859${String(87_000_000 + n * 7_919).padStart(8, '0')}`,
    ...(statusCnpj ? { statusCnpj } : {}),
    ...(statusPoints ? { statusPoints } : {}),
    ...(statusPoints === 'ACCEPTED' ? { pointsAndVouchers: 'ACCEPTED' } : {}),
    // One in thirty has been disabled by the network, as happens.
    ...(n % 30 === 29 ? { active: false } : {}),
  };
}

export const SEED_EDS: readonly SeedUser[] = Array.from({ length: SEED_ED_COUNT }, (_, n) => ed(n));
