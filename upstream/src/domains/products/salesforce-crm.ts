/**
 * The CRM adapter (docs/upstream-contract/products.md "Salesforce: campaigns poll and errors"), shaped like
 * the postal-code lookup of accreditation: with SALESFORCE_URL set, the CRM's campaign feed
 * (`GET {base}/campaigns?status=Active` → `{campaigns: [{id, name, productCode, startDate,
 * endDate}]}`) answers; unset, the shipped fake feed below answers in-process, so `npm start` and
 * the tests need no network. The same fake feed is served over HTTP at `/fake-salesforce/campaigns`
 * (routes/products-salesforce.ts) so the HTTP adapter can be exercised against it.
 *
 * Unlike the postal codes there is no fallback: a campaign poll that cannot read the CRM fails and
 * says so (applying an empty feed would unlink every campaign).
 */
import type { Logger } from '../../logger.ts';

/** One campaign as the CRM sends it; fields are checked by the poll, not trusted. */
export interface CrmCampaign {
  id: string;
  name: string;
  /** The product's Salesforce code (`products.sf_code`). */
  productCode: string;
  /** Calendar days, 'YYYY-MM-DD'. */
  startDate: string;
  endDate: string;
}

export type CampaignFeed = () => Promise<CrmCampaign[]>;

const DAY_MS = 86_400_000;
const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/**
 * The demo CRM's active campaigns, deterministic for a given day: the dates are relative to it so
 * the campaigns stay current whenever the demo runs. Two match demo products' sfCodes, one names a
 * code no product has, one has its end before its start, and one repeats a code two products share
 * only when someone makes them share it (db/seed/salesforce.ts explains the demo).
 */
export function fakeCampaigns(today: Date = new Date()): CrmCampaign[] {
  const day = (offset: number) => isoDay(new Date(today.getTime() + offset * DAY_MS));
  return [
    {
      id: '701FAKE000ENEM01',
      name: 'Volta às aulas ENEM',
      productCode: 'SF-ENEM-001',
      startDate: day(-15),
      endDate: day(45),
    },
    {
      id: '701FAKE000ODON01',
      name: 'Sorriso em família',
      productCode: 'SF-ODONTO-010',
      startDate: day(-5),
      endDate: day(25),
    },
    {
      id: '701FAKE000ROBO01',
      name: 'Robótica para crianças',
      productCode: 'SF-ROBOTICA-099',
      startDate: day(-2),
      endDate: day(30),
    },
    {
      id: '701FAKE000REDA01',
      name: 'Redação nota mil: inscrições',
      productCode: 'SF-REDACAO-002',
      startDate: day(10),
      endDate: day(-10),
    },
  ];
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The feed's body as campaigns; anything without an id is dropped (it cannot be referenced). */
export function campaignsOf(body: unknown): CrmCampaign[] {
  const list =
    typeof body === 'object' && body !== null && Array.isArray((body as { campaigns?: unknown }).campaigns)
      ? ((body as { campaigns: unknown[] }).campaigns as unknown[])
      : null;
  if (!list) throw new Error('the CRM answered without a campaigns list');
  return list.flatMap((item) => {
    if (typeof item !== 'object' || item === null) return [];
    const found = item as Record<string, unknown>;
    const id = text(found.id);
    if (!id) return [];
    return [
      {
        id,
        name: text(found.name),
        productCode: text(found.productCode),
        startDate: text(found.startDate),
        endDate: text(found.endDate),
      },
    ];
  });
}

/** The feed this upstream polls: the CRM at `baseUrl`, or the fake one. */
export function campaignFeed(baseUrl: string | undefined, logger: Logger, timeoutMs = 10_000): CampaignFeed {
  if (!baseUrl) return async () => fakeCampaigns();
  return async () => {
    try {
      const response = await fetch(`${baseUrl}/campaigns?status=Active`, {
        signal: AbortSignal.timeout(timeoutMs),
        headers: { accept: 'application/json' },
      });
      if (!response.ok) throw new Error(`status ${response.status}`);
      return campaignsOf(await response.json());
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      logger.warn('salesforce campaign feed failed', { error: detail });
      throw new Error(`CRM indisponível (${detail})`);
    }
  };
}
