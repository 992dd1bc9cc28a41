/**
 * The contract actions of the ED details (docs/product.md §8.7 "contract and ED contract by id;
 * contract-sign, partnerCheck"; docs/upstream-contract/network.md "ED contracts"): the ED's affiliation
 * contract and its ED contract as PDFs, the signature request and the partner check. The PDFs come
 * from the writers the composition root hands in (accreditation's contract, the portal's one-page
 * writer), so there is one PDF writer in upstream. Scope as every ED route: another unit's ED is 404.
 */
import { formatCnpj } from '@portal/schema/documents/cnpj';
import { type RequestHandler, Router } from 'express';
import type { Db } from '../../../db/connection.ts';
import type { AppDeps } from '../../../deps.ts';
import { authenticate, viewerOf } from '../../../http/auth.ts';
import { HttpError } from '../../../http/errors.ts';
import { sendPdf } from '../../../http/files.ts';
import { pathParam } from '../../../http/input.ts';
import { isUuid } from '../../../kernel/viewer.ts';
import {
  contractSignature,
  edContractParties,
  NotPartnerError,
  partnerCheck,
  requestSignature,
} from '../ed-contracts.ts';
import { ED_LIST_MESSAGES, edScopeOf } from './network.ts';

export const ED_CONTRACT_MESSAGES = {
  noCnpj: 'O ED ainda não tem CNPJ cadastrado: não há contrato a emitir.',
  notPartner: 'O ED não consta como sócio da empresa do seu CNPJ: não é possível pedir a assinatura.',
} as const;

export interface EdContractWriters {
  /** The affiliation contract of a user's company (accreditation's), 409 without a CNPJ. */
  affiliateContract: (db: Db, userId: string) => Promise<Buffer>;
  /** The portal's one-page PDF writer. */
  pdf: (title: string, paragraphs: readonly { text: string; size?: number }[]) => Buffer;
}

const found = <T>(value: T | null): T => {
  if (value === null) throw new HttpError(404, ED_LIST_MESSAGES.notFound);
  return value;
};

const uuidId: RequestHandler = (req, _res, next) => {
  next(isUuid(pathParam(req, 'id')) ? undefined : 'route');
};

const PRIVATE_PDF = { disposition: 'attachment', cacheControl: 'private, no-store' } as const;

export function edContractRoutes(deps: AppDeps, writers: EdContractWriters): Router {
  const router = Router();
  const auth = authenticate(deps);
  const { db } = deps;

  // The ED's affiliation contract, the same document the ED downloads on Meu Perfil.
  router.get('/v1/affiliates/:id/contract', uuidId, auth, async (req, res) => {
    const ed = found(await edContractParties(db, edScopeOf(viewerOf(req)), pathParam(req, 'id')));
    if (!ed.cnpj) throw new HttpError(409, ED_CONTRACT_MESSAGES.noCnpj);
    sendPdf(res, await writers.affiliateContract(db, ed.id), { filename: 'contrato.pdf', ...PRIVATE_PDF });
  });

  // The ED contract: the ED's company and its unit, the agreement of the ED with the network.
  router.get('/v1/affiliates/:id/ed-contract', uuidId, auth, async (req, res) => {
    const ed = found(await edContractParties(db, edScopeOf(viewerOf(req)), pathParam(req, 'id')));
    if (!ed.cnpj) throw new HttpError(409, ED_CONTRACT_MESSAGES.noCnpj);
    const pdf = writers.pdf('Contrato de ED', [
      { text: 'Contrato de ED', size: 16 },
      { text: `ED: ${ed.name}` },
      { text: `CNPJ do ED: ${formatCnpj(ed.cnpj)}` },
      { text: `Unidade: ${ed.unitName ?? 'sem unidade'}` },
      ...(ed.unitCnpj ? [{ text: `CNPJ da unidade: ${formatCnpj(ed.unitCnpj)}` }] : []),
      {
        text:
          'O ED acima identificado atua vinculado à unidade indicada, seguindo as metas, os níveis e ' +
          'as regras de comissionamento da rede vigentes em cada ciclo.',
      },
    ]);
    sendPdf(res, pdf, { filename: 'contrato-ed.pdf', ...PRIVATE_PDF });
  });

  router.get('/v1/affiliates/:id/partner-check', uuidId, auth, async (req, res) => {
    res.json(found(await partnerCheck(db, edScopeOf(viewerOf(req)), pathParam(req, 'id'))));
  });

  router.get('/v1/affiliates/:id/contract-sign', uuidId, auth, async (req, res) => {
    res.json(found(await contractSignature(db, edScopeOf(viewerOf(req)), pathParam(req, 'id'))));
  });

  // Asks the ED to sign its contract (audited); 409 when the ED is not a partner of its company.
  router.post('/v1/affiliates/:id/contract-sign', uuidId, auth, async (req, res) => {
    const viewer = viewerOf(req);
    try {
      const signature = await requestSignature(db, edScopeOf(viewer), pathParam(req, 'id'), viewer.id);
      res.json(found(signature));
    } catch (error) {
      if (error instanceof NotPartnerError) throw new HttpError(409, ED_CONTRACT_MESSAGES.notPartner);
      throw error;
    }
  });

  return router;
}
