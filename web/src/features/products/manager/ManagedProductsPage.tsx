import { MANAGED_PRODUCT_LIMITS } from '@portal/schema/validation/products-manager';
import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import { formatCents } from '@/lib/money.ts';
import { paths, pathTo } from '@/paths.ts';
import { useRouteTitle } from '@/platform/RouteTitle.tsx';
import { Button } from '@/ui/Button.tsx';
import { ErrorState } from '@/ui/ErrorState.tsx';
import { PageTitle } from '@/ui/PageTitle.tsx';
import { SelectField } from '@/ui/SelectField.tsx';
import { DataTable, type DataTableColumn } from '@/ui/Table.tsx';
import { TextField } from '@/ui/TextField.tsx';
import { useServerTable } from '@/ui/useServerTable.ts';
import { type ManagedProductsQuery, useManagedProductsQuery } from './__generated__/manager.ts';

type Row = ManagedProductsQuery['managedProducts']['items'][number];

const CAMPAIGN_FILTERS = ['WITH_CAMPAIGN', 'WITHOUT_CAMPAIGN'] as const;
type CampaignFilter = (typeof CAMPAIGN_FILTERS)[number];
const CAMPAIGN_LABEL: Record<CampaignFilter, string> = {
  WITH_CAMPAIGN: 'Com campanha',
  WITHOUT_CAMPAIGN: 'Sem campanha',
};

/** The editor's path of a product (or of a new one: 'novo'). */
export const managedProductPath = (id: string) => pathTo(paths.managedProduct, { productId: id });
export const NEW_PRODUCT_ID = 'novo';

const StyledPage = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};
`;

const StyledBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing(3)};

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
  const filterId = useId();
  const table = useServerTable<CampaignFilter>('name', 'asc', {
    filters: CAMPAIGN_FILTERS,
    searchMaxLength: MANAGED_PRODUCT_LIMITS.search,
  });
  const { search } = table;
  const { data, previousData, loading, refetch } = useManagedProductsQuery({
    variables: {
      page: table.page,
      pageSize: table.pageSize,
      search: search || null,
      campaign: table.filter ?? 'ALL',
    },
  });
  const products = (data ?? previousData)?.managedProducts;

  return (
    <StyledPage>
      <PageTitle title={title} />
      <StyledBar>
        <TextField
          label="Buscar produto"
          type="search"
          placeholder="Nome ou código Salesforce"
          value={table.searchInput}
          maxLength={MANAGED_PRODUCT_LIMITS.search}
          onChange={(event) => table.setSearchInput(event.target.value)}
        />
        <SelectField>
          <label htmlFor={filterId}>Campanha</label>
          <select
            id={filterId}
            value={table.filter ?? ''}
            onChange={(event) =>
              table.setFilter(CAMPAIGN_FILTERS.find((value) => value === event.target.value) ?? null)
            }
          >
            <option value="">Todos</option>
            {CAMPAIGN_FILTERS.map((value) => (
              <option key={value} value={value}>
                {CAMPAIGN_LABEL[value]}
              </option>
            ))}
          </select>
        </SelectField>
        <Button onClick={() => void navigate(managedProductPath(NEW_PRODUCT_ID))}>Novo produto</Button>
      </StyledBar>
      {!products && !loading ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : (
        <DataTable
          label={title}
          rows={products?.items ?? []}
          columns={COLUMNS}
          getRowKey={(row) => row.id}
          loading={loading && !products}
          defaultSort={null}
          {...(search ? { emptyText: `Nenhum produto encontrado para "${search}".` } : {})}
          {...table.tableProps(products?.totalRows ?? 0)}
        />
      )}
    </StyledPage>
  );
};
