import { type ChangeEvent, useCallback, useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import type { BillingStatus } from '@/__generated__/types.ts';
import { notify } from '@/app/notify.ts';
import { useRouteTitle } from '@/app/RouteTitle.tsx';
import { formatCents } from '@/lib/money.ts';
import { BILLING_STATUSES, getBillingStatus, statusOptions } from '@/lib/status.ts';
import { Button } from '@/ui/Button.tsx';
import { ErrorState } from '@/ui/ErrorState.tsx';
import { PageTitle } from '@/ui/PageTitle.tsx';
import { SelectField } from '@/ui/SelectField.tsx';
import { StatCard, StatGrid } from '@/ui/StatCard.tsx';
import { StatusLabel } from '@/ui/StatusLabel.tsx';
import { DataTable, type DataTableColumn } from '@/ui/Table.tsx';
import { TextField } from '@/ui/TextField.tsx';
import { useServerTable } from '@/ui/useServerTable.ts';
import {
  type BillingStatus_BillFragment,
  useCloseBillingMutation,
  useHoldingBillsQuery,
} from './__generated__/billingStatus.ts';
import { BillDetailModal } from './BillDetailModal.tsx';
import { HistoryLink } from './HistoryLink.tsx';
import { useBillingGeneration } from './useBillingGeneration.ts';

/** Matches holdingBillsSchema (schema/src/validation/holding.ts). */
const SEARCH_MAX = 100;
const STATUS_OPTIONS = statusOptions(BILLING_STATUSES);
const ALL = 'all';
/** Batch generation takes bills awaiting an invoice only (docs/product.md §5.3: Open or Error). */
const GENERATABLE: ReadonlySet<BillingStatus> = new Set(['OPEN', 'ERROR']);
export const CLOSED_TEXT = 'Fatura fechada com sucesso.';

const isStatus = (value: string): value is BillingStatus =>
  STATUS_OPTIONS.some((option) => option.value === value);

const StyledBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing(4)};
  margin: ${({ theme }) => theme.spacing(6, 0, 4)};

  & > label,
  & > div {
    flex: 1 1 16rem;
    max-width: 24rem;
  }
`;

const StyledSelection = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing(3)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

const StyledLink = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;

/**
 * Status Faturamento's body (docs/product.md §11.1, holding and admin): every bill with counts and
 * totals per status, a status filter, a search by payee or producer, paging, a bill's details (and
 * closing it), and batch invoice generation for the chosen bills, followed row by row while it
 * runs. The holding's 'Faturamento' on the payments route shows the same panel.
 */
export const HoldingBillsPanel = () => {
  const statusId = useId();
  const table = useServerTable('cycle', 'desc', {
    filters: STATUS_OPTIONS.map((option) => option.value),
    searchMaxLength: SEARCH_MAX,
  });
  const { data, previousData, loading, refetch } = useHoldingBillsQuery({
    variables: {
      page: table.page,
      pageSize: table.pageSize,
      status: table.filter,
      search: table.search === '' ? null : table.search,
    },
    errorPolicy: 'all',
    notifyOnNetworkStatusChange: false,
  });
  const shown = data ?? previousData;
  const reload = useCallback(() => refetch(), [refetch]);
  const generation = useBillingGeneration(reload);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [detailId, setDetailId] = useState<string | null>(null);
  const [closeBilling, { loading: closing }] = useCloseBillingMutation();

  // The rows as the running batch moves them (Enqueued at once, then Processing, Ready or Error).
  const rows = useMemo(
    () =>
      (shown?.holdingBills.items ?? []).map((bill) => {
        const override = generation.overrides.get(bill.id);
        return override
          ? { ...bill, status: override.status, errorMessage: override.errorMessage ?? bill.errorMessage }
          : bill;
      }),
    [shown, generation.overrides],
  );
  const detail = rows.find((bill) => bill.id === detailId) ?? null;
  const selectable = (bill: BillingStatus_BillFragment) => GENERATABLE.has(bill.status);
  const chosen = rows.filter((bill) => selected.has(bill.id) && selectable(bill));
  const pageSelectable = rows.filter(selectable);
  const allChosen = pageSelectable.length > 0 && pageSelectable.every((bill) => selected.has(bill.id));

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = () => setSelected(allChosen ? new Set() : new Set(pageSelectable.map((bill) => bill.id)));

  const onGenerate = async () => {
    const ids = chosen.map((bill) => bill.id);
    if (ids.length === 0) return;
    if (await generation.start(ids)) setSelected(new Set());
  };

  const onCloseBill = async (bill: BillingStatus_BillFragment) => {
    try {
      await closeBilling({ variables: { billingId: bill.id } });
      notify.success(CLOSED_TEXT);
      setDetailId(null);
      await refetch();
    } catch (error) {
      notify.error(error instanceof Error ? error.message : null);
    }
  };

  const columns: DataTableColumn<BillingStatus_BillFragment>[] = [
    {
      key: 'select',
      header: (
        <input
          type="checkbox"
          aria-label="Selecionar todas as faturas da página"
          checked={allChosen}
          disabled={pageSelectable.length === 0 || generation.running}
          onChange={toggleAll}
        />
      ),
      align: 'center',
      width: '3rem',
      render: (bill) => (
        <input
          type="checkbox"
          aria-label={`Selecionar a fatura do ciclo ${bill.cycle}, ${bill.payeeName}, ${bill.producerName}`}
          checked={selected.has(bill.id) && selectable(bill)}
          disabled={!selectable(bill) || generation.running}
          onChange={() => toggle(bill.id)}
        />
      ),
    },
    { key: 'cycle', header: 'Ciclo', align: 'center', render: (bill) => bill.cycle },
    { key: 'payee', header: 'Favorecido', render: (bill) => bill.payeeName },
    { key: 'producer', header: 'Produtora', render: (bill) => bill.producerName },
    { key: 'value', header: 'Valor', align: 'right', render: (bill) => formatCents(bill.value) },
    {
      key: 'status',
      header: 'Status',
      render: (bill) => <StatusLabel status={getBillingStatus(bill.status)} />,
    },
    {
      key: 'details',
      header: 'Detalhes',
      align: 'center',
      render: (bill) => (
        <StyledLink
          type="button"
          onClick={() => setDetailId(bill.id)}
          aria-label={`Ver detalhes da fatura do ciclo ${bill.cycle}, ${bill.payeeName}, ${bill.producerName}`}
        >
          Ver
        </StyledLink>
      ),
    },
  ];

  const onStatus = (event: ChangeEvent<HTMLSelectElement>) => {
    const { value } = event.target;
    table.setFilter(isStatus(value) ? value : null);
  };

  return (
    <>
      {shown && (
        <StatGrid>
          {shown.holdingBillStats.map((stat) => (
            <StatCard
              key={stat.status}
              label={getBillingStatus(stat.status).label}
              value={stat.count}
              hint={formatCents(stat.value)}
            />
          ))}
        </StatGrid>
      )}
      <StyledBar>
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
          placeholder="Favorecido ou produtora"
          value={table.searchInput}
          maxLength={SEARCH_MAX}
          onChange={(event) => table.setSearchInput(event.target.value)}
        />
        <Button
          onClick={() => void onGenerate()}
          disabled={chosen.length === 0 || generation.running}
          loading={generation.running}
        >
          Emitir notas ({chosen.length})
        </Button>
      </StyledBar>
      <StyledSelection>
        Selecione faturas em Esperando NF ou Erro para emitir as notas em lote.
      </StyledSelection>
      {!shown && !loading ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : (
        <DataTable
          label="Faturas"
          rows={rows}
          columns={columns}
          getRowKey={(bill) => bill.id}
          loading={loading && !shown}
          {...table.tableProps(shown?.holdingBills.totalRows ?? 0)}
        />
      )}
      <BillDetailModal
        bill={detail}
        closing={closing}
        onClose={() => setDetailId(null)}
        onCloseBill={onCloseBill}
      />
    </>
  );
};

/** Status Faturamento (/status-faturamento, holding and admin). */
export const BillingStatusPage = () => (
  <section>
    <PageTitle title={useRouteTitle()} actions={<HistoryLink />} />
    <HoldingBillsPanel />
  </section>
);

/** The holding's 'Faturamento' on the payments route (/faturamento): the same bills and actions. */
