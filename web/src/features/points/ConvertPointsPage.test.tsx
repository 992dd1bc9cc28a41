import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoUser, type OperationHandler, renderApp } from '@/app/testing/renderApp.tsx';

const summary = (available: number, used: number) => ({
  __typename: 'PointSummary',
  available,
  expired: 300,
  used,
  totalPoints: available + used + 300,
});

const commission = (id: string, value: number, customerName: string) => ({
  __typename: 'ConvertibleCommission',
  id,
  value,
  points: Math.floor(value / 10),
  date: '2026-10-05T15:00:00.000Z',
  customerName,
});

const screenAnswer =
  (accepted = true, memberType: 'USER' | 'UNITS' = 'USER'): OperationHandler =>
  () => ({
    data: {
      pointsConversion: {
        __typename: 'PointsConversion',
        memberType,
        programmeStatus: accepted ? 'ACCEPTED' : 'ELIGIBLE',
        accepted,
        pointSummary: accepted ? summary(1200, 500) : null,
        convertibleCommissions: accepted
          ? {
              __typename: 'ConvertibleCommissionPage',
              totalRows: 2,
              page: 0,
              pageSize: 10,
              items: [commission('c-1', 4000, 'Bruno Lima'), commission('c-2', 1550, 'Carla Dias')],
            }
          : null,
      },
    },
  });

const convertAnswer: OperationHandler = (variables) => ({
  data: {
    convertPoints: {
      __typename: 'ConvertPointsPayload',
      secret: 'ABCD-EFGH-JKLM-NPQR',
      voucher: {
        __typename: 'Voucher',
        id: 'v-new',
        code: 'VCH-ABC123',
        status: 'AVAILABLE',
        points: Number(variables.points),
        value: Number(variables.points) * 10,
        expiresAt: '2027-01-10T15:00:00.000Z',
        customer: { __typename: 'Affiliate', id: 'u-1', name: 'Ana Souza' },
      },
      pointSummary: summary(1200 - Number(variables.points), 500 + Number(variables.points)),
    },
  },
});

const commissionsAnswer: OperationHandler = (variables) => {
  const ids = variables.commissionIds as string[];
  const gained = ids.length === 2 ? 555 : 400;
  return {
    data: {
      convertCommissionsToPoints: {
        __typename: 'ConvertCommissionsPayload',
        converted: ids.length,
        points: gained,
        pointSummary: { ...summary(1200 + gained, 500), totalPoints: 1200 + gained + 500 + 300 },
      },
    },
  };
};

const openScreen = (convert: OperationHandler = convertAnswer, accepted = true) =>
  renderApp({
    path: '/pontos-e-vouchers/converter-pontos',
    user: demoUser('afiliado'),
    handlers: [
      ['ConvertPointsScreen', screenAnswer(accepted)],
      ['ConvertPoints', convert],
      ['ConvertCommissionsToPoints', commissionsAnswer],
    ],
  });

describe('Converter pontos', () => {
  it('converts points once, shows the secret and updates the summary without a refetch', async () => {
    const { requests } = openScreen();
    const cards = await screen.findByLabelText('Resumo dos pontos');
    expect(within(cards).getByText('1.200 pontos')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Pontos a converter'), '200');
    const confirm = screen.getByRole('button', { name: 'Converter' });
    await userEvent.dblClick(confirm);
    expect(await screen.findByText('ABCD-EFGH-JKLM-NPQR')).toBeInTheDocument();
    expect(screen.getByText(/Voucher VCH-ABC123 emitido/)).toBeInTheDocument();
    expect(within(cards).getByText('1.000 pontos')).toBeInTheDocument();
    expect(within(cards).getByText('700 pontos')).toBeInTheDocument();
    expect(requests.filter((request) => request.operationName === 'ConvertPoints')).toHaveLength(1);
    expect(requests.filter((request) => request.operationName === 'ConvertPointsScreen')).toHaveLength(1);
  });

  it('refuses an amount that is not a whole positive number without calling the gateway', async () => {
    const { requests } = openScreen();
    await userEvent.type(await screen.findByLabelText('Pontos a converter'), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Converter' }));
    expect(
      await screen.findByText('Informe uma quantidade inteira de pontos maior que zero.'),
    ).toBeInTheDocument();
    expect(requests.filter((request) => request.operationName === 'ConvertPoints')).toHaveLength(0);
  });

  it('shows the gateway refusal next to the field', async () => {
    openScreen(() => ({ errors: [{ message: 'Pontos insuficientes.', extensions: { code: 'CONFLICT' } }] }));
    await userEvent.type(await screen.findByLabelText('Pontos a converter'), '5000');
    await userEvent.click(screen.getByRole('button', { name: 'Converter' }));
    expect(await screen.findByText('Pontos insuficientes.')).toBeInTheDocument();
  });

  it('explains the programme to a viewer outside it, without the form', async () => {
    openScreen(convertAnswer, false);
    expect(await screen.findByText('Você ainda não participa do Programa de Pontos')).toBeInTheDocument();
    expect(screen.queryByLabelText('Pontos a converter')).not.toBeInTheDocument();
  });

  it('converts the chosen commissions once, showing their points, and updates the cards and the table without a refetch', async () => {
    const { requests } = openScreen();
    const cards = await screen.findByLabelText('Resumo dos pontos');
    const table = screen.getByRole('table', { name: 'Comissões disponíveis para conversão' });
    await userEvent.click(within(table).getByRole('checkbox', { name: /Bruno Lima/ }));
    await userEvent.click(within(table).getByRole('checkbox', { name: /Carla Dias/ }));
    expect(screen.getByText('2 comissões selecionadas: 555 pontos')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Converter em pontos' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/2 comissões serão convertidas em 555 pontos/)).toBeInTheDocument();
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Confirmar conversão' }));
    expect(await screen.findByText('Comissões convertidas em pontos com sucesso.')).toBeInTheDocument();
    expect(within(cards).getByText('1.755 pontos')).toBeInTheDocument();
    expect(screen.queryByText('Bruno Lima')).not.toBeInTheDocument();
    expect(requests.filter((request) => request.operationName === 'ConvertCommissionsToPoints')).toHaveLength(
      1,
    );
    expect(requests.filter((request) => request.operationName === 'ConvertPointsScreen')).toHaveLength(1);
  });

  it("lets a branch user join the unit's ED programme, with its toasts", async () => {
    let joined = false;
    const join: OperationHandler = () => {
      joined = true;
      return { data: { joinPointsProgramme: 'ACCEPTED' } };
    };
    renderApp({
      path: '/pontos-e-vouchers/converter-pontos',
      user: demoUser('unidade'),
      handlers: [
        ['ConvertPointsScreen', (variables) => screenAnswer(joined, 'UNITS')(variables)],
        ['JoinPointsProgramme', join],
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Aderir ao Programa de Pontos ED' }));
    expect(
      await screen.findByText('Adesão ao Programa de Pontos ED efetuada com sucesso'),
    ).toBeInTheDocument();
    expect(await screen.findByLabelText('Resumo dos pontos')).toBeInTheDocument();
    // A branch user converts commissions, not points into vouchers.
    expect(screen.queryByLabelText('Pontos a converter')).not.toBeInTheDocument();
  });

  it("announces 'Erro ao aderir ao Programa de Pontos ED' when joining fails", async () => {
    renderApp({
      path: '/pontos-e-vouchers/converter-pontos',
      user: demoUser('unidade'),
      handlers: [
        ['ConvertPointsScreen', screenAnswer(false, 'UNITS')],
        ['JoinPointsProgramme', () => ({ errors: [{ message: 'x', extensions: { code: 'CONFLICT' } }] })],
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Aderir ao Programa de Pontos ED' }));
    expect(await screen.findByText('Erro ao aderir ao Programa de Pontos ED')).toBeInTheDocument();
  });
});
