/**
 * 'Gerenciador de Unidades' (docs/product.md §1.4, holding): the network's organisations under the
 * list toolbar, and one unit's page editing its name, CNPJ, goal per commercial cycle, producers
 * and donation receivers (UnitForm.tsx). One GraphQL request per page.
 */
import { NETWORK_LIST_SEARCH_MAX_LENGTH } from '@portal/schema/validation/network-units';
import { Link, useParams } from 'react-router';
import { formatCnpj } from '@/lib/documents.ts';
import { paths, pathTo } from '@/paths.ts';
import { useRouteTitle } from '@/platform/RouteTitle.tsx';
import { ErrorState } from '@/ui/ErrorState.tsx';
import { PageTitle } from '@/ui/PageTitle.tsx';
import { ServerDataTable } from '@/ui/ServerDataTable.tsx';
import type { DataTableColumn } from '@/ui/Table.tsx';
import { useListFilters, withQuery } from '@/ui/useListFilters.tsx';
import { type Units_UnitFragment, useManagedUnitQuery, useManagedUnitsQuery } from './__generated__/units.ts';
import { UnitForm } from './UnitForm.tsx';

export const UNITS_PATH = paths.units;
export const UNIT_NOT_FOUND_TEXT = 'Unidade não encontrada.';
/** The gateway's file route of the list (gateway/src/domains/network/files.ts); the toolbar adds the filters. */
export const UNITS_CSV_PATH = '/files/units.csv';
export const NO_FILTERED_UNITS = 'Nenhuma unidade com esses filtros.';
export const noUnitsFoundText = (search: string) => `Nenhuma unidade encontrada para "${search}".`;
/** docs/product.md §3: a holding id is shown as 'Holding'. */
const HOLDING_LABEL = 'Holding';

const kindOf = (unit: Units_UnitFragment) =>
  unit.holding ? HOLDING_LABEL : unit.agenciador ? 'Agência' : 'Unidade';

const COLUMNS: DataTableColumn<Units_UnitFragment>[] = [
  {
    key: 'name',
    header: 'Nome',
    sortable: true,
    render: (unit) => <Link to={pathTo(paths.unitDetails, { unitId: unit.id })}>{unit.name}</Link>,
  },
  { key: 'kind', header: 'Tipo', render: kindOf },
  { key: 'cnpj', header: 'CNPJ', nowrap: true, render: (unit) => (unit.cnpj ? formatCnpj(unit.cnpj) : '—') },
  { key: 'edCount', header: 'EDs', align: 'right', render: (unit) => unit.edCount },
];

/**
 * The network's organisations (holding, agencies included), a page by name under the list toolbar
 * (a piece of the name or the CNPJ, registration period, Exportar CSV), its state in the URL.
 */
export const UnitListPage = () => {
  const title = useRouteTitle();
  const filters = useListFilters({
    sortKey: 'name',
    direction: 'asc',
    label: 'Filtrar as unidades',
    search: {
      label: 'Buscar unidade',
      placeholder: 'Nome ou CNPJ',
      maxLength: NETWORK_LIST_SEARCH_MAX_LENGTH,
    },
    filteredEmptyText: NO_FILTERED_UNITS,
  });
  const { data, previousData, loading, refetch } = useManagedUnitsQuery({
    variables: filters.variables,
    errorPolicy: 'all',
  });
  return (
    <section>
      <PageTitle title={title} />
      {filters.toolbar({ path: withQuery(UNITS_CSV_PATH, filters.csvQuery), fallbackName: 'unidades.csv' })}
      <ServerDataTable
        list={(data ?? previousData)?.managedUnits}
        query={{ loading, refetch }}
        table={filters.table}
        noMatchText={noUnitsFoundText}
        label="Unidades"
        columns={COLUMNS}
        {...(filters.emptyText ? { emptyText: filters.emptyText } : {})}
      />
    </section>
  );
};

/** One unit: its data, goals, producers and receivers, edited and saved together. */
export const UnitDetailsPage = () => {
  const title = useRouteTitle();
  const { unitId = '' } = useParams();
  const { data, loading, refetch } = useManagedUnitQuery({ variables: { id: unitId }, errorPolicy: 'all' });
  const details = data?.managedUnit;
  return (
    <section>
      <PageTitle
        title={details ? `${title}: ${details.unit.holding ? HOLDING_LABEL : details.unit.name}` : title}
      />
      <p>
        <Link to={UNITS_PATH}>Voltar para as unidades</Link>
      </p>
      {loading && !data ? null : !data ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : !details ? (
        <p role="alert">{UNIT_NOT_FOUND_TEXT}</p>
      ) : (
        <UnitForm details={details} />
      )}
    </section>
  );
};
