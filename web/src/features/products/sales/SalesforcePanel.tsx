import { SALESFORCE_ERRORS_PAGE_SIZE } from '@portal/schema/constants';
import { SALESFORCE_ERROR_TYPES, SALESFORCE_SEARCH_MAX } from '@portal/schema/validation/salesforce';
import { useCallback } from 'react';
import type { SalesforceErrorType } from '@/__generated__/types.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { ErrorState } from '@/ui/ErrorState.tsx';
import { FilterBar, Stack } from '@/ui/ListLayout.tsx';
import { SearchField } from '@/ui/SearchField.tsx';
import { Section } from '@/ui/Section.tsx';
import { StatusFilter } from '@/ui/StatusFilter.tsx';
import { DataTable, type DataTableColumn } from '@/ui/Table.tsx';
import { useServerTable } from '@/ui/useServerTable.ts';
import { type SalesforcePanelQuery, useSalesforcePanelQuery } from './__generated__/salesforce.ts';
import { CampaignPollStatus } from './CampaignPollStatus.tsx';

type Row = SalesforcePanelQuery['salesforceErrors']['items'][number];

export const SALESFORCE_TYPE_LABEL: Readonly<Record<SalesforceErrorType, string>> = {
  CAMPAIGN: 'Campanha',
  SALE: 'Venda',
  PRODUCT: 'Produto',
};

const TYPE_OPTIONS = SALESFORCE_ERROR_TYPES.map((value) => ({ value, label: SALESFORCE_TYPE_LABEL[value] }));

export const SALESFORCE_TEXTS = {
  title: 'Erros do Salesforce',
  search: 'Buscar erro',
  type: 'Tipo',
  empty: 'Nenhum erro do Salesforce.',
  emptySearch: (search: string) => `Nenhum erro do Salesforce encontrado para "${search}".`,
} as const;

const COLUMNS: DataTableColumn<Row>[] = [
  { key: 'occurredAt', header: 'Quando', render: (row) => formatDateTime(row.occurredAt) },
  { key: 'type', header: 'Tipo', render: (row) => SALESFORCE_TYPE_LABEL[row.type] },
  { key: 'reference', header: 'Referência', render: (row) => row.reference },
  { key: 'message', header: 'Mensagem', render: (row) => row.message },
  { key: 'product', header: 'Produto', render: (row) => row.productName ?? '—' },
  { key: 'resolved', header: 'Situação', render: (row) => (row.resolved ? 'Resolvido' : 'Pendente') },
];

/**
 * Acompanhamento de vendas, tab Salesforce (holding; docs/product.md §10.2): the last campaigns poll
 * with 'Atualizar campanhas', and the Salesforce errors, 25 a page, searched (debounced) and
 * filtered by type, all kept in the URL. One request on load (`SalesforcePanel`).
 */
export const SalesforcePanel = () => {
  const table = useServerTable<SalesforceErrorType>('occurredAt', 'desc', {
    filters: SALESFORCE_ERROR_TYPES,
    searchMaxLength: SALESFORCE_SEARCH_MAX,
    defaultPageSize: SALESFORCE_ERRORS_PAGE_SIZE,
  });
  const { search } = table;
  const { data, previousData, loading, refetch } = useSalesforcePanelQuery({
    variables: { ...table.searchVariables, type: table.filter },
  });
  const current = data ?? previousData;
  const errors = current?.salesforceErrors;
  const handleFinished = useCallback(() => void refetch(), [refetch]);

  if (!current && !loading) return <ErrorState onRetry={() => void refetch()} />;
  return (
    <Stack>
      <CampaignPollStatus poll={current?.campaignPoll} onFinished={handleFinished} />
      <Section title={SALESFORCE_TEXTS.title}>
        <FilterBar>
          <SearchField
            label={SALESFORCE_TEXTS.search}
            table={table}
            placeholder="Referência ou mensagem"
            maxLength={SALESFORCE_SEARCH_MAX}
          />
          <StatusFilter
            label={SALESFORCE_TEXTS.type}
            options={TYPE_OPTIONS}
            value={table.filter}
            onChange={table.setFilter}
          />
        </FilterBar>
        <DataTable
          label={SALESFORCE_TEXTS.title}
          rows={errors?.items ?? []}
          columns={COLUMNS}
          loading={loading && !errors}
          defaultSort={null}
          emptyText={search ? SALESFORCE_TEXTS.emptySearch(search) : SALESFORCE_TEXTS.empty}
          {...table.tableProps(errors?.totalRows ?? 0, errors?.totalCapped)}
        />
      </Section>
    </Stack>
  );
};
