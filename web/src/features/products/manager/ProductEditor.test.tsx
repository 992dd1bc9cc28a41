import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoUser, renderApp } from '@/app/testing/renderApp.tsx';

const producer = (id: string, fancyName: string) => ({ __typename: 'Producer', id, fancyName });
const FIRST = [producer('p-1', 'Mandacaru Educação'), producer('p-2', 'Jangada Saúde')];

const editorAnswer = () => ({
  data: { producers: { __typename: 'ProducerPage', items: FIRST } },
});

describe('Produtos: the new product form', () => {
  // The screen and its rich-text editor are loaded on demand, and TipTap is the largest module
  // graph of the app: imported once here, set-up shared by the tests, whose own time is then the
  // screen's (on a loaded machine the first import alone took over 25 s).
  beforeAll(async () => {
    await Promise.all([import('./ManagedProductEditorPage.tsx'), import('./TermsEditor.tsx')]);
  }, 60_000);

  it('searches the producers on the server and picks one, after one load request', async () => {
    const { requests } = renderApp({
      path: '/manager-products/novo',
      user: demoUser('holding'),
      handlers: [
        ['ManagedProductEditor', editorAnswer],
        [
          'ProducerOptions',
          (variables) => ({
            data: {
              producers: {
                __typename: 'ProducerPage',
                items: String(variables.search).startsWith('carn')
                  ? [producer('p-9', 'Carnaúba Cursos Livres')]
                  : [],
              },
            },
          }),
        ],
      ],
    });
    const picker = await screen.findByRole('combobox', { name: 'Produtor' });
    const own = () => requests.filter((request) => request.operationName !== 'Shell');
    expect(own().map((request) => request.operationName)).toEqual(['ManagedProductEditor']);

    await userEvent.click(picker);
    const list = screen.getByRole('listbox', { name: 'Produtores' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Mandacaru Educação', 'Jangada Saúde']);
    await userEvent.type(picker, 'carn');
    const found = await within(list).findByRole('option', { name: 'Carnaúba Cursos Livres' });
    const searches = own().filter((request) => request.operationName === 'ProducerOptions');
    // Debounced: one search for the settled text, not one per key.
    expect(searches.map((request) => request.variables?.search)).toEqual(['carn']);
    await userEvent.click(found);
    expect(picker).toHaveValue('Carnaúba Cursos Livres');
    expect(picker).toHaveAttribute('aria-expanded', 'false');

    await userEvent.clear(picker);
    await userEvent.type(picker, 'zzz');
    expect(await screen.findByText('Nenhum produtor encontrado')).toBeInTheDocument();
  });

  it('offers the terms as a labelled rich-text editor with a named toolbar', async () => {
    renderApp({
      path: '/manager-products/novo',
      user: demoUser('holding'),
      handlers: [['ManagedProductEditor', editorAnswer]],
    });
    const editor = await screen.findByRole('textbox', { name: 'Conteúdo dos termos' });
    const toolbar = screen.getByRole('toolbar', { name: 'Formatação dos termos' });
    for (const name of [
      'Negrito',
      'Itálico',
      'Sublinhado',
      'Título',
      'Lista com marcadores',
      'Lista numerada',
    ]) {
      expect(within(toolbar).getByRole('button', { name })).toBeInTheDocument();
    }
    await waitFor(() => expect(editor).toHaveAttribute('contenteditable', 'true'));
    // Pressing a tool does not take the focus from the text: the next key lands in the editor.
    for (const button of within(toolbar).getAllByRole('button')) {
      expect(fireEvent.mouseDown(button), button.getAttribute('aria-label') ?? '').toBe(false);
    }
  });

  it('marks the producer as required and says why Cadastrar produto is disabled', async () => {
    const events = userEvent.setup();
    renderApp({
      path: '/manager-products/novo',
      user: demoUser('holding'),
      handlers: [['ManagedProductEditor', editorAnswer]],
    });
    const picker = await screen.findByRole('combobox', { name: 'Produtor' });
    expect(picker).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText('Produtor')).toHaveAttribute('data-required');
    const submit = screen.getByRole('button', { name: 'Cadastrar produto' });
    await waitFor(() => expect(submit).toBeDisabled());
    expect(submit).toHaveAccessibleDescription('Para salvar, preencha Nome e Produtor.');
    await events.type(screen.getByLabelText('Nome'), 'Curso de Cerâmica');
    await waitFor(() => expect(submit).toHaveAccessibleDescription('Para salvar, preencha Produtor.'));
  });
});
