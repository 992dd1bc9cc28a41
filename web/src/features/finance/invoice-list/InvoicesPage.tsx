import { INVOICE_SEARCH_MAX } from '@portal/schema/constants';
import { type ChangeEvent, useId } from 'react';
import styled from 'styled-components';
import type { BillingStatus } from '@/__generated__/types.ts';
import { BILLING_STATUSES, statusOptions } from '@/lib/status.ts';
import { notify } from '@/platform/notify.ts';
import { useRouteTitle } from '@/platform/RouteTitle.tsx';
import { useSessionStore } from '@/platform/session/SessionProvider.tsx';
import { ErrorState } from '@/ui/ErrorState.tsx';
import { PageTitle } from '@/ui/PageTitle.tsx';
import { SelectField } from '@/ui/SelectField.tsx';
import { TextField } from '@/ui/TextField.tsx';
import { useServerTable } from '@/ui/useServerTable.ts';
import { useInvoicesQuery } from './__generated__/invoices.ts';
import { downloadInvoice } from './downloadInvoice.ts';
import { INVOICES_SORT_KEY, InvoicesTable } from './InvoicesTable.tsx';

export const DOWNLOAD_ERROR_TEXT = 'Não foi possível baixar a nota fiscal. Tente novamente.';

/** Every billing status, in the order of lib/status.ts. */
const STATUS_OPTIONS = statusOptions(BILLING_STATUSES);
const ALL = 'all';

const isStatus = (value: string): value is BillingStatus =>
  STATUS_OPTIONS.some((option) => option.value === value);

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
  const table = useServerTable(INVOICES_SORT_KEY, 'desc', {
    filters: STATUS_OPTIONS.map((option) => option.value),
    searchMaxLength: INVOICE_SEARCH_MAX,
  });
  const statusId = useId();
  const { data, previousData, loading, refetch } = useInvoicesQuery({
    variables: {
      page: table.page,
      pageSize: table.pageSize,
      order: table.order,
      status: table.filter,
      search: table.search === '' ? null : table.search,
    },
    errorPolicy: 'all',
  });
  const shown = data ?? previousData;

  const onStatus = (event: ChangeEvent<HTMLSelectElement>) => {
    const { value } = event.target;
    table.setFilter(isStatus(value) ? value : null);
  };

  return (
    <section>
      <PageTitle title={title} />
      <StyledFilters>
        <SelectField>
          <label htmlFor={statusId}>Status</label>
          <select id={statusId} value={table.filter ?? ALL} onChange={onStatus}>
            <option value={ALL}>Todos</option>
            {STATUS_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </SelectField>
        <TextField
          label="Buscar"
          type="search"
          placeholder="Favorecido, produtora, CNPJ ou ciclo"
          value={table.searchInput}
          maxLength={INVOICE_SEARCH_MAX}
          onChange={(event) => table.setSearchInput(event.target.value)}
        />
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
