import { PRODUCT_MANAGER_MESSAGES } from '@portal/schema/validation/products-manager';
import { describe, expect, it } from 'vitest';
import { formValuesOf, inputOf, validateProductForm, validInput } from './productForm.ts';

const base = () => ({ ...formValuesOf(null), name: 'Curso', producerId: 'p1' });

describe('the product form', () => {
  it('turns reais into cents and percentages into basis points', async () => {
    const input = await validInput({
      ...base(),
      price: '1.234,56',
      coparticipationBranch: '12,5',
      commissions: [{ level: '2', rate: '7,25' }],
    });
    expect(input).toMatchObject({
      price: 123_456,
      coparticipationBranchBp: 1250,
      commissions: [{ level: 2, rateBp: 725 }],
      active: true,
    });
  });

  it('gives the shared rule’s messages by field', async () => {
    const errors = await validateProductForm({
      ...base(),
      showTerms: true,
      commissions: [
        { level: '1', rate: '1' },
        { level: '1', rate: '2' },
      ],
      specialEvents: [{ name: 'BF', startsAt: '2026-11-30', endsAt: '2026-11-27' }],
    });
    expect(errors).toMatchObject({
      termsContent: PRODUCT_MANAGER_MESSAGES.termsRequired,
      commissions: PRODUCT_MANAGER_MESSAGES.levelsRepeated,
      specialEvents: PRODUCT_MANAGER_MESSAGES.eventEndBeforeStart,
    });
  });

  it('round-trips a saved product', () => {
    const values = formValuesOf({
      ...({} as Parameters<typeof formValuesOf>[0] & object),
      id: 'x',
      revision: 3,
      active: false,
      highlighted: true,
      coproduction: false,
      name: 'Curso',
      sfCode: 'SF-1',
      minLevel: 2,
      producerId: 'p1',
      producerName: 'P',
      price: 19_900,
      maxInstallments: 12,
      showTerms: false,
      serviceCharge: 0,
      coparticipationBranchBp: 500,
      donationValue: 150,
      specialEvents: [],
      commissions: [{ level: 1, rateBp: 1000 }],
      salesB2B: false,
      cnpjEnabled: true,
      salesInterest: false,
      santaclaraEnabled: false,
      santaclaraPublished: false,
      updatedAt: '2026-11-24T00:00:00Z',
    });
    expect(inputOf(values)).toMatchObject({
      active: false,
      price: 19_900,
      maxInstallments: 12,
      coparticipationBranchBp: 500,
      donationValue: 150,
      commissions: [{ level: 1, rateBp: 1000 }],
      cnpjEnabled: true,
    });
  });
});
