import styled from 'styled-components';
import { formatDateTime } from '@/lib/dates.ts';
import { useRouteTitle } from '@/platform/RouteTitle.tsx';
import { PageTitle } from '@/ui/PageTitle.tsx';
import { ServerDataTable } from '@/ui/ServerDataTable.tsx';
import type { DataTableColumn } from '@/ui/Table.tsx';
import { useServerTable } from '@/ui/useServerTable.ts';
import { type HoldingHistoryQuery, useHoldingHistoryQuery } from './__generated__/history.ts';

type Entry = HoldingHistoryQuery['holdingHistory']['items'][number];

/** What each recorded action means, in the words of the screens that do it. */
export const ACTION_LABELS: Readonly<Record<string, string>> = {
  'bill.closed': 'Fatura fechada',
  'invoice_batch.started': 'Emissão de notas em lote iniciada',
  'cycle.created': 'Ciclo criado',
  'unit_goals.updated': 'Metas da unidade alteradas',
  'producer.created': 'Produtor cadastrado',
  'producer.updated': 'Produtor atualizado',
  'product.created': 'Produto cadastrado',
  'product.updated': 'Produto atualizado',
  'unit.updated': 'Unidade alterada',
  'mass_change.started': 'Alteração em massa iniciada',
  'ed_notification.sent': 'Notificação ED enviada',
  'ed_notification.deleted': 'Notificação ED excluída',
  'ed.updated': 'ED alterado',
  'ed.contract_sign_requested': 'Assinatura do contrato do ED solicitada',
  'banner.created': 'Banner criado',
  'banner.updated': 'Banner alterado',
  'banner.deleted': 'Banner excluído',
  'traffic_tag.created': 'Tag de tráfego criada',
  'traffic_tag.updated': 'Tag de tráfego alterada',
  'traffic_tag.deleted': 'Tag de tráfego excluída',
  'training_category.created': 'Categoria do Material de Apoio criada',
  'training_category.updated': 'Categoria do Material de Apoio alterada',
  'training_category.moved': 'Categoria do Material de Apoio movida',
  'training_category.deleted': 'Categoria do Material de Apoio excluída',
  'training_attachment.created': 'Anexo do Material de Apoio adicionado',
  'training_attachment.updated': 'Anexo do Material de Apoio alterado',
  'training_attachment.moved': 'Anexo do Material de Apoio movido',
  'training_attachment.deleted': 'Anexo do Material de Apoio excluído',
  'points_membership.joined': 'Adesão da holding ao Programa de Pontos',
  'campaign_poll.started': 'Atualização de campanhas do Salesforce iniciada',
};

/** The history's page size (docs/product.md §11.5: page size 10). */
export const HISTORY_PAGE_SIZE = 10;

/** Ids and JSON wrap anywhere, so the table never needs a horizontal scroll. */
const StyledCode = styled.code`
  overflow-wrap: anywhere;
  white-space: pre-wrap;
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

const COLUMNS: DataTableColumn<Entry>[] = [
  { key: 'at', header: 'Quando', render: (entry) => formatDateTime(entry.at) },
  { key: 'actor', header: 'Quem', render: (entry) => entry.actorName ?? 'Sistema' },
  { key: 'action', header: 'O quê', render: (entry) => ACTION_LABELS[entry.action] ?? entry.action },
  {
    key: 'entity',
    header: 'Registro',
    render: (entry) => <StyledCode>{`${entry.entity} ${entry.entityId}`}</StyledCode>,
  },
  { key: 'before', header: 'Antes', render: (entry) => <StyledCode>{entry.before ?? '—'}</StyledCode> },
  { key: 'after', header: 'Depois', render: (entry) => <StyledCode>{entry.after ?? '—'}</StyledCode> },
];

/**
 * Histórico (/historico, holding and admin; docs/product.md §11.5): the audit trail of holding and
 * admin actions, newest first, 10 a page: who, what, when, before and after.
 */
export const HistoryPage = () => {
  const title = useRouteTitle();
  // The default page size is the history's 10 (HISTORY_PAGE_SIZE); the user may pick another.
  const table = useServerTable('at', 'desc');
  const { data, previousData, loading, refetch } = useHoldingHistoryQuery({
    variables: { page: table.page, pageSize: table.pageSize },
    fetchPolicy: 'cache-and-network',
    errorPolicy: 'all',
  });
  const shown = data ?? previousData;
  return (
    <section>
      <PageTitle title={title} />
      <ServerDataTable
        list={shown?.holdingHistory}
        query={{ loading, refetch }}
        table={table}
        label="Histórico"
        columns={COLUMNS}
        emptyText="Nenhuma ação registrada."
      />
    </section>
  );
};
