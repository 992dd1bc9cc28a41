/**
 * A new person through the accreditation API (issue 12), for the tests that need an account of
 * their own: steps 1 and 2 in one mutation, the code upstream e-mailed (read from the stack's MailDev), the password, and the
 * company (CNPJ) that completes a normal registration.
 */
import { expect } from '@playwright/test';
import { mailTo } from './inbox.ts';
import { graphql } from './pages.ts';

/** A valid CPF from a random 9-digit base (module 11). */
export function randomCpf(): string {
  const base = Array.from({ length: 9 }, (_, i) =>
    i === 0 ? 1 + Math.floor(Math.random() * 8) : Math.floor(Math.random() * 10),
  );
  const check = (digits: number[]) => {
    const sum = digits.reduce((acc, value, i) => acc + value * (digits.length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const first = check(base);
  return [...base, first, check([...base, first])].join('');
}

/** An alphanumeric CNPJ (issued since July 2026): check digits over ASCII − 48, weights 2..9. */
export function alphanumericCnpj(base: string): string {
  const check = (text: string) => {
    let weight = 2;
    let sum = 0;
    for (const char of [...text].reverse()) {
      sum += (char.charCodeAt(0) - 48) * weight;
      weight = weight === 9 ? 2 : weight + 1;
    }
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  const first = check(base);
  return `${base}${first}${check(`${base}${first}`)}`;
}

const randomRoot = () =>
  Array.from({ length: 8 }, () => '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ'[Math.floor(Math.random() * 34)]).join(
    '',
  );
export const randomBase = () => `${randomRoot()}0001`;

/** The newest verification code e-mailed to `email`, read from the stack's inbox (MailDev). */
export async function codeFor(email: string): Promise<string> {
  const mail = await mailTo(email, /^Seu código de verificação: \d{6}$/);
  // The code is in the subject and, for a person, in the body: both must say the same.
  const code = mail.subject.slice(-6);
  expect(mail.text).toContain(code);
  return code;
}

export interface Person {
  email: string;
  cpf: string;
}

export const newPerson = (): Person => {
  const id = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return { email: `novo.${id}@exemplo.com.br`, cpf: randomCpf() };
};

export type Flow = 'NORMAL' | 'HOLDING' | 'AGENT';
const SESSION_STATE = 'state { status }';

/**
 * Steps 1 and 2 the way the web app sends them (one mutation), so a test of the later steps
 * starts at the step it is about; the form itself is driven by the first test.
 */
export async function startedSession(person: Person, flow: Flow, agentId?: string): Promise<string> {
  const { startAccreditation } = await graphql<{ startAccreditation: { session: string } }>(
    `mutation Start($flow: AccreditationFlow!, $agentId: ID, $input: AccreditationPersonalDataInput!) {
      startAccreditation(flow: $flow, agentId: $agentId, input: $input) { session ${SESSION_STATE} }
    }`,
    {
      flow,
      agentId,
      input: {
        name: 'Luana Ferreira Dias',
        cpf: person.cpf,
        mobilePhone: '85988776655',
        email: person.email,
        postalCode: '60160230',
        street: 'Avenida Santos Dumont',
        number: '1500',
        district: 'Aldeota',
        city: 'Fortaleza',
        state: 'CE',
      },
    },
  );
  return startAccreditation.session;
}

/** Step 3 through the API, with the code upstream's sender wrote: the session waits for a password. */
export async function verifiedSession(person: Person, flow: Flow, agentId?: string): Promise<string> {
  const session = await startedSession(person, flow, agentId);
  await graphql(
    'mutation Verify($s: String!, $c: String!) { verifyAccreditationCode(session: $s, code: $c) { status } }',
    {
      s: session,
      c: await codeFor(person.email),
    },
  );
  return session;
}

/** Steps 3 and 4 through the API: the session waits for the company's CNPJ. */
export async function passwordSession(person: Person, flow: Flow, agentId?: string): Promise<string> {
  const session = await verifiedSession(person, flow, agentId);
  await graphql(
    'mutation Password($s: String!, $p: String!) { setAccreditationPassword(session: $s, password: $p) { status } }',
    {
      s: session,
      p: NEW_ACCOUNT_PASSWORD,
    },
  );
  return session;
}

/** The password every account made by `newAccount` has. */
export const NEW_ACCOUNT_PASSWORD = 'Cadastro2026';

/** A normal registration completed through the API: an affiliate who can sign in. */
export async function newAccount(): Promise<Person> {
  const person = newPerson();
  const session = await passwordSession(person, 'NORMAL');
  await graphql(
    'mutation Cnpj($s: String!, $c: String!) { setAccreditationCnpj(session: $s, cnpj: $c) { status } }',
    {
      s: session,
      c: alphanumericCnpj(randomBase()),
    },
  );
  return person;
}
