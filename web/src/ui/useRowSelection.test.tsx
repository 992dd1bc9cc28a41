import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { BatchActionBar } from './BatchActionBar.tsx';
import { renderWithTheme } from './renderWithTheme.tsx';
import { DataTable } from './Table.tsx';
import { useRowSelection } from './useRowSelection.tsx';

afterEach(cleanup);

interface Row {
  id: string;
  open: boolean;
}

const ROWS: Row[] = [
  { id: 'a', open: true },
  { id: 'b', open: false },
  { id: 'c', open: true },
];

const Harness = ({ rows, disabled = false }: { rows: Row[]; disabled?: boolean }) => {
  const selection = useRowSelection({
    rows,
    getId: (row) => row.id,
    selectable: (row) => row.open,
    disabled,
    allLabel: 'Selecionar todas',
    rowLabel: (row) => `Selecionar ${row.id}`,
  });
  return (
    <>
      <BatchActionBar
        hint="Escolha linhas abertas."
        label={`Enviar (${selection.chosen.length})`}
        count={selection.chosen.length}
        busy={false}
        onAction={selection.clear}
      />
      <DataTable label="Linhas" rows={rows} columns={[selection.column, { key: 'id', header: 'Id' }]} />
    </>
  );
};

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('useRowSelection', () => {
  it('chooses rows one by one, only selectable ones, and clears after the action', async () => {
    const events = userEvent.setup();
    renderWithTheme(<Harness rows={ROWS} />);
    expect(box('Selecionar b')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Enviar (0)' })).toBeDisabled();
    await events.click(box('Selecionar a'));
    expect(box('Selecionar a')).toBeChecked();
    expect(box('Selecionar todas')).not.toBeChecked();
    await events.click(screen.getByRole('button', { name: 'Enviar (1)' }));
    expect(box('Selecionar a')).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Enviar (0)' })).toBeInTheDocument();
  });

  it('selects and unselects every selectable row of the page', async () => {
    const events = userEvent.setup();
    renderWithTheme(<Harness rows={ROWS} />);
    await events.click(box('Selecionar todas'));
    expect(box('Selecionar a')).toBeChecked();
    expect(box('Selecionar c')).toBeChecked();
    expect(box('Selecionar b')).not.toBeChecked();
    expect(box('Selecionar todas')).toBeChecked();
    expect(screen.getByRole('button', { name: 'Enviar (2)' })).toBeInTheDocument();
    await events.click(box('Selecionar todas'));
    expect(screen.getByRole('button', { name: 'Enviar (0)' })).toBeInTheDocument();
  });

  it('drops a chosen row that is no longer selectable, and locks the boxes while disabled', async () => {
    const events = userEvent.setup();
    const { rerender } = renderWithTheme(<Harness rows={ROWS} />);
    await events.click(box('Selecionar todas'));
    rerender(<Harness rows={[ROWS[0] as Row, ROWS[1] as Row, { id: 'c', open: false }]} disabled />);
    expect(screen.getByRole('button', { name: 'Enviar (1)' })).toBeInTheDocument();
    expect(box('Selecionar a')).toBeDisabled();
    expect(box('Selecionar todas')).toBeDisabled();
  });
});
