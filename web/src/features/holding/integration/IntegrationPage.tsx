import { useState } from 'react';
import styled from 'styled-components';
import type { IntegrationKind } from '@/__generated__/types.ts';
import { useRouteTitle } from '@/platform/RouteTitle.tsx';
import { MutedText } from '@/ui/ListLayout.tsx';
import { OptionSelect } from '@/ui/OptionSelect.tsx';
import { PageTitle } from '@/ui/PageTitle.tsx';
import { ServerDataTable } from '@/ui/ServerDataTable.tsx';
import type { DataTableColumn } from '@/ui/Table.tsx';
import { usePaging } from '@/ui/usePaging.ts';
import { type PayeeIntegrationsQuery, usePayeeIntegrationsQuery } from './__generated__/integration.ts';

type Row = PayeeIntegrationsQuery['payeeIntegrations']['items'][number];

export const NOT_CONFIGURED_TEXT = 'Não configurada';

/** What DMEI and BBP are to the people reading the list: the two services that issue invoices. */
export const INTEGRATION_HELP =
  'DMEI e BBP são os serviços integrados que emitem as notas fiscais dos favorecidos abaixo: para eles a nota é gerada pelo portal, sem envio de PDF.';

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

const StyledFilters = styled.div`
  display: flex;
  margin-bottom: ${({ theme }) => theme.spacing(4)};

  & > div {
    min-width: 12rem;
  }
`;

/**
 * Integração (docs/product.md §11.5, admin and holding): where the integrations read the bills
 * and the payees whose invoices DMEI or BBP issue, by name, filtered by integration.
 */
export const IntegrationPage = () => {
  const title = useRouteTitle();
  const [kind, setKind] = useState<IntegrationKind | null>(null);
  const paging = usePaging();
  const { data, previousData, loading, refetch } = usePayeeIntegrationsQuery({
    variables: { page: paging.page, pageSize: paging.pageSize, kind },
    errorPolicy: 'all',
  });
  const shown = data ?? previousData;

  const onKind = (value: IntegrationKind | null) => {
    setKind(value);
    paging.setPage(0);
  };

  return (
    <section>
      <PageTitle title={title} />
      <StyledUrl>
        <dt>URL de integração das faturas</dt>
        <dd>{shown ? (shown.billsIntegrationUrl ?? NOT_CONFIGURED_TEXT) : '…'}</dd>
      </StyledUrl>
      {/* Issue 29: the acronyms said once where the list uses them (docs/product/finance.md §5.5). */}
      <MutedText>{INTEGRATION_HELP}</MutedText>
      <StyledFilters>
        <OptionSelect
          label="Integração"
          allLabel="Todas"
          options={KIND_OPTIONS}
          value={kind}
          onChange={onKind}
        />
      </StyledFilters>
      <ServerDataTable
        list={shown?.payeeIntegrations}
        query={{ loading, refetch }}
        table={paging}
        label="Favorecidos integrados"
        columns={COLUMNS}
      />
    </section>
  );
};
