import { MANAGED_PRODUCT_LIMITS } from '@portal/schema/validation/products-manager';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import { formatCents } from '@/lib/money.ts';
import { paths, pathTo } from '@/paths.ts';
import { useRouteTitle } from '@/platform/RouteTitle.tsx';
import { Button } from '@/ui/Button.tsx';
import { Stack } from '@/ui/ListLayout.tsx';
import { PageTitle } from '@/ui/PageTitle.tsx';
import { ServerDataTable } from '@/ui/ServerDataTable.tsx';
import type { DataTableColumn } from '@/ui/Table.tsx';
import { useListFilters, withQuery } from '@/ui/useListFilters.tsx';
import { type ManagedProductsQuery, useManagedProductsQuery } from './__generated__/manager.ts';

type Row = ManagedProductsQuery['managedProducts']['items'][number];

const CAMPAIGN_FILTERS = ['WITH_CAMPAIGN', 'WITHOUT_CAMPAIGN'] as const;
type CampaignFilter = (typeof CAMPAIGN_FILTERS)[number];
const CAMPAIGN_OPTIONS: readonly { value: CampaignFilter; label: string }[] = [
  { value: 'WITH_CAMPAIGN', label: 'Com campanha' },
  { value: 'WITHOUT_CAMPAIGN', label: 'Sem campanha' },
];

/** The editor's path of a product (or of a new one: 'novo'). */
export const managedProductPath = (id: string) => pathTo(paths.managedProduct, { productId: id });
export const NEW_PRODUCT_ID = 'novo';

/** 'Novo produto' at the end of the row above the toolbar. */
const StyledHead = styled.div`
  display: flex;
  justify-content: flex-end;
`;

export const NO_FILTERED_PRODUCTS = 'Nenhum produto com esses filtros.';

/** The gateway's file route of Produtos (gateway/src/domains/products/list-files.ts); the toolbar adds the filters. */
export const MANAGED_PRODUCTS_CSV_PATH = '/files/products.csv';

const COLUMNS: DataTableColumn<Row>[] = [
  {
    key: 'name',
    header: 'Produto',
    render: (row) => <Link to={managedProductPath(row.id)}>{row.name}</Link>,
  },
  { key: 'producer', header: 'Produtor', render: (row) => row.producerName },
  { key: 'price', header: 'Preço', align: 'right', render: (row) => formatCents(row.price) },
  { key: 'minLevel', header: 'Nível mínimo', align: 'right', render: (row) => row.minLevel },
  { key: 'campaign', header: 'Campanhas', align: 'right', render: (row) => row.campaignCount },
  { key: 'highlighted', header: 'Destaque', render: (row) => (row.highlighted ? 'Sim' : 'Não') },
  { key: 'active', header: 'Status', render: (row) => (row.active ? 'Ativo' : 'Inativo') },
];

/**
 * Produtos (/manager-products; holding; docs/product.md §10.3): the holding's products by name under
 * the list toolbar (name or Salesforce code, with or without campaign, Exportar CSV of the same
 * rows; all in the URL). A catalogue has no period to filter by. A name opens the product's editor.
 */
export const ManagedProductsPage = () => {
  const title = useRouteTitle();
  const navigate = useNavigate();
  const filters = useListFilters<CampaignFilter>({
    sortKey: 'name',
    direction: 'asc',
    label: 'Filtrar os produtos',
    search: {
      label: 'Buscar produto',
      placeholder: 'Nome ou código Salesforce',
      maxLength: MANAGED_PRODUCT_LIMITS.search,
    },
    statusOptions: CAMPAIGN_OPTIONS,
    statusLabel: 'Campanha',
    period: false,
    filteredEmptyText: NO_FILTERED_PRODUCTS,
  });
  const { table } = filters;
  const { data, previousData, loading, refetch } = useManagedProductsQuery({
    variables: { ...table.searchVariables, campaign: table.filter ?? 'ALL' },
  });
  const products = (data ?? previousData)?.managedProducts;
  // The campaign goes as the toolbar's `status` (the file route names it `campaign` upstream).
  const { from: _from, to: _to, ...csvQuery } = filters.csvQuery;

  return (
    <Stack as="section">
      <PageTitle title={title} />
      <StyledHead>
        <Button onClick={() => void navigate(managedProductPath(NEW_PRODUCT_ID))}>Novo produto</Button>
      </StyledHead>
      {filters.toolbar({
        path: withQuery(MANAGED_PRODUCTS_CSV_PATH, csvQuery),
        fallbackName: 'produtos.csv',
      })}
      <ServerDataTable
        list={products}
        query={{ loading, refetch }}
        table={table}
        label={title}
        columns={COLUMNS}
        noMatchText={(text) => `Nenhum produto encontrado para "${text}".`}
        {...(filters.filtered ? { emptyText: NO_FILTERED_PRODUCTS } : {})}
      />
    </Stack>
  );
};
