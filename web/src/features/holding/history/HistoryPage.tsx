import { Link } from 'react-router';
import styled from 'styled-components';
import { formatDateTime } from '@/lib/dates.ts';
import { useRouteTitle } from '@/platform/RouteTitle.tsx';
import { PageTitle } from '@/ui/PageTitle.tsx';
import { ServerDataTable } from '@/ui/ServerDataTable.tsx';
import type { DataTableColumn } from '@/ui/Table.tsx';
import { withQuery } from '@/ui/useListFilters.tsx';
import { useServerTable } from '@/ui/useServerTable.ts';
import { type HoldingHistoryQuery, useHoldingHistoryQuery } from './__generated__/history.ts';
import { HISTORY_SEARCH_MAX_LENGTH, HistoryFilters } from './HistoryFilters.tsx';
import { entityLink, type FieldChange, fieldChanges, historySentence } from './historyText.ts';
import { type HistoryFilters as HistoryFilterState, useHistoryFilters } from './useHistoryFilters.ts';

type Entry = HoldingHistoryQuery['holdingHistory']['items'][number];

/** The history's page size (docs/product.md §11.5: page size 10). */
export const HISTORY_PAGE_SIZE = 10;

const StyledSentence = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
`;

const StyledLink = styled(Link)`
  display: inline-block;
  margin-top: ${({ theme }) => theme.spacing(1)};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

const StyledChanges = styled.table`
  width: 100%;
  margin-top: ${({ theme }) => theme.spacing(2)};
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.small};

  th,
  td {
    padding: ${({ theme }) => theme.spacing(1, 2)};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
    /* Long values (a link, a file name) wrap; words are not broken letter by letter. */
    overflow-wrap: break-word;
  }

  td {
    /* A value with no break in it (a rejected address in a mail server's answer) may break
       anywhere: 'break-word' still let it set the column's minimum, and the table came out 100 px
       wider than a 390 px phone. */
    overflow-wrap: anywhere;
  }

  thead th {
    border-top: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

/**
 * One block for the whole entry: on a phone the cell is a card row (a flex row of its label and its
 * content), where the time, the sentence, the link and the changes each became a column and the
 * sentence was squeezed to a letter a line.
 */
const StyledEntry = styled.div`
  flex: 1;
  min-width: 0;
  text-align: left;
`;

const StyledWhen = styled.time`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

/** The changed fields, labelled, before and after; a creation has no 'Antes', a removal no 'Depois'. */
const ChangesTable = ({ changes, sentence }: { changes: FieldChange[]; sentence: string }) => {
  // A side with nothing recorded (a creation's 'Antes', a removal's 'Depois') is left out.
  const hasBefore = changes.some((change) => change.before !== '' && change.before !== '—');
  const hasAfter = changes.some((change) => change.after !== '' && change.after !== '—');
  return (
    <StyledChanges aria-label={`Alterações: ${sentence}`}>
      <thead>
        <tr>
          <th scope="col">Campo</th>
          {hasBefore && <th scope="col">Antes</th>}
          {hasAfter && <th scope="col">Depois</th>}
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.key}>
            <th scope="row">{change.label}</th>
            {hasBefore && <td>{change.before}</td>}
            {hasAfter && <td>{change.after}</td>}
          </tr>
        ))}
      </tbody>
    </StyledChanges>
  );
};

const EntryDetails = ({ entry }: { entry: Entry }) => {
  const sentence = historySentence(entry);
  const link = entityLink(entry);
  const changes = fieldChanges(entry);
  return (
    <StyledEntry>
      <StyledWhen dateTime={entry.at}>{formatDateTime(entry.at)}</StyledWhen>
      <StyledSentence>{sentence}</StyledSentence>
      {link && (
        <StyledLink to={link} aria-label={`Abrir: ${sentence}`}>
          Abrir
        </StyledLink>
      )}
      {changes.length > 0 && <ChangesTable changes={changes} sentence={sentence} />}
    </StyledEntry>
  );
};

// One column, the time above each sentence: on a phone the sentence and its changes get the width.
const COLUMNS: DataTableColumn<Entry>[] = [
  // No card label: the entry, a sentence under its time, takes the phone's whole width.
  {
    key: 'what',
    header: 'O que aconteceu',
    cardLabel: '',
    render: (entry) => <EntryDetails entry={entry} />,
  },
];

/** The gateway's file route of Histórico (gateway/src/domains/holding/files.ts) with the page's filters. */
export const historyCsvPath = (search: string, filters: HistoryFilterState): string =>
  withQuery('/files/history.csv', {
    ...(search ? { search } : {}),
    ...Object.fromEntries(
      Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])),
    ),
  });

/**
 * Histórico (/historico, holding and admin; docs/product.md §11.5): the audit trail newest first, 10
 * a page, each row a sentence (who did what to what) with the changed fields before and after,
 * filtered by action, person and period (in the URL), with one request per change.
 */
export const HistoryPage = () => {
  const title = useRouteTitle();
  const table = useServerTable('at', 'desc', {
    defaultPageSize: HISTORY_PAGE_SIZE,
    searchMaxLength: HISTORY_SEARCH_MAX_LENGTH,
  });
  const { filters, set, clear, active } = useHistoryFilters();
  const { data, previousData, loading, refetch } = useHoldingHistoryQuery({
    variables: { ...table.searchVariables, ...filters },
    fetchPolicy: 'cache-and-network',
    errorPolicy: 'all',
  });
  const shown = data ?? previousData;
  return (
    <section>
      <PageTitle title={title} />
      <HistoryFilters
        table={table}
        filters={filters}
        actors={shown?.holdingHistory.actors ?? []}
        active={active || table.search !== ''}
        onChange={set}
        onClear={() => {
          table.setSearchInput('');
          clear();
        }}
        csvPath={historyCsvPath(table.search, filters)}
      />
      <ServerDataTable
        list={shown?.holdingHistory}
        query={{ loading, refetch }}
        table={table}
        label="Histórico"
        columns={COLUMNS}
        emptyText={
          active || table.search ? 'Nenhuma ação encontrada com estes filtros.' : 'Nenhuma ação registrada.'
        }
      />
    </section>
  );
};
