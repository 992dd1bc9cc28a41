/**
 * The invoice that checks itself (issue #33): a payee attaches a national NFS-e XML that does not
 * match the bill and is warned item by item before anything is sent, then attaches one that
 * matches and sends it. The bill is the last 'Esperando NF' one of the unit (no other spec sends
 * its notes), and each run's note numbers are new, so the duplicate rule never trips on a rerun.
 */
import { randomInt } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { BillingDetails } from './support/finance.ts';
import { signIn } from './support/sessions.ts';
import { demo } from './support/stack.ts';

/** The product's pinned day (stack.ts PORTAL_NOW): after the end of every billed cycle. */
const ISSUED = '2026-01-15';

const nfse = (facts: { provider: string; taker: string; value: string; number: string }): Buffer =>
  Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<NFSe xmlns="http://www.sped.fazenda.gov.br/nfse" versao="1.01"><infNFSe>
<nNFSe>${facts.number}</nNFSe><emit><CNPJ>${facts.provider}</CNPJ></emit>
<DPS><infDPS><dhEmi>${ISSUED}T10:00:00-03:00</dhEmi><prest><CNPJ>${facts.provider}</CNPJ></prest>
<toma><CNPJ>${facts.taker}</CNPJ></toma><valores><vServPrest><vServ>${facts.value}</vServ></vServPrest></valores>
</infDPS></DPS></infNFSe></NFSe>`);

/** 'R$ 1.234,56' → '1234.56'. */
const decimal = (brl: string) => brl.replace(/[^\d,]/g, '').replace(',', '.');
const digits = (cnpj: string) => cnpj.replace(/[./-]/g, '');

test('a payee is warned about a note that does not match, then sends one that matches', async ({ page }) => {
  await signIn(page, demo.branch, '/faturamento');
  const table = page.getByRole('table', { name: 'Faturamentos' });
  const row = table
    .getByRole('row')
    .filter({ has: page.getByText('Esperando NF', { exact: true }) })
    .last();
  await row.getByRole('link', { name: /^Ver detalhes do faturamento/ }).click();
  const dialog = await new BillingDetails(page).openInvoice('ENVIAR');
  const value = await dialog.root.getByLabel('Valor').inputValue();
  const taker = digits(await dialog.root.getByLabel('CNPJ da empresa').inputValue());
  const panel = dialog.root.getByRole('region', { name: 'Conferência da nota' });

  // A note of R$ 1,00 from another company: each item says why, nothing is sent.
  const wrong = nfse({ provider: '11222333000181', taker, value: '1.00', number: String(randomInt(1e9)) });
  await dialog.attach('nota-errada.xml', wrong, 'application/xml');
  await expect(
    panel.getByText(
      'A nota não confere com o faturamento. Escolha outro arquivo ou informe o motivo para enviá-la assim mesmo.',
    ),
  ).toBeVisible();
  await expect(
    panel.getByText(`O valor da nota (R$ 1,00) não confere com o faturamento (${value}).`),
  ).toBeVisible();
  const provider = panel.getByText(/O CNPJ do prestador da nota \(11\.222\.333\/0001-81\) não é o seu/);
  await expect(provider).toBeVisible();
  await expect(dialog.root.getByRole('button', { name: 'ENVIAR ASSIM MESMO' })).toBeDisabled();
  const own = /não é o seu \((.+)\)\.$/.exec((await provider.textContent()) ?? '')?.[1] ?? '';

  // The payee's own note, to the bill's producer, of the bill's value: it matches and goes.
  const right = nfse({ provider: digits(own), taker, value: decimal(value), number: String(randomInt(1e9)) });
  await dialog.attach('nota.xml', right, 'application/xml');
  await expect(panel.getByText('A nota confere com o faturamento.')).toBeVisible();
  await expect(panel.getByText(`O valor da nota (${value}) confere com o faturamento.`)).toBeVisible();
  await expect(dialog.send).toBeEnabled();
  await dialog.send.click();
  await expect(dialog.root.getByText('NOTA FISCAL ENVIADA')).toBeVisible();
});
