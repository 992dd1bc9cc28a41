/** Loading the user a request acts as, with the roles derived from their organisation. */
import type { Db } from '../db/connection.ts';
import { effectiveRoles, type RoleFlag } from './roles.ts';

export interface Viewer {
  id: string;
  name: string;
  username: string;
  roles: RoleFlag[];
  status: string;
  branchName: string | null;
  mobilePhone: string | null;
  /** The user's unit or agency: a branch's rows and an agent's branch side belong to it. */
  organisationId: string | null;
  userInfo: { statusCnpj: string | null; statusPoints: string | null; pointsAndVouchers: string | null };
}

/** Ids arrive from tokens and URLs; anything that is not a uuid cannot name a row (and would make
 * PostgreSQL raise "invalid input syntax for type uuid"). */
export const isUuid = (value: string): boolean =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** The active user with this id, or null (unknown or disabled users are treated alike). */
export async function findActiveViewer(db: Db, id: string): Promise<Viewer | null> {
  if (!isUuid(id)) return null;
  const row = await db
    .selectFrom('users')
    .leftJoin('organisations', 'organisations.id', 'users.organisation_id')
    .select([
      'users.id',
      'users.name',
      'users.username',
      'users.roles',
      'users.status',
      'users.branch_name',
      'users.mobile_phone',
      'users.status_cnpj',
      'users.status_points',
      'users.points_and_vouchers',
      'users.organisation_id',
      'organisations.agenciador',
    ])
    .where('users.id', '=', id)
    .where('users.active', '=', true)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    roles: effectiveRoles(row.roles, row.agenciador === true),
    status: row.status,
    branchName: row.branch_name,
    mobilePhone: row.mobile_phone,
    organisationId: row.organisation_id,
    userInfo: {
      statusCnpj: row.status_cnpj,
      statusPoints: row.status_points,
      pointsAndVouchers: row.points_and_vouchers,
    },
  };
}

/** Usernames are e-mails, compared case-insensitively and without surrounding spaces. */
export const normaliseUsername = (username: string): string => username.trim().toLowerCase();
