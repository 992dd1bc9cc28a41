/**
 * docs/product.md §3.3 Meu Perfil: what a signed-in affiliate or agent changes about themselves
 * (phone and address, password) and the contract PDF upstream generates for their company.
 */
import { formatCnpj } from '@portal/schema/documents/cnpj';
import bcrypt from 'bcryptjs';
import type { Db } from '../../db/connection.ts';
import { HttpError } from '../../kernel/errors.ts';

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
  await db.updateTable('users').set({ password_hash: hash }).where('id', '=', userId).execute();
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
