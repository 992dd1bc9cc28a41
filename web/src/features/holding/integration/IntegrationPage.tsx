import { SALE_SEARCH_MAX_LENGTH } from '@portal/schema/constants';
import styled from 'styled-components';
import type { IntegrationKind } from '@/__generated__/types.ts';
import { useRouteTitle } from '@/platform/RouteTitle.tsx';
import { MutedText, Stack } from '@/ui/ListLayout.tsx';
import { ListToolbar } from '@/ui/ListToolbar.tsx';
import { OptionSelect } from '@/ui/OptionSelect.tsx';
import { PageTitle } from '@/ui/PageTitle.tsx';
import { ServerDataTable } from '@/ui/ServerDataTable.tsx';
import type { DataTableColumn } from '@/ui/Table.tsx';
import { withQuery } from '@/ui/useListFilters.tsx';
import { useServerTable } from '@/ui/useServerTable.ts';
import { type PayeeIntegrationsQuery, usePayeeIntegrationsQuery } from './__generated__/integration.ts';

type Row = PayeeIntegrationsQuery['payeeIntegrations']['items'][number];

export const NOT_CONFIGURED_TEXT = 'Não configurada';

/** What DMEI and BBP are to the people reading the list: the two services that issue invoices. */
export const INTEGRATION_HELP =
  'DMEI e BBP são os serviços integrados que emitem as notas fiscais dos favorecidos abaixo: para eles a nota é gerada pelo portal, sem envio de PDF.';

/** The gateway's file route of the list (gateway/src/domains/holding/files.ts); the toolbar adds the filters. */
export const INTEGRATIONS_CSV_PATH = '/files/integrations.csv';

export const NO_FILTERED_INTEGRATIONS = 'Nenhum favorecido com esses filtros.';
export const noIntegrationsFoundText = (search: string) => `Nenhum favorecido encontrado para "${search}".`;

const KIND_OPTIONS: readonly { value: IntegrationKind; label: string }[] = [
  { value: 'DMEI', label: 'DMEI' },
  { value: 'BBP', label: 'BBP' },
];

const COLUMNS: DataTableColumn<Row>[] = [
  { key: 'payeeName', header: 'Favorecido', render: (row) => row.payeeName },
  {
    key: 'payeeKind',
    header: 'Tipo',
    render: (row) => (row.payeeKind === 'BRANCH' ? 'Unidade' : 'Afiliado'),
  },
  { key: 'kind', header: 'Integração', render: (row) => row.kind },
];

const StyledUrl = styled.dl`
  margin: ${({ theme }) => theme.spacing(4, 0)};
  padding: ${({ theme }) => theme.spacing(4, 5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};

  dt {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  dd {
    margin: ${({ theme }) => theme.spacing(1, 0, 0)};
    overflow-wrap: anywhere;
  }
`;

/**
 * Integração (docs/product.md §11.5, admin and holding): where the integrations read the bills
 * and the payees whose invoices DMEI or BBP issue, by name, under the list toolbar (a piece of the
 * name, the integration, 'Exportar CSV'), its state in the URL.
 */
export const IntegrationPage = () => {
  const title = useRouteTitle();
  // The integration is the list's one filter: it lives where a status would (the URL's `filtro`).
  const table = useServerTable<IntegrationKind>('payeeName', 'asc', {
    searchMaxLength: SALE_SEARCH_MAX_LENGTH,
    filters: KIND_OPTIONS.map((option) => option.value),
  });
  const { data, previousData, loading, refetch } = usePayeeIntegrationsQuery({
    variables: { ...table.searchVariables, kind: table.filter },
    errorPolicy: 'all',
  });
  const shown = data ?? previousData;
  const csvQuery: Record<string, string> = {
    ...(table.search ? { search: table.search } : {}),
    ...(table.filter ? { kind: table.filter } : {}),
  };

  return (
    <section>
      <PageTitle title={title} />
      <StyledUrl>
        <dt>URL de integração das faturas</dt>
        <dd>{shown ? (shown.billsIntegrationUrl ?? NOT_CONFIGURED_TEXT) : '…'}</dd>
      </StyledUrl>
      <Stack $gap={4}>
        {/* Issue 29: the acronyms said once where the list uses them (docs/product/finance.md §5.5). */}
        <MutedText>{INTEGRATION_HELP}</MutedText>
        <ListToolbar
          label="Filtrar os favorecidos integrados"
          table={table}
          search={{
            label: 'Buscar favorecido',
            placeholder: 'Nome do favorecido',
            maxLength: SALE_SEARCH_MAX_LENGTH,
          }}
          csv={{ path: withQuery(INTEGRATIONS_CSV_PATH, csvQuery), fallbackName: 'integracoes.csv' }}
        >
          <OptionSelect
            label="Integração"
            allLabel="Todas"
            options={KIND_OPTIONS}
            value={table.filter}
            onChange={table.setFilter}
          />
        </ListToolbar>
        <ServerDataTable
          list={shown?.payeeIntegrations}
          query={{ loading, refetch }}
          table={table}
          label="Favorecidos integrados"
          columns={COLUMNS}
          noMatchText={noIntegrationsFoundText}
          {...(table.filter ? { emptyText: NO_FILTERED_INTEGRATIONS } : {})}
        />
      </Stack>
    </section>
  );
};
