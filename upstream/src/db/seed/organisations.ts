import type { Db } from '../connection.ts';
import type { NewOrganisation } from '../types.ts';
import { hoursBeforeBase, seedCnpj, seedId } from './ids.ts';

interface SeedOrganisation {
  name: string;
  agenciador: boolean;
  /** The unit's CNPJ: Centro's numeric, Aldeota's alphanumeric (registered after July 2026). */
  cnpj?: string;
}

/** Seeded organisations by key; users point at them by key. */
export const ORGANISATIONS = {
  holding: { name: 'Holding Portal Nordeste S.A.', agenciador: false },
  agency: { name: 'Agência Sertão Digital', agenciador: true },
  unitCentro: { name: 'Unidade Fortaleza Centro', agenciador: false, cnpj: seedCnpj('417293850001') },
  unitAldeota: { name: 'Unidade Fortaleza Aldeota', agenciador: false, cnpj: seedCnpj('AL7D3Q5T0001') },
  producer: { name: 'Mandacaru Educação Ltda.', agenciador: false },
} as const satisfies Record<string, SeedOrganisation>;

export type OrganisationKey = keyof typeof ORGANISATIONS;

export const organisationId = (key: OrganisationKey): string => seedId(`organisation:${key}`);

export async function seedOrganisations(db: Db): Promise<void> {
  const organisations: [string, SeedOrganisation][] = Object.entries(ORGANISATIONS);
  const rows: NewOrganisation[] = organisations.map(([key, org], index) => ({
    id: organisationId(key as OrganisationKey),
    name: org.name,
    agenciador: org.agenciador,
    cnpj: org.cnpj ?? null,
    created_at: hoursBeforeBase(24 * (400 - index * 30)),
  }));
  await db
    .insertInto('organisations')
    .values(rows)
    .onConflict((oc) => oc.doNothing())
    .execute();
}
