/**
 * The network beyond Fortaleza, for 'Gerenciador de Unidades' and 'Alteração em massa': three more
 * units in the interior of Ceará (one CNPJ alphanumeric, through the one CNPJ module), each with
 * goals per commercial cycle, producers and donation receivers, and 90 EDs with pt-BR names, their
 * cities, valid CPFs and (two in three) their own company's CNPJ, some alphanumeric, and a career
 * level. Their e-mails (@rede.exemplo.com.br) are used by no other seeded row or test, so the mass
 * change's e2e can change them freely. Everything is derived from the position: deterministic.
 */
import type { Db } from '../connection.ts';
import type { NewUser } from '../types.ts';
import { producerId } from './finance/catalogue.ts';
import { COMMERCIAL_CYCLES } from './finance/cycles.ts';
import { hoursBeforeBase, seedCnpj, seedCpf, seedId } from './ids.ts';
import { userId } from './users.ts';

export const NETWORK_UNITS = [
  {
    key: 'juazeiro',
    name: 'Unidade Juazeiro do Norte',
    cnpj: seedCnpj('518274930001'),
    cities: ['Juazeiro do Norte', 'Crato', 'Barbalha'],
  },
  {
    key: 'sobral',
    name: 'Unidade Sobral',
    cnpj: seedCnpj('SB4R7K2M0001'),
    cities: ['Sobral', 'Forquilha', 'Massapê'],
  },
  {
    key: 'quixada',
    name: 'Unidade Quixadá',
    cnpj: seedCnpj('639185270001'),
    cities: ['Quixadá', 'Quixeramobim', 'Banabuiú'],
  },
] as const;

export type NetworkUnitKey = (typeof NETWORK_UNITS)[number]['key'];

export const networkUnitId = (key: NetworkUnitKey): string => seedId(`organisation:network:${key}`);

const FIRST_NAMES = [
  'Ana Clara',
  'Benedito',
  'Conceição',
  'Damião',
  'Edineide',
  'Francisca',
  'Genival',
  'Hortência',
  'Ivanildo',
  'Josefa',
  'Lindomar',
  'Maria José',
  'Nonato',
  'Odete',
  'Pedro Henrique',
  'Raimunda',
  'Severino',
  'Terezinha',
  'Valdenir',
  'Zuleide',
];
const SURNAMES = [
  'Alencar',
  'Bezerra de Menezes',
  'Cariri',
  'Dantas',
  'Esmeraldo',
  'Figueiredo',
  'Gondim',
  'Landim',
  'Mascarenhas',
  'Parente',
  'Rocha',
  'Saraiva',
  'Teles',
  'Vieira',
];

export const NETWORK_ED_COUNT = 90;

/** Lowercase ASCII for the e-mail: "Conceição Landim" → "conceicao.landim". */
const mailPart = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '');

export interface NetworkEd {
  username: string;
  name: string;
  unit: NetworkUnitKey;
  city: string;
  cpf: string;
  cnpj: string | null;
  level: number;
}

function networkEd(n: number): NetworkEd {
  const unit = NETWORK_UNITS[n % NETWORK_UNITS.length] ?? NETWORK_UNITS[0];
  const first = FIRST_NAMES[n % FIRST_NAMES.length] ?? '';
  const last = SURNAMES[(n * 5 + Math.floor(n / FIRST_NAMES.length)) % SURNAMES.length] ?? '';
  // Two in three have their company; one of those three in six registered after July 2026.
  const cnpj =
    n % 3 === 2
      ? null
      : n % 6 === 1
        ? seedCnpj(`ED${String(n).padStart(4, '0')}X7Q0001`.slice(0, 12))
        : seedCnpj(`7${String(40_000 + n * 37).padStart(7, '0')}0001`);
  return {
    username: `${mailPart(first)}.${mailPart(last)}${n + 1}@rede.exemplo.com.br`,
    name: `${first} ${last}`,
    unit: unit.key,
    city: unit.cities[Math.floor(n / NETWORK_UNITS.length) % unit.cities.length] ?? unit.cities[0],
    cpf: seedCpf(String(310_000_000 + n * 7_919).padStart(9, '0')),
    cnpj,
    level: 1 + (n % 4),
  };
}

export const NETWORK_EDS: readonly NetworkEd[] = Array.from({ length: NETWORK_ED_COUNT }, (_, n) =>
  networkEd(n),
);

/** Inserted after the finance seed (cycles, producers exist); a re-run inserts nothing new. */
export async function seedNetworkUnits(db: Db, passwordHash: string): Promise<void> {
  await db
    .insertInto('organisations')
    .values(
      NETWORK_UNITS.map((unit, index) => ({
        id: networkUnitId(unit.key),
        name: unit.name,
        agenciador: false,
        cnpj: unit.cnpj,
        created_at: hoursBeforeBase(24 * (200 - index * 20)),
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
  const users: NewUser[] = NETWORK_EDS.map((ed, n) => ({
    id: userId(ed.username),
    name: ed.name,
    username: ed.username,
    password_hash: passwordHash,
    roles: 'isAffiliated',
    status: 'OK',
    mobile_phone: `889${String(91_000_000 + n * 4_513).padStart(8, '0')}`,
    organisation_id: networkUnitId(ed.unit),
    cnpj: ed.cnpj,
    status_cnpj: ed.cnpj ? 'FINISHED' : 'ABSENT',
    cpf: ed.cpf,
    city: ed.city,
    state: 'CE',
    created_at: hoursBeforeBase(24 * (500 - n * 5)),
  }));
  await db
    .insertInto('users')
    .values(users)
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto('user_career_levels')
    .values(NETWORK_EDS.map((ed) => ({ user_id: userId(ed.username), level: ed.level })))
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto('unit_goals')
    .values(
      NETWORK_UNITS.flatMap((unit, u) =>
        COMMERCIAL_CYCLES.map((cycle, c) => {
          const basic = (40_000 + u * 15_000 + c * 2_500) * 100;
          // Minimum and master as migration 0016 derives them from the basic goal.
          return {
            unit_id: networkUnitId(unit.key),
            cycle_id: cycle.id,
            value_cents: basic,
            minimum_cents: basic / 2,
            master_cents: basic + basic / 2,
          };
        }),
      ),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto('unit_producers')
    .values([
      { unit_id: networkUnitId('juazeiro'), producer_id: producerId('mandacaru') },
      { unit_id: networkUnitId('juazeiro'), producer_id: producerId('jangada') },
      { unit_id: networkUnitId('sobral'), producer_id: producerId('carnauba') },
      { unit_id: networkUnitId('quixada'), producer_id: producerId('mandacaru') },
    ])
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto('unit_donation_receivers')
    .values([
      {
        id: seedId('donation:juazeiro:1'),
        unit_id: networkUnitId('juazeiro'),
        name: 'Associação Padre Cícero de Apoio à Infância',
        cnpj: seedCnpj('830174260001'),
      },
      {
        id: seedId('donation:sobral:1'),
        unit_id: networkUnitId('sobral'),
        name: 'Instituto Sertão Solidário',
        cnpj: seedCnpj('SS2D8F4H0001'),
      },
    ])
    .onConflict((oc) => oc.doNothing())
    .execute();
}
