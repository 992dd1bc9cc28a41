import { Link } from 'react-router';
import { formatCents } from '@/lib/money.ts';
import { formatWhole } from '@/lib/numbers.ts';
import { paths, pathTo } from '@/paths.ts';
import { useRouteTitle } from '@/platform/RouteTitle.tsx';
import { ErrorState } from '@/ui/ErrorState.tsx';
import { Stack } from '@/ui/ListLayout.tsx';
import { PageTitle } from '@/ui/PageTitle.tsx';
import { StatCard, StatGrid } from '@/ui/StatCard.tsx';
import { DataTable, type DataTableColumn } from '@/ui/Table.tsx';
import {
  type PromotableProductRow_ProductFragment,
  usePromotableProductsQuery,
} from './__generated__/products.ts';
import { formatRateBp } from './format.ts';

export const NO_PRODUCTS_TEXT = 'Nenhum produto disponível para o seu nível no momento.';

const COLUMNS: DataTableColumn<PromotableProductRow_ProductFragment>[] = [
  {
    key: 'name',
    header: 'Produto',
    render: (row) => <Link to={pathTo(paths.productLinks, { productId: row.id })}>{row.name}</Link>,
  },
  { key: 'producer', header: 'Produtor', render: (row) => row.producerName },
  { key: 'price', header: 'Preço', align: 'right', render: (row) => formatCents(row.price) },
  { key: 'rate', header: 'Comissão', align: 'right', render: (row) => formatRateBp(row.affiliateRateBp) },
  { key: 'links', header: 'Links', align: 'right', render: (row) => formatWhole(row.linkCount) },
  { key: 'visits', header: 'Visitas', align: 'right', render: (row) => formatWhole(row.visits) },
];

/**
 * Seus produtos (/manager-links, affiliate and agent; docs/product.md §10.1): the products the
 * viewer's career level lets it promote, with its link counters; one request (the counters come
 * with the list). A product's name opens its page, where links are made and copied.
 */
export const ManagerLinksPage = () => {
  const title = useRouteTitle();
  const { data, loading, refetch } = usePromotableProductsQuery();
  const products = data?.promotableProducts;
  const items = products?.items ?? [];
  const links = items.reduce((sum, item) => sum + item.linkCount, 0);
  const visits = items.reduce((sum, item) => sum + item.visits, 0);

  return (
    <Stack as="section">
      <PageTitle title={title} />
      {!products && !loading ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : (
        <>
          <StatGrid>
            <StatCard label="Produtos disponíveis" value={formatWhole(products?.productCount ?? 0)} />
            <StatCard label="Seus links" value={formatWhole(links)} />
            <StatCard label="Visitas nos seus links" value={formatWhole(visits)} />
          </StatGrid>
          <DataTable
            label={title}
            rows={items}
            columns={COLUMNS}
            loading={loading && !products}
            emptyText={NO_PRODUCTS_TEXT}
            defaultSort={null}
          />
        </>
      )}
    </Stack>
  );
};
