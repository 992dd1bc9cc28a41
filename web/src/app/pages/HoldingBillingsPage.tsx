import { Link } from 'react-router';
import styled from 'styled-components';
import { BillingsListView, useBillingsList } from '@/features/finance/BillingsPanel.tsx';
import { HistoryLink } from '@/features/holding/HistoryLink.tsx';
import { useBillActions } from '@/features/holding/useBillActions.tsx';
import { useRouteTitle } from '@/platform/RouteTitle.tsx';
import { PageTitle } from '@/ui/PageTitle.tsx';

const StyledLinks = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(4)};
`;

/**
 * The holding's 'Faturamento' (/faturamento, docs/product.md §11.5): finance's bills list (every
 * bill, each opening billing details, the list's state in the URL) carrying Status Faturamento's
 * actions (holding's useBillActions): choose bills for batch invoice generation, followed row by
 * row, and close a bill after confirming. Composed here because features do not import each other.
 */
export const HoldingBillingsPage = () => {
  const list = useBillingsList(null);
  const actions = useBillActions(list.payments?.items ?? [], { reload: list.reload });
  return (
    <section>
      <PageTitle
        title={useRouteTitle()}
        actions={
          <StyledLinks>
            <Link to="/status-faturamento">Ver Status Faturamento</Link>
            <HistoryLink />
          </StyledLinks>
        }
      />
      <BillingsListView
        list={list}
        holdingView
        actions={{
          rows: actions.rows,
          leading: [actions.selectColumn],
          trailing: [actions.closeColumn],
          toolbar: actions.batchBar,
        }}
      />
      {actions.confirm}
    </section>
  );
};
