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

const screenAnswer =
  (accepted = true): OperationHandler =>
  () => ({
    data: {
      pointsAndVouchers: {
        __typename: 'PointsAndVouchers',
        programmeStatus: accepted ? 'ACCEPTED' : 'ELIGIBLE',
        accepted,
        pointSummary: accepted ? summary(1200, 500) : null,
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

const openScreen = (convert: OperationHandler = convertAnswer, accepted = true) =>
  renderApp({
    path: '/pontos-e-vouchers/converter-pontos',
    user: demoUser('afiliado'),
    handlers: [
      ['ConvertPointsScreen', screenAnswer(accepted)],
      ['ConvertPoints', convert],
    ],
  });

describe('Converter pontos', () => {
  it('converts points once, shows the secret and updates the summary without a refetch', async () => {
    const { requests } = openScreen();
    const cards = await screen.findByLabelText('Resumo dos pontos');
    expect(within(cards).getByText('1.200 pontos')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Pontos a converter'), '200');
    const confirm = screen.getByRole('button', { name: 'Converter' });
    await userEvent.dblClick(confirm);
    expect(await screen.findByText('ABCD-EFGH-JKLM-NPQR')).toBeTruthy();
    expect(screen.getByText(/Voucher VCH-ABC123 emitido/)).toBeTruthy();
    expect(within(cards).getByText('1.000 pontos')).toBeTruthy();
    expect(within(cards).getByText('700 pontos')).toBeTruthy();
    expect(requests.filter((request) => request.operationName === 'ConvertPoints')).toHaveLength(1);
    expect(requests.filter((request) => request.operationName === 'ConvertPointsScreen')).toHaveLength(1);
  });

  it('refuses an amount that is not a whole positive number without calling the gateway', async () => {
    const { requests } = openScreen();
    await userEvent.type(await screen.findByLabelText('Pontos a converter'), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Converter' }));
    expect(await screen.findByText('Informe uma quantidade inteira de pontos maior que zero.')).toBeTruthy();
    expect(requests.filter((request) => request.operationName === 'ConvertPoints')).toHaveLength(0);
  });

  it('shows the gateway refusal next to the field', async () => {
    openScreen(() => ({ errors: [{ message: 'Pontos insuficientes.', extensions: { code: 'CONFLICT' } }] }));
    await userEvent.type(await screen.findByLabelText('Pontos a converter'), '5000');
    await userEvent.click(screen.getByRole('button', { name: 'Converter' }));
    expect(await screen.findByText('Pontos insuficientes.')).toBeTruthy();
  });

  it('explains the programme to a viewer outside it, without the form', async () => {
    openScreen(convertAnswer, false);
    expect(await screen.findByText('Você ainda não participa do Programa de Pontos')).toBeTruthy();
    expect(screen.queryByLabelText('Pontos a converter')).toBeNull();
  });
});
