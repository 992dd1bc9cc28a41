/**
 * docs/product.md §3.1 Accreditation: the public routes a new affiliate's registration drives
 * (`/v1/affiliates/public`), the reference lookups its forms need (banks, states, postal codes) and
 * the signed-in affiliate's bank details (Meu Perfil). See docs/upstream-contract/accreditation.md, "Accreditation".
 */
import {
  accreditationCnpjSchema,
  accreditationPasswordSchema,
  bankDetailsSchema,
  ACCREDITATION_MESSAGES as M,
  PROFILE_MESSAGES as P,
  personalDataSchema,
  profileContactSchema,
  profilePasswordSchema,
  verificationCodeSchema,
} from '@portal/schema';
import bcrypt from 'bcryptjs';
import { type Request, Router } from 'express';
import type { AppDeps } from '../../../deps.ts';
import { authenticate, viewerOf } from '../../../http/auth.ts';
import { HttpError } from '../../../http/errors.ts';
import { sendPdf } from '../../../http/files.ts';
import { jsonObject, pathParam } from '../../../http/input.ts';
import { BANKS, STATES } from '../data.ts';
import {
  accountExists,
  FLOWS,
  type Flow,
  findAgent,
  readSession,
  register,
  resendCode,
  saveSessionBankDetails,
  setCnpj,
  setPassword,
  verifyCode,
} from '../flow.ts';
import { postalCodeLookup } from '../geography.ts';
import { WindowLimiter } from '../limits.ts';
import {
  changePassword,
  contractPdf,
  type PdfWriter,
  readProfile,
  saveBankDetails,
  saveContact,
} from '../profile.ts';
import { type CodeSender, logCodeSender } from '../sender.ts';

const BASE = '/v1/affiliates/public';

/** yup's ValidationError (upstream does not depend on yup itself): its message is the rule's text. */
async function valid<T>(schema: { validate(value: unknown, options: object): Promise<T> }, body: unknown) {
  try {
    return await schema.validate(body, { stripUnknown: true, abortEarly: true });
  } catch (error) {
    if (error instanceof Error && error.name === 'ValidationError') throw new HttpError(400, error.message);
    throw error;
  }
}

const flowOf = (req: Request): Flow => {
  const raw = jsonObject(req).flow;
  const flow = FLOWS.find((candidate) => candidate === (raw ?? 'normal'));
  if (!flow) throw new HttpError(400, 'Fluxo de credenciamento inválido.');
  return flow;
};

export interface AccreditationRouteOptions {
  /** Where codes go; the log unless a provider is configured. */
  sender?: CodeSender;
  /** Writes the contract PDF (Meu Perfil); the composition root passes the portal's PDF writer. */
  pdf: PdfWriter;
}

export function accreditationRoutes(deps: AppDeps, options: AccreditationRouteOptions): Router {
  const router = Router();
  const { db, config, logger } = deps;
  const sender = options.sender ?? logCodeSender(logger);
  // Registration writes an account and sends a message. Callers reach upstream through the
  // gateway, which limits per client address (AttemptLimiter 'accreditation'); the per-IP counter
  // here only stops a flood from one caller, so it is generous. Per e-mail it is tight.
  const perIp = new WindowLimiter(1000, 60 * 60 * 1000);
  const perMail = new WindowLimiter(5, 60 * 60 * 1000);
  const resendIp = new WindowLimiter(30, 60 * 60 * 1000);
  // Code guesses per IP on top of the 5 per code.
  const codeIp = new WindowLimiter(60, 15 * 60 * 1000);
  const ipOf = (req: Request) => req.ip ?? 'unknown';

  router.get(`${BASE}/agents/:agentId`, async (req, res) => {
    const agent = await findAgent(db, pathParam(req, 'agentId'));
    if (!agent) throw new HttpError(404, 'Agenciador não encontrado ou desativado.');
    res.json(agent);
  });

  router.post(BASE, async (req, res) => {
    perIp.hit(ipOf(req));
    const flow = flowOf(req);
    const body = jsonObject(req);
    const data = await valid(personalDataSchema, body);
    // An address that has an account gets 409 before it counts: nothing is sent to it.
    if (await accountExists(db, data.email, data.cpf)) throw new HttpError(409, M.userExists);
    perMail.hit(data.email);
    const agentId = typeof body.agentId === 'string' ? body.agentId : null;
    const created = await register(db, data, flow, agentId);
    await sender.send(created.email, created.code);
    res.status(201).json({ session: created.session, ...(await readSession(db, created.session)) });
  });

  router.get(`${BASE}/sessions/:session`, async (req, res) => {
    res.json(await readSession(db, pathParam(req, 'session')));
  });

  router.post(`${BASE}/sessions/:session/code`, async (req, res) => {
    codeIp.hit(ipOf(req));
    const { code } = await valid(verificationCodeSchema, jsonObject(req));
    res.json(await verifyCode(db, pathParam(req, 'session'), code));
  });

  router.post(`${BASE}/sessions/:session/code/resend`, async (req, res) => {
    resendIp.hit(ipOf(req));
    const sent = await resendCode(db, pathParam(req, 'session'));
    await sender.send(sent.email, sent.code);
    res.status(204).end();
  });

  router.put(`${BASE}/sessions/:session/password`, async (req, res) => {
    const { password } = await valid(accreditationPasswordSchema, jsonObject(req));
    const session = pathParam(req, 'session');
    // The session is checked before bcrypt's work is spent on a password nobody may set.
    await readSession(db, session);
    res.json(await setPassword(db, session, await bcrypt.hash(password, config.bcryptCost)));
  });

  router.post(`${BASE}/sessions/:session/cnpj`, async (req, res) => {
    const { cnpj } = await valid(accreditationCnpjSchema, jsonObject(req));
    res.json(await setCnpj(db, pathParam(req, 'session'), cnpj));
  });

  router.post(`${BASE}/sessions/:session/bank-details`, async (req, res) => {
    const details = await valid(bankDetailsSchema, jsonObject(req));
    res.json(await saveSessionBankDetails(db, pathParam(req, 'session'), details));
  });

  router.get('/v1/banks/public', (_req, res) => {
    // Already sorted by nome_extenso: the shipped data file is (accreditation/banks.test.ts).
    res.json({ items: BANKS });
  });

  router.get('/v1/geography/states', (_req, res) => {
    res.json({ items: STATES });
  });

  const lookUpPostalCode = postalCodeLookup(config.geographyUrl, logger);
  router.get('/v1/geography/postal-codes/:cep', async (req, res) => {
    const cep = pathParam(req, 'cep').replace(/\D/g, '');
    const found = /^[0-9]{8}$/.test(cep) ? await lookUpPostalCode(cep) : null;
    if (!found) throw new HttpError(404, M.cepNotFound);
    res.json(found);
  });

  const auth = authenticate(deps);
  router.get('/v1/affiliates/me/profile', auth, async (req, res) => {
    res.json(await readProfile(db, viewerOf(req).id));
  });

  router.post('/v1/affiliates/me/bank-details', auth, async (req, res) => {
    const details = await valid(bankDetailsSchema, jsonObject(req));
    res.json({ statusCnpj: await saveBankDetails(db, viewerOf(req).id, details) });
  });

  router.put('/v1/affiliates/me/profile', auth, async (req, res) => {
    const contact = await valid(profileContactSchema, jsonObject(req));
    const userId = viewerOf(req).id;
    await saveContact(db, userId, { ...contact, complement: contact.complement ?? '' });
    res.json(await readProfile(db, userId));
  });

  // Guesses at the current password per account, on top of bcrypt's cost.
  const passwordTries = new WindowLimiter(10, 15 * 60 * 1000);
  router.post('/v1/affiliates/me/password', auth, async (req, res) => {
    const { currentPassword, newPassword } = await valid(profilePasswordSchema, jsonObject(req));
    const userId = viewerOf(req).id;
    passwordTries.hit(userId);
    await changePassword(db, userId, currentPassword, newPassword, config.bcryptCost, P.wrongPassword);
    res.status(204).end();
  });

  router.get('/v1/affiliates/me/contract', auth, async (req, res) => {
    const pdf = await contractPdf(db, viewerOf(req).id, options.pdf, P.contractUnavailable);
    sendPdf(res, pdf, {
      filename: 'contrato.pdf',
      disposition: 'attachment',
      cacheControl: 'private, no-store',
    });
  });

  return router;
}
