/**
 * Converter pontos (docs/product.md §4): the viewer spends available points on a voucher for
 * themselves or a beneficiary. The voucher's secret is shown this once (upstream keeps only its
 * hash), and the summary cards update from the mutation's answer, without a refetch.
 */

import { convertPointsSchema, POINTS_AMOUNT_INVALID } from '@portal/schema/validation/points';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { useRouteTitle } from '@/app/RouteTitle.tsx';
import { formatCents } from '@/lib/money.ts';
import { Button } from '@/ui/Button.tsx';
import { EmptyState } from '@/ui/EmptyState.tsx';
import { ErrorState } from '@/ui/ErrorState.tsx';
import { PageTitle } from '@/ui/PageTitle.tsx';
import { Section } from '@/ui/Section.tsx';
import { TextField } from '@/ui/TextField.tsx';
import {
  type ConvertPointsMutation,
  ConvertPointsScreenDocument,
  useConvertPointsMutation,
  useConvertPointsScreenQuery,
} from './__generated__/convert.ts';
import { StyledForm, StyledPage } from './layout.ts';
import { PointSummaryCards } from './PointSummaryCards.tsx';
import { pointsText, programmeNotice } from './points.ts';

const StyledSecret = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

type Issued = ConvertPointsMutation['convertPoints'];

const messageOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : 'Não foi possível concluir. Tente novamente.';

/** The amount as typed → a whole number of points, or the rule's message (docs/product.md §5). */
function readInput(
  points: string,
  beneficiaryId: string,
): { points: number; beneficiaryId?: string } | string {
  const amount = Number(points.trim());
  if (points.trim() === '' || !Number.isFinite(amount)) return POINTS_AMOUNT_INVALID;
  try {
    const valid = convertPointsSchema.validateSync({ points: amount, beneficiaryId });
    return { points: valid.points, ...(valid.beneficiaryId ? { beneficiaryId: valid.beneficiaryId } : {}) };
  } catch (caught) {
    return messageOf(caught);
  }
}

const ConvertForm = ({ available }: { available: number }) => {
  const [points, setPoints] = useState('');
  const [beneficiaryId, setBeneficiaryId] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [issued, setIssued] = useState<Issued | null>(null);
  const [busy, setBusy] = useState(false);
  const [convert] = useConvertPointsMutation({
    // The answer's summary replaces the screen's one: available down, used up, no second request.
    update: (cache, { data }) => {
      const summary = data?.convertPoints.pointSummary;
      if (!summary) return;
      cache.updateQuery({ query: ConvertPointsScreenDocument }, (previous) =>
        previous ? { pointsAndVouchers: { ...previous.pointsAndVouchers, pointSummary: summary } } : previous,
      );
    },
  });
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // A double click converts once: the second submission finds the first one running.
    if (busy) return;
    const input = readInput(points, beneficiaryId);
    if (typeof input === 'string') {
      setError(input);
      return;
    }
    setBusy(true);
    setError(undefined);
    setIssued(null);
    try {
      const { data } = await convert({ variables: input });
      if (data) {
        setIssued(data.convertPoints);
        setPoints('');
      }
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Section title="Converter pontos em voucher">
      <p>Saldo disponível: {pointsText(available)}</p>
      <StyledForm onSubmit={(event) => void onSubmit(event)} noValidate>
        <TextField
          label="Pontos a converter"
          inputMode="numeric"
          value={points}
          onChange={(event) => setPoints(event.target.value)}
          error={error}
        />
        <TextField
          label="Beneficiário (ID do afiliado, opcional)"
          value={beneficiaryId}
          onChange={(event) => setBeneficiaryId(event.target.value)}
        />
        <Button type="submit" loading={busy}>
          Converter
        </Button>
      </StyledForm>
      <div role="status">
        {issued && (
          <>
            <StyledSecret>
              Voucher {issued.voucher.code} emitido: {pointsText(issued.voucher.points)} ={' '}
              {formatCents(issued.voucher.value)}.
            </StyledSecret>
            <StyledSecret>
              Código secreto: <code>{issued.secret}</code>
            </StyledSecret>
            <p>Anote o código secreto: ele é exibido somente agora.</p>
          </>
        )}
      </div>
    </Section>
  );
};

/** Converter pontos (affiliate, branch with the flag): the summary and the conversion form. */
export const ConvertPointsPage = () => {
  const title = useRouteTitle();
  const { data, loading, refetch } = useConvertPointsScreenQuery();
  const points = data?.pointsAndVouchers;
  const notice = points && !points.accepted ? programmeNotice(points.programmeStatus ?? null) : null;
  return (
    <StyledPage>
      <PageTitle title={title} />
      {!points && !loading && <ErrorState onRetry={() => void refetch()} />}
      {notice && <EmptyState text={notice.title} description={notice.description} />}
      {points?.pointSummary && (
        <>
          <PointSummaryCards {...points.pointSummary} />
          <ConvertForm available={points.pointSummary.available} />
        </>
      )}
    </StyledPage>
  );
};
