/**
 * docs/product.md §3.1: CEP lookups. With GEOGRAPHY_URL set, a ViaCEP-compatible service
 * (`{base}/{cep}/json/`) answers; the shipped dataset answers when it is unset and whenever the
 * service fails or times out, so a registration never stops because a third party is down. An
 * unknown CEP is `null`: the form stays editable and says so.
 */
import type { Logger } from '../../logger.ts';
import { POSTAL_CODES, type PostalAddress } from './data.ts';

export type PostalCodeLookup = (cep: string) => Promise<PostalAddress | null>;

const fromDataset = (cep: string): PostalAddress | null =>
  POSTAL_CODES.find((entry) => entry.cep === cep) ?? null;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export function postalCodeLookup(
  baseUrl: string | undefined,
  logger: Logger,
  timeoutMs = 3000,
): PostalCodeLookup {
  if (!baseUrl) return async (cep) => fromDataset(cep);
  return async (cep) => {
    try {
      const response = await fetch(`${baseUrl}/${cep}/json/`, { signal: AbortSignal.timeout(timeoutMs) });
      if (response.status === 404 || response.status === 400) return fromDataset(cep);
      if (!response.ok) throw new Error(`status ${response.status}`);
      const body: unknown = await response.json();
      if (typeof body !== 'object' || body === null || 'erro' in body) return fromDataset(cep);
      const found = body as Record<string, unknown>;
      const state = text(found.uf);
      const city = text(found.localidade);
      // Without a city and state the answer is not an address: treat it as unknown.
      if (!state || !city) return fromDataset(cep);
      return { cep, street: text(found.logradouro), district: text(found.bairro), city, state };
    } catch (error) {
      logger.warn('postal-code service failed, using the shipped dataset', {
        error: error instanceof Error ? error.message : String(error),
      });
      return fromDataset(cep);
    }
  };
}
