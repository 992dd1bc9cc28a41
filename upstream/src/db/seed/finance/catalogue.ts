/** Producers, products, career levels and invoice integrations of the demo data. */
import type { IntegrationKind } from '../../finance-types.ts';
import { seedCnpj, seedId } from '../ids.ts';
import { type OrganisationKey, organisationId } from '../organisations.ts';
import { DEMO_USERS, userId } from '../users.ts';

export const PRODUCERS = [
  // produtor@demo.com.br works at this producer (organisation 'producer'): it reads its invoices
  // and its vouchers.
  {
    key: 'mandacaru',
    name: 'Mandacaru Educação Ltda.',
    cnpj: seedCnpj('123456780001'),
    organisation: 'producer',
  },
  { key: 'jangada', name: 'Jangada Saúde e Bem-Estar Ltda.', cnpj: seedCnpj('234567890001') },
  // Registered after July 2026: an alphanumeric CNPJ (the Notas Fiscais search finds it by it).
  { key: 'carnauba', name: 'Carnaúba Cursos Livres S.A.', cnpj: seedCnpj('9X2KQ7AB0001') },
] as const;

export type ProducerKey = (typeof PRODUCERS)[number]['key'];

export interface SeedProduct {
  key: string;
  name: string;
  producer: ProducerKey;
  priceCents: number;
  maxInstallments: number;
  /** Basis points: 1000 = 10%. */
  affiliateRate: number;
  branchRate: number;
}

/** Three or four products per producer; the `Voucher…` ones pay less and are never split. */
export const PRODUCTS: readonly SeedProduct[] = [
  {
    key: 'enem',
    name: 'Curso Preparatório ENEM Completo',
    producer: 'mandacaru',
    priceCents: 149_700,
    maxInstallments: 12,
    affiliateRate: 1000,
    branchRate: 300,
  },
  {
    key: 'redacao',
    name: 'Mentoria Redação Nota Mil',
    producer: 'mandacaru',
    priceCents: 59_700,
    maxInstallments: 6,
    affiliateRate: 1200,
    branchRate: 300,
  },
  {
    key: 'voucher-100',
    name: 'Voucher Presente R$ 100',
    producer: 'mandacaru',
    priceCents: 10_000,
    maxInstallments: 1,
    affiliateRate: 500,
    branchRate: 100,
  },
  {
    key: 'voucher-50',
    name: 'Voucher Presente R$ 50',
    producer: 'mandacaru',
    priceCents: 5_000,
    maxInstallments: 1,
    affiliateRate: 500,
    branchRate: 100,
  },
  {
    key: 'odonto',
    name: 'Plano Odontológico Familiar Anual',
    producer: 'jangada',
    priceCents: 106_800,
    maxInstallments: 12,
    affiliateRate: 800,
    branchRate: 200,
  },
  {
    key: 'checkup',
    name: 'Check-up Executivo',
    producer: 'jangada',
    priceCents: 45_000,
    maxInstallments: 3,
    affiliateRate: 1000,
    branchRate: 300,
  },
  {
    key: 'voucher-nutri',
    name: 'Voucher Consulta Nutricional',
    producer: 'jangada',
    priceCents: 18_000,
    maxInstallments: 1,
    affiliateRate: 500,
    branchRate: 100,
  },
  {
    key: 'ingles',
    name: 'Curso de Inglês Online 12 meses',
    producer: 'carnauba',
    priceCents: 118_800,
    maxInstallments: 12,
    affiliateRate: 1000,
    branchRate: 300,
  },
  {
    key: 'marketing',
    name: 'Formação em Marketing Digital',
    producer: 'carnauba',
    priceCents: 240_000,
    maxInstallments: 10,
    affiliateRate: 1100,
    branchRate: 300,
  },
  {
    key: 'voucher-curso',
    name: 'Voucher Curso Livre R$ 200',
    producer: 'carnauba',
    priceCents: 20_000,
    maxInstallments: 1,
    affiliateRate: 500,
    branchRate: 100,
  },
];

export const producerId = (key: ProducerKey): string => seedId(`producer:${key}`);
export const productId = (key: string): string => seedId(`product:${key}`);
export const producerIndex = (key: ProducerKey): number => PRODUCERS.findIndex((p) => p.key === key);

/**
 * Goals grow with the level (R$ 25 mil to R$ 150 mil a cycle); level 1 keeps the helper's
 * 2 500 000 of docs/product.md §5.6, the others are the plan's own.
 */
export const CAREER_LEVELS = [
  {
    level: 1,
    name: 'Bronze',
    description: 'Primeiros passos: aprenda a divulgar e faça as primeiras vendas.',
    goal_cents: 2_500_000,
  },
  {
    level: 2,
    name: 'Prata',
    description: 'Vendas constantes a cada ciclo e uma carteira de clientes fiéis.',
    goal_cents: 4_000_000,
  },
  {
    level: 3,
    name: 'Ouro',
    description: 'Referência na sua unidade, com metas batidas em ciclos seguidos.',
    goal_cents: 6_500_000,
  },
  {
    level: 4,
    name: 'Platina',
    description: 'Forma e acompanha novos influenciadores.',
    goal_cents: 10_000_000,
  },
  {
    level: 5,
    name: 'Diamante',
    description: 'O topo do plano: bônus por desempenho da rede.',
    goal_cents: 15_000_000,
  },
] as const;

export const USER_CAREER_LEVELS: readonly { username: string; level: number }[] = [
  { username: DEMO_USERS.affiliated.username, level: 2 },
  { username: DEMO_USERS.agent.username, level: 3 },
  { username: DEMO_USERS.multi.username, level: 1 },
  { username: DEMO_USERS.branch.username, level: 2 },
  { username: 'pedro.araujo@exemplo.com.br', level: 1 },
  { username: 'ana.moreira@exemplo.com.br', level: 2 },
];

/** The integrated account: agente@ issues through DMEI as an affiliate, its agency through BBP. */
export const INTEGRATIONS: readonly (
  | { side: 'affiliate'; username: string; kind: IntegrationKind }
  | { side: 'branch'; unit: OrganisationKey; kind: IntegrationKind }
)[] = [
  { side: 'affiliate', username: DEMO_USERS.agent.username, kind: 'DMEI' },
  { side: 'branch', unit: 'agency', kind: 'BBP' },
];

export const integrationRows = () =>
  INTEGRATIONS.map((integration) =>
    integration.side === 'affiliate'
      ? {
          id: seedId(`integration:user:${integration.username}`),
          side: 'affiliate' as const,
          user_id: userId(integration.username),
          unit_id: null,
          kind: integration.kind,
        }
      : {
          id: seedId(`integration:unit:${integration.unit}`),
          side: 'branch' as const,
          user_id: null,
          unit_id: organisationId(integration.unit),
          kind: integration.kind,
        },
  );
