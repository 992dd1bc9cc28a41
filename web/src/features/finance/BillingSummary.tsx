import styled from 'styled-components';
import { formatCnpj } from '@/lib/documents.ts';
import { formatCents } from '@/lib/money.ts';
import { getBillingStatus } from '@/lib/status.ts';
import { StatusBadge } from '@/ui/StatusBadge.tsx';
import type { BillingSnapshot } from './billingNavigation.ts';

export interface BillingSummaryProps {
  billing: BillingSnapshot & { statusMessage?: string | null };
}

const StyledList = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.spacing(4)};
  margin: 0;
  padding: ${({ theme }) => theme.spacing(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledTerm = styled.dt`
  font-size: ${({ theme }) => theme.fontSizes.small};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledValue = styled.dd`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  margin: ${({ theme }) => theme.spacing(1, 0, 0)};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  overflow-wrap: anywhere;
`;

const StyledStatusBox = styled.section`
  padding: ${({ theme }) => theme.spacing(4, 5)};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing(2)};
    font-size: ${({ theme }) => theme.fontSizes.medium};
  }

  p {
    margin: 0;
  }
`;

/** The read-only facts of a billing (docs/product.md §5.4) and, when it failed, why. */
export const BillingSummary = ({ billing }: BillingSummaryProps) => {
  const status = getBillingStatus(billing.status);
  const fields = [
    { term: 'Ciclo', value: billing.cycle },
    { term: 'Valor', value: formatCents(billing.value) },
    {
      term: 'Status',
      value: <StatusBadge status={status} />,
    },
    { term: 'CNPJ', value: formatCnpj(billing.producerCnpj) },
    { term: 'Empresa', value: billing.producerName },
  ];
  return (
    <>
      <StyledList aria-label="Dados do faturamento">
        {fields.map(({ term, value }) => (
          <div key={term}>
            <StyledTerm>{term}</StyledTerm>
            <StyledValue>{value}</StyledValue>
          </div>
        ))}
      </StyledList>
      {billing.errorMessage && (
        <StyledStatusBox aria-label="Descrição do status">
          <h2>Descrição do status</h2>
          <p>{billing.errorMessage}</p>
        </StyledStatusBox>
      )}
    </>
  );
};
