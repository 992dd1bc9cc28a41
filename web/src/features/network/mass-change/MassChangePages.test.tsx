import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoUser, renderApp } from '@/app/testing/renderApp.tsx';

const job = (state: string, checkedRows: number) => ({
  __typename: 'MassChange',
  id: 'job-1',
  fileName: 'alteracoes.csv',
  requestedBy: 'Helena Holding',
  state,
  totalRows: 2,
  checkedRows,
  changedRows: state === 'DONE' ? 1 : null,
  errorMessage: null,
  createdAt: '2026-11-24T12:00:00.000Z',
  startedAt: null,
  finishedAt: null,
});

const row = (line: number, result: string | null) => ({
  __typename: 'MassChangeRow',
  line,
  edId: `ed-${line}`,
  edName: `ED ${line}`,
  edEmail: `ed${line}@exemplo.com.br`,
  unitId: null,
  level: 3,
  isFranchisee: null,
  isTrainer: true,
  isLecturer: null,
  tracking: false,
  result,
});

describe('Alteração em massa', () => {
  it('lists every bad row of a refused file with its line and reason', async () => {
    const events = userEvent.setup();
    const { requests } = renderApp({
      path: '/alteracao-em-massa/new',
      user: demoUser('holding'),
      handlers: [
        [
          'StartMassChange',
          () => ({
            errors: [
              {
                message: 'Há 1 linha inválida; nada foi alterado.',
                extensions: {
                  code: 'BAD_USER_INPUT',
                  fieldErrors: [{ field: 'line:3', message: 'ED não encontrado.' }],
                },
              },
            ],
          }),
        ],
      ],
    });
    const file = new File(
      [
        'email;unidade_id;nivel;is_franchisee;is_trainer;is_lecturer;tracking\n',
        'a@b.com.br;;2;sim;;;\n',
        'ninguem@b.com.br;;2;sim;;;\n',
      ],
      'a.csv',
      {
        type: 'text/csv',
      },
    );
    await events.upload(await screen.findByLabelText('Arquivo CSV'), file);
    await events.click(screen.getByRole('button', { name: 'Validar e aplicar' }));
    // The rows are counted and confirmed before the file is sent.
    const confirm = await screen.findByRole('alertdialog', { name: 'Aplicar alteração em massa' });
    expect(within(confirm).getByText(/^Aplicar 2 linhas de alterações nos EDs\?/)).toBeInTheDocument();
    expect(requests.some((request) => request.operationName === 'StartMassChange')).toBe(false);
    await events.click(within(confirm).getByRole('button', { name: 'Aplicar alterações' }));
    const list = await screen.findByRole('list', { name: 'Linhas inválidas' });
    expect(within(list).getByText('Linha 3: ED não encontrado.')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Há 1 linha inválida; nada foi alterado.' }),
    ).toBeInTheDocument();
  });

  it('shows a finished job’s progress and each row’s result', async () => {
    renderApp({
      path: '/alteracao-em-massa/job-1',
      user: demoUser('holding'),
      handlers: [
        [
          'MassChange',
          () => ({
            data: {
              massChange: {
                __typename: 'MassChangeDetails',
                job: job('DONE', 2),
                rows: {
                  __typename: 'MassChangeRowPage',
                  items: [row(2, 'CHANGED'), row(3, 'UNCHANGED')],
                  totalRows: 2,
                  page: 0,
                  pageSize: 10,
                },
              },
            },
          }),
        ],
      ],
    });
    expect((await screen.findByTestId('mass-change-state')).textContent).toBe('Concluída');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    const table = screen.getByRole('table', { name: 'Linhas da alteração em massa' });
    expect(within(table).getByText('Alterado')).toBeInTheDocument();
    expect(within(table).getByText('Sem alteração')).toBeInTheDocument();
    expect(within(table).getAllByText('treinador: sim, rastreamento: não')).toHaveLength(2);
  });
});
