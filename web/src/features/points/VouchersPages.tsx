import { SALE_SEARCH_MAX_LENGTH } from '@portal/schema/constants';
import { type ReactNode, useCallback } from 'react';
import { Link } from 'react-router';
import type { VoucherStatus } from '@/__generated__/types.ts';
import { statusOptions, VOUCHER_STATUSES } from '@/lib/status.ts';
import { paths } from '@/paths.ts';
import { useRouteTitle } from '@/platform/RouteTitle.tsx';
import { EmptyState } from '@/ui/EmptyState.tsx';
import { ErrorState } from '@/ui/ErrorState.tsx';
import { PageTitle } from '@/ui/PageTitle.tsx';
import { StatusFilter, type StatusFilterOption } from '@/ui/StatusFilter.tsx';
import { useListFilters, withQuery } from '@/ui/useListFilters.tsx';
import { type ServerTable, useServerTable } from '@/ui/useServerTable.ts';
import {
  useManagedVouchersQuery,
  usePointsAndVouchersQuery,
  type VouchersTable_VoucherFragment,
} from './__generated__/vouchers.ts';
import { PointsCodeForm, UseVoucherForm } from './CodeForms.tsx';
import { JoinStep, ResendCodeButton, SignStep } from './JoinSteps.tsx';
import { StyledPage } from './layout.ts';
import { MembershipCard } from './MembershipCard.tsx';
import { PointSummaryCards } from './PointSummaryCards.tsx';
import { ProgrammeVideo } from './ProgrammeVideo.tsx';
import { canJoin, programmeNotice } from './points.ts';
import { VoucherLookup } from './VoucherLookup.tsx';
import { VoucherSummaryCards } from './VoucherSummaryCards.tsx';
import { VOUCHER_SORT_KEY, VouchersTable } from './VouchersTable.tsx';

/** Every voucher status of lib/status.ts, in the order of docs/product.md §7.1. */
const STATUS_FILTERS: readonly StatusFilterOption<VoucherStatus>[] = statusOptions(VOUCHER_STATUSES);

/** Paging, order and status filter of a vouchers list, as the query's variables. */
const useVoucherList = () => {
  const table = useServerTable(VOUCHER_SORT_KEY, 'desc', {
    filters: STATUS_FILTERS.map((option) => option.value),
  });
  const filter = <StatusFilter options={STATUS_FILTERS} value={table.filter} onChange={table.setFilter} />;
  const { page, pageSize, order, filter: status } = table;
  const variables = { page, pageSize, order, status };
  return { table, filter, variables };
};

interface VoucherListProps {
  title: string;
  table: Pick<ServerTable<VoucherStatus>, 'tableProps'>;
  filter: ReactNode;
  page: { totalRows: number; items: readonly VouchersTable_VoucherFragment[] } | null | undefined;
  loading: boolean;
  onRetry: () => void;
  emptyText?: string;
}

const VoucherList = ({ title, table, filter, page, loading, onRetry, emptyText }: VoucherListProps) =>
  !page && !loading ? (
    <ErrorState onRetry={onRetry} />
  ) : (
    <>
      {filter}
      <VouchersTable
        label={title}
        vouchers={page?.items ?? []}
        loading={loading && !page}
        pagination={table.tableProps(page?.totalRows ?? 0)}
        {...(emptyText ? { emptyText } : {})}
      />
    </>
  );

/** Pontos e Vouchers (affiliates): the summary and the viewer's vouchers, or why there are none. */
export const PointsAndVouchersPage = () => {
  const title = useRouteTitle();
  const { table, filter, variables } = useVoucherList();
  const { data, previousData, loading, refetch } = usePointsAndVouchersQuery({ variables });
  const points = (data ?? previousData)?.pointsAndVouchers;
  const notice = points && !points.accepted ? programmeNotice(points.programmeStatus ?? null) : null;
  const reload = useCallback(() => void refetch(), [refetch]);

  return (
    <StyledPage>
      <PageTitle title={title} />
      {notice ? (
        <>
          <EmptyState text={notice.title} description={notice.description} />
          {canJoin(points?.programmeStatus) && <JoinStep onReload={reload} />}
          {points?.programmeStatus === 'WAITING_SIGNATURE' && <SignStep onReload={reload} />}
          {points?.programmeStatus === 'WAITING_CODE' && (
            <>
              <PointsCodeForm onReload={reload} />
              <ResendCodeButton />
            </>
          )}
        </>
      ) : (
        <>
          {points?.pointSummary && (
            <>
              <PointSummaryCards {...points.pointSummary} />
              <Link to={paths.convertPoints}>Converter pontos</Link>
              <ProgrammeVideo />
            </>
          )}
          {points?.voucherSummary && <VoucherSummaryCards {...points.voucherSummary} />}
          <VoucherList
            title="Vouchers"
            table={table}
            filter={filter}
            page={points?.vouchers}
            loading={loading}
            onRetry={() => void refetch()}
          />
        </>
      )}
    </StyledPage>
  );
};

export const NO_FILTERED_VOUCHERS = 'Nenhum voucher com esses filtros.';
export const noVouchersFoundText = (search: string) => `Nenhum voucher encontrado para "${search}".`;

/** The gateway's file route of the managed vouchers (gateway/src/domains/points/files.ts); the toolbar adds the filters. */
export const VOUCHERS_CSV_PATH = '/files/vouchers.csv';

/**
 * Gerenciador de Vouchers (holding, producer, branch): the viewer's membership and the vouchers it
 * manages, under the list toolbar (code or customer, status, expiry period, CSV).
 */
export const VoucherManagerPage = () => {
  const title = useRouteTitle();
  const filters = useListFilters({
    sortKey: VOUCHER_SORT_KEY,
    label: 'Filtrar os vouchers',
    search: { label: 'Buscar voucher', placeholder: 'Código ou cliente', maxLength: SALE_SEARCH_MAX_LENGTH },
    statusOptions: STATUS_FILTERS,
    filteredEmptyText: NO_FILTERED_VOUCHERS,
  });
  const { table } = filters;
  const filter = filters.toolbar({
    path: withQuery(VOUCHERS_CSV_PATH, filters.csvQuery),
    fallbackName: 'vouchers.csv',
  });
  const { data, previousData, loading, refetch } = useManagedVouchersQuery({ variables: filters.variables });
  const screen = data ?? previousData;
  return (
    <StyledPage>
      <PageTitle title={title} />
      {screen?.pointsMembership && <MembershipCard membership={screen.pointsMembership} />}
      <VoucherLookup />
      <UseVoucherForm />
      <VoucherList
        title={title}
        table={table}
        filter={filter}
        page={screen?.managedVouchers}
        loading={loading}
        onRetry={() => void refetch()}
        emptyText={
          table.search
            ? noVouchersFoundText(table.search)
            : filters.filtered
              ? NO_FILTERED_VOUCHERS
              : undefined
        }
      />
    </StyledPage>
  );
};
