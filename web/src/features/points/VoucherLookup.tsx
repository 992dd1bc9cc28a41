/**
 * Gerenciador de Vouchers: one voucher of the viewer's scope by its id (Query.voucher). A voucher
 * found is shown under the form; one not found (or of another scope: the same answer) is a toast.
 */
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { notify } from '@/app/notify.ts';
import { formatDate } from '@/lib/dates.ts';
import { formatCents } from '@/lib/money.ts';
import { getVoucherStatus } from '@/lib/status.ts';
import { Button } from '@/ui/Button.tsx';
import { Section } from '@/ui/Section.tsx';
import { StatusLabel } from '@/ui/StatusLabel.tsx';
import { TextField } from '@/ui/TextField.tsx';
import { useVoucherByIdLazyQuery, type VoucherByIdQuery } from './__generated__/vouchers.ts';
import { StyledForm } from './layout.ts';
import { pointsText } from './points.ts';
import { UNKNOWN_CUSTOMER_TEXT } from './VouchersTable.tsx';

export const VOUCHER_NOT_FOUND = 'Voucher não encontrado.';
export const VOUCHER_ID_REQUIRED = 'Informe o ID do voucher.';

const StyledDetails = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.spacing(1, 3)};
  margin: 0;

  dt {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  dd {
    margin: 0;
  }
`;

type Found = VoucherByIdQuery['voucher'];

const VoucherDetails = ({ voucher }: { voucher: Found }) => (
  <StyledDetails aria-label={`Voucher ${voucher.code}`}>
    <dt>Código</dt>
    <dd>{voucher.code}</dd>
    <dt>Status</dt>
    <dd>
      <StatusLabel status={getVoucherStatus(voucher.status)} />
    </dd>
    <dt>Cliente</dt>
    <dd>{voucher.customer?.name ?? UNKNOWN_CUSTOMER_TEXT}</dd>
    <dt>Pontos</dt>
    <dd>{pointsText(voucher.points)}</dd>
    <dt>Valor</dt>
    <dd>{formatCents(voucher.value)}</dd>
    <dt>Expira em</dt>
    <dd>{formatDate(voucher.expiresAt)}</dd>
    {voucher.usedAt && (
      <>
        <dt>Utilizado em</dt>
        <dd>{formatDate(voucher.usedAt)}</dd>
      </>
    )}
  </StyledDetails>
);

export const VoucherLookup = () => {
  const [id, setId] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [found, setFound] = useState<Found | null>(null);
  const [lookUp, { loading }] = useVoucherByIdLazyQuery({ fetchPolicy: 'network-only' });
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    const wanted = id.trim();
    if (wanted === '') {
      setError(VOUCHER_ID_REQUIRED);
      return;
    }
    setError(undefined);
    setFound(null);
    try {
      const { data } = await lookUp({ variables: { id: wanted } });
      if (!data) throw new Error(VOUCHER_NOT_FOUND);
      setFound(data.voucher);
      notify.success(`Voucher ${data.voucher.code} encontrado.`);
    } catch {
      notify.error(VOUCHER_NOT_FOUND);
    }
  };
  return (
    <Section title="Consultar voucher">
      <StyledForm onSubmit={(event) => void onSubmit(event)} noValidate>
        <TextField
          label="ID do voucher"
          value={id}
          onChange={(event) => setId(event.target.value)}
          error={error}
        />
        <Button type="submit" loading={loading}>
          Consultar
        </Button>
      </StyledForm>
      {found && <VoucherDetails voucher={found} />}
    </Section>
  );
};
