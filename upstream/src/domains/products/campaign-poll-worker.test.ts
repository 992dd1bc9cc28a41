/** What a CRM feed means for the products, case by case (the pure part of the campaigns poll). */
import { describe, expect, it } from 'vitest';
import { fortalezaDay, planCampaigns } from './campaign-poll-worker.ts';
import type { CrmCampaign } from './salesforce-crm.ts';

const campaign = (
  id: string,
  productCode: string,
  startDate = '2026-11-01',
  endDate = '2026-12-31',
): CrmCampaign => ({
  id,
  name: `Campanha ${id}`,
  productCode,
  startDate,
  endDate,
});
const products = [
  { id: 'p-a', sfCode: 'A', active: true },
  { id: 'p-b1', sfCode: 'B', active: true },
  { id: 'p-b2', sfCode: 'B', active: true },
  { id: 'p-c', sfCode: 'C', active: false },
];

describe('planCampaigns', () => {
  it('links a valid campaign and names why each other one cannot be applied', () => {
    const plan = planCampaigns(
      [
        campaign('1', 'A'),
        campaign('1', 'A'),
        campaign('2', ''),
        campaign('3', 'A', '2026-12-31', '2026-11-01'),
        campaign('4', 'A', '2026-02-30', '2026-12-01'),
        campaign('5', 'A', '2026-01-01', '2026-11-23'),
        campaign('6', 'Z'),
        campaign('7', 'B'),
        campaign('8', 'C'),
      ],
      products,
      '2026-11-24',
    );
    expect(plan.links).toEqual([{ campaign: campaign('1', 'A'), productId: 'p-a' }]);
    expect(plan.errors.map((error) => [error.type, error.reference, error.message])).toEqual([
      ['CAMPAIGN', '2', 'Campanha "Campanha 2": sem código de produto.'],
      ['CAMPAIGN', '3', 'Campanha "Campanha 3": datas inválidas: início 31/12/2026, fim 01/11/2026.'],
      ['CAMPAIGN', '4', 'Campanha "Campanha 4": datas inválidas: início 30/02/2026, fim 01/12/2026.'],
      ['CAMPAIGN', '5', 'Campanha "Campanha 5": encerrada em 23/11/2026.'],
      ['CAMPAIGN', '6', 'Campanha "Campanha 6": nenhum produto tem o código Salesforce Z.'],
      ['PRODUCT', 'B', 'O código Salesforce B está em 2 produtos.'],
      ['PRODUCT', 'C', 'O produto do código C está inativo.'],
    ]);
  });

  it('takes today in Fortaleza (UTC−3): 02:00 UTC is still yesterday there', () => {
    expect(fortalezaDay(new Date('2026-11-25T02:00:00Z'))).toBe('2026-11-24');
    expect(fortalezaDay(new Date('2026-11-25T03:00:00Z'))).toBe('2026-11-25');
  });
});
