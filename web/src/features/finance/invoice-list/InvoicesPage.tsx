import { INVOICE_SEARCH_MAX } from '@portal/schema/constants';
import styled from 'styled-components';
import { BILLING_STATUSES, statusOptions } from '@/lib/status.ts';
import { notify } from '@/platform/notify.ts';
import { useRouteTitle } from '@/platform/RouteTitle.tsx';
import { useSessionStore } from '@/platform/session/SessionProvider.tsx';
import { ErrorState } from '@/ui/ErrorState.tsx';
import { PageTitle } from '@/ui/PageTitle.tsx';
import { StatusSearchBar, useStatusSearchTable } from '@/ui/StatusSearchBar.tsx';
import { useInvoicesQuery } from './__generated__/invoices.ts';
import { downloadInvoice } from './downloadInvoice.ts';
import { INVOICES_SORT_KEY, InvoicesTable } from './InvoicesTable.tsx';

export const DOWNLOAD_ERROR_TEXT = 'Não foi possível baixar a nota fiscal. Tente novamente.';

/** Every billing status, in the order of lib/status.ts. */
const STATUS_OPTIONS = statusOptions(BILLING_STATUSES);
const StyledFilters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing(4)};
  margin-bottom: ${({ theme }) => theme.spacing(4)};

  & > * {
    flex: 1 1 16rem;
    max-width: 24rem;
  }
`;

/** Notas Fiscais (docs/product.md §6): holding, branch and producer; upstream scopes the rows. */
export const InvoicesPage = () => {
  const title = useRouteTitle();
  const store = useSessionStore();
  const table = useStatusSearchTable(INVOICES_SORT_KEY, STATUS_OPTIONS, INVOICE_SEARCH_MAX);
  const { data, previousData, loading, refetch } = useInvoicesQuery({
    variables: {
      ...table.searchVariables,
      order: table.order,
      status: table.filter,
    },
    errorPolicy: 'all',
  });
  const shown = data ?? previousData;

  return (
    <section>
      <PageTitle title={title} />
      <StyledFilters>
        <StatusSearchBar table={table} placeholder="Favorecido, produtora, CNPJ ou ciclo" />
      </StyledFilters>
      {!shown && !loading ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : (
        <InvoicesTable
          invoices={shown?.invoices.items ?? []}
          pagination={table.tableProps(shown?.invoices.totalRows ?? 0)}
          loading={loading && !shown}
          onDownload={(invoice) => {
            if (!invoice.pdfPath) return;
            downloadInvoice(invoice.pdfPath, store.getToken()).catch(() => notify.error(DOWNLOAD_ERROR_TEXT));
          }}
        />
      )}
    </section>
  );
};
