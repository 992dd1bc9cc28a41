/**
 * 'Por que recebi esta comissão?' (docs/product.md §5.10): opened from a commission row, it asks
 * for the explanation in one GraphQL request and shows the sale (the customer's name masked), the
 * link and click it came through, the rule applied, the status history and the billing that pays
 * it. Its figures are the row's and the billing's own, from the same upstream rows.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { AgentRole } from '@/__generated__/types.ts';
import { formatDate } from '@/lib/dates.ts';
import { formatCents } from '@/lib/money.ts';
import { getBillingStatus, getCommissionStatus, getSaleStatus } from '@/lib/status.ts';
import { ErrorState } from '@/ui/ErrorState.tsx';
import { FactsGrid } from '@/ui/FactsGrid.tsx';
import { Modal } from '@/ui/Modal.tsx';
import { Spinner } from '@/ui/Spinner.tsx';
import { StatusBadge } from '@/ui/StatusBadge.tsx';
import { useCommissionExplanationQuery } from './__generated__/explanation.ts';
import {
  billLineOf,
  clickText,
  EXPLANATION_TITLE,
  type Explanation,
  installmentOf,
  levelText,
  NOT_RECORDED,
  noCommissionReason,
  rateText,
  shareText,
} from './explanationText.ts';

export interface CommissionExplanationDialogProps {
  /** The row explained; null while the dialog is closed (nothing is asked then). */
  commissionId: string | null;
  /** The agent's side the row was listed on; null for everyone else. */
  side: AgentRole | null;
  onClose: () => void;
}

const StyledPart = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(4, 0)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  &:first-child {
    border-top: none;
    padding-top: 0;
  }

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.medium};
  }

  p {
    margin: 0;
  }
`;

const StyledHistory = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.spacing(2)};
  }
`;

const StyledMuted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <div>
    <dt>{label}</dt>
    <dd>{children}</dd>
  </div>
);

const SalePart = ({ explanation }: { explanation: Explanation }) => {
  const { sale, commission } = explanation;
  const reason = commission.status === 'CANCELED' ? noCommissionReason(sale.status) : null;
  return (
    <StyledPart aria-label="A venda">
      <h3>A venda</h3>
      <FactsGrid>
        <Fact label="Data da venda">{formatDate(sale.date)}</Fact>
        <Fact label="Produto">{commission.product.name}</Fact>
        <Fact label="Cliente">{sale.customerName}</Fact>
        <Fact label="ID do pagamento">{sale.paymentId}</Fact>
        <Fact label="Valor da venda">{formatCents(sale.value)}</Fact>
        <Fact label="Status da venda">
          <StatusBadge status={getSaleStatus(sale.status)} />
        </Fact>
      </FactsGrid>
      {reason && <p>{reason}</p>}
    </StyledPart>
  );
};

const OriginPart = ({ explanation }: { explanation: Explanation }) => {
  const { link, campaigns } = explanation;
  return (
    <StyledPart aria-label="Link e campanha">
      <h3>Link e campanha</h3>
      {link ? (
        <FactsGrid>
          <Fact label="Código do link">{link.code}</Fact>
          <Fact label="Descrição do link">{link.description || '—'}</Fact>
          <Fact label="Data do clique">{clickText(link)}</Fact>
        </FactsGrid>
      ) : (
        <StyledMuted>Esta venda foi registrada sem o link de origem.</StyledMuted>
      )}
      <p>
        {campaigns.length === 0
          ? 'Nenhuma campanha do produto no dia da venda.'
          : `Campanha no dia da venda: ${campaigns
              .map(
                (campaign) =>
                  `${campaign.name} (${formatDate(campaign.startsOn)} a ${formatDate(campaign.endsOn)})`,
              )
              .join('; ')}.`}
      </p>
    </StyledPart>
  );
};

const RulePart = ({ explanation }: { explanation: Explanation }) => {
  const { rule } = explanation;
  return (
    <StyledPart aria-label="Regra aplicada">
      <h3>Regra aplicada</h3>
      <FactsGrid>
        <Fact label="Nível">{levelText(rule)}</Fact>
        <Fact label="Percentual">{rateText(rule)}</Fact>
        <Fact label="Parcela">{installmentOf(rule) ?? '—'}</Fact>
        <Fact label="Comissão desta linha">{formatCents(explanation.commission.value)}</Fact>
      </FactsGrid>
      <p>{shareText(explanation)}</p>
    </StyledPart>
  );
};

const HistoryPart = ({ explanation }: { explanation: Explanation }) => (
  <StyledPart aria-label="Histórico de status">
    <h3>Histórico de status</h3>
    {explanation.history.length === 0 ? (
      <StyledMuted>{NOT_RECORDED}</StyledMuted>
    ) : (
      <StyledHistory>
        {explanation.history.map((change) => (
          <li key={`${change.status}-${change.at}`}>
            <StatusBadge status={getCommissionStatus(change.status)} />
            <span>desde {formatDate(change.at)}</span>
          </li>
        ))}
      </StyledHistory>
    )}
  </StyledPart>
);

const paymentText = (
  payment: Explanation['billingPayment'],
  status: NonNullable<Explanation['billing']>['status'],
): string => {
  // Bills paid before Registrar pagamento existed are paid, but no one recorded when.
  if (!payment && status === 'PAID') return 'Faturamento pago; a data do pagamento não foi registrada.';
  if (!payment) return 'Nenhum pagamento registrado para este faturamento.';
  if (payment.outcome === 'PAID') return `Pagamento registrado em ${formatDate(payment.at)}.`;
  return `Erro no pagamento em ${formatDate(payment.at)}${payment.reason ? `: ${payment.reason}` : '.'}`;
};

const BillingPart = ({ explanation }: { explanation: Explanation }) => {
  const { billing } = explanation;
  const line = billLineOf(explanation);
  return (
    <StyledPart aria-label="Faturamento">
      <h3>Faturamento</h3>
      {billing ? (
        <>
          <FactsGrid>
            <Fact label="Ciclo">{billing.cycle}</Fact>
            <Fact label="Empresa">{billing.producerName}</Fact>
            <Fact label="Status do faturamento">
              <StatusBadge status={getBillingStatus(billing.status)} />
            </Fact>
            <Fact label="Valor do faturamento">{formatCents(billing.value)}</Fact>
            {line && <Fact label={`Linha ${line.productName}`}>{formatCents(line.value)}</Fact>}
          </FactsGrid>
          <p>{paymentText(explanation.billingPayment, billing.status)}</p>
        </>
      ) : (
        <StyledMuted>Ainda não faturada: entra no faturamento do ciclo em que for liberada.</StyledMuted>
      )}
    </StyledPart>
  );
};

const ExplanationBody = ({ explanation }: { explanation: Explanation }) => (
  <>
    <StyledPart aria-label="Resumo">
      <p>
        <strong>{formatCents(explanation.commission.value)}</strong> de {explanation.commission.product.name}
        {installmentOf(explanation.rule) ? ` (${installmentOf(explanation.rule)})` : ''}, lançada em{' '}
        {formatDate(explanation.commission.date)}.
      </p>
      {/* Its own block, or the part's column stretches the badge across the dialog. */}
      <div>
        <StatusBadge status={getCommissionStatus(explanation.commission.status)} />
      </div>
    </StyledPart>
    <SalePart explanation={explanation} />
    <OriginPart explanation={explanation} />
    <RulePart explanation={explanation} />
    <HistoryPart explanation={explanation} />
    <BillingPart explanation={explanation} />
  </>
);

export const CommissionExplanationDialog = ({
  commissionId,
  side,
  onClose,
}: CommissionExplanationDialogProps) => {
  const { data, loading, refetch } = useCommissionExplanationQuery({
    variables: { id: commissionId ?? '', as: side },
    skip: commissionId === null,
  });
  const explanation = data?.finance.commissionExplanation;
  let body: ReactNode;
  if (loading && !explanation) body = <Spinner label="Carregando explicação" />;
  else if (explanation) body = <ExplanationBody explanation={explanation} />;
  else if (data) body = <StyledMuted>Esta comissão não foi encontrada.</StyledMuted>;
  else body = <ErrorState onRetry={() => void refetch()} />;
  return (
    <Modal open={commissionId !== null} onClose={onClose} title={EXPLANATION_TITLE} size="large">
      {body}
    </Modal>
  );
};
