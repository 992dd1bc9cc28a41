import { MESSAGES } from '@portal/schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { demoUser, type OperationHandler, renderApp } from '@/app/testing/renderApp.tsx';
import { stubCsvDownloads } from '@/test/csvDownloads.ts';
import { replaceText } from '@/test/replaceText.ts';
import { TRAFFIC_MODAL_TITLE, TRAFFIC_TEXT } from './TrafficPage.tsx';

const tag = {
  __typename: 'TrafficTag',
  id: 't1',
  pixelId: '1234567890',
  gtmId: 'GTM-ABC123',
  name: null,
  enabled: true,
};
const tags: OperationHandler = () => ({ data: { trafficTags: [tag] } });
const conflict =
  (message: string): OperationHandler =>
  () => ({
    errors: [{ message, extensions: { code: 'CONFLICT' } }],
  });
const unavailable: OperationHandler = () => ({
  errors: [{ message: 'Serviço indisponível.', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }],
});

const renderTraffic = (handlers: [string, OperationHandler][]) =>
  renderApp({
    path: '/trafego-pago',
    user: demoUser('admin'),
    handlers: [['TrafficTags', tags], ...handlers],
  });

describe('Tráfego Pago', () => {
  it("shows an event read-only in 'DETALHES DO EVENTO', whose Editar turns it into 'EDITAR EVENTO'", async () => {
    const events = userEvent.setup();
    renderTraffic([]);
    await events.click(await screen.findByRole('button', { name: 'Detalhes 1234567890' }));
    const details = await screen.findByRole('dialog', { name: TRAFFIC_MODAL_TITLE.details });
    const pixel = within(details).getByLabelText('ID do Pixel') as HTMLInputElement;
    expect(pixel).toHaveValue('1234567890');
    expect(pixel.readOnly).toBe(true);
    expect(within(details).queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();

    await events.click(within(details).getByRole('button', { name: 'Editar' }));
    const edit = await screen.findByRole('dialog', { name: TRAFFIC_MODAL_TITLE.edit });
    const editable = within(edit).getByLabelText('ID do Pixel') as HTMLInputElement;
    expect(editable.readOnly).toBe(false);
    expect(within(edit).getByRole('button', { name: 'Salvar' })).toBeDisabled();
    // The disabled button says why.
    expect(within(edit).getByRole('button', { name: 'Salvar' })).toHaveAccessibleDescription(
      'Nenhuma alteração para salvar.',
    );
  });

  it("shows the server's text for a 409 and the action's toast for any other failure", async () => {
    const events = userEvent.setup();
    let create: OperationHandler = conflict('Já existe uma tag com este ID do Pixel.');
    renderTraffic([
      ['CreateTrafficTag', (variables) => create(variables)],
      ['UpdateTrafficTag', conflict('O evento foi alterado por outra pessoa.')],
      ['DeleteTrafficTag', unavailable],
    ]);
    await events.click(await screen.findByRole('button', { name: 'Adicionar Tag' }));
    const add = await screen.findByRole('dialog', { name: TRAFFIC_MODAL_TITLE.add });
    await events.type(within(add).getByLabelText('ID do Pixel'), '1234567890');
    await events.click(within(add).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Já existe uma tag com este ID do Pixel.')).toBeInTheDocument();
    expect(screen.queryByText(TRAFFIC_TEXT.createFailed)).not.toBeInTheDocument();

    create = unavailable;
    await events.click(within(add).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(TRAFFIC_TEXT.createFailed)).toBeInTheDocument();
    await events.click(within(add).getByRole('button', { name: 'Cancelar' }));

    await events.click(screen.getByRole('button', { name: 'Editar 1234567890' }));
    const edit = await screen.findByRole('dialog', { name: TRAFFIC_MODAL_TITLE.edit });
    await events.type(within(edit).getByLabelText('ID do GTM'), '9');
    await events.click(within(edit).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('O evento foi alterado por outra pessoa.')).toBeInTheDocument();
    expect(screen.queryByText(TRAFFIC_TEXT.updateFailed)).not.toBeInTheDocument();
    await events.click(within(edit).getByRole('button', { name: 'Cancelar' }));

    await events.click(screen.getByRole('button', { name: 'Deletar 1234567890' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText(TRAFFIC_TEXT.confirmDelete)).toBeInTheDocument();
    await events.click(within(confirm).getByRole('button', { name: 'Deletar' }));
    expect(await screen.findByText(TRAFFIC_TEXT.deleteFailed)).toBeInTheDocument();
  });

  it('refuses ids in the wrong format, saying the right one, before any request', async () => {
    const events = userEvent.setup();
    const view = renderTraffic([['CreateTrafficTag', () => ({ data: { createTrafficTag: tag } })]]);
    await events.click(await screen.findByRole('button', { name: 'Adicionar Tag' }));
    const add = await screen.findByRole('dialog', { name: TRAFFIC_MODAL_TITLE.add });
    await events.type(within(add).getByLabelText('ID do Pixel'), 'abc');
    await events.type(within(add).getByLabelText('ID do GTM'), 'abc');
    expect(await within(add).findByText(MESSAGES.trafficPixelFormat)).toBeInTheDocument();
    expect(within(add).getByText(MESSAGES.trafficGtmFormat)).toBeInTheDocument();
    expect(within(add).getByRole('button', { name: 'Salvar' })).toBeDisabled();
    expect(within(add).getByRole('button', { name: 'Salvar' })).toHaveAccessibleDescription(
      'Para salvar, corrija ID do Pixel e ID do GTM.',
    );
    await events.clear(within(add).getByLabelText('ID do Pixel'));
    await events.type(within(add).getByLabelText('ID do Pixel'), '1234567890123456');
    await events.clear(within(add).getByLabelText('ID do GTM'));
    await events.type(within(add).getByLabelText('ID do GTM'), 'GTM-5QX7K2M');
    await events.click(within(add).getByRole('button', { name: 'Salvar' }));
    const sent = view.requests.filter((request) => request.operationName === 'CreateTrafficTag');
    expect(sent.map((request) => request.variables)).toEqual([
      { input: { pixelId: '1234567890123456', gtmId: 'GTM-5QX7K2M' } },
    ]);
  });

  it('keeps the search and the type in the URL, one request each, clears them and exports the same tags', async () => {
    const events = userEvent.setup();
    const csv = stubCsvDownloads('ID do Pixel;ID do GTM;Nome;Situação');
    const answer: OperationHandler = (variables) =>
      variables.search === 'nada' ? { data: { trafficTags: [] } } : tags(variables);
    const { requests } = renderApp({
      path: '/trafego-pago?busca=123&status=PIXEL',
      user: demoUser('admin'),
      handlers: [['TrafficTags', answer]],
    });
    const bar = await screen.findByRole('search', { name: 'Filtrar as tags' });
    expect(within(bar).getByLabelText('Buscar tag')).toHaveValue('123');
    expect(within(bar).getByLabelText('Tipo')).toHaveValue('PIXEL');
    expect(await screen.findByRole('button', { name: 'Detalhes 1234567890' })).toBeInTheDocument();
    await events.click(within(bar).getByRole('button', { name: 'Exportar CSV' }));
    await vi.waitFor(() => expect(csv.paths()).toEqual(['/files/traffic-tags.csv?search=123&status=PIXEL']));
    await replaceText(events, within(bar).getByLabelText('Buscar tag'), 'nada');
    expect(await screen.findByText(TRAFFIC_TEXT.filteredEmpty)).toBeInTheDocument();
    await events.click(within(bar).getByRole('button', { name: 'Limpar filtros' }));
    expect(await screen.findByRole('button', { name: 'Detalhes 1234567890' })).toBeInTheDocument();
    expect(within(bar).getByLabelText('Tipo')).toHaveValue('');
    const sent = requests.filter((r) => r.operationName === 'TrafficTags').map((r) => r.variables);
    expect(sent).toEqual([
      { search: '123', type: 'PIXEL' },
      { search: 'nada', type: 'PIXEL' },
      { search: null, type: null },
    ]);
    csv.restore();
  });
});
