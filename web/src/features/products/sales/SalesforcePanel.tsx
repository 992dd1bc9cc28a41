import { SALESFORCE_ERRORS_PAGE_SIZE } from '@portal/schema/constants';
import { SALESFORCE_ERROR_TYPES, SALESFORCE_SEARCH_MAX } from '@portal/schema/validation/salesforce';
import { useCallback } from 'react';
import type { SalesforceErrorType } from '@/__generated__/types.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { ErrorState } from '@/ui/ErrorState.tsx';
import { Stack } from '@/ui/ListLayout.tsx';
import { Section } from '@/ui/Section.tsx';
import { DataTable, type DataTableColumn } from '@/ui/Table.tsx';
import { useListFilters, withQuery } from '@/ui/useListFilters.tsx';
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
  emptyFiltered: 'Nenhum erro do Salesforce com esses filtros.',
  emptySearch: (search: string) => `Nenhum erro do Salesforce encontrado para "${search}".`,
} as const;

/** The gateway's file route of the errors (gateway/src/domains/products/list-files.ts); the toolbar adds the filters. */
export const SALESFORCE_ERRORS_CSV_PATH = '/files/salesforce-errors.csv';

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
 * with 'Atualizar campanhas', and the Salesforce errors, 25 a page, under the list toolbar (reference
 * or message, type, the days they occurred in, Exportar CSV of the same rows; all in the URL). One
 * request on load (`SalesforcePanel`).
 */
export const SalesforcePanel = () => {
  const filters = useListFilters<SalesforceErrorType>({
    sortKey: 'occurredAt',
    label: 'Filtrar os erros do Salesforce',
    search: {
      label: SALESFORCE_TEXTS.search,
      placeholder: 'Referência ou mensagem',
      maxLength: SALESFORCE_SEARCH_MAX,
    },
    statusOptions: TYPE_OPTIONS,
    statusLabel: SALESFORCE_TEXTS.type,
    defaultPageSize: SALESFORCE_ERRORS_PAGE_SIZE,
    filteredEmptyText: SALESFORCE_TEXTS.emptyFiltered,
  });
  const { table } = filters;
  const { search } = table;
  // The toolbar's select is the error's type.
  const { status: type, order: _order, ...variables } = filters.variables;
  const { data, previousData, loading, refetch } = useSalesforcePanelQuery({
    variables: { ...variables, type },
  });
  const current = data ?? previousData;
  const errors = current?.salesforceErrors;
  const handleFinished = useCallback(() => void refetch(), [refetch]);

  if (!current && !loading) return <ErrorState onRetry={() => void refetch()} />;
  return (
    <Stack>
      <CampaignPollStatus poll={current?.campaignPoll} onFinished={handleFinished} />
      <Section title={SALESFORCE_TEXTS.title}>
        {filters.toolbar({
          path: withQuery(SALESFORCE_ERRORS_CSV_PATH, filters.csvQuery),
          fallbackName: 'erros-salesforce.csv',
        })}
        <DataTable
          label={SALESFORCE_TEXTS.title}
          rows={errors?.items ?? []}
          columns={COLUMNS}
          loading={loading && !errors}
          defaultSort={null}
          emptyText={
            search
              ? SALESFORCE_TEXTS.emptySearch(search)
              : filters.filtered
                ? SALESFORCE_TEXTS.emptyFiltered
                : SALESFORCE_TEXTS.empty
          }
          {...table.tableProps(errors?.totalRows ?? 0, errors?.totalCapped)}
        />
      </Section>
    </Stack>
  );
};
