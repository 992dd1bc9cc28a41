/**
 * Converter pontos (docs/product.md §4, affiliate and branch): the viewer chooses convertible
 * commissions, sees the points they become and confirms (they turn ConvertedToPoints with their
 * points, in one upstream transaction); an affiliate also spends available points on a voucher for
 * themselves or a beneficiary, whose secret is shown this once (upstream keeps only its hash). The
 * summary cards update from each mutation's answer, without a refetch. A branch user outside the
 * ED programme joins it here first.
 */

import type { ApolloCache } from '@apollo/client';
import { convertPointsSchema, POINTS_AMOUNT_INVALID } from '@portal/schema/validation/points';
import { type FormEvent, useCallback, useState } from 'react';
import styled from 'styled-components';
import { formatDate } from '@/lib/dates.ts';
import { formatCents } from '@/lib/money.ts';
import { notify } from '@/platform/notify.ts';
import { useRouteTitle } from '@/platform/RouteTitle.tsx';
import { Button } from '@/ui/Button.tsx';
import { ConfirmModal } from '@/ui/ConfirmModal.tsx';
import { EmptyState } from '@/ui/EmptyState.tsx';
import { ErrorState } from '@/ui/ErrorState.tsx';
import { PageTitle } from '@/ui/PageTitle.tsx';
import { Section } from '@/ui/Section.tsx';
import { DataTable, type DataTableColumn } from '@/ui/Table.tsx';
import { TextField } from '@/ui/TextField.tsx';
import { useRowSelection } from '@/ui/useRowSelection.tsx';
import { useServerTable } from '@/ui/useServerTable.ts';
import {
  type ConvertibleCommission_RowFragment,
  type ConvertPointsMutation,
  ConvertPointsScreenDocument,
  type ConvertPointsScreenQuery,
  type ConvertPointsScreenQueryVariables,
  useConvertCommissionsToPointsMutation,
  useConvertPointsMutation,
  useConvertPointsScreenQuery,
} from './__generated__/convert.ts';
import type { PointSummary_SummaryFragment } from './__generated__/vouchers.ts';
import { EdJoinStep } from './JoinSteps.tsx';
import { StyledForm, StyledPage } from './layout.ts';
import { PointSummaryCards } from './PointSummaryCards.tsx';
import { canJoin, pointsText, programmeNotice } from './points.ts';

const StyledSecret = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

type Issued = ConvertPointsMutation['convertPoints'];
type Variables = ConvertPointsScreenQueryVariables;
type Summary = PointSummary_SummaryFragment;

export const COMMISSIONS_CONVERTED = 'Comissões convertidas em pontos com sucesso.';

/**
 * Writes a mutation's answer into the screen's cached query: the new summary, and without the
 * commissions just converted. The cards and the table follow at once, with no second request.
 */
function applyAnswer(
  cache: ApolloCache,
  variables: Variables,
  summary: Summary,
  converted: ReadonlySet<string> = new Set(),
) {
  cache.updateQuery<ConvertPointsScreenQuery, Variables>(
    { query: ConvertPointsScreenDocument, variables },
    (previous) => {
      if (!previous) return previous;
      const page = previous.pointsConversion.convertibleCommissions;
      const left = page?.items.filter((item) => !converted.has(item.id));
      return {
        pointsConversion: {
          ...previous.pointsConversion,
          pointSummary: { ...previous.pointsConversion.pointSummary, ...summary },
          convertibleCommissions:
            page && left
              ? { ...page, items: left, totalRows: page.totalRows - (page.items.length - left.length) }
              : page,
        },
      } as ConvertPointsScreenQuery;
    },
  );
}

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

const ConvertForm = ({ available, variables }: { available: number; variables: Variables }) => {
  const [points, setPoints] = useState('');
  const [beneficiaryId, setBeneficiaryId] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [issued, setIssued] = useState<Issued | null>(null);
  const [busy, setBusy] = useState(false);
  const [convert] = useConvertPointsMutation({
    // The answer's summary replaces the screen's one: available down, used up, no second request.
    update: (cache, { data }) => {
      const summary = data?.convertPoints.pointSummary;
      if (summary) applyAnswer(cache, variables, summary);
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

const StyledTotals = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

interface CommissionsProps {
  page: { totalRows: number; items: readonly ConvertibleCommission_RowFragment[] };
  pagination: ReturnType<ReturnType<typeof useServerTable>['tableProps']>;
  variables: Variables;
}

/** Choose commissions, see the points they become, confirm: they become points in one go. */
const CommissionsConversion = ({ page, pagination, variables }: CommissionsProps) => {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [convert] = useConvertCommissionsToPointsMutation();
  const selection = useRowSelection({
    rows: page.items,
    getId: (row) => row.id,
    selectable: () => true,
    disabled: busy,
    allLabel: 'Selecionar todas as comissões da página',
    rowLabel: (row) =>
      `Selecionar a comissão de ${row.customerName}, ${formatDate(row.date)}, ${formatCents(row.value)}`,
  });
  const { chosen } = selection;
  const points = chosen.reduce((sum, row) => sum + row.points, 0);
  const onConfirm = async () => {
    // A double click on confirm converts once: the second finds the first one running.
    if (busy || chosen.length === 0) return;
    setBusy(true);
    const ids = chosen.map((row) => row.id);
    try {
      await convert({
        variables: { commissionIds: ids },
        update: (cache, { data }) => {
          const summary = data?.convertCommissionsToPoints.pointSummary;
          if (summary) applyAnswer(cache, variables, summary, new Set(ids));
        },
      });
      notify.success(COMMISSIONS_CONVERTED);
      selection.clear();
      setConfirming(false);
    } catch (caught) {
      notify.error(caught instanceof Error ? caught.message : null);
    } finally {
      setBusy(false);
    }
  };
  const columns: DataTableColumn<ConvertibleCommission_RowFragment>[] = [
    selection.column,
    { key: 'date', header: 'Data', render: (row) => formatDate(row.date) },
    { key: 'customer', header: 'Cliente', render: (row) => row.customerName },
    { key: 'value', header: 'Valor', align: 'right', render: (row) => formatCents(row.value) },
    { key: 'points', header: 'Pontos', align: 'right', render: (row) => pointsText(row.points) },
  ];
  return (
    <Section title="Converter comissões em pontos">
      <DataTable
        label="Comissões disponíveis para conversão"
        rows={page.items}
        columns={columns}
        emptyText="Nenhuma comissão disponível para conversão."
        defaultSort={null}
        {...pagination}
      />
      <StyledTotals aria-live="polite">
        {chosen.length === 0
          ? 'Selecione as comissões que deseja converter.'
          : `${chosen.length} ${chosen.length === 1 ? 'comissão selecionada' : 'comissões selecionadas'}: ${pointsText(points)}`}
      </StyledTotals>
      <Button disabled={chosen.length === 0} onClick={() => setConfirming(true)}>
        Converter em pontos
      </Button>
      <ConfirmModal
        open={confirming}
        title="Converter comissões em pontos"
        confirmLabel="Confirmar conversão"
        busy={busy}
        onConfirm={() => void onConfirm()}
        onCancel={() => !busy && setConfirming(false)}
      >
        <p>
          {chosen.length} {chosen.length === 1 ? 'comissão será convertida' : 'comissões serão convertidas'}{' '}
          em {pointsText(points)}. As comissões convertidas não serão pagas em dinheiro.
        </p>
      </ConfirmModal>
    </Section>
  );
};

/** Converter pontos (affiliate, branch with the flag): the summary, commissions and points to convert. */
export const ConvertPointsPage = () => {
  const title = useRouteTitle();
  const table = useServerTable('date', 'desc');
  const variables: Variables = { page: table.page, pageSize: table.pageSize };
  const { data, previousData, loading, refetch } = useConvertPointsScreenQuery({ variables });
  const screen = (data ?? previousData)?.pointsConversion;
  const reload = useCallback(() => void refetch(), [refetch]);
  const isUnit = screen?.memberType === 'UNITS';
  const notice = screen && !screen.accepted && !isUnit ? programmeNotice(screen.programmeStatus) : null;
  const canJoinEd = isUnit && !screen?.accepted && canJoin(screen?.programmeStatus);
  return (
    <StyledPage>
      <PageTitle title={title} />
      {!screen && !loading && <ErrorState onRetry={reload} />}
      {notice && <EmptyState text={notice.title} description={notice.description} />}
      {isUnit && !screen?.accepted && (
        <EmptyState
          text="Sua unidade ainda não participa do Programa de Pontos ED"
          description="Ao aderir, as comissões da unidade podem virar pontos e vouchers."
        />
      )}
      {canJoinEd && <EdJoinStep onJoined={reload} />}
      {screen?.pointSummary && (
        <>
          <PointSummaryCards {...screen.pointSummary} />
          {screen.convertibleCommissions && (
            <CommissionsConversion
              page={screen.convertibleCommissions}
              pagination={table.tableProps(screen.convertibleCommissions.totalRows)}
              variables={variables}
            />
          )}
          {!isUnit && <ConvertForm available={screen.pointSummary.available} variables={variables} />}
        </>
      )}
    </StyledPage>
  );
};
