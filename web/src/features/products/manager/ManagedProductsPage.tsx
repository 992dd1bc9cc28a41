import { MANAGED_PRODUCT_LIMITS } from '@portal/schema/validation/products-manager';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import { formatCents } from '@/lib/money.ts';
import { paths, pathTo } from '@/paths.ts';
import { useRouteTitle } from '@/platform/RouteTitle.tsx';
import { Button } from '@/ui/Button.tsx';
import { FilterBar, Stack } from '@/ui/ListLayout.tsx';
import { OptionSelect } from '@/ui/OptionSelect.tsx';
import { PageTitle } from '@/ui/PageTitle.tsx';
import { SearchField } from '@/ui/SearchField.tsx';
import { ServerDataTable } from '@/ui/ServerDataTable.tsx';
import type { DataTableColumn } from '@/ui/Table.tsx';
import { useServerTable } from '@/ui/useServerTable.ts';
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

const StyledBar = styled(FilterBar)`
  > :last-child {
    margin-left: auto;
  }
`;

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
 * Produtos (/manager-products; holding; docs/product.md §10.3): the holding's products by name,
 * with or without campaign, searched and paged by the server; a name opens the product's editor.
 */
export const ManagedProductsPage = () => {
  const title = useRouteTitle();
  const navigate = useNavigate();
  const table = useServerTable<CampaignFilter>('name', 'asc', {
    filters: CAMPAIGN_FILTERS,
    searchMaxLength: MANAGED_PRODUCT_LIMITS.search,
  });
  const { data, previousData, loading, refetch } = useManagedProductsQuery({
    variables: {
      ...table.searchVariables,
      campaign: table.filter ?? 'ALL',
    },
  });
  const products = (data ?? previousData)?.managedProducts;

  return (
    <Stack as="section">
      <PageTitle title={title} />
      <StyledBar>
        <SearchField
          label="Buscar produto"
          table={table}
          placeholder="Nome ou código Salesforce"
          maxLength={MANAGED_PRODUCT_LIMITS.search}
        />
        <OptionSelect
          label="Campanha"
          options={CAMPAIGN_OPTIONS}
          value={table.filter}
          onChange={table.setFilter}
        />
        <Button onClick={() => void navigate(managedProductPath(NEW_PRODUCT_ID))}>Novo produto</Button>
      </StyledBar>
      <ServerDataTable
        list={products}
        query={{ loading, refetch }}
        table={table}
        label={title}
        columns={COLUMNS}
        noMatchText={(text) => `Nenhum produto encontrado para "${text}".`}
      />
    </Stack>
  );
};
