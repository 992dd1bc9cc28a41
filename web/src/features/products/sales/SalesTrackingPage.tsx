import { salesPeriodSchema } from '@portal/schema/validation/sales';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { downloadFile } from '@/lib/download.ts';
import { fieldProps } from '@/lib/forms.ts';
import { formatCents } from '@/lib/money.ts';
import { formatWhole } from '@/lib/numbers.ts';
import { notify } from '@/platform/notify.ts';
import { useRouteTitle } from '@/platform/RouteTitle.tsx';
import { useSessionStore, useViewer } from '@/platform/session/SessionProvider.tsx';
import { actionColumn } from '@/ui/actionColumn.tsx';
import { Button } from '@/ui/Button.tsx';
import { ErrorState } from '@/ui/ErrorState.tsx';
import { MutedText, Stack } from '@/ui/ListLayout.tsx';
import { PageTitle } from '@/ui/PageTitle.tsx';
import { Section } from '@/ui/Section.tsx';
import { StatCard, StatGrid } from '@/ui/StatCard.tsx';
import { DataTable, type DataTableColumn } from '@/ui/Table.tsx';
import { Tabs } from '@/ui/Tabs.tsx';
import { TextField } from '@/ui/TextField.tsx';
import { useServerTable } from '@/ui/useServerTable.ts';
import { type SalesTrackingQuery, useSalesTrackingQuery } from './__generated__/sales.ts';
import { periodLine } from './periodLine.ts';
import { SalesforcePanel } from './SalesforcePanel.tsx';

type Tracking = SalesTrackingQuery['salesTracking'];
type ProductRow = Tracking['products'][number];
type LinkRow = Tracking['links'][number];
type SellerRow = SalesTrackingQuery['salesBySeller']['items'][number];

export const SALES_TRACKING_TEXTS = {
  download: 'Baixar CSV',
  downloadFailed: 'Não foi possível baixar o CSV.',
  noProducts: 'Nenhuma venda no período.',
  noLinks: 'Nenhuma venda por link no período.',
} as const;

const StyledForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing(3)};
  & > button {
    margin-top: ${({ theme }) => theme.spacing(6)};
  }
`;

/** The holding's tabs; `?aba=salesforce` opens the second (a link to it, Back and reload keep it). */
const TABS = [
  { id: 'vendas', label: 'Vendas' },
  { id: 'salesforce', label: 'Salesforce' },
] as const;
const TAB_PARAM = 'aba';

/** A period's days; null asks the server for its default one (the current cycle's, by its clock). */
type PeriodDays = { from: string; to: string } | null;

const PRODUCT_COLUMNS: DataTableColumn<ProductRow>[] = [
  { key: 'product', header: 'Produto', render: (row) => row.productName },
  { key: 'sales', header: 'Vendas', align: 'right', render: (row) => formatWhole(row.saleCount) },
  { key: 'refunded', header: 'Reembolsos', align: 'right', render: (row) => formatWhole(row.refunded) },
  { key: 'value', header: 'Valor', align: 'right', render: (row) => formatCents(row.value) },
];

const LINK_COLUMNS: DataTableColumn<LinkRow>[] = [
  { key: 'link', header: 'Link', render: (row) => row.description || row.code },
  { key: 'product', header: 'Produto', render: (row) => row.productName },
  { key: 'seller', header: 'Afiliado', render: (row) => row.sellerName },
  { key: 'visits', header: 'Visitas', align: 'right', render: (row) => formatWhole(row.visits) },
  { key: 'sales', header: 'Vendas', align: 'right', render: (row) => formatWhole(row.saleCount) },
  { key: 'value', header: 'Valor', align: 'right', render: (row) => formatCents(row.value) },
];

/**
 * Acompanhamento de vendas (/manager-links for producer, holding and branch; /sales-links for
 * agents; docs/product.md §10.2): over a period, the sales per product, per link and per seller,
 * with the period's sales (or one seller's) as CSV. Upstream scopes the rows: a producer sees its
 * products, a branch or agent its unit's sales. One request per period and sellers' page. The
 * holding has a second tab, Salesforce (SalesforcePanel.tsx), with its own one request.
 */
export const SalesTrackingPage = () => {
  const title = useRouteTitle();
  const withSalesforce = useViewer()?.isHolding === true;
  const [params, setParams] = useSearchParams();
  const tab = withSalesforce && params.get(TAB_PARAM) === TABS[1].id ? 1 : 0;
  // A tab's lists share the URL's list parameters: a new tab starts on a clean address.
  const handleTabChange = (index: number) =>
    setParams(index === 1 ? { [TAB_PARAM]: TABS[1].id } : {}, { preventScrollReset: true });
  const store = useSessionStore();
  const [period, setPeriod] = useState<PeriodDays>(null);
  const table = useServerTable('value', 'desc');
  const { data, previousData, loading, refetch } = useSalesTrackingQuery({
    variables: { ...period, page: table.page, pageSize: table.pageSize },
    skip: tab === 1,
  });
  const current = data ?? previousData;
  const tracking = current?.salesTracking;
  const sellers = current?.salesBySeller;

  // The form shows the days of the figures, the server's default period until one is applied.
  const formik = useFormik({
    initialValues: period ?? { from: tracking?.from ?? '', to: tracking?.to ?? '' },
    enableReinitialize: true,
    validationSchema: salesPeriodSchema,
    onSubmit: (values) => setPeriod({ from: values.from, to: values.to }),
  });

  const download = (path: string) => {
    downloadFile(path, store.getToken(), 'vendas.csv').catch(() =>
      notify.error(SALES_TRACKING_TEXTS.downloadFailed),
    );
  };

  const sellerColumns: DataTableColumn<SellerRow>[] = [
    { key: 'seller', header: 'Afiliado', render: (row) => row.sellerName },
    { key: 'sales', header: 'Vendas', align: 'right', render: (row) => formatWhole(row.saleCount) },
    { key: 'value', header: 'Valor', align: 'right', render: (row) => formatCents(row.value) },
    actionColumn({
      key: 'csv',
      header: 'CSV',
      text: 'CSV',
      label: (row) => `Baixar CSV de ${row.sellerName}`,
      onClick: (row) => download(row.csvPath),
    }),
  ];

  const overview = (
    <Stack as="section">
      <StyledForm aria-label="Período" onSubmit={formik.handleSubmit} noValidate>
        {/* Until the first answer names the default period, typed days would be reset by it. */}
        <TextField label="De" type="date" disabled={!tracking} {...fieldProps(formik, 'from')} />
        <TextField label="Até" type="date" disabled={!tracking} {...fieldProps(formik, 'to')} />
        <Button type="submit" disabled={!tracking}>
          Aplicar
        </Button>
        {tracking && (
          <Button type="button" variant="secondary" onClick={() => download(tracking.csvPath)}>
            {SALES_TRACKING_TEXTS.download}
          </Button>
        )}
      </StyledForm>
      {tracking && <MutedText role="status">{periodLine(tracking)}</MutedText>}
      {!tracking && !loading ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : (
        <>
          <StatGrid>
            <StatCard label="Vendas no período" value={formatWhole(tracking?.saleCount ?? 0)} />
            <StatCard label="Valor vendido" value={formatCents(tracking?.value ?? 0)} />
          </StatGrid>
          <Section title="Vendas por produto">
            <DataTable
              label="Vendas por produto"
              rows={tracking?.products ?? []}
              columns={PRODUCT_COLUMNS}
              getRowKey={(row) => row.productId}
              loading={loading && !tracking}
              emptyText={SALES_TRACKING_TEXTS.noProducts}
              defaultSort={null}
            />
          </Section>
          <Section title="Vendas por link">
            <DataTable
              label="Vendas por link"
              rows={tracking?.links ?? []}
              columns={LINK_COLUMNS}
              getRowKey={(row) => row.linkId}
              loading={loading && !tracking}
              emptyText={SALES_TRACKING_TEXTS.noLinks}
              defaultSort={null}
            />
          </Section>
          <Section title="Vendas por afiliado">
            <DataTable
              label="Vendas por afiliado"
              rows={sellers?.items ?? []}
              columns={sellerColumns}
              getRowKey={(row) => row.sellerId}
              loading={loading && !sellers}
              emptyText={SALES_TRACKING_TEXTS.noProducts}
              defaultSort={null}
              {...table.tableProps(sellers?.totalRows ?? 0)}
            />
          </Section>
        </>
      )}
    </Stack>
  );

  return (
    <Stack as="section">
      <PageTitle title={title} />
      {withSalesforce ? (
        <Tabs tabs={TABS} selectedIndex={tab} onChange={handleTabChange} label={title}>
          {tab === 1 ? <SalesforcePanel /> : overview}
        </Tabs>
      ) : (
        overview
      )}
    </Stack>
  );
};
