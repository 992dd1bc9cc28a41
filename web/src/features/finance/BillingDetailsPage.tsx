import { useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import styled from 'styled-components';
import { formatCents } from '@/lib/money.ts';
import { useRouteTitle } from '@/platform/RouteTitle.tsx';
import { useViewer } from '@/platform/session/SessionProvider.tsx';
import { Button } from '@/ui/Button.tsx';
import { ErrorState } from '@/ui/ErrorState.tsx';
import { Stack } from '@/ui/ListLayout.tsx';
import { PageTitle } from '@/ui/PageTitle.tsx';
import { Section } from '@/ui/Section.tsx';
import { useBillingDetailsQuery } from './__generated__/billing.ts';
import { BillingSummary } from './BillingSummary.tsx';
import {
  acceptsInvoice,
  type BillingDetailsState,
  billingDetailsBack,
  readBillingDetailsState,
} from './billingNavigation.ts';
import { CommissionsTable } from './CommissionsTable.tsx';
import { showsPaymentId } from './financeSide.ts';
import { InvoiceModal } from './InvoiceModal.tsx';
import { invoiceVerb } from './invoiceRules.ts';

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing(3)};
`;

const StyledEntries = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.spacing(4)};
    padding: ${({ theme }) => theme.spacing(2, 0)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/**
 * 'Detalhes do faturamento' (docs/product.md §5.4), at its three hidden paths. It needs the navigation state
 * its callers pass; opened without it (typed in, bookmarked) it goes home.
 */
export const BillingDetailsPage = () => {
  const location = useLocation();
  const { billingId } = useParams();
  const state = readBillingDetailsState(location.state);
  if (!state || state.billing.id !== billingId) return <Navigate to="/" replace />;
  return <BillingDetailsView state={state} />;
};

const BillingDetailsView = ({ state }: { state: BillingDetailsState }) => {
  const viewer = useViewer();
  const navigate = useNavigate();
  const title = useRouteTitle();
  const backRef = useRef<HTMLButtonElement>(null);
  const [invoiceOpen, setInvoiceOpen] = useState(false);
  const side = viewer?.isAgent ? (state.agentAsRole ?? 'AFFILIATED') : null;
  const { data, loading, refetch } = useBillingDetailsQuery({
    variables: { as: side, id: state.billing.id },
    errorPolicy: 'all',
  });

  const payment = data?.finance.payment ?? null;
  // The state is what the list showed; the query's answer (and the cache after a send) is newer.
  const billing = { ...state.billing, ...payment };
  const integrated = data?.finance.integration.integrated ?? false;
  const verb = invoiceVerb(integrated);
  const canSend = Boolean(data) && !state.disabledInvoice && acceptsInvoice(billing.status);

  const handleBack = () => {
    const target = billingDetailsBack(state, viewer);
    if (target.type === 'history') navigate(-1);
    else navigate(target.to, { state: target.state });
  };

  const handleInvoiceClose = () => {
    setInvoiceOpen(false);
    // After a send the opener is gone (the bill left OPEN/ERROR): focus goes to the back button.
    window.setTimeout(() => {
      if (document.activeElement === document.body) backRef.current?.focus();
    }, 0);
  };

  return (
    <Stack as="section" $gap={6}>
      <PageTitle
        title={title}
        actions={
          <Button ref={backRef} variant="secondary" onClick={handleBack}>
            Voltar ao faturamento
          </Button>
        }
      />
      <BillingSummary billing={billing} />
      {payment && payment.entries.length > 0 && (
        <Section title="Itens do faturamento">
          <StyledEntries>
            {/* One entry per product (voucher entries arrive merged into one), so the name is unique. */}
            {payment.entries.map((entry) => (
              <li key={entry.productName}>
                <span>{entry.productName}</span>
                <span>{formatCents(entry.value)}</span>
              </li>
            ))}
          </StyledEntries>
        </Section>
      )}
      <Section title="Comissões desse ciclo">
        {!data && !loading ? (
          <ErrorState onRetry={() => void refetch()} />
        ) : (
          <CommissionsTable
            label="Comissões desse ciclo"
            commissions={payment?.commissions ?? []}
            showPaymentId={showsPaymentId(viewer)}
            showAll
            loading={loading && !data}
            // Only one's own commissions are explained: not an ED's bill, nor the holding's reading.
            explainSide={state.isForManagerEdDetails || viewer?.isHolding ? undefined : side}
          />
        )}
      </Section>
      {canSend && (
        <StyledActions>
          <Button variant="secondary" onClick={handleBack}>
            {`${verb} DEPOIS`}
          </Button>
          <Button onClick={() => setInvoiceOpen(true)}>{`${verb} NOVA NOTA`}</Button>
        </StyledActions>
      )}
      {invoiceOpen && (
        <InvoiceModal
          billing={billing}
          openPayments={data?.finance.openPayments ?? []}
          integrated={integrated}
          side={side}
          onClose={handleInvoiceClose}
        />
      )}
    </Stack>
  );
};
