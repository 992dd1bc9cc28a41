/**
 * Gerenciador de Vouchers: one voucher of the viewer's scope by its id (Query.voucher). A voucher
 * found is shown under the form; one not found (or of another scope: the same answer) is a toast.
 */
import { idArgumentSchema } from '@portal/schema/validation/notifications';
import { useFormik } from 'formik';
import { useState } from 'react';
import styled from 'styled-components';
import { formatDate } from '@/lib/dates.ts';
import { fieldProps } from '@/lib/forms.ts';
import { formatCents } from '@/lib/money.ts';
import { getVoucherStatus } from '@/lib/status.ts';
import { notify } from '@/platform/notify.ts';
import { Button } from '@/ui/Button.tsx';
import { Section } from '@/ui/Section.tsx';
import { StatusBadge } from '@/ui/StatusBadge.tsx';
import { TextField } from '@/ui/TextField.tsx';
import { useVoucherByIdLazyQuery, type VoucherByIdQuery } from './__generated__/vouchers.ts';
import { StyledForm } from './layout.ts';
import { pointsText } from './points.ts';
import { UNKNOWN_CUSTOMER_TEXT } from './VouchersTable.tsx';

export const VOUCHER_NOT_FOUND = 'Voucher não encontrado.';

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
      <StatusBadge status={getVoucherStatus(voucher.status)} />
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
  const [found, setFound] = useState<Found | null>(null);
  const [lookUp] = useVoucherByIdLazyQuery({ fetchPolicy: 'network-only' });
  // The gateway's rule for an id argument (idArgumentSchema): required, bounded.
  const formik = useFormik({
    initialValues: { id: '' },
    validationSchema: idArgumentSchema,
    onSubmit: async ({ id }) => {
      setFound(null);
      try {
        const { data } = await lookUp({ variables: { id: id.trim() } });
        if (!data) throw new Error(VOUCHER_NOT_FOUND);
        setFound(data.voucher);
        notify.success(`Voucher ${data.voucher.code} encontrado.`);
      } catch {
        notify.error(VOUCHER_NOT_FOUND);
      }
    },
  });
  return (
    <Section title="Consultar voucher">
      <StyledForm onSubmit={formik.handleSubmit} noValidate>
        <TextField label="ID do voucher" {...fieldProps(formik, 'id')} />
        <Button type="submit" loading={formik.isSubmitting}>
          Consultar
        </Button>
      </StyledForm>
      {found && <VoucherDetails voucher={found} />}
    </Section>
  );
};
