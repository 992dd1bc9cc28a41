import type { Db } from '../connection.ts';
import type { NewOrganisation } from '../types.ts';
import { hoursBeforeBase, seedId } from './ids.ts';

/** Seeded organisations by key; users point at them by key. */
export const ORGANISATIONS = {
  holding: { name: 'Holding Portal Nordeste S.A.', agenciador: false },
  agency: { name: 'Agência Sertão Digital', agenciador: true },
  unitCentro: { name: 'Unidade Fortaleza Centro', agenciador: false },
  unitAldeota: { name: 'Unidade Fortaleza Aldeota', agenciador: false },
  producer: { name: 'Mandacaru Educação Ltda.', agenciador: false },
} as const;

export type OrganisationKey = keyof typeof ORGANISATIONS;

export const organisationId = (key: OrganisationKey): string => seedId(`organisation:${key}`);

export async function seedOrganisations(db: Db): Promise<void> {
  const rows: NewOrganisation[] = Object.entries(ORGANISATIONS).map(([key, org], index) => ({
    id: organisationId(key as OrganisationKey),
    name: org.name,
    agenciador: org.agenciador,
    created_at: hoursBeforeBase(24 * (400 - index * 30)),
  }));
  await db
    .insertInto('organisations')
    .values(rows)
    .onConflict((oc) => oc.doNothing())
    .execute();
}
