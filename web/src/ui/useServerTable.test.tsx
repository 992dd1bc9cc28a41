import { act, cleanup, render } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS, type ServerTable, useServerTable } from './useServerTable.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

type Status = 'PAID' | 'OPEN';

/** What the list below last rendered, and how to hand it a total. */
const probe: { table: ServerTable<Status> | null; setTotal: (total: number) => void } = {
  table: null,
  setTotal: () => undefined,
};

const List = () => {
  const table = useServerTable<Status>('date', 'desc', { filters: ['PAID', 'OPEN'], searchMaxLength: 10 });
  const [total, setTotal] = useState(0);
  probe.table = table;
  probe.setTotal = setTotal;
  // Like a page: the total arrives with the query's answer and goes to the table while rendering.
  table.tableProps(total);
  return null;
};

/** Renders the hook on /lista inside a memory router; `table()` is its latest result. */
const renderList = (url = '/lista') => {
  const router = createMemoryRouter([{ path: '/lista', element: <List /> }, { path: '/detalhe' }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
  const table = (): ServerTable<Status> => {
    if (!probe.table) throw new Error('not rendered');
    return probe.table;
  };
  return {
    router,
    table,
    search: () => router.state.location.search,
    setTotal: (total: number) => probe.setTotal(total),
  };
};

describe('useServerTable', () => {
  it('starts on the defaults with a clean URL', () => {
    const { table, search } = renderList();
    expect(table()).toMatchObject({ page: 0, pageSize: 10, order: 'DESC', filter: null, search: '' });
    expect(search()).toBe('');
  });

  it('reads page, size, order, filter and search from the URL', () => {
    const { table } = renderList('/lista?pagina=3&itens=25&ordem=asc&status=PAID&busca=ana');
    expect(table()).toMatchObject({ page: 2, pageSize: 25, order: 'ASC', filter: 'PAID', search: 'ana' });
    expect(table().searchInput).toBe('ana');
    expect(table().tableProps(100)).toMatchObject({
      page: 2,
      pageSize: 25,
      sort: { key: 'date', direction: 'asc' },
    });
  });

  it.each([
    ['pagina=-3'],
    ['pagina=0'],
    ['pagina=abc'],
    ['pagina=1.5'],
    ['itens=7'],
    ['itens=1000'],
    ['ordem=sideways'],
    ['status=UNKNOWN'],
    ['status=paid'],
  ])('falls back to the defaults on %s', (query) => {
    const { table } = renderList(`/lista?${query}`);
    expect(table()).toMatchObject({ page: 0, pageSize: 10, order: 'DESC', filter: null });
  });

  it('cuts a search over the limit instead of sending it', () => {
    const { table } = renderList(`/lista?busca=${'a'.repeat(50)}`);
    expect(table().search).toBe('a'.repeat(10));
  });

  it('pushes page changes and leaves defaults out of the URL', () => {
    const { router, table, search } = renderList();
    act(() => table().tableProps(100).onPageChange(2));
    expect(search()).toBe('?pagina=3');
    expect(router.state.historyAction).toBe('PUSH');
    expect(table().page).toBe(2);
    act(() => table().tableProps(100).onPageChange(0));
    expect(search()).toBe('');
  });

  it('starts a new filter on page 1, as a history entry of its own', () => {
    const { router, table, search } = renderList('/lista?pagina=4');
    act(() => table().setFilter('OPEN'));
    expect(search()).toBe('?status=OPEN');
    expect(router.state.historyAction).toBe('PUSH');
    act(() => void router.navigate(-1));
    expect(table()).toMatchObject({ page: 3, filter: null });
  });

  it('keeps a size change and the table’s page reset in one history entry', async () => {
    const { router, table, search } = renderList('/lista?pagina=2');
    // DataTable reports the size, then page 0, in the same event.
    act(() => {
      const props = table().tableProps(100);
      props.onPageSizeChange(25);
      props.onPageChange(0);
    });
    expect(search()).toBe('?itens=25');
    act(() => void router.navigate(-1));
    expect(search()).toBe('?pagina=2');
  });

  it('debounces the search into the URL, replacing the entry and going back to page 1', () => {
    vi.useFakeTimers();
    const { router, table, search } = renderList('/lista?pagina=3&status=PAID');
    act(() => table().setSearchInput(' an'));
    act(() => table().setSearchInput(' ana '));
    expect(table().searchInput).toBe(' ana ');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(table().search).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(search()).toBe('?status=PAID&busca=ana');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(table()).toMatchObject({ page: 0, search: 'ana', filter: 'PAID' });
  });

  it('shows the URL’s search again when Back changes it', () => {
    const { router, table } = renderList('/lista?busca=ana');
    act(() => void router.navigate('/lista?busca=bruno'));
    expect(table().searchInput).toBe('bruno');
    act(() => void router.navigate(-1));
    expect(table().searchInput).toBe('ana');
  });

  it('moves a page past the end (a stale bookmark) to the last page once the total is known', () => {
    const { table, search, setTotal } = renderList('/lista?pagina=99');
    // Nothing known yet (loading): the page stays as asked.
    expect(search()).toBe('?pagina=99');
    act(() => setTotal(25));
    expect(search()).toBe('?pagina=3');
    expect(table().page).toBe(2);
  });
});
