import styled from 'styled-components';
import type { BillingStatus } from '@/__generated__/types.ts';
import { periodLine } from '@/features/products/sales/periodLine.ts';
import { formatCents } from '@/lib/money.ts';
import { formatChange, formatWhole } from '@/lib/numbers.ts';
import { getBillingStatus } from '@/lib/status.ts';
import { paths } from '@/paths.ts';
import { type FigureLinkItem, FigureLinks } from '@/ui/FigureLinks.tsx';
import { MutedText, Stack } from '@/ui/ListLayout.tsx';
import { LIST_PARAMS } from '@/ui/listParams.ts';
import { Section } from '@/ui/Section.tsx';
import type { HomeBills_StatFragment, HomeSales_TrackingFragment } from './__generated__/operations.ts';

/** Products shown in a home's ranking; the tracking page has them all. */
export const TOP_PRODUCTS = 5;

/** The bill statuses that wait for someone or went wrong, drawn as needing attention. */
const ATTENTION: readonly BillingStatus[] = ['ERROR', 'PAYMENT_ERROR'];

/** The order a reader follows a bill's life in: waiting, moving, done, then what went wrong. */
const BILL_ORDER: readonly BillingStatus[] = [
  'OPEN',
  'ENQUEUED',
  'PROCESSING',
  'READY',
  'PAID',
  'CLOSED',
  'ERROR',
  'PAYMENT_ERROR',
];

const count = (value: number, one: string, many: string) =>
  `${formatWhole(value)} ${value === 1 ? one : many}`;

/** A list's address filtered by one status (`?status=OPEN`, the lists' URL parameter). */
export const withStatus = (path: string, status: string) => `${path}?${LIST_PARAMS.filter}=${status}`;

/** A titled group of figures, each a link to its list. */
export const FigureSection = ({ title, items }: { title: string; items: readonly FigureLinkItem[] }) => (
  <Section title={title}>
    <FigureLinks label={title} items={items} />
  </Section>
);

/** A count as a figure linking to the list it counts (0 when the field failed and came back null). */
export const countFigure = (
  key: string,
  label: string,
  total: number | null | undefined,
  to: string,
  alertWhenAny = false,
): FigureLinkItem => ({
  key,
  label,
  value: formatWhole(total ?? 0),
  to,
  alert: alertWhenAny && (total ?? 0) > 0,
});

/** The bills by status, each a link to Status Faturamento filtered by it. */
export const BillFigures = ({ stats }: { stats: readonly HomeBills_StatFragment[] }) => {
  const byStatus = new Map(stats.map((stat) => [stat.status, stat]));
  const items: FigureLinkItem[] = BILL_ORDER.flatMap((status) => {
    const stat = byStatus.get(status);
    if (!stat) return [];
    return [
      {
        key: status,
        label: getBillingStatus(status).label,
        value: formatWhole(stat.count),
        hint: formatCents(stat.value),
        to: withStatus(paths.billingStatus, status),
        alert: ATTENTION.includes(status) && stat.count > 0,
      },
    ];
  });
  return <FigureSection title="Faturas por status" items={items} />;
};

/** A list without bullets or indent, its items `$gap` theme units apart (a home's rankings and jobs). */
export const PlainList = styled.ul<{ $gap: number }>`
  display: grid;
  gap: ${({ theme, $gap }) => theme.spacing($gap)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Name and figure side by side while both fit, the figure under the name on a phone. */
const StyledRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(1, 3)};
`;

const StyledName = styled.span`
  flex: 1 1 12rem;
  overflow-wrap: anywhere;
`;

const StyledFigure = styled.span`
  white-space: nowrap;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** The bar is a picture of the row's share; its numbers are the row's text. */
const StyledBar = styled.span<{ $share: number }>`
  flex: 1 0 100%;
  height: 8px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: linear-gradient(
    to right,
    ${({ theme }) => theme.colors.primary} ${({ $share }) => $share}%,
    ${({ theme }) => theme.colors.primaryLight} ${({ $share }) => $share}%
  );
`;

/** The best-selling products of the period, with a bar per product scaled to the first. */
const ProductRanking = ({ products }: { products: HomeSales_TrackingFragment['products'] }) => {
  const top = products.slice(0, TOP_PRODUCTS);
  const best = Math.max(1, ...top.map((product) => product.value));
  if (top.length === 0) return <MutedText>Nenhuma venda no período.</MutedText>;
  return (
    <PlainList as="ol" $gap={3} aria-label="Vendas por produto">
      {top.map((product) => (
        <StyledRow key={product.productId}>
          <StyledName>{product.productName}</StyledName>
          <StyledFigure>{`${formatCents(product.value)} · ${count(product.saleCount, 'venda', 'vendas')}`}</StyledFigure>
          <StyledBar aria-hidden="true" $share={Math.round((product.value / best) * 100)} />
        </StyledRow>
      ))}
    </PlainList>
  );
};

/**
 * The figure of the cycle before and how this one moved against it ('Ciclo 13: R$ 15.000,00 ·
 * +29%'); while this cycle runs, upstream added up only as many of the previous cycle's first days
 * as have passed ('Mesmo período do ciclo 13: …'); nothing when no cycle came before.
 */
export const versusPrevious = (
  tracking: HomeSales_TrackingFragment,
  field: 'saleCount' | 'value',
  format: (value: number) => string,
): string | undefined => {
  const { previous } = tracking;
  if (!previous) return undefined;
  const change = formatChange(tracking[field], previous[field]);
  const which = tracking.cycle?.current
    ? `Mesmo período do ciclo ${previous.number}`
    : `Ciclo ${previous.number}`;
  // The figure keeps its 'R$' and digits together when the sentence wraps in its card.
  const figure = format(previous[field]).replace(' ', '\u00a0');
  return `${which}: ${figure}${change ? ` · ${change}` : ''}`;
};

/**
 * The period's sales (Acompanhamento de vendas' default period: the current cycle, or the latest
 * with sales): count and value, each a link to `salesPath`, and the best-selling products.
 */
export const SalesFigures = ({
  tracking,
  salesPath,
}: {
  tracking: HomeSales_TrackingFragment;
  /** The list the figures summarise (the tracking page, or Suas vendas where it is not the role's). */
  salesPath: string;
}) => (
  <Section title="Vendas do ciclo">
    <Stack $gap={4}>
      <MutedText>{periodLine(tracking)}</MutedText>
      <FigureLinks
        label="Vendas do ciclo"
        // Wide enough for a sales total in the large type ('R$ 19.361,00'): one column on a phone.
        minWidth="180px"
        items={[
          {
            key: 'count',
            label: 'Vendas aprovadas',
            value: formatWhole(tracking.saleCount),
            hint: versusPrevious(tracking, 'saleCount', formatWhole),
            to: salesPath,
          },
          {
            key: 'value',
            label: 'Valor vendido',
            value: formatCents(tracking.value),
            hint: versusPrevious(tracking, 'value', formatCents),
            to: salesPath,
          },
        ]}
      />
      <ProductRanking products={tracking.products} />
    </Stack>
  </Section>
);
