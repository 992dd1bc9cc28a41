/**
 * Influenciadores (/influenciadores and /influenciadores/{edId}, agent; docs/product.md §8.3): the
 * agent's influencers with the approved sales they made for the agency and the commissions those
 * gave it (the agent's branch side), and one influencer's details. The server answers null for
 * anyone who is not the agent's influencer, shown like an unknown id.
 */
import { ED_SEARCH_MAX_LENGTH } from '@portal/schema/constants';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { formatDate } from '@/lib/dates.ts';
import { formatCents } from '@/lib/money.ts';
import { ACTIVE_FILTERS, getCnpjStatus } from '@/lib/status.ts';
import { paths, pathTo } from '@/paths.ts';
import { useRouteTitle } from '@/platform/RouteTitle.tsx';
import { EmptyState } from '@/ui/EmptyState.tsx';
import { ErrorState } from '@/ui/ErrorState.tsx';
import { FactsGrid } from '@/ui/FactsGrid.tsx';
import { Stack } from '@/ui/ListLayout.tsx';
import { PageTitle } from '@/ui/PageTitle.tsx';
import { Section } from '@/ui/Section.tsx';
import { ServerDataTable } from '@/ui/ServerDataTable.tsx';
import { Spinner } from '@/ui/Spinner.tsx';
import { StatusBadge } from '@/ui/StatusBadge.tsx';
import type { DataTableColumn } from '@/ui/Table.tsx';
import { useListFilters, withQuery } from '@/ui/useListFilters.tsx';
import {
  type InfluencerRow_InfluencerFragment,
  useInfluencerQuery,
  useInfluencersQuery,
} from './__generated__/influencers.ts';

type Row = InfluencerRow_InfluencerFragment;

export const INFLUENCER_NOT_FOUND_TEXT = 'Influenciador não encontrado.';
export const NO_INFLUENCERS_TEXT = 'Nenhum influenciador.';
export const NO_FILTERED_INFLUENCERS = 'Nenhum influenciador com esses filtros.';
export const noInfluencersFoundText = (search: string) => `Nenhum influenciador encontrado para "${search}".`;

/** The gateway's file route of the list (gateway/src/domains/network/files.ts); the toolbar adds the filters. */
export const INFLUENCERS_CSV_PATH = '/files/influencers.csv';

const COLUMNS: DataTableColumn<Row>[] = [
  {
    key: 'name',
    header: 'Nome',
    sortable: true,
    render: (row) => (
      <Link to={pathTo(paths.influencerDetails, { edId: row.id })}>
        {row.active ? row.name : `${row.name} (desativado)`}
      </Link>
    ),
  },
  { key: 'email', header: 'E-mail', render: (row) => row.email },
  { key: 'salesCount', header: 'Vendas', align: 'right', render: (row) => row.salesCount },
  {
    key: 'salesTotal',
    header: 'Total vendido',
    align: 'right',
    render: (row) => formatCents(row.salesTotal),
  },
  { key: 'commissions', header: 'Comissões', align: 'right', render: (row) => formatCents(row.commissions) },
  { key: 'createdAt', header: 'Cadastro', render: (row) => formatDate(row.createdAt) },
];

export const InfluencersPage = () => {
  const title = useRouteTitle();
  const filters = useListFilters({
    sortKey: 'name',
    direction: 'asc',
    label: 'Filtrar os influenciadores',
    search: { label: 'Buscar influenciador', placeholder: 'Nome ou e-mail', maxLength: ED_SEARCH_MAX_LENGTH },
    statusOptions: ACTIVE_FILTERS,
    filteredEmptyText: NO_FILTERED_INFLUENCERS,
  });
  const { data, previousData, loading, refetch } = useInfluencersQuery({ variables: filters.variables });
  const influencers = (data ?? previousData)?.influencers;
  return (
    <Stack as="section">
      <PageTitle title={title} />
      {filters.toolbar({
        path: withQuery(INFLUENCERS_CSV_PATH, filters.csvQuery),
        fallbackName: 'influenciadores.csv',
      })}
      <ServerDataTable
        list={influencers}
        query={{ loading, refetch }}
        table={filters.table}
        label={title}
        columns={COLUMNS}
        noMatchText={noInfluencersFoundText}
        emptyText={filters.filtered ? NO_FILTERED_INFLUENCERS : NO_INFLUENCERS_TEXT}
      />
    </Stack>
  );
};

const Fact = ({ term, children }: { term: string; children: ReactNode }) => (
  <div>
    <dt>{term}</dt>
    <dd>{children}</dd>
  </div>
);

export const InfluencerDetailsPage = () => {
  const title = useRouteTitle();
  const { edId = '' } = useParams();
  const { data, loading, error, refetch } = useInfluencerQuery({ variables: { id: edId } });
  const influencer = data?.influencer;
  const body = () => {
    if (loading && !data) return <Spinner label="Carregando influenciador" />;
    if (!data && error) return <ErrorState onRetry={() => void refetch()} />;
    if (!influencer) return <EmptyState text={INFLUENCER_NOT_FOUND_TEXT} />;
    return (
      <Section title="Dados do influenciador">
        <FactsGrid>
          <Fact term="Nome">{influencer.name}</Fact>
          <Fact term="E-mail">{influencer.email}</Fact>
          <Fact term="Celular">{influencer.mobilePhone ?? '—'}</Fact>
          <Fact term="Status CNPJ">
            <StatusBadge status={getCnpjStatus(influencer.statusCnpj)} />
          </Fact>
          <Fact term="Cadastro">{formatDate(influencer.createdAt)}</Fact>
          <Fact term="Situação">{influencer.active ? 'Ativo' : 'Desativado'}</Fact>
          <Fact term="Vendas">{influencer.salesCount}</Fact>
          <Fact term="Total vendido">{formatCents(influencer.salesTotal)}</Fact>
          <Fact term="Comissões da agência">{formatCents(influencer.commissions)}</Fact>
        </FactsGrid>
      </Section>
    );
  };
  return (
    <Stack as="section">
      <PageTitle title={title} subtitle={influencer?.name} />
      {body()}
    </Stack>
  );
};
