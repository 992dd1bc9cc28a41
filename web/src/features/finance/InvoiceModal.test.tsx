import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { billingDetails } from './financeFixtures.ts';
import { checkAnswer, detailsAnswer, open, renderDetails } from './financeTestUtils.tsx';

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
      within(dialog).getByLabelText('Nota fiscal (PDF ou XML da NFS-e)'),
      pdf(6 * 1024 * 1024, 'grande.pdf'),
    );
    expect(within(dialog).getByRole('alert').textContent).toBe('O arquivo anexado deverá ter no máximo 5MB.');
    expect(send).toBeDisabled();

    await events.upload(within(dialog).getByLabelText('Nota fiscal (PDF ou XML da NFS-e)'), pdf(1024));
    expect(within(dialog).queryByText('O arquivo anexado deverá ter no máximo 5MB.')).not.toBeInTheDocument();
    // Enabled once the check answered (issue #33).
    expect(await within(dialog).findByText('A nota confere com o faturamento.')).toBeInTheDocument();
    expect(send).toBeEnabled();

    // No bill chosen: nothing to send the note for.
    await events.selectOptions(within(dialog).getByLabelText('Ciclo'), '');
    expect(send).toBeDisabled();
  });

  it('rejects files that are not PDF', async () => {
    renderDetails();
    const { dialog } = await openModal();
    const input = within(dialog).getByLabelText('Nota fiscal (PDF ou XML da NFS-e)');
    // Drops bypass the input's accept attribute; the same rule applies to them.
    const events = userEvent.setup({ applyAccept: false });
    await events.upload(input, new File(['x'], 'nota.png', { type: 'image/png' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Somente arquivos no formato PDF ou XML');
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
    expect(within(dialog).queryByLabelText('Nota fiscal (PDF ou XML da NFS-e)')).not.toBeInTheDocument();
    await events.click(within(dialog).getByRole('button', { name: 'EMITIR' }));
    expect(await within(dialog).findByText('NOTA FISCAL ENVIADA')).toBeInTheDocument();
    expect(generated).toEqual([{ billingId: 'b-13', as: null }]);
  });

  it('shows the check per item before sending and asks a reason to send a note that does not match', async () => {
    const message = 'O valor da nota (R$ 1,00) não confere com o faturamento (R$ 1.234,56).';
    renderDetails({
      handlers: [
        [
          'CheckInvoice',
          checkAnswer('MISMATCHED', [
            { field: 'PROVIDER', ok: true, message: 'O CNPJ do prestador (12.ABC.345/01DE-35) é o seu.' },
            { field: 'TOTAL', ok: false, message },
          ]),
        ],
      ],
    });
    const { events, dialog } = await openModal();
    await events.upload(within(dialog).getByLabelText('Nota fiscal (PDF ou XML da NFS-e)'), pdf(1024));
    const panel = await within(dialog).findByRole('region', { name: 'Conferência da nota' });
    expect(
      await within(panel).findByText(
        'A nota não confere com o faturamento. Escolha outro arquivo ou informe o motivo para enviá-la assim mesmo.',
      ),
    ).toBeInTheDocument();
    expect(within(panel).getByText(message).closest('li')).toHaveTextContent(`Não confere:${message}`);
    expect(
      within(panel).getByText('O CNPJ do prestador (12.ABC.345/01DE-35) é o seu.').closest('li'),
    ).toHaveTextContent(/^Confere:/);
    const send = within(dialog).getByRole('button', { name: 'ENVIAR ASSIM MESMO' });
    expect(send).toBeDisabled();
    await events.type(within(panel).getByLabelText('Motivo do envio'), 'ok');
    expect(within(panel).getByText('Informe o motivo do envio (de 3 a 500 caracteres).')).toBeInTheDocument();
    expect(send).toBeDisabled();
    await events.type(within(panel).getByLabelText('Motivo do envio'), ' com desconto combinado');
    expect(send).toBeEnabled();
  });

  it('refuses a duplicate note and leaves a scanned PDF to the team', async () => {
    const duplicate = 'A nota nº 123 deste prestador já foi enviada para outro faturamento.';
    renderDetails({
      handlers: [
        ['CheckInvoice', checkAnswer('MISMATCHED', [{ field: 'DUPLICATE', ok: false, message: duplicate }])],
      ],
    });
    const { events, dialog } = await openModal();
    await events.upload(within(dialog).getByLabelText('Nota fiscal (PDF ou XML da NFS-e)'), pdf(1024));
    expect(
      await within(dialog).findByText(
        'Esta nota já foi enviada para outro faturamento: escolha outro arquivo.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(duplicate)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'ENVIAR' })).toBeDisabled();
    expect(within(dialog).queryByLabelText('Motivo do envio')).not.toBeInTheDocument();
  });

  it('says a scanned PDF without text will be checked by the team, and lets it go', async () => {
    renderDetails({ handlers: [['CheckInvoice', checkAnswer('UNREADABLE', [])]] });
    const { events, dialog } = await openModal();
    await events.upload(within(dialog).getByLabelText('Nota fiscal (PDF ou XML da NFS-e)'), pdf(1024));
    expect(
      await within(dialog).findByText(
        'Este PDF não tem texto legível (nota digitalizada): a nota será conferida pela equipe.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'ENVIAR' })).toBeEnabled();
  });

  it('closes on CANCELAR and gives focus back to the opener', async () => {
    renderDetails();
    const { events, dialog } = await openModal();
    await events.click(within(dialog).getByRole('button', { name: 'CANCELAR' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ENVIAR NOVA NOTA' })).toHaveFocus();
  });
});
