import { REFRESH_MS } from '@portal/schema/constants';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { HoldingCycleNotice } from '@/features/holding/HoldingCycleNotice.tsx';
import { formatDateTime } from '@/lib/dates.ts';
import { formatWhole } from '@/lib/numbers.ts';
import { getMassChangeStatus } from '@/lib/status.ts';
import { visiblePolling } from '@/lib/visiblePolling.ts';
import { paths, pathTo } from '@/paths.ts';
import { ErrorState } from '@/ui/ErrorState.tsx';
import { MutedText, Stack } from '@/ui/ListLayout.tsx';
import { Section } from '@/ui/Section.tsx';
import { Spinner } from '@/ui/Spinner.tsx';
import { StatusBadge } from '@/ui/StatusBadge.tsx';
import {
  type HoldingHomeQuery,
  type HomeBills_StatFragment,
  type HomeSales_TrackingFragment,
  useAdminHomeQuery,
  useHoldingHomeQuery,
  useProducerHomeQuery,
} from './__generated__/operations.ts';
import {
  BillFigures,
  countFigure,
  FigureSection,
  PlainList,
  SalesFigures,
  withStatus,
} from './HomeFigures.tsx';

/**
 * 'Credenciamentos pendentes': the ED list's 'Pendentes' total (the same field and filter), a link
 * to Gerenciador ED filtered by it, so the figure is the list's total.
 */
const pendingAccreditations = (total: number | null | undefined) =>
  countFigure('pending', 'Credenciamentos pendentes', total, withStatus(paths.networkEdList, 'PENDING'));

/**
 * Every home's request: fresh on each visit (the figures move with every action elsewhere), kept
 * while a field fails (errorPolicy 'all'), refreshed every 10 minutes while the tab is visible.
 */
const homeQueryOptions = () => ({
  errorPolicy: 'all' as const,
  fetchPolicy: 'cache-and-network' as const,
  ...visiblePolling(REFRESH_MS),
});

const Pending = ({ loading, onRetry }: { loading: boolean; onRetry: () => void }) =>
  loading ? <Spinner label="Carregando números" /> : <ErrorState onRetry={onRetry} />;

const StyledColumns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 360px), 1fr));
  align-items: start;
  gap: ${({ theme }) => theme.spacing(6)};
`;

const StyledJobs = styled(PlainList)`
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.spacing(1, 3)};
  }
`;

/** The latest mass changes with their state: the jobs running, queued or failed are seen here. */
const MassChangeJobs = ({ page }: { page: HoldingHomeQuery['massChanges'] }) => (
  <Section title="Alterações em massa" actions={<Link to={paths.massChanges}>Ver todas</Link>}>
    {page.items.length === 0 ? (
      <MutedText>Nenhuma alteração em massa enviada.</MutedText>
    ) : (
      <StyledJobs $gap={2} aria-label="Últimas alterações em massa">
        {page.items.map((job) => (
          <li key={job.id}>
            <Link to={pathTo(paths.massChangeJob, { jobId: job.id })}>
              {`${job.fileName} (${formatWhole(job.totalRows)} linhas, ${formatDateTime(job.createdAt)})`}
            </Link>
            <StatusBadge status={getMassChangeStatus(job.state)} />
          </li>
        ))}
      </StyledJobs>
    )}
  </Section>
);

interface HomeLayoutProps {
  /** Above everything (the holding's cycle notice). */
  notice?: ReactNode;
  /** Bills by status, for the roles that follow them (null when the field failed). */
  bills?: readonly HomeBills_StatFragment[] | null;
  /** The period's sales (null when the field failed). */
  tracking: HomeSales_TrackingFragment | null;
  /** The list behind the sales figures. */
  salesPath: string;
  /** The role's other figures, beside the sales. */
  children: ReactNode;
}

/** Every operations home's layout: notice, bills, then the sales beside the role's own figures. */
const HomeLayout = ({ notice, bills, tracking, salesPath, children }: HomeLayoutProps) => (
  <Stack $gap={6}>
    {notice}
    {bills && <BillFigures stats={bills} />}
    <StyledColumns>
      {tracking && <SalesFigures tracking={tracking} salesPath={salesPath} />}
      <Stack $gap={6}>{children}</Stack>
    </StyledColumns>
  </Stack>
);

/** The holding's home: cycle notice, the cycle's sales, bills by status, jobs, errors, vouchers, accreditations. */
export const HoldingHome = () => {
  const { data, loading, refetch } = useHoldingHomeQuery(homeQueryOptions());
  if (!data) return <Pending loading={loading} onRetry={() => void refetch()} />;
  return (
    <HomeLayout
      notice={
        <HoldingCycleNotice
          commercial={data.finance?.commercialCycle}
          financial={data.finance?.financialCycle}
        />
      }
      bills={data.holdingBillStats}
      tracking={data.salesTracking}
      salesPath={paths.promotableProducts}
    >
      <FigureSection
        title="Operação"
        items={[
          countFigure(
            'salesforce',
            'Erros do Salesforce',
            data.salesforceErrors?.totalRows,
            `${paths.promotableProducts}?aba=salesforce`,
            true,
          ),
          countFigure('vouchers', 'Vouchers emitidos', data.managedVouchers?.totalRows, paths.voucherManager),
          pendingAccreditations(data.pendingEds?.totalRows),
        ]}
      />
      {data.massChanges && <MassChangeJobs page={data.massChanges} />}
    </HomeLayout>
  );
};

/** The admin's home: bills by status, the cycle's sales (Suas vendas behind them) and the network. */
export const AdminHome = () => {
  const { data, loading, refetch } = useAdminHomeQuery(homeQueryOptions());
  if (!data) return <Pending loading={loading} onRetry={() => void refetch()} />;
  return (
    <HomeLayout bills={data.holdingBillStats} tracking={data.salesTracking} salesPath={paths.managedSales}>
      <FigureSection
        title="Rede"
        items={[
          countFigure('eds', 'EDs cadastrados', data.eds?.totalRows, paths.networkEdList),
          pendingAccreditations(data.pendingEds?.totalRows),
        ]}
      />
    </HomeLayout>
  );
};

/** The producer's home: its products' sales in the cycle, its vouchers and invoices. */
export const ProducerHome = () => {
  const { data, loading, refetch } = useProducerHomeQuery(homeQueryOptions());
  if (!data) return <Pending loading={loading} onRetry={() => void refetch()} />;
  return (
    <HomeLayout tracking={data.salesTracking} salesPath={paths.promotableProducts}>
      <FigureSection
        title="Vouchers e notas fiscais"
        items={[
          countFigure('vouchers', 'Vouchers emitidos', data.managedVouchers?.totalRows, paths.voucherManager),
          countFigure('invoices', 'Notas fiscais', data.invoices?.totalRows, paths.invoices),
        ]}
      />
    </HomeLayout>
  );
};
