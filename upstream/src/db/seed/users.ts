import type { Db } from '../connection.ts';
import type { NewUser } from '../types.ts';
import { SEED_EDS } from './eds.ts';
import { hoursBeforeBase, seedCnpj, seedId } from './ids.ts';
import { type OrganisationKey, organisationId } from './organisations.ts';
import type { SeedUser } from './seed-user.ts';

/** The password of every seeded account (README, e2e tests). */
export const DEMO_PASSWORD = 'Portal@2026';

/** The demo accounts, one per role plus a multi-role one (README, issue #2). */
export const DEMO_USERS = {
  affiliated: {
    name: 'Mariana Albuquerque Costa',
    username: 'afiliado@demo.com.br',
    roles: 'isAffiliated',
    organisation: 'unitCentro',
    mobilePhone: '85988123456',
    // Opened after July 2026: an alphanumeric CNPJ.
    cnpj: seedCnpj('5RB7KQ2M0001'),
    statusCnpj: 'FINISHED',
    statusPoints: 'ACCEPTED',
    pointsAndVouchers: 'ACCEPTED',
  },
  agent: {
    name: 'Rafael Bezerra Lima',
    username: 'agente@demo.com.br',
    roles: '',
    organisation: 'agency',
    mobilePhone: '85997654321',
    cnpj: seedCnpj('RB4F7L2Z0001'),
    statusCnpj: 'FINISHED',
    statusPoints: 'ELIGIBLE',
    pointsAndVouchers: 'ELIGIBLE',
  },
  branch: {
    name: 'Francisca Holanda Pereira',
    username: 'unidade@demo.com.br',
    roles: 'isBranch',
    organisation: 'unitCentro',
    branchName: 'Unidade Fortaleza Centro',
    mobilePhone: '85991234567',
    statusCnpj: 'FINISHED',
  },
  producer: {
    name: 'Tiago Menezes Rocha',
    username: 'produtor@demo.com.br',
    roles: 'isProducer',
    organisation: 'producer',
    mobilePhone: '85996543210',
  },
  holding: {
    name: 'Luciana Tavares Brito',
    username: 'holding@demo.com.br',
    roles: 'isHolding',
    organisation: 'holding',
    mobilePhone: '85992345678',
  },
  admin: {
    name: 'Carlos Eduardo Farias',
    username: 'admin@demo.com.br',
    roles: 'isAdmin',
    organisation: 'holding',
    mobilePhone: '85993456789',
  },
  multi: {
    name: 'Juliana Sampaio Ribeiro',
    username: 'multi@demo.com.br',
    roles: 'isAffiliated isBranch',
    organisation: 'unitAldeota',
    branchName: 'Unidade Fortaleza Aldeota',
    mobilePhone: '85994567890',
    statusCnpj: 'WAITING_BANK_DETAILS',
    statusPoints: 'ELIGIBLE',
    pointsAndVouchers: 'ELIGIBLE',
  },
} as const satisfies Record<string, SeedUser>;

/** Affiliates of the network that are not demo accounts (lists and ED fan-out look real). */
export const OTHER_AFFILIATES: readonly SeedUser[] = [
  {
    name: 'Pedro Henrique Araújo',
    username: 'pedro.araujo@exemplo.com.br',
    roles: 'isAffiliated',
    organisation: 'unitCentro',
    mobilePhone: '85981112233',
    statusCnpj: 'PROCESSING',
    statusPoints: 'INELIGIBLE',
  },
  {
    name: 'Ana Beatriz Moreira',
    username: 'ana.moreira@exemplo.com.br',
    roles: 'isAffiliated',
    organisation: 'unitAldeota',
    mobilePhone: '85982223344',
    cnpj: seedCnpj('398765120001'),
    statusCnpj: 'FINISHED',
    statusPoints: 'ACCEPTED',
    pointsAndVouchers: 'ACCEPTED',
  },
  {
    name: 'Larissa Cavalcante Nunes',
    username: 'larissa.nunes@exemplo.com.br',
    roles: 'isAffiliated',
    organisation: 'unitCentro',
    mobilePhone: '85983334455',
    status: 'PENDING_CNPJ',
    statusCnpj: 'WAITING_SIGNATURE',
    statusPoints: 'WAITING_CODE',
  },
  {
    name: 'Roberto Freitas Gomes',
    username: 'roberto.gomes@exemplo.com.br',
    roles: 'isAffiliated',
    organisation: 'unitAldeota',
    mobilePhone: '85984445566',
    statusCnpj: 'DENIED',
    active: false,
  },
];

/** A programme member of `unit` (points and vouchers accepted): voucher owners and customers. */
const member = (
  name: string,
  username: string,
  organisation: OrganisationKey,
  mobilePhone: string,
): SeedUser => ({
  name,
  username,
  roles: 'isAffiliated',
  organisation,
  mobilePhone,
  statusCnpj: 'FINISHED',
  statusPoints: 'ACCEPTED',
  pointsAndVouchers: 'ACCEPTED',
});

/** Affiliates in the points and vouchers programme, so voucher lists name many customers. */
export const PROGRAMME_AFFILIATES: readonly SeedUser[] = [
  member('Bruno Sales Teixeira', 'bruno.teixeira@exemplo.com.br', 'unitCentro', '85985556677'),
  member('Camila Rocha Linhares', 'camila.linhares@exemplo.com.br', 'unitCentro', '85986667788'),
  member('Diego Matos Pinheiro', 'diego.pinheiro@exemplo.com.br', 'unitCentro', '85987778899'),
  member('Fernanda Lopes Queiroz', 'fernanda.queiroz@exemplo.com.br', 'unitCentro', '85988889900'),
  member('Gustavo Viana Maia', 'gustavo.maia@exemplo.com.br', 'unitCentro', '85989990011'),
  member('Helena Barros Castelo', 'helena.castelo@exemplo.com.br', 'unitAldeota', '85981230987'),
  member('Igor Montenegro Sá', 'igor.sa@exemplo.com.br', 'unitAldeota', '85982341098'),
  member('Jéssica Arruda Bastos', 'jessica.bastos@exemplo.com.br', 'unitAldeota', '85983452109'),
  member('Kátia Fontenele Dias', 'katia.dias@exemplo.com.br', 'unitAldeota', '85984563210'),
  member('Leonardo Cordeiro Uchoa', 'leonardo.uchoa@exemplo.com.br', 'unitAldeota', '85985674321'),
];

export const SEED_USERS: readonly SeedUser[] = [
  ...Object.values(DEMO_USERS),
  ...OTHER_AFFILIATES,
  ...PROGRAMME_AFFILIATES,
  ...SEED_EDS,
];

export const userId = (username: string): string => seedId(`user:${username}`);

/** `passwordHash` is computed once by the caller: bcrypt per user would dominate the seed's time. */
export async function seedUsers(
  db: Db,
  passwordHash: string,
  users: readonly SeedUser[] = SEED_USERS,
): Promise<void> {
  const rows: NewUser[] = users.map((user) => ({
    id: userId(user.username),
    name: user.name,
    username: user.username,
    password_hash: passwordHash,
    roles: user.roles,
    status: user.status ?? 'OK',
    branch_name: user.branchName ?? null,
    mobile_phone: user.mobilePhone,
    cnpj: user.cnpj ?? null,
    organisation_id: organisationId(user.organisation),
    status_cnpj: user.statusCnpj ?? null,
    status_points: user.statusPoints ?? null,
    points_and_vouchers: user.pointsAndVouchers ?? null,
    active: user.active ?? true,
    created_at: hoursBeforeBase(24 * (user.daysBeforeBase ?? 300 - SEED_USERS.indexOf(user) * 11)),
  }));
  await db
    .insertInto('users')
    .values(rows)
    .onConflict((oc) => oc.doNothing())
    .execute();
}
