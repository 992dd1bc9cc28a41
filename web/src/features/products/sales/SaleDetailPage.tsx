import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { formatDate, formatDateTime } from '@/lib/dates.ts';
import { formatCents } from '@/lib/money.ts';
import { getCommissionStatus, getSaleStatus } from '@/lib/status.ts';
import { paths } from '@/paths.ts';
import { notify } from '@/platform/notify.ts';
import { useRouteTitle } from '@/platform/RouteTitle.tsx';
import { Stack } from '@/ui/ListLayout.tsx';
import { PageTitle } from '@/ui/PageTitle.tsx';
import { Section } from '@/ui/Section.tsx';
import { StatCard, StatGrid } from '@/ui/StatCard.tsx';
import { DataTable, type DataTableColumn } from '@/ui/Table.tsx';
import { type SaleDetailQuery, useSaleDetailQuery } from './__generated__/sales.ts';

type CommissionRow = SaleDetailQuery['sale']['commissions'][number];

export const SALE_DETAIL_TEXTS = {
  loadFailed: 'Venda não encontrada.',
  noCommissions: 'Nenhuma comissão visível para esta venda.',
} as const;

const SIDE_LABELS: Record<CommissionRow['side'], string> = { AFFILIATE: 'Afiliado', BRANCH: 'Unidade' };

const COLUMNS: DataTableColumn<CommissionRow>[] = [
  { key: 'date', header: 'Data', render: (row) => formatDate(row.date) },
  { key: 'side', header: 'Conta', render: (row) => SIDE_LABELS[row.side] },
  { key: 'beneficiary', header: 'Beneficiário', render: (row) => row.beneficiaryName },
  { key: 'installment', header: 'Parcela', render: (row) => (row.installment ? `${row.installment}ª` : '—') },
  { key: 'type', header: 'Tipo', render: (row) => (row.type === 'DEBIT' ? 'Débito' : 'Crédito') },
  { key: 'status', header: 'Status', render: (row) => getCommissionStatus(row.status).label },
  { key: 'value', header: 'Valor', align: 'right', render: (row) => formatCents(row.value) },
];

/**
 * A sale of Suas vendas (/vendas/{id}; docs/product.md §10.5): its payment, product, seller and
 * the commissions the viewer may see. Upstream answers another's sale as a missing one; either
 * way the user is told and sent back to the list.
 */
export const SaleDetailPage = () => {
  const title = useRouteTitle();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const { data, error } = useSaleDetailQuery({ variables: { id } });

  useEffect(() => {
    if (!error) return;
    notify.error(SALE_DETAIL_TEXTS.loadFailed);
    void navigate(paths.managedSales, { replace: true });
  }, [error, navigate]);

  const sale = data?.sale;
  return (
    <Stack as="section">
      <PageTitle title={sale ? `${title}: ${sale.paymentId}` : title} />
      {sale && (
        <>
          <StatGrid>
            <StatCard label="Produto" value={sale.productName} hint={sale.producerName} />
            <StatCard label="Cliente" value={sale.customerName} />
            <StatCard label="Afiliado" value={sale.sellerName} hint={sale.unitName ?? undefined} />
            <StatCard
              label="Valor"
              value={formatCents(sale.value)}
              hint={sale.installments > 1 ? `em ${sale.installments}x` : 'à vista'}
            />
            <StatCard label="Status" value={getSaleStatus(sale.status).label} />
            <StatCard label="Data do pagamento" value={formatDateTime(sale.paymentDate)} />
            {sale.linkCode && <StatCard label="Link" value={sale.linkCode} />}
          </StatGrid>
          <Section title="Comissões">
            <DataTable
              label="Comissões da venda"
              rows={sale.commissions}
              columns={COLUMNS}
              emptyText={SALE_DETAIL_TEXTS.noCommissions}
              defaultSort={null}
            />
          </Section>
        </>
      )}
    </Stack>
  );
};
