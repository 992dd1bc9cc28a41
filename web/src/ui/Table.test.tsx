import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from './renderWithTheme.tsx';
import { DataTable, type DataTableColumn } from './Table.tsx';

afterEach(cleanup);

interface Row {
  id: number;
  name: string;
  cents: number;
}

const makeRows = (count: number): Row[] =>
  Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    // Reverse names so sorting by name is visibly different from insertion order.
    name: `Produto ${String(count - index).padStart(3, '0')}`,
    cents: (index + 1) * 100,
  }));

const columns: DataTableColumn<Row>[] = [
  { key: 'name', header: 'Produto', sortable: true },
  { key: 'cents', header: 'Valor', sortable: true, render: (row) => `R$ ${row.cents / 100}` },
];

const bodyRows = () => within(screen.getAllByRole('rowgroup')[1] as HTMLElement).getAllByRole('row');
const firstCell = () => within(bodyRows()[0] as HTMLElement).getAllByRole('cell')[0]?.textContent;

describe('DataTable', () => {
  it('shows 10 rows by default with the footer label and range', () => {
    renderWithTheme(
      <DataTable label="Produtos" rows={makeRows(23)} columns={columns} getRowKey={(row) => row.id} />,
    );
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByLabelText('Linhas por página:')).toBeInTheDocument();
    expect(screen.getByText('1–10 de 23')).toBeInTheDocument();
  });

  it('offers the page sizes 5, 10, 25, 50 and 100 and applies the chosen one', async () => {
    const user = userEvent.setup();
    renderWithTheme(<DataTable label="Produtos" rows={makeRows(60)} columns={columns} />);
    const select = screen.getByLabelText('Linhas por página:');
    const options = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['5', '10', '25', '50', '100']);
    await user.selectOptions(select, '25');
    expect(bodyRows()).toHaveLength(25);
    expect(screen.getByText('1–25 de 60')).toBeInTheDocument();
    await user.selectOptions(select, '5');
    expect(bodyRows()).toHaveLength(5);
  });

  it('pages forward and back, disabling the buttons at the ends', async () => {
    const user = userEvent.setup();
    renderWithTheme(<DataTable label="Produtos" rows={makeRows(23)} columns={columns} />);
    const previous = screen.getByRole('button', { name: 'Página anterior' }) as HTMLButtonElement;
    const next = screen.getByRole('button', { name: 'Próxima página' }) as HTMLButtonElement;
    expect(previous).toBeDisabled();
    await user.click(next);
    await user.click(next);
    expect(screen.getByText('21–23 de 23')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(3);
    expect(next).toBeDisabled();
    await user.click(previous);
    expect(screen.getByText('11–20 de 23')).toBeInTheDocument();
  });

  it('sorts ascending by the first sortable column, then toggles to descending', async () => {
    const user = userEvent.setup();
    renderWithTheme(<DataTable label="Produtos" rows={makeRows(12)} columns={columns} />);
    const header = screen.getByRole('columnheader', { name: /Produto/ });
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(firstCell()).toBe('Produto 001');
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(firstCell()).toBe('Produto 012');
    await user.click(within(header).getByRole('button'));
    expect(firstCell()).toBe('Produto 001');
  });

  it('sorts another column by its sort value, ascending first', async () => {
    const user = userEvent.setup();
    const rows = [
      { id: 1, name: 'B', cents: 900 },
      { id: 2, name: 'A', cents: 10000 },
      { id: 3, name: 'C', cents: 50 },
    ];
    renderWithTheme(<DataTable label="Produtos" rows={rows} columns={columns} />);
    const valueHeader = screen.getByRole('columnheader', { name: /Valor/ });
    expect(valueHeader).toHaveAttribute('aria-sort', 'none');
    await user.click(within(valueHeader).getByRole('button'));
    expect(bodyRows().map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'C',
      'B',
      'A',
    ]);
  });

  it('shows the default empty text, or the one given', () => {
    const { rerender } = renderWithTheme(<DataTable label="Produtos" rows={[]} columns={columns} />);
    expect(screen.getByText('Sem informação a ser mostrada')).toBeInTheDocument();
    expect(screen.getByText('0–0 de 0')).toBeInTheDocument();
    rerender(
      <DataTable label="Comissões" rows={[]} columns={columns} emptyText="Nenhuma Comissão a ser listada" />,
    );
    expect(screen.getByText('Nenhuma Comissão a ser listada')).toBeInTheDocument();
  });

  it('while loading counts nothing: no 0–0 de 0 and no page buttons, until the rows come', () => {
    const props = { label: 'Notas', columns, total: 0, page: 0, pageSize: 10, onPageChange: vi.fn() };
    const { rerender } = renderWithTheme(<DataTable {...props} rows={[]} loading />);
    expect(screen.getByText('Carregando…')).toBeInTheDocument();
    expect(screen.queryByText('0–0 de 0')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Próxima página' })).toBeDisabled();
    rerender(<DataTable {...props} rows={makeRows(10)} total={95} />);
    expect(screen.getByText('1–10 de 95')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Próxima página' })).toBeEnabled();
  });

  it('limits a preview to maxRows without a footer', () => {
    renderWithTheme(<DataTable label="Comissões" rows={makeRows(12)} columns={columns} maxRows={5} />);
    expect(bodyRows()).toHaveLength(5);
    expect(screen.queryByText('Linhas por página:')).not.toBeInTheDocument();
  });

  it('in server-side mode shows rows as given and reports page, size and sort changes', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    const onPageSizeChange = vi.fn();
    const onSortChange = vi.fn();
    renderWithTheme(
      <DataTable
        label="Notas"
        rows={makeRows(10)}
        columns={columns}
        total={95}
        page={2}
        pageSize={10}
        sort={{ key: 'cents', direction: 'desc' }}
        onPageChange={onPageChange}
        onPageSizeChange={onPageSizeChange}
        onSortChange={onSortChange}
      />,
    );
    expect(screen.getByText('21–30 de 95')).toBeInTheDocument();
    expect(firstCell()).toBe('Produto 010');
    await user.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    await user.selectOptions(screen.getByLabelText('Linhas por página:'), '50');
    expect(onPageSizeChange).toHaveBeenCalledWith(50);
    expect(onPageChange).toHaveBeenLastCalledWith(0);
    await user.click(within(screen.getByRole('columnheader', { name: /Valor/ })).getByRole('button'));
    expect(onSortChange).toHaveBeenCalledWith({ key: 'cents', direction: 'asc' });
  });

  it('names the table by its label', () => {
    renderWithTheme(<DataTable label="Comissões" rows={makeRows(1)} columns={columns} />);
    expect(screen.getByRole('table', { name: 'Comissões' })).toBeInTheDocument();
  });
});

describe('DataTable on a phone (each row a card)', () => {
  it('labels every cell with its header, keeps money on one line and puts the key figure first', () => {
    renderWithTheme(
      <DataTable
        label="Vendas"
        rows={makeRows(1)}
        columns={[
          { key: 'name', header: 'Produto' },
          {
            key: 'cents',
            header: 'Valor',
            align: 'right',
            keyFigure: true,
            render: (row) => `R$ ${row.cents / 100}`,
          },
          { key: 'check', header: <input type="checkbox" aria-label="Todas" />, cardLabel: 'Selecionar' },
          { key: 'id', header: <span>Id</span> },
        ]}
      />,
    );
    const cells = within(bodyRows()[0] as HTMLElement).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual([
      'Produto',
      'Valor',
      'Selecionar',
      '',
    ]);
    const style = (cell: HTMLElement | undefined) => getComputedStyle(cell as HTMLElement);
    expect(style(cells[1]).whiteSpace).toBe('nowrap');
    expect(style(cells[0]).whiteSpace).toBe('normal');
  });
});
