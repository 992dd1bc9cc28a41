/**
 * docs/product.md §3.3 Meu Perfil: the signed-in affiliate's or agent's registration data, what
 * they change about themselves (phone and address, password, bank details) and the contract PDF
 * upstream generates for their company.
 */
import { type AccountType, ACCREDITATION_MESSAGES as M, mayEditBankDetails } from '@portal/schema';
import { formatCnpj } from '@portal/schema/documents/cnpj';
import bcrypt from 'bcryptjs';
import { type Db, inTransaction } from '../../db/connection.ts';
import { HttpError } from '../../kernel/errors.ts';
import { queueUserMail } from '../../kernel/mail.ts';

export interface ContactChange {
  mobilePhone: string;
  postalCode: string;
  street: string;
  number: string;
  complement: string;
  district: string;
  city: string;
  state: string;
}

/** One row, one statement: phone and address change together or not at all. */
export async function saveContact(db: Db, userId: string, contact: ContactChange): Promise<void> {
  await db
    .updateTable('users')
    .set({
      mobile_phone: contact.mobilePhone,
      postal_code: contact.postalCode,
      street: contact.street,
      address_number: contact.number,
      address_complement: contact.complement || null,
      district: contact.district,
      city: contact.city,
      state: contact.state,
    })
    .where('id', '=', userId)
    .execute();
}

/**
 * The current password proves the person at the keyboard is the account's owner (a stolen open
 * session must not be enough to lock them out). Hashing happens before the write: bcrypt is slow.
 */
export async function changePassword(
  db: Db,
  userId: string,
  current: string,
  next: string,
  cost: number,
  wrongPasswordText: string,
): Promise<void> {
  const user = await db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (!user.password_hash || !(await bcrypt.compare(current, user.password_hash))) {
    throw new HttpError(400, wrongPasswordText);
  }
  const hash = await bcrypt.hash(next, cost);
  await inTransaction(db, async (trx) => {
    await trx.updateTable('users').set({ password_hash: hash }).where('id', '=', userId).execute();
    await queueUserMail(trx, userId, 'password-changed', { at: new Date().toISOString() });
  });
}

/** A one-page PDF writer; the composition root hands in the portal's (finance/pdf.ts). */
export type PdfWriter = (title: string, paragraphs: readonly { text: string; size?: number }[]) => Buffer;

/** The affiliation contract of the user's company; 409 before a CNPJ is registered. */
export async function contractPdf(
  db: Db,
  userId: string,
  buildPdf: PdfWriter,
  unavailableText: string,
): Promise<Buffer> {
  const user = await db
    .selectFrom('users')
    .select(['name', 'cpf', 'cnpj', 'city', 'state'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (!user.cnpj) throw new HttpError(409, unavailableText);
  const place = user.city && user.state ? `${user.city}/${user.state}` : 'Brasil';
  return buildPdf('Contrato de afiliação', [
    { text: 'Contrato de afiliação', size: 16 },
    { text: `Afiliado: ${user.name}` },
    { text: `CNPJ: ${formatCnpj(user.cnpj)}` },
    {
      text:
        'Pelo presente instrumento, o afiliado acima identificado adere à rede de afiliados do portal, ' +
        'comprometendo-se a divulgar os produtos conforme as regras vigentes e a manter seus dados ' +
        'cadastrais e bancários atualizados.',
    },
    { text: `Local: ${place}` },
  ]);
}

export interface ProfileJson {
  name: string;
  email: string;
  cpf: string | null;
  mobilePhone: string | null;
  postalCode: string | null;
  street: string | null;
  number: string | null;
  complement: string | null;
  district: string | null;
  city: string | null;
  state: string | null;
  cnpj: string | null;
  statusCnpj: string | null;
  bankDetails: {
    bank: number;
    branch: string;
    account: string;
    accountType: string;
    isPersonal: boolean;
  } | null;
}

/** Meu Perfil (docs/product.md §3.3): the signed-in user's registration data. */
export async function readProfile(db: Db, userId: string): Promise<ProfileJson> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  const bank =
    user.bank_code !== null && user.bank_branch && user.bank_account && user.bank_account_type
      ? {
          bank: user.bank_code,
          branch: user.bank_branch,
          account: user.bank_account,
          accountType: user.bank_account_type,
          isPersonal: user.bank_is_personal ?? false,
        }
      : null;
  return {
    name: user.name,
    email: user.username,
    cpf: user.cpf,
    mobilePhone: user.mobile_phone,
    postalCode: user.postal_code,
    street: user.street,
    number: user.address_number,
    complement: user.address_complement,
    district: user.district,
    city: user.city,
    state: user.state,
    cnpj: user.cnpj,
    statusCnpj: user.status_cnpj,
    bankDetails: bank,
  };
}

export interface BankDetails {
  bank: number;
  branch: string;
  account: string;
  accountType: AccountType;
  isPersonal: boolean;
}

/** Saves bank details for a user whose CNPJ status asks for them; the company then is processed. */
export async function saveBankDetails(db: Db, userId: string, details: BankDetails): Promise<string> {
  return inTransaction(db, async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select('status_cnpj')
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (!mayEditBankDetails(user.status_cnpj)) throw new HttpError(409, M.bankDetailsNotExpected);
    await trx
      .updateTable('users')
      .set({
        bank_code: details.bank,
        bank_branch: details.branch,
        bank_account: details.account,
        bank_account_type: details.accountType,
        bank_is_personal: details.isPersonal,
        status_cnpj: 'PROCESSING',
      })
      .where('id', '=', userId)
      .execute();
    return 'PROCESSING';
  });
}
