import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { billingDetails } from './financeFixtures.ts';
import { detailsAnswer, open, renderDetails } from './financeTestUtils.tsx';

const openModal = async (verb = 'ENVIAR') => {
  const events = userEvent.setup();
  await events.click(await screen.findByRole('button', { name: `${verb} NOVA NOTA` }));
  return { events, dialog: screen.getByRole('dialog', { name: `${verb} NOTA FISCAL` }) };
};

const pdf = (bytes: number, name = 'nota.pdf') =>
  new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

describe('invoice modal (docs/product.md §5.5)', () => {
  it('shows the billing value without minus sign and the CNPJ, both read-only', async () => {
    renderDetails();
    const { dialog } = await openModal();
    const value = within(dialog).getByLabelText('Valor') as HTMLInputElement;
    const company = within(dialog).getByLabelText('CNPJ da empresa') as HTMLInputElement;
    expect(value).toHaveValue('R$ 1.234,56');
    expect(value.readOnly).toBe(true);
    expect(company).toHaveValue('12.345.678/0001-90');
    expect(company.readOnly).toBe(true);
    expect(within(dialog).getByLabelText('Ciclo')).toHaveValue('13');
  });

  it('refills producer and value from the chosen cycle; fourteen zeros and no value when none match', async () => {
    renderDetails();
    const { events, dialog } = await openModal();
    const value = within(dialog).getByLabelText('Valor') as HTMLInputElement;
    const company = within(dialog).getByLabelText('CNPJ da empresa') as HTMLInputElement;

    await events.selectOptions(within(dialog).getByLabelText('Ciclo'), '11');
    expect(company).toHaveValue('98.765.432/0001-10');
    expect(within(dialog).getByRole('option', { name: 'Editora Sertão' })).toBeInTheDocument();

    await events.selectOptions(within(dialog).getByLabelText('Ciclo'), '');
    expect(company).toHaveValue('00.000.000/0000-00');
    expect(value).toHaveValue('');
    expect(within(dialog).getByRole('option', { name: 'Nenhum produtor' })).toBeInTheDocument();
  });

  it('keeps ENVIAR disabled without a file, and with a file over 5MB', async () => {
    renderDetails();
    const { events, dialog } = await openModal();
    const send = within(dialog).getByRole('button', { name: 'ENVIAR' }) as HTMLButtonElement;
    expect(send).toBeDisabled();

    await events.upload(
      within(dialog).getByLabelText('Nota fiscal (PDF)'),
      pdf(6 * 1024 * 1024, 'grande.pdf'),
    );
    expect(within(dialog).getByRole('alert').textContent).toBe('O arquivo anexado deverá ter no máximo 5MB.');
    expect(send).toBeDisabled();

    await events.upload(within(dialog).getByLabelText('Nota fiscal (PDF)'), pdf(1024));
    expect(within(dialog).queryByText('O arquivo anexado deverá ter no máximo 5MB.')).not.toBeInTheDocument();
    expect(send).toBeEnabled();

    // No bill chosen: nothing to send the note for.
    await events.selectOptions(within(dialog).getByLabelText('Ciclo'), '');
    expect(send).toBeDisabled();
  });

  it('rejects files that are not PDF', async () => {
    renderDetails();
    const { dialog } = await openModal();
    const input = within(dialog).getByLabelText('Nota fiscal (PDF)');
    // Drops bypass the input's accept attribute; the same rule applies to them.
    const events = userEvent.setup({ applyAccept: false });
    await events.upload(input, new File(['x'], 'nota.png', { type: 'image/png' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Somente arquivos no formato PDF');
  });

  it('generates the invoice for integrated accounts, with no file to attach', async () => {
    const generated: unknown[] = [];
    renderDetails({
      answer: detailsAnswer(billingDetails(open), true),
      handlers: [
        [
          'GenerateInvoice',
          (variables) => {
            generated.push(variables);
            return {
              data: {
                generateInvoice: {
                  __typename: 'Billing',
                  id: 'b-13',
                  status: 'PROCESSING',
                  statusMessage: null,
                  errorMessage: null,
                },
              },
            };
          },
        ],
      ],
    });
    const { events, dialog } = await openModal('EMITIR');
    expect(within(dialog).queryByLabelText('Nota fiscal (PDF)')).not.toBeInTheDocument();
    await events.click(within(dialog).getByRole('button', { name: 'EMITIR' }));
    expect(await within(dialog).findByText('NOTA FISCAL ENVIADA')).toBeInTheDocument();
    expect(generated).toEqual([{ billingId: 'b-13', as: null }]);
  });

  it('closes on CANCELAR and gives focus back to the opener', async () => {
    renderDetails();
    const { events, dialog } = await openModal();
    await events.click(within(dialog).getByRole('button', { name: 'CANCELAR' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ENVIAR NOVA NOTA' })).toHaveFocus();
  });
});
