/**
 * Status Faturamento (/status-faturamento) through the real stack: the holding's screen with one
 * request of its own and no axe finding, batch invoice generation for two Open bills of an
 * integrated account followed from Enqueued to Ready without a reload, and the same actions on
 * the holding's Faturamento (/faturamento); a bill's details (axe on the dialog) and closing it
 * after confirming; a branch cannot open the screen. Ciclos Comerciais: the
 * holding creates the next cycle and sees an overlapping one refused. Goals: from a cycle's goal
 * details to 'Gerenciador de metas', a minimum above the basic refused, a master goal saved and
 * found in the history (axe on the goal manager; the details and the history are audited in
 * the accessibility sweep too).
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';
import { recordOperations } from './support/finance.ts';
import { apiToken, graphql } from './support/pages.ts';

import { signIn } from './support/sessions.ts';
import { demo } from './support/stack.ts';

const table = (page: Page): Locator => page.getByRole('table', { name: 'Faturas' });
const bodyRows = (page: Page): Locator => table(page).locator('tbody tr');
/** The row whose details button names this bill (cycle, payee and producer). */
const rowNamed = (page: Page, detailsLabel: string): Locator =>
  bodyRows(page).filter({ has: page.getByRole('button', { name: detailsLabel, exact: true }) });

/** Records the text of every table row the page shows from now on, however briefly. */
async function watchRows(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { seenRows: seen });
    new MutationObserver(() => {
      document.querySelectorAll('tbody tr').forEach((row) => {
        seen.push(row.textContent ?? '');
      });
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { seenRows: string[] }).seenRows);
}

async function openScreen(page: Page, username: string): Promise<string[]> {
  const operations = recordOperations(page);
  await signIn(page, username, '/status-faturamento');
  await expect(page.getByRole('heading', { level: 1, name: 'Status Faturamento' })).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(10);
  return operations;
}

test.describe('Status Faturamento', () => {
  test('the holding starts a batch for two Open bills and watches them go Enqueued → Ready', async ({
    page,
  }) => {
    const operations = await openScreen(page, demo.holding);
    expect(operations).toEqual(['HoldingBills']);
    expect(await seriousViolations(page)).toEqual([]);

    // agente@ issues its invoices through DMEI: generation can succeed for its bills.
    await page.getByLabel('Status').selectOption({ label: 'Esperando NF' });
    await page.getByLabel('Buscar').fill('Rafael Bezerra');
    await expect
      .poll(async () => new Set(await bodyRows(page).locator('td:nth-child(3)').allInnerTexts()))
      .toEqual(new Set(['Rafael Bezerra Lima']));
    const chosen = bodyRows(page).filter({ hasText: 'Esperando NF' });
    const labels: string[] = [];
    for (const index of [0, 1]) {
      const row = chosen.nth(index);
      const label = await row.getByRole('button', { name: /^Ver detalhes/ }).getAttribute('aria-label');
      labels.push(label ?? '');
      await row.getByRole('checkbox').check();
    }
    // A fast worker can finish a bill within the first poll: every row text shown is recorded, so
    // the brief 'Na fila' is seen however quickly the rows move on.
    const seenRows = await watchRows(page);
    await page.getByRole('button', { name: 'Emitir notas (2)' }).click();
    // The batch is summarised and nothing is sent until it is confirmed.
    const confirm = page.getByRole('alertdialog', { name: 'Emitir notas fiscais' });
    await expect(confirm).toContainText(/Emitir 2 notas fiscais, total R\$\s[\d.]+,\d{2}\?/);
    await expect(confirm).toContainText('Rafael Bezerra Lima');
    expect(await seriousViolations(page)).toEqual([]);
    expect(operations).not.toContain('StartBillingGeneration');
    const loads = operations.filter((name) => name === 'HoldingBills').length;
    await confirm.getByRole('button', { name: 'Emitir notas' }).click();
    await expect(page.getByText('Processo de emissão de notas iniciado!')).toBeVisible();
    // The counts per status follow at once: the screen's query is read again, no reload.
    await expect
      .poll(() => operations.filter((name) => name === 'HoldingBills').length)
      .toBeGreaterThan(loads);
    for (const label of labels) {
      // 'Ver detalhes da fatura do ciclo 13, Payee, Producer' → the row's leading text '13PayeeProducer'.
      const [cycle, payee, producer] = label.replace('Ver detalhes da fatura do ciclo ', '').split(', ');
      const lead = `${cycle}${payee}${producer}`;
      await expect
        .poll(async () =>
          (await seenRows()).some((text) => text.startsWith(lead) && text.includes('Na fila')),
        )
        .toBe(true);
    }

    // Without a reload: the bills show up among the Ready ones once their jobs are done.
    await page.getByLabel('Status').selectOption({ label: 'NF ok, aguardando pagamento' });
    await page.getByLabel('Linhas por página:').selectOption('100');
    for (const label of labels) {
      await expect(rowNamed(page, label)).toContainText('NF ok, aguardando pagamento');
    }
  });

  test('the holding’s Faturamento (/faturamento) carries the same actions in its bills list', async ({
    page,
  }) => {
    // One request on load; two Open bills of the agency (its BBP integration issues them; no other
    // spec acts on its bills) go Enqueued → Ready without a reload; one is closed after confirming
    // (axe with the confirmation).
    const operations = recordOperations(page);
    await signIn(page, demo.holding, '/faturamento');
    await expect(page.getByRole('heading', { level: 1, name: 'Faturamento' })).toBeVisible();
    const list = page.getByRole('table', { name: 'Faturamentos' });
    await expect(list.locator('tbody tr')).toHaveCount(10);
    expect(operations).toEqual(['Billings']);

    // Page 1 (cycle 13, newest first) holds two of them: axe reads 10 rows, not 100.
    const agency = 'Agência Sertão Digital';
    const open = list
      .locator('tbody tr', { hasText: agency })
      .filter({ has: page.getByText('Esperando NF', { exact: true }) });
    await expect(open.first()).toBeVisible();
    const names: string[] = [];
    for (const index of [0, 1]) {
      const box = open.nth(index).getByRole('checkbox');
      names.push((await box.getAttribute('aria-label')) ?? '');
    }
    // By the checkbox's name (cycle, payee, producer): the rows keep it whatever their status.
    const rowOf = (name: string) =>
      list.locator('tbody tr').filter({ has: page.getByLabel(name, { exact: true }) });
    // Axe reads this list in the accessibility sweep; here, the confirmation below.
    for (const name of names) await rowOf(name).getByRole('checkbox').check();

    const seenRows = await watchRows(page);
    await page.getByRole('button', { name: 'Emitir notas (2)' }).click();
    const batch = page.getByRole('alertdialog', { name: 'Emitir notas fiscais' });
    await expect(batch).toContainText(/Emitir 2 notas fiscais, total R\$\s[\d.]+,\d{2}\?/);
    expect(operations).not.toContain('StartBillingGeneration');
    await batch.getByRole('button', { name: 'Emitir notas' }).click();
    await expect(page.getByText('Processo de emissão de notas iniciado!')).toBeVisible();
    for (const name of names) {
      // 'Selecionar a fatura do ciclo 13, Payee, Producer' → the producer, unique among the agency's rows.
      const producer = name.split(', ').at(-1) ?? '';
      await expect
        .poll(async () =>
          (await seenRows()).some(
            (text) => text.includes(agency) && text.includes(producer) && text.includes('Na fila'),
          ),
        )
        .toBe(true);
      await expect(rowOf(name)).toContainText('NF ok, aguardando pagamento');
    }

    const closing = rowOf(names[0] ?? '');
    await closing.getByRole('button', { name: /^Encerrar a fatura/ }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Encerrar fatura' });
    await expect(confirm).toContainText('Tem certeza que deseja definir esta fatura como Fatura Fechada?');
    await expect(confirm).toContainText(agency);
    expect(await seriousViolations(page)).toEqual([]);
    expect(operations).not.toContain('CloseBilling');
    await confirm.getByRole('button', { name: 'Encerrar fatura' }).click();
    await expect(page.getByText('Fatura fechada com sucesso.')).toBeVisible();
    await expect(closing).toContainText('Fatura Fechada');
  });

  test('the holding’s Faturamento opens a bill’s details and comes back to its list', async ({ page }) => {
    await signIn(page, demo.holding, '/faturamento');
    const list = page.getByRole('table', { name: 'Faturamentos' });
    const details = list.getByRole('link', { name: /^Ver detalhes do faturamento/ }).last();
    // The bill's own address: the link's name is shared by the cycle's bills of one producer.
    const href = (await details.getAttribute('href')) ?? '';
    await details.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Detalhes do faturamento' })).toBeVisible();
    await page.getByRole('button', { name: 'Voltar ao faturamento' }).click();
    await expect(page).toHaveURL('/faturamento');
    await expect(list.locator(`a[href="${href}"]`)).toBeVisible();
  });

  test('the holding opens a bill’s details and closes it after confirming', async ({ page }) => {
    await openScreen(page, demo.holding);
    await page.getByLabel('Status').selectOption({ label: 'Erro' });
    await expect(bodyRows(page).first()).toContainText('Erro');
    const total = page.getByText(/^1–\d+ de (\d+)$/);
    const before = Number(((await total.textContent()) ?? '').split(' de ')[1]);
    // Not afiliado@'s (Mariana's) bill: finance.spec.ts opens her Error bill in the same stack.
    await bodyRows(page)
      .filter({ hasNotText: 'Mariana Albuquerque Costa' })
      .first()
      .getByRole('button', { name: /^Ver detalhes/ })
      .click();
    const dialog = page.getByRole('dialog', { name: /^Fatura do ciclo \d+$/ });
    await expect(dialog).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // 'Encerrar', not 'Fechar': next to 'Voltar' it cannot read like closing the window.
    await expect(dialog.getByRole('button', { name: 'Fechar fatura' })).toHaveCount(0);
    const cycle = ((await dialog.getByRole('heading', { level: 2 }).textContent()) ?? '').replace(
      'Fatura do ciclo ',
      '',
    );
    await dialog.getByRole('button', { name: 'Encerrar fatura' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Encerrar fatura' });
    await expect(confirm).toContainText('Tem certeza que deseja definir esta fatura como Fatura Fechada?');
    // The bill is named: its cycle and value are in the dialog before anything is sent.
    await expect(confirm.getByText(cycle, { exact: true })).toBeVisible();
    await expect(confirm).toContainText(/R\$\s[\d.]+,\d{2}/);
    await confirm.getByRole('button', { name: 'Encerrar fatura' }).click();
    await expect(page.getByText('Fatura fechada com sucesso.')).toBeVisible();
    await expect(page.getByText(new RegExp(`^1–\\d+ de ${before - 1}$`))).toBeVisible();
  });

  test('a branch cannot open the screen', async ({ page }) => {
    await signIn(page, demo.branch);
    await expect(page.getByRole('link', { name: 'Status Faturamento' })).toHaveCount(0);
  });
});

test.describe('Ciclos Comerciais', () => {
  test('the holding creates the next cycle and sees an overlapping one refused', async ({ page }) => {
    await signIn(page, demo.holding, '/ciclos_comerciais');
    await expect(page.getByRole('heading', { level: 1, name: 'Ciclos Comerciais' })).toBeVisible();
    const cycles = page.getByRole('table', { name: 'Ciclos' });
    await expect(cycles.getByText('Ciclo atual')).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);

    // The latest cycle's last day (DD/MM/AAAA), from the first row: the next one starts a day later.
    const latest = cycles.locator('tbody tr').first();
    const lastDay = ((await latest.locator('td:nth-child(3)').textContent()) ?? '').trim();
    const number = Number(((await latest.locator('td:nth-child(1)').textContent()) ?? '').trim());
    const [day, month, year] = lastDay.split('/').map(Number);
    const iso = (offset: number) =>
      new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, (day ?? 1) + offset)).toISOString().slice(0, 10);

    await page.getByLabel('Início').fill(iso(0));
    await page.getByLabel('Fim').fill(iso(20));
    await page.getByRole('button', { name: 'Criar ciclo' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      `O novo ciclo se sobrepõe ao ciclo ${number}: ele deve começar depois de ${lastDay}.`,
    );

    await page.getByLabel('Início').fill(iso(1));
    await page.getByLabel('Fim').fill(iso(28));
    await page.getByRole('button', { name: 'Criar ciclo' }).click();
    await expect(page.getByText('Ciclo criado com sucesso.')).toBeVisible();
    await expect(cycles.locator('tbody tr').first().locator('td').first()).toHaveText(String(number + 1));
  });
});

test.describe('Gerenciador de metas', () => {
  /** From Ciclos Comerciais to the current cycle's goal details. */
  async function currentCycleGoals(page: Page): Promise<void> {
    await signIn(page, demo.holding, '/ciclos_comerciais');
    const current = page
      .getByRole('table', { name: 'Ciclos' })
      .locator('tbody tr', { hasText: 'Ciclo atual' });
    await current.getByRole('link', { name: /^Metas do ciclo \d+$/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Metas do ciclo' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Metas das unidades' })).toBeVisible();
  }

  test('a commercial cycle’s goal details show the units’ goals', async ({ page }) => {
    await currentCycleGoals(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the holding edits a unit’s goal: a minimum over the basic refused, the master saved', async ({
    page,
  }) => {
    // Straight to the editor, which opens on the current cycle: the way there from a cycle's
    // goals is the accessibility sweep's (Ciclos Comerciais, one click inside).
    await signIn(page, demo.holding, '/gerenciador-metas');
    await expect(page.getByRole('heading', { level: 1, name: 'Gerenciador de metas' })).toBeVisible();
    // The agency's row: no dashboard of another spec reads its goals. Only the master changes,
    // which finance never reads.
    const unit = 'Agência Sertão Digital';
    const minimum = page.getByLabel(`Meta mínima de ${unit}`);
    const basic = page.getByLabel(`Meta básica de ${unit}`);
    const master = page.getByLabel(`Meta master de ${unit}`);
    const basicText = await basic.inputValue();
    const minimumText = await minimum.inputValue();
    await minimum.fill('99999,00');
    await page.getByRole('button', { name: 'Salvar metas' }).click();
    await expect(page.getByText('A meta mínima não pode ser maior que a meta básica.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await minimum.fill(minimumText);
    const masterText = `${Math.floor(Math.random() * 9000) + 1000}0,00`;
    await master.fill(masterText);
    await page.getByRole('button', { name: 'Salvar metas' }).click();
    await expect(page.getByText('Metas salvas com sucesso.')).toBeVisible();
    expect(await basic.inputValue()).toBe(basicText);
  });

  test('Histórico tells a unit’s goal change in a sentence, and filters it by its action', async ({
    page,
  }) => {
    // The change is made through the API: the screen that makes it has the test above. The
    // agency's master only, which no other spec reads.
    const unit = 'Agência Sertão Digital';
    const token = await apiToken(demo.holding);
    const { cycleGoals } = await graphql<{
      cycleGoals: {
        cycle: { id: string };
        units: { unitId: string; unitName: string; minimum: number; basic: number; master: number }[];
      };
    }>('{ cycleGoals { cycle { id } units { unitId unitName minimum basic master } } }', {}, token);
    const goal = cycleGoals.units.find((row) => row.unitName === unit);
    if (!goal) throw new Error(`${unit} has no goals in the current cycle`);
    const masterReais = Math.floor(Math.random() * 9000) + 1000;
    await graphql(
      'mutation ($input: UpdateUnitGoalsInput!) { updateUnitGoals(input: $input) { id } }',
      {
        input: {
          cycleId: cycleGoals.cycle.id,
          goals: [
            { unitId: goal.unitId, minimum: goal.minimum, basic: goal.basic, master: masterReais * 100 },
          ],
        },
      },
      token,
    );
    await signIn(page, demo.holding, '/historico');
    const history = page.getByRole('table', { name: 'Histórico' });
    // A sentence, and the new master in reais in the row's before/after table: no JSON.
    const reais = masterReais.toLocaleString('pt-BR');
    const row = history
      .locator('tbody tr', { hasText: `Luciana Tavares Brito alterou as metas de ${unit} no ciclo` })
      .filter({ hasText: `${reais},00` })
      .first();
    await expect(row.getByRole('row', { name: /Meta master/ })).toContainText(
      new RegExp(`R\\$\\s${reais.replace('.', '\\.')},00`),
    );
    await expect(history).not.toContainText('{');
    // Filtered by its action: in the URL, the row still there.
    await page.getByLabel('Ação', { exact: true }).selectOption({ label: 'Metas da unidade alteradas' });
    await expect(page).toHaveURL(/acao=unit_goals\.updated/);
    await expect(row).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
