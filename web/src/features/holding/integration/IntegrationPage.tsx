import { type ChangeEvent, useId, useState } from 'react';
import styled from 'styled-components';
import type { IntegrationKind } from '@/__generated__/types.ts';
import { useRouteTitle } from '@/platform/RouteTitle.tsx';
import { ErrorState } from '@/ui/ErrorState.tsx';
import { PageTitle } from '@/ui/PageTitle.tsx';
import { SelectField } from '@/ui/SelectField.tsx';
import { DataTable, type DataTableColumn } from '@/ui/Table.tsx';
import { type PayeeIntegrationsQuery, usePayeeIntegrationsQuery } from './__generated__/integration.ts';

type Row = PayeeIntegrationsQuery['payeeIntegrations']['items'][number];

export const NOT_CONFIGURED_TEXT = 'Não configurada';

const KINDS: readonly IntegrationKind[] = ['DMEI', 'BBP'];

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
  const kindId = useId();
  const [kind, setKind] = useState<IntegrationKind | null>(null);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(10);
  const { data, previousData, loading, refetch } = usePayeeIntegrationsQuery({
    variables: { page, pageSize, kind },
    errorPolicy: 'all',
  });
  const shown = data ?? previousData;

  const onKind = (event: ChangeEvent<HTMLSelectElement>) => {
    const value = KINDS.find((candidate) => candidate === event.target.value) ?? null;
    setKind(value);
    setPage(0);
  };

  return (
    <section>
      <PageTitle title={title} />
      <StyledUrl>
        <dt>URL de integração das faturas</dt>
        <dd>{shown ? (shown.billsIntegrationUrl ?? NOT_CONFIGURED_TEXT) : '…'}</dd>
      </StyledUrl>
      <StyledFilters>
        <SelectField>
          <label htmlFor={kindId}>Integração</label>
          <select id={kindId} value={kind ?? ''} onChange={onKind}>
            <option value="">Todas</option>
            {KINDS.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </SelectField>
      </StyledFilters>
      {!shown && !loading ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : (
        <DataTable
          label="Favorecidos integrados"
          rows={shown?.payeeIntegrations.items ?? []}
          columns={COLUMNS}
          getRowKey={(row) => row.id}
          loading={loading && !shown}
          total={shown?.payeeIntegrations.totalRows ?? 0}
          page={page}
          pageSize={pageSize}
          onPageChange={setPage}
          onPageSizeChange={(size) => {
            setPageSize(size);
            setPage(0);
          }}
        />
      )}
    </section>
  );
};
