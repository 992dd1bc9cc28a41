/**
 * Registrations still under way (issue #28: "a few pending accreditations"): people who started
 * the accreditation (docs/product.md §3.1, §3.2) in the last days and stopped at each step that
 * waits for them or for the network: the e-mailed code (PENDING_CONFIRMATION), the password
 * (PENDING_PASSWORD), the company (PENDING_CNPJ), then, registered, the company's analysis
 * (PROCESSING), the contract's signature (WAITING_SIGNATURE) and bank details (WAITING_BANK_DETAILS,
 * INVALID_BANK_DETAILS). Rows are what the flow (domains/accreditation/flow.ts) writes at that
 * step: the personal data and address, the session of the route set they came through, a code
 * while one is awaited, no password before step 4. Dated hours or days before the seed's today;
 * CPFs and CNPJs valid by the one documents module. Deterministic: a re-run inserts nothing new.
 */
import { createHash } from 'node:crypto';
import { POSTAL_CODES } from '../../domains/accreditation/data.ts';
import {
  CODE_TTL_MINUTES,
  type Flow,
  NO_PASSWORD,
  SESSION_TTL_HOURS,
} from '../../domains/accreditation/flow.ts';
import type { Db } from '../connection.ts';
import { hoursBeforeBase, seedCnpj, seedCpf, seedId } from './ids.ts';
import { type OrganisationKey, organisationId } from './organisations.ts';
import { DEMO_USERS, userId } from './users.ts';

export interface PendingAccreditation {
  name: string;
  username: string;
  /** users.status: the registration's own step. */
  status: 'PENDING_CONFIRMATION' | 'PENDING_PASSWORD' | 'PENDING_CNPJ' | 'OK';
  /** users.status_cnpj: ABSENT until the company is given, then where its check stands. */
  statusCnpj: string;
  flow: Flow;
  /** 9-digit CPF base; the check digits are computed. */
  cpfBase: string;
  /** 12-character CNPJ base, once the company step is done. */
  cnpjBase?: string;
  mobilePhone: string;
  /** An index of POSTAL_CODES and the house number. */
  address: [number, string];
  /** When the person started, in hours before the seed's base date. */
  startedHoursAgo: number;
}

/** The states the product waits in, newest first; a few in the agent's and the holding's routes. */
export const PENDING_ACCREDITATIONS: readonly PendingAccreditation[] = [
  {
    name: 'Thaís Benevides Arruda',
    username: 'thais.arruda@exemplo.com.br',
    status: 'PENDING_CONFIRMATION',
    statusCnpj: 'ABSENT',
    flow: 'normal',
    cpfBase: '512408731',
    mobilePhone: '85981457320',
    address: [2, '1450'],
    startedHoursAgo: 2,
  },
  {
    name: 'Maria do Socorro Brígido',
    username: 'socorro.brigido@exemplo.com.br',
    status: 'PENDING_PASSWORD',
    statusCnpj: 'ABSENT',
    flow: 'holding',
    cpfBase: '389120564',
    mobilePhone: '85987706215',
    address: [1, '320'],
    startedHoursAgo: 5,
  },
  {
    name: 'Edvaldo Praxedes Lima',
    username: 'edvaldo.lima@exemplo.com.br',
    status: 'PENDING_CONFIRMATION',
    statusCnpj: 'ABSENT',
    flow: 'agent',
    cpfBase: '604917352',
    mobilePhone: '88992031478',
    address: [4, '87'],
    startedHoursAgo: 30,
  },
  {
    name: 'Raul Saraiva Pontes',
    username: 'raul.pontes@exemplo.com.br',
    status: 'PENDING_CNPJ',
    statusCnpj: 'ABSENT',
    flow: 'normal',
    cpfBase: '721530846',
    mobilePhone: '85996120874',
    address: [3, '2500'],
    startedHoursAgo: 52,
  },
  {
    name: 'Heitor Campelo Vasconcelos',
    username: 'heitor.vasconcelos@exemplo.com.br',
    status: 'OK',
    statusCnpj: 'PROCESSING',
    flow: 'normal',
    cpfBase: '235871904',
    cnpjBase: '58214736',
    mobilePhone: '85985340912',
    address: [0, '1020'],
    startedHoursAgo: 76,
  },
  {
    name: 'Priscila Teles Mourão',
    username: 'priscila.mourao@exemplo.com.br',
    status: 'OK',
    statusCnpj: 'WAITING_SIGNATURE',
    flow: 'normal',
    cpfBase: '147036925',
    cnpjBase: '7KQ3M9T2',
    mobilePhone: '88988214503',
    address: [5, '45'],
    startedHoursAgo: 100,
  },
  {
    name: 'Gabriela Ximenes Rocha',
    username: 'gabriela.rocha@exemplo.com.br',
    status: 'OK',
    statusCnpj: 'WAITING_BANK_DETAILS',
    flow: 'agent',
    cpfBase: '830462179',
    cnpjBase: '61937204',
    mobilePhone: '85994417628',
    address: [0, '77'],
    startedHoursAgo: 124,
  },
  {
    name: 'Otoniel Frota Barreto',
    username: 'otoniel.barreto@exemplo.com.br',
    status: 'OK',
    statusCnpj: 'INVALID_BANK_DETAILS',
    flow: 'holding',
    cpfBase: '956204318',
    cnpjBase: '40873125',
    mobilePhone: '85993582046',
    address: [6, '1578'],
    startedHoursAgo: 170,
  },
];

/** The organisation each route set files a new account under (flow.ts `organisationFor`). */
const ORGANISATION_OF: Record<Flow, OrganisationKey | null> = {
  normal: null,
  holding: 'holding',
  agent: 'agency',
};

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** The CPF and, from step 5 on, the company of a pending registration. */
export const pendingDocuments = (person: PendingAccreditation) => ({
  cpf: seedCpf(person.cpfBase),
  // Branch 0001: the headquarters, as a person's first company is.
  cnpj: person.cnpjBase ? seedCnpj(`${person.cnpjBase}0001`) : null,
});

/** Inserted after the demo accounts (the agent's flow points at agente@). */
export async function seedPendingAccreditations(db: Db, passwordHash: string): Promise<void> {
  const rows = PENDING_ACCREDITATIONS.map((person) => {
    const place = POSTAL_CODES[person.address[0]] ?? POSTAL_CODES[0];
    if (!place) throw new Error('seed postal code missing');
    const organisation = ORGANISATION_OF[person.flow];
    const { cpf, cnpj } = pendingDocuments(person);
    return {
      id: userId(person.username),
      name: person.name,
      username: person.username,
      // No password before step 4 (bcrypt compares false against it), the demo's after.
      password_hash: ['PENDING_CONFIRMATION', 'PENDING_PASSWORD'].includes(person.status)
        ? NO_PASSWORD
        : passwordHash,
      roles: 'isAffiliated',
      status: person.status,
      mobile_phone: person.mobilePhone,
      organisation_id: organisation ? organisationId(organisation) : null,
      cpf,
      cnpj,
      postal_code: place.cep,
      street: place.street,
      address_number: person.address[1],
      district: place.district,
      city: place.city,
      state: place.state,
      agent_id: person.flow === 'agent' ? userId(DEMO_USERS.agent.username) : null,
      status_cnpj: person.statusCnpj,
      created_at: hoursBeforeBase(person.startedHoursAgo),
    };
  });
  await db
    .insertInto('users')
    .values(rows)
    .onConflict((oc) => oc.doNothing())
    .execute();
  // The session of the route set each came through (stored as a hash of a token nobody holds:
  // the person's own link is in their e-mail), expiring 24 hours after the last step.
  await db
    .insertInto('accreditation_sessions')
    .values(
      PENDING_ACCREDITATIONS.map((person) => ({
        token_hash: sha256(seedId(`accreditation-session:${person.username}`)),
        user_id: userId(person.username),
        flow: person.flow,
        created_at: hoursBeforeBase(person.startedHoursAgo),
        expires_at: hoursBeforeBase(person.startedHoursAgo - SESSION_TTL_HOURS),
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
  // A code is on record only while step 3 waits for it: the one e-mailed when they stopped.
  const awaitingCode = PENDING_ACCREDITATIONS.filter((person) => person.status === 'PENDING_CONFIRMATION');
  await db
    .insertInto('accreditation_codes')
    .values(
      awaitingCode.map((person) => ({
        user_id: userId(person.username),
        code_hash: sha256(`${userId(person.username)}:${seedId(`accreditation-code:${person.username}`)}`),
        sent_at: hoursBeforeBase(person.startedHoursAgo),
        expires_at: new Date(hoursBeforeBase(person.startedHoursAgo).getTime() + CODE_TTL_MINUTES * 60_000),
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}
