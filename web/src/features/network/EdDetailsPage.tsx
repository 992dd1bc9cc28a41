import { type ReactNode, useId, useState } from 'react';
import { useParams } from 'react-router';
import styled from 'styled-components';
import type { EdFlag } from '@/__generated__/types.ts';
import { formatDate } from '@/lib/dates.ts';
import { formatCnpj } from '@/lib/documents.ts';
import { formatCents } from '@/lib/money.ts';
import { getCnpjStatus } from '@/lib/status.ts';
import { notify } from '@/platform/notify.ts';
import { useRouteTitle } from '@/platform/RouteTitle.tsx';
import { EmptyState } from '@/ui/EmptyState.tsx';
import { ErrorState } from '@/ui/ErrorState.tsx';
import { FactsGrid } from '@/ui/FactsGrid.tsx';
import { Stack } from '@/ui/ListLayout.tsx';
import { PageTitle } from '@/ui/PageTitle.tsx';
import { Section } from '@/ui/Section.tsx';
import { Spinner } from '@/ui/Spinner.tsx';
import { StatusBadge } from '@/ui/StatusBadge.tsx';
import { useServerTable } from '@/ui/useServerTable.ts';
import {
  type EdDetails_EdFragment,
  type EdDetailsQuery,
  useEdDetailsQuery,
  useSetEdFlagMutation,
} from './__generated__/edDetails.ts';
import { EdActiveButton } from './EdActiveButton.tsx';
import { EdBillsTable } from './EdBillsTable.tsx';
import { EdContractSection } from './EdContractSection.tsx';
import { EdSalesTable } from './EdSalesTable.tsx';

const StyledToggles = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledSwitch = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
  cursor: pointer;

  input {
    width: 2.25rem;
    height: 1.25rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
    cursor: pointer;
  }

  input:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

/** The toggles of docs/product.md §8.7, in the order the page lists them, with their labels. */
export const ED_FLAG_LABELS: readonly { flag: EdFlag; field: keyof EdDetails_EdFragment; label: string }[] = [
  { flag: 'IS_FRANCHISEE', field: 'isFranchisee', label: 'Franqueado' },
  { flag: 'IS_TRAINER', field: 'isTrainer', label: 'Treinador' },
  { flag: 'IS_LECTURER', field: 'isLecturer', label: 'Palestrante' },
  { flag: 'TRACKING', field: 'tracking', label: 'Rastreamento' },
];

export const ED_NOT_FOUND_TEXT = 'ED não encontrado.';

const BILLS_PAGE_SIZE = 10;

/** '★★☆' with its words for assistive technology: stars out of the three goals of the cycle. */
const Stars = ({ stars }: { stars: number }) => (
  <span role="img" aria-label={`${stars} de 3 estrelas`}>
    {'★'.repeat(stars)}
    {'☆'.repeat(Math.max(0, 3 - stars))}
  </span>
);

/**
 * ED details (docs/product.md §8.7), behind a row of 'Gerenciador de EDs' (/gerenciador-ed/{edId}) and
 * 'Gerenciador ED' (/lista-dos-afiliados/{edId}). The server answers null for an ED outside the
 * viewer's scope (another unit's, for a branch), shown exactly like an unknown id.
 */
export interface EdDetailsPageProps {
  /**
   * The points programme's video player (the points domain's), composed in by the app
   * (web/src/app/pages/EdDetailsRoute.tsx): features do not import each other.
   */
  programmeVideo?: ReactNode;
}

export const EdDetailsPage = ({ programmeVideo }: EdDetailsPageProps = {}) => {
  const title = useRouteTitle();
  const { edId = '' } = useParams();
  const table = useServerTable('paymentDate', 'desc');
  // The sales table owns the URL's paging; the bills page is the screen's own state.
  const [bills, setBills] = useState({ page: 0, pageSize: BILLS_PAGE_SIZE });
  const { data, previousData, loading, error, refetch } = useEdDetailsQuery({
    variables: {
      id: edId,
      page: table.page,
      pageSize: table.pageSize,
      billsPage: bills.page,
      billsPageSize: bills.pageSize,
    },
  });
  // The previous page stays on screen while the next one loads.
  const ed = (data ?? previousData)?.ed;

  const body = () => {
    if (loading && !ed) return <Spinner label="Carregando ED" />;
    if (!data && error) return <ErrorState onRetry={() => void refetch()} />;
    if (!ed) return <EmptyState text={ED_NOT_FOUND_TEXT} />;
    return (
      <>
        <EdDetailsView ed={ed} />
        <EdContractSection ed={ed} />
        <EdProgrammesView ed={ed} video={programmeVideo} />
        <Section title="Faturamentos do ED">
          <EdBillsTable
            edId={ed.id}
            bills={ed.bills.items}
            total={ed.bills.totalRows}
            page={bills.page}
            pageSize={bills.pageSize}
            loading={loading}
            onPageChange={(page) => setBills((current) => ({ ...current, page }))}
            onPageSizeChange={(pageSize) => setBills({ page: 0, pageSize })}
          />
        </Section>
        <Section title="Vendas do ED">
          <EdSalesTable
            sales={ed.sales.items}
            loading={loading}
            pagination={table.tableProps(ed.sales.totalRows)}
          />
        </Section>
      </>
    );
  };
  return (
    <Stack as="section" $gap={6}>
      <PageTitle title={title} subtitle={ed?.name} />
      {body()}
    </Stack>
  );
};

type EdDetailsData = NonNullable<EdDetailsQuery['ed']>;

/** The points and voucher programmes (used, available, expired), docs/product.md §3 "Affiliate (ED) list state". */
const EdProgrammesView = ({ ed, video }: { ed: EdDetailsData; video: ReactNode }) => {
  const { points, vouchers } = ed.programmes;
  return (
    <Section title="Programa de pontos e vouchers">
      <FactsGrid>
        <Fact term="Pontos disponíveis">{points.available}</Fact>
        <Fact term="Pontos utilizados">{points.used}</Fact>
        <Fact term="Pontos expirados">{points.expired}</Fact>
        <Fact term="Vouchers disponíveis">{vouchers.available}</Fact>
        <Fact term="Vouchers utilizados">{vouchers.used}</Fact>
        <Fact term="Vouchers expirados">{vouchers.expired}</Fact>
      </FactsGrid>
      {video}
    </Section>
  );
};

const EdDetailsView = ({ ed }: { ed: EdDetailsData }) => {
  const cnpjStatus = getCnpjStatus(ed.statusCnpj);
  return (
    <>
      <Section title="Dados do ED" actions={<EdActiveButton ed={ed} />}>
        <FactsGrid>
          <Fact term="Nome">{ed.active ? ed.name : `${ed.name} (desativado)`}</Fact>
          <Fact term="E-mail">{ed.email}</Fact>
          <Fact term="Celular">{ed.mobilePhone ?? '—'}</Fact>
          <Fact term="Unidade">{ed.unit?.name ?? '—'}</Fact>
          <Fact term="CNPJ">{ed.cnpj ? formatCnpj(ed.cnpj) : '—'}</Fact>
          <Fact term="Status CNPJ">
            <StatusBadge status={cnpjStatus} />
          </Fact>
          <Fact term="Nível">
            {ed.levelStars.levelName
              ? `${ed.levelStars.level} – ${ed.levelStars.levelName}`
              : ed.levelStars.level}
          </Fact>
          <Fact term="Estrelas no ciclo">
            <Stars stars={ed.levelStars.stars} /> ({formatCents(ed.levelStars.cycleSales)} em vendas)
          </Fact>
          <Fact term="Cadastro">{formatDate(ed.createdAt)}</Fact>
          <Fact term="Situação">{ed.active ? 'Ativo' : 'Desativado'}</Fact>
        </FactsGrid>
      </Section>
      <Section title="Perfil do ED">
        <StyledToggles>
          {ED_FLAG_LABELS.map(({ flag, field, label }) => (
            <li key={flag}>
              <FlagSwitch ed={ed} flag={flag} checked={ed[field] === true} label={label} />
            </li>
          ))}
        </StyledToggles>
      </Section>
    </>
  );
};

const Fact = ({ term, children }: { term: string; children: ReactNode }) => (
  <div>
    <dt>{term}</dt>
    <dd>{children}</dd>
  </div>
);

const FIELD_OF_FLAG: Readonly<Record<EdFlag, 'isFranchisee' | 'isTrainer' | 'isLecturer' | 'tracking'>> = {
  IS_FRANCHISEE: 'isFranchisee',
  IS_TRAINER: 'isTrainer',
  IS_LECTURER: 'isLecturer',
  TRACKING: 'tracking',
};

/**
 * One toggle, saved as soon as it flips: the optimistic answer shows the new state at once and
 * Apollo rolls it back by itself when the save fails, which the error toast then explains.
 */
const FlagSwitch = ({
  ed,
  flag,
  checked,
  label,
}: {
  ed: EdDetails_EdFragment;
  flag: EdFlag;
  checked: boolean;
  label: string;
}) => {
  const id = useId();
  const [setFlag, { loading }] = useSetEdFlagMutation();
  const toggle = (value: boolean) =>
    void setFlag({
      variables: { id: ed.id, flag, value },
      optimisticResponse: { setEdFlag: { ...ed, [FIELD_OF_FLAG[flag]]: value } },
      onError: (error) => notify.error(error.message),
    });
  return (
    <StyledSwitch htmlFor={id}>
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        aria-checked={checked}
        disabled={loading}
        onChange={(event) => toggle(event.target.checked)}
      />
      {label}
    </StyledSwitch>
  );
};
