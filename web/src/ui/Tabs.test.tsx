import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithTheme } from './renderWithTheme.tsx';
import { Tabs } from './Tabs.tsx';

afterEach(cleanup);

const TABS = [
  { id: 'vendas', label: 'Vendas' },
  { id: 'faturamento', label: 'Faturamento' },
  { id: 'bloqueada', label: 'Bloqueada', disabled: true },
  { id: 'comissoes', label: 'Comissões' },
];

const Harness = ({ initial = 0 }: { initial?: number }) => {
  const [index, setIndex] = useState(initial);
  return (
    <Tabs tabs={TABS} selectedIndex={index} onChange={setIndex} label="Financeiro">
      <p>Painel {index}</p>
    </Tabs>
  );
};

const selectedTab = () =>
  screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true');

describe('Tabs', () => {
  it('renders a labelled tablist with the controlled tab selected', () => {
    renderWithTheme(<Harness initial={1} />);
    expect(screen.getByRole('tablist', { name: 'Financeiro' })).toBeInTheDocument();
    expect(selectedTab()?.textContent).toBe('Faturamento');
    expect(screen.getByRole('tabpanel', { name: 'Faturamento' }).textContent).toBe('Painel 1');
  });

  it('moves with the arrow keys, skipping disabled tabs and wrapping', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Vendas');
    await user.keyboard('{ArrowRight}');
    expect(selectedTab()?.textContent).toBe('Faturamento');
    await user.keyboard('{ArrowRight}');
    expect(selectedTab()?.textContent).toBe('Comissões');
    expect(selectedTab()).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(selectedTab()?.textContent).toBe('Vendas');
    await user.keyboard('{ArrowLeft}');
    expect(selectedTab()?.textContent).toBe('Comissões');
  });

  it('jumps with Home and End and keeps only the selected tab in the Tab order', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    await user.tab();
    await user.keyboard('{End}');
    expect(selectedTab()?.textContent).toBe('Comissões');
    await user.keyboard('{Home}');
    expect(selectedTab()?.textContent).toBe('Vendas');
    const tabIndexes = screen.getAllByRole('tab').map((tab) => tab.getAttribute('tabindex'));
    expect(tabIndexes).toEqual(['0', '-1', '-1', '-1']);
  });

  it('selects on click', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    await user.click(screen.getByRole('tab', { name: 'Comissões' }));
    expect(screen.getByText('Painel 3')).toBeInTheDocument();
  });
});
