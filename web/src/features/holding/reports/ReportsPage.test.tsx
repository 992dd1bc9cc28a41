import { MESSAGES } from '@portal/schema';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { demoUser, renderApp } from '@/app/testing/renderApp.tsx';
import { downloadReport } from './downloadReport.ts';
import { progressText } from './ReportsPage.tsx';

const report = () => ({
  data: {
    salesReport: {
      __typename: 'SalesReport',
      cycles: [3, 2],
      units: [{ __typename: 'ReportUnit', id: 'u1', name: 'Unidade Fortaleza Centro' }],
      chart: [
        {
          __typename: 'ReportChartPoint',
          cycle: 2,
          unitId: 'u1',
          unitName: 'Unidade Fortaleza Centro',
          salesCount: 2,
          value: 10_000,
        },
        {
          __typename: 'ReportChartPoint',
          cycle: 3,
          unitId: 'u1',
          unitName: 'Unidade Fortaleza Centro',
          salesCount: 1,
          value: 5_000,
        },
      ],
      branches: {
        __typename: 'BranchReportPage',
        totalRows: 1,
        items: [
          {
            __typename: 'BranchReportRow',
            unitId: 'u1',
            unitName: 'Unidade Fortaleza Centro',
            affiliates: 2,
            salesCount: 3,
            value: 15_000,
          },
        ],
      },
      branchesCsv: '/files/reports/branches',
      affiliatesCsv: '/files/reports/sales-by-affiliate',
      salesCsv: '/files/reports/sales-details',
    },
  },
});

describe('Relatórios', () => {
  it('shows the chart and the branches table, and checks the period before asking again', async () => {
    const events = userEvent.setup();
    const { requests } = renderApp({
      path: '/relatorio',
      user: demoUser('unidade'),
      handlers: [['SalesReport', report]],
    });
    const cell = await screen.findByText('R$ 150,00');
    expect(cell.closest('table')?.querySelector('caption')?.textContent).toBe('Unidades');
    expect(screen.getByTestId('report-chart')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Vendas aprovadas por ciclo e unidade' })).toBeInTheDocument();
    const reportCalls = () => requests.filter((request) => request.operationName === 'SalesReport').length;
    const before = reportCalls();
    await events.type(screen.getByLabelText('De'), '2026-03-10');
    await events.type(screen.getByLabelText('Até'), '2026-03-01');
    await events.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.cycleEndBeforeStart);
    expect(reportCalls()).toBe(before);
  });

  it('downloads a CSV reporting its progress in rows', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        const encoder = new TextEncoder();
        controller.enqueue(encoder.encode('\uFEFFUnidade;Vendas\r\nA;1\r\n'));
        controller.enqueue(encoder.encode('B;2\r\n'));
        controller.close();
      },
    });
    const response = new Response(body, {
      headers: {
        'x-report-rows': '2',
        'content-disposition': 'attachment; filename="relatorio-unidades.csv"',
      },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => response),
    );
    URL.createObjectURL = vi.fn(() => 'blob:report');
    URL.revokeObjectURL = vi.fn();
    const seen: string[] = [];
    await downloadReport('/files/reports/branches', 'token', (progress) => seen.push(progressText(progress)));
    expect(seen).toEqual(['0 de 2 linhas', '1 de 2 linhas', '2 de 2 linhas']);
    expect(fetch).toHaveBeenCalledWith('/files/reports/branches', {
      headers: { Authorization: 'Bearer token' },
    });
    vi.unstubAllGlobals();
  });
});
