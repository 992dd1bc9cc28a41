import { type ReactNode, useState } from 'react';
import styled from 'styled-components';
import type { ReportFilterInput } from '@/__generated__/types.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { formatCents } from '@/lib/money.ts';
import { getSaleStatus } from '@/lib/status.ts';
import { notify } from '@/platform/notify.ts';
import { useRouteTitle } from '@/platform/RouteTitle.tsx';
import { useSessionStore } from '@/platform/session/SessionProvider.tsx';
import { Button } from '@/ui/Button.tsx';
import { DownloadProgress } from '@/ui/DownloadProgress.tsx';
import { ErrorState } from '@/ui/ErrorState.tsx';
import { PageTitle } from '@/ui/PageTitle.tsx';
import { StatusBadge } from '@/ui/StatusBadge.tsx';
import { DataTable, type DataTableColumn } from '@/ui/Table.tsx';
import { Tabs } from '@/ui/Tabs.tsx';
import { type SalesReportQuery, useSalesReportQuery } from './__generated__/reports.ts';
import { downloadReport, type ReportProgress } from './downloadReport.ts';
import { ReportChart } from './ReportChart.tsx';
import { ReportFilters } from './ReportFilters.tsx';

export const DOWNLOAD_ERROR_TEXT = 'Não foi possível baixar o relatório. Tente novamente.';

type Report = SalesReportQuery['salesReport'];
type BranchRow = NonNullable<Report['branches']>['items'][number];
type AffiliateRow = NonNullable<Report['affiliates']>['items'][number];
type SaleRow = NonNullable<Report['sales']>['items'][number];

const TABS = [
  { id: 'branches', label: 'Unidades' },
  { id: 'affiliates', label: 'Vendas por afiliado' },
  { id: 'sales', label: 'Detalhes de vendas' },
] as const;

const BRANCH_COLUMNS: DataTableColumn<BranchRow>[] = [
  { key: 'unitName', header: 'Unidade', render: (row) => row.unitName },
  { key: 'affiliates', header: 'Afiliados com vendas', align: 'right', render: (row) => row.affiliates },
  { key: 'sales', header: 'Vendas', align: 'right', render: (row) => row.salesCount },
  { key: 'value', header: 'Valor', align: 'right', render: (row) => formatCents(row.value) },
];

const AFFILIATE_COLUMNS: DataTableColumn<AffiliateRow>[] = [
  { key: 'affiliateName', header: 'Afiliado', render: (row) => row.affiliateName },
  { key: 'unitName', header: 'Unidade', render: (row) => row.unitName ?? '—' },
  { key: 'sales', header: 'Vendas', align: 'right', render: (row) => row.salesCount },
  { key: 'value', header: 'Valor', align: 'right', render: (row) => formatCents(row.value) },
];

const SALE_COLUMNS: DataTableColumn<SaleRow>[] = [
  { key: 'date', header: 'Data', render: (row) => formatDateTime(row.date) },
  { key: 'cycle', header: 'Ciclo', align: 'center', render: (row) => row.cycle },
  { key: 'paymentId', header: 'ID do pagamento', render: (row) => row.paymentId },
  { key: 'unitName', header: 'Unidade', render: (row) => row.unitName ?? '—' },
  { key: 'affiliateName', header: 'Afiliado', render: (row) => row.affiliateName },
  { key: 'productName', header: 'Produto', render: (row) => row.productName },
  { key: 'customerName', header: 'Cliente', render: (row) => row.customerName },
  { key: 'status', header: 'Status', render: (row) => <StatusBadge status={getSaleStatus(row.status)} /> },
  { key: 'value', header: 'Valor', align: 'right', render: (row) => formatCents(row.value) },
];

const StyledPanel = styled.section`
  margin: ${({ theme }) => theme.spacing(4, 0)};
  padding: ${({ theme }) => theme.spacing(4, 5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing(3)};
    font-size: ${({ theme }) => theme.fontSizes.large};
  }
`;

const StyledDownload = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
  margin-bottom: ${({ theme }) => theme.spacing(3)};

  & > div {
    flex: 1 1 12rem;
  }
`;

export { progressText } from '@/ui/DownloadProgress.tsx';

/**
 * Relatórios (docs/product.md §11.4, holding and branch): the branches, sales-by-affiliate and
 * sales-details reports under one filter (cycle, period, unit), a chart of the approved sales per
 * cycle and unit, and each report's CSV, downloaded with its progress. A branch sees its own unit
 * only: upstream holds it there whatever the filter says.
 */
export const ReportsPage = () => {
  const title = useRouteTitle();
  const store = useSessionStore();
  const [tab, setTab] = useState(0);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(10);
  const [filter, setFilter] = useState<ReportFilterInput>({});
  const [progress, setProgress] = useState<ReportProgress | null>(null);

  const { data, previousData, loading, refetch } = useSalesReportQuery({
    variables: {
      filter,
      page,
      pageSize,
      withBranches: tab === 0,
      withAffiliates: tab === 1,
      withSales: tab === 2,
    },
    errorPolicy: 'all',
  });
  const report = (data ?? previousData)?.salesReport;

  const csvPath = report ? [report.branchesCsv, report.affiliatesCsv, report.salesCsv][tab] : undefined;
  const onDownload = async () => {
    if (!csvPath) return;
    try {
      await downloadReport(csvPath, store.getToken(), setProgress);
    } catch {
      notify.error(DOWNLOAD_ERROR_TEXT);
    } finally {
      setProgress(null);
    }
  };

  const paging = (total: number) => ({
    total,
    page,
    pageSize,
    onPageChange: setPage,
    onPageSizeChange: (size: number) => {
      setPageSize(size);
      setPage(0);
    },
  });

  let table: ReactNode = null;
  if (report?.branches && tab === 0) {
    table = (
      <DataTable
        label="Unidades"
        rows={report.branches.items}
        columns={BRANCH_COLUMNS}
        getRowKey={(row) => row.unitId}
        {...paging(report.branches.totalRows)}
      />
    );
  } else if (report?.affiliates && tab === 1) {
    table = (
      <DataTable
        label="Vendas por afiliado"
        rows={report.affiliates.items}
        columns={AFFILIATE_COLUMNS}
        getRowKey={(row) => row.affiliateId}
        {...paging(report.affiliates.totalRows)}
      />
    );
  } else if (report?.sales && tab === 2) {
    table = (
      <DataTable
        label="Detalhes de vendas"
        rows={report.sales.items}
        columns={SALE_COLUMNS}
        {...paging(report.sales.totalRows)}
      />
    );
  } else if (loading) {
    table = <DataTable label={TABS[tab]?.label ?? ''} rows={[]} columns={BRANCH_COLUMNS} loading />;
  }

  return (
    <section>
      <PageTitle title={title} />
      <ReportFilters
        cycles={report?.cycles ?? []}
        units={report?.units ?? []}
        onApply={(next) => {
          setPage(0);
          setFilter(next);
        }}
      />
      {!report && !loading ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : (
        <>
          <StyledPanel aria-labelledby="report-chart-title">
            <h2 id="report-chart-title">Vendas por ciclo e unidade</h2>
            <ReportChart points={report?.chart ?? []} />
          </StyledPanel>
          <Tabs
            tabs={TABS}
            selectedIndex={tab}
            onChange={(index) => {
              setTab(index);
              setPage(0);
            }}
            label="Relatórios"
          >
            <StyledDownload>
              <Button
                onClick={() => void onDownload()}
                disabled={!csvPath || progress !== null}
                loading={progress !== null}
              >
                Baixar CSV
              </Button>
              {progress && <DownloadProgress progress={progress} />}
            </StyledDownload>
            {table}
          </Tabs>
        </>
      )}
    </section>
  );
};
