import { MAIL_DELIVERY_SEARCH_MAX } from '@portal/schema';
import { useState } from 'react';
import styled from 'styled-components';
import type { MailDeliveryState } from '@/__generated__/types.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { useRouteTitle } from '@/platform/RouteTitle.tsx';
import { Button } from '@/ui/Button.tsx';
import { ExportCsvButton } from '@/ui/ExportCsvButton.tsx';
import { PageTitle } from '@/ui/PageTitle.tsx';
import { ServerDataTable } from '@/ui/ServerDataTable.tsx';
import { StatusBadge } from '@/ui/StatusBadge.tsx';
import type { DataTableColumn } from '@/ui/Table.tsx';
import { useServerTable } from '@/ui/useServerTable.ts';
import { type MailDeliveryRowFragment, useMailDeliveriesQuery } from './__generated__/deliveries.ts';
import { DeliveryFilters } from './DeliveryFilters.tsx';
import { DELIVERY_STATUSES, deliveriesCsvPath, templateText } from './deliveryText.ts';
import { ResendDialog } from './ResendDialog.tsx';
import { useDeliveryFilters } from './useDeliveryFilters.ts';

type Delivery = MailDeliveryRowFragment;

const STATES = Object.keys(DELIVERY_STATUSES) as MailDeliveryState[];

const StyledMuted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
  overflow-wrap: anywhere;
`;

const StyledAddress = styled.span`
  overflow-wrap: anywhere;
`;

const StyledHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(3)};
`;

const columns = (onResend: (delivery: Delivery) => void): DataTableColumn<Delivery>[] => [
  {
    key: 'recipient',
    header: 'Para',
    render: (row) => <StyledAddress>{row.recipient}</StyledAddress>,
  },
  {
    key: 'what',
    header: 'E-mail',
    // One block per cell: on a phone the row is a card whose cells lay their children side by side.
    render: (row) => (
      <div>
        {templateText(row.template)}
        {row.subject && <StyledMuted>{row.subject}</StyledMuted>}
      </div>
    ),
  },
  {
    key: 'when',
    header: 'Criado em',
    render: (row) => (
      <div>
        <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time>
        {row.sentAt && <StyledMuted>Enviado em {formatDateTime(row.sentAt)}</StyledMuted>}
      </div>
    ),
  },
  {
    key: 'state',
    header: 'Situação',
    render: (row) => (
      <div>
        <StatusBadge status={DELIVERY_STATUSES[row.state]} />
        {row.failureReason && <StyledMuted>Motivo: {row.failureReason}</StyledMuted>}
      </div>
    ),
  },
  {
    key: 'resend',
    header: 'Ações',
    // Only a failed message can go back to the queue; the others have nothing to do.
    render: (row) =>
      row.state === 'FAILED' ? (
        <Button
          size="small"
          variant="secondary"
          aria-label={`Reenviar o e-mail para ${row.recipient}`}
          onClick={() => onResend(row)}
        >
          Reenviar
        </Button>
      ) : (
        '—'
      ),
  },
];

/**
 * E-mails enviados (/emails-enviados, holding and admin; docs/mail.md "The holding sees what was
 * sent"): the outbox newest first, to whom, what, when, its state and why it failed, searched by
 * address and filtered by state, kind and period (in the URL), one request per change; Reenviar on
 * a failed one, behind a dialog that summarises it.
 */
export const DeliveriesPage = () => {
  const title = useRouteTitle();
  const table = useServerTable<MailDeliveryState>('createdAt', 'desc', {
    filters: STATES,
    searchMaxLength: MAIL_DELIVERY_SEARCH_MAX,
  });
  const { filters, set, clear, active } = useDeliveryFilters();
  const [resending, setResending] = useState<Delivery | null>(null);
  const { data, previousData, loading, refetch } = useMailDeliveriesQuery({
    variables: { ...table.searchVariables, state: table.filter, ...filters },
    fetchPolicy: 'cache-and-network',
    errorPolicy: 'all',
  });
  const shown = data ?? previousData;
  const filtered = active || table.filter !== null || table.search !== '';
  return (
    <section>
      <StyledHead>
        <PageTitle title={title} />
        <ExportCsvButton
          fallbackName="emails-enviados.csv"
          path={deliveriesCsvPath({ search: table.search, state: table.filter, ...filters })}
        />
      </StyledHead>
      <DeliveryFilters
        table={table}
        state={table.filter}
        onState={table.setFilter}
        filters={filters}
        active={filtered}
        onChange={set}
        onClear={() => {
          table.setSearchInput('');
          clear();
        }}
      />
      <ServerDataTable
        list={shown?.mailDeliveries}
        query={{ loading, refetch }}
        table={table}
        label={title}
        columns={columns(setResending)}
        emptyText={filtered ? 'Nenhum e-mail encontrado com estes filtros.' : 'Nenhum e-mail enviado ainda.'}
      />
      <ResendDialog delivery={resending} onClose={() => setResending(null)} />
    </section>
  );
};
