/**
 * docs/product.md §3.1: the three route sets of the registration and where each step lives in them,
 * and the accreditation session token kept between steps (session storage and the URL's `sessao`;
 * never a password).
 */
import { ACCREDITATION_STEPS, type AccreditationStep } from '@portal/schema/validation/accreditation';
import type { AccreditationFlow } from '@/__generated__/types.ts';
import { pathTo, registrationPaths, registrationSetOf } from '@/paths.ts';

export interface FlowContext {
  flow: AccreditationFlow;
  agentId: string | null;
}

/** The route set of a pathname: /holding/..., /agent/<step>/<agentId>, or the normal one. */
export const flowOfPath = (pathname: string): FlowContext => {
  const { set, agentId } = registrationSetOf(pathname);
  return { flow: set, agentId };
};

/** The path of step `number` (1..5) in the same route set. */
export const stepPath = ({ flow, agentId }: FlowContext, number: number): string => {
  const slug: AccreditationStep =
    ACCREDITATION_STEPS[Math.min(Math.max(number, 1), 5) - 1] ?? 'credenciamento';
  const path = registrationPaths(slug)[flow];
  return flow === 'AGENT' ? pathTo(path, { agentId: agentId ?? '' }) : path;
};

const STORAGE_KEY = 'portal.accreditation.session';
export const SESSION_PARAM = 'sessao';

/** The stored token: the URL's first (a link opened elsewhere), then this tab's storage. */
export const readSessionToken = (search: string): string | null => {
  const fromUrl = new URLSearchParams(search).get(SESSION_PARAM);
  if (fromUrl) return fromUrl;
  try {
    return window.sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
};

export const storeSessionToken = (token: string | null): void => {
  try {
    if (token) window.sessionStorage.setItem(STORAGE_KEY, token);
    else window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage disabled (private mode): the URL still carries the token.
  }
};

/** A step path carrying the token, so a reload or a copied link resumes the same registration. */
export const withSession = (path: string, token: string): string =>
  `${path}?${SESSION_PARAM}=${encodeURIComponent(token)}`;
