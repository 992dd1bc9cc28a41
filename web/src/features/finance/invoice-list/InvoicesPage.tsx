import { INVOICE_SEARCH_MAX } from '@portal/schema/constants';
import { BILLING_STATUSES, statusOptions } from '@/lib/status.ts';
import { notify } from '@/platform/notify.ts';
import { useRouteTitle } from '@/platform/RouteTitle.tsx';
import { useSessionStore } from '@/platform/session/SessionProvider.tsx';
import { ErrorState } from '@/ui/ErrorState.tsx';
import { Stack } from '@/ui/ListLayout.tsx';
import { PageTitle } from '@/ui/PageTitle.tsx';
import { useListFilters, withQuery } from '@/ui/useListFilters.tsx';
import { useInvoicesQuery } from './__generated__/invoices.ts';
import { downloadInvoice } from './downloadInvoice.ts';
import { INVOICES_SORT_KEY, InvoicesTable } from './InvoicesTable.tsx';

export const DOWNLOAD_ERROR_TEXT = 'Não foi possível baixar a nota fiscal. Tente novamente.';
export const NO_FILTERED_INVOICES = 'Nenhuma nota fiscal com esses filtros.';

const INVOICE_FILTERS = {
  sortKey: INVOICES_SORT_KEY,
  label: 'Filtrar as notas fiscais',
  search: {
    label: 'Buscar nota fiscal',
    placeholder: 'Favorecido, produtora, CNPJ ou ciclo',
    maxLength: INVOICE_SEARCH_MAX,
  },
  // Every billing status, in the order of lib/status.ts.
  statusOptions: statusOptions(BILLING_STATUSES),
  filteredEmptyText: NO_FILTERED_INVOICES,
};

/**
 * Notas Fiscais (docs/product.md §6): holding, branch and producer; upstream scopes the rows. The
 * list toolbar: search, status, the days the invoices were sent and the CSV of what they keep.
 */
export const InvoicesPage = () => {
  const title = useRouteTitle();
  const store = useSessionStore();
  const filters = useListFilters(INVOICE_FILTERS);
  const { data, previousData, loading, refetch } = useInvoicesQuery({
    variables: filters.variables,
    errorPolicy: 'all',
  });
  const shown = data ?? previousData;

  return (
    <Stack as="section">
      <PageTitle title={title} />
      {filters.toolbar({
        path: withQuery('/files/invoices.csv', filters.csvQuery),
        fallbackName: 'notas-fiscais.csv',
      })}
      {!shown && !loading ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : (
        <InvoicesTable
          invoices={shown?.invoices.items ?? []}
          pagination={filters.table.tableProps(shown?.invoices.totalRows ?? 0)}
          loading={loading && !shown}
          emptyText={filters.emptyText}
          onDownload={(invoice) => {
            if (!invoice.pdfPath) return;
            downloadInvoice(invoice.pdfPath, store.getToken()).catch(() => notify.error(DOWNLOAD_ERROR_TEXT));
          }}
        />
      )}
    </Stack>
  );
};
