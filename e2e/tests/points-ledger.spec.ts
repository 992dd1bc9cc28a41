/**
 * The points programme's write side through the real stack (docs/upstream-contract/points.md, "Points
 * ledger" and "Points programme membership"): an affiliate waiting for the code enters a wrong one
 * ('Código inválido') then the right one and reaches the accepted view; a producer uses a voucher
 * of its company with its secret. Axe runs on each state of the screens.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { seriousViolations, WCAG_AA } from './support/axe.ts';

import { signIn } from './support/sessions.ts';
import { demo } from './support/stack.ts';
import { seededSecret } from './support/vouchers.ts';

/** The screen's pauses before it reads the programme state again (web/src/features/points). */
const RELOAD_AFTER_JOIN_MS = 3_000;
const RELOAD_AFTER_CODE_MS = 5_000;

/**
 * Moves the page's clock past a pause until `next` shows. The pause's timer starts once the
 * mutation before it has answered and rendered, which the test cannot see: the clock is moved again
 * until the state it leads to is there (a timer already past does not fire twice).
 */
async function pastPause(page: Page, pauseMs: number, next: Locator): Promise<void> {
  await expect(async () => {
    await page.clock.fastForward(pauseMs);
    await expect(next).toBeVisible({ timeout: 1_000 });
  }).toPass();
}

/** Seeded affiliate in WAITING_CODE and the demo code that confirms her (upstream seed/points.ts). */
const WAITING_CODE_USER = 'larissa.nunes@exemplo.com.br';
const DEMO_POINTS_CODE = '135790';

async function expectAccessible(page: Page): Promise<void> {
  expect(await seriousViolations(page, WCAG_AA)).toEqual([]);
}

test('an affiliate waiting for the code enters a wrong one, then the right one, and reaches the accepted view', async ({
  page,
}) => {
  // The screen's 3 s and 5 s pauses (docs/product.md §7) are the browser's timers: the test moves
  // the page's clock past them instead of waiting.
  await page.clock.install();
  await signIn(page, WAITING_CODE_USER, '/pontos-e-vouchers');
  await expect(page.getByText('Sua adesão ao Programa de Pontos está em andamento')).toBeVisible();
  await expectAccessible(page);

  const field = page.getByLabel('Código de confirmação');
  await field.fill('000000');
  await page.getByRole('button', { name: 'Validar código' }).click();
  await expect(page.getByText('Código inválido')).toBeVisible();
  await expectAccessible(page);

  await field.fill(DEMO_POINTS_CODE);
  await page.getByRole('button', { name: 'Validar código' }).click();
  await expect(page.getByText(/Adesão ao Programa de Pontos confirmada/)).toBeVisible();
  // 5 s later the screen reloads the programme state: the accepted view.
  await pastPause(page, RELOAD_AFTER_CODE_MS, page.getByLabel('Resumo dos pontos'));
  await expect(page.getByRole('table', { name: 'Vouchers' })).toBeVisible();
  await expectAccessible(page);
});

test('a producer uses a voucher of its company with its secret, and a wrong secret reads Código inválido', async ({
  page,
}) => {
  await signIn(page, demo.producer, '/gerenciador-vouchers');
  await page.getByLabel('Status').selectOption({ label: 'Disponível' });
  const table = page.getByRole('table', { name: 'Gerenciador de Vouchers' });
  const firstRow = table.locator('tbody tr').first();
  await expect(firstRow).toContainText('Disponível');
  const code = (await firstRow.textContent())?.match(/VCH-[0-9A-Z]{6}/)?.[0];
  if (!code) throw new Error('no available voucher on the first row');
  await expectAccessible(page);

  const field = page.getByLabel('Código secreto do voucher');
  await field.fill('AAAA-BBBB-CCCC-DDDD');
  await page.getByRole('button', { name: 'Usar voucher' }).click();
  // At the field and as a toast.
  await expect(page.getByText('Código inválido')).toHaveCount(2);
  await expectAccessible(page);

  await field.fill(seededSecret(code));
  await page.getByRole('button', { name: 'Usar voucher' }).click();
  await expect(page.getByText(`Voucher ${code} utilizado com sucesso.`)).toBeVisible();
});

/** '1.234 pontos' → 1234 (pt-BR grouping). */
const pointsIn = (text: string | null): number =>
  Number((text?.match(/[\d.]+(?= ponto)/)?.[0] ?? '').replace(/\./g, ''));

test('an affiliate converts points into a voucher, reads its secret once and sees the summary change', async ({
  page,
}) => {
  await signIn(page, demo.affiliated, '/pontos-e-vouchers');
  await page.getByRole('link', { name: 'Converter pontos' }).click();
  await expect(page).toHaveURL(/\/pontos-e-vouchers\/converter-pontos$/);
  const cards = page.getByLabel('Resumo dos pontos');
  const balance = page.getByText(/^Saldo disponível:/);
  await expect(balance).toBeVisible();
  const before = pointsIn(await balance.textContent());
  expect(before).toBeGreaterThan(10);
  const usedCard = cards.locator('div', { hasText: 'Pontos gastos' }).last();
  const usedBefore = pointsIn(await usedCard.textContent());
  // Axe reads the screen with the field's error and after the conversion: the same page, more on it.

  const field = page.getByLabel('Pontos a converter');
  await field.fill('0');
  await page.getByRole('button', { name: 'Converter', exact: true }).click();
  await expect(page.getByText('Informe uma quantidade inteira de pontos maior que zero.')).toBeVisible();
  await expectAccessible(page);

  await field.fill('10');
  await page.getByRole('button', { name: 'Converter', exact: true }).dblclick();
  await expect(page.getByText(/^Voucher VCH-[0-9A-Z]{6} emitido/)).toBeVisible();
  await expect(page.getByText(/^Código secreto:/)).toContainText(/[0-9A-Z]{4}(-[0-9A-Z]{4}){3}/);
  // One conversion although confirm was clicked twice: available down and used up by 10.
  await expect(balance).toHaveText(new RegExp(`${(before - 10).toLocaleString('pt-BR')} pontos`));
  expect(pointsIn(await usedCard.textContent())).toBe(usedBefore + 10);
  await expectAccessible(page);
});

test('an eligible affiliate joins, waits for the state, signs the term and is asked for the code', async ({
  page,
}) => {
  await page.clock.install();
  await signIn(page, demo.multi, '/pontos-e-vouchers');
  // Outside the programme: why there is nothing to show, no vouchers table, only the way in. (The
  // seed's one eligible affiliate is multi@, so this spec alone reads its state before joining.)
  await expect(page.getByText('Você ainda não participa do Programa de Pontos')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('button')).toHaveText(['Aderir ao programa']);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Aderir ao programa' }).click();
  // 3 s after joining the screen reloads the programme state: the signature step.
  await pastPause(page, RELOAD_AFTER_JOIN_MS, page.getByRole('button', { name: 'Assinar termo' }));
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Assinar termo' }).click();
  await expect(page.getByLabel('Código de confirmação')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reenviar código' })).toBeVisible();
  await expectAccessible(page);
});

/** A seeded programme member with Ready commissions whose screens no other spec reads. */
const COMMISSIONS_USER = 'ana.moreira@exemplo.com.br';

test('an affiliate converts chosen commissions into points and sees the summary change', async ({ page }) => {
  await signIn(page, COMMISSIONS_USER, '/pontos-e-vouchers/converter-pontos');
  const cards = page.getByLabel('Resumo dos pontos');
  const availableCard = cards.locator('div', { hasText: 'Saldo de pontos' }).last();
  await expect(availableCard).toContainText('ponto');
  const before = pointsIn(await availableCard.textContent());
  const table = page.getByRole('table', { name: 'Comissões disponíveis para conversão' });
  const first = table.locator('tbody tr').first();
  const gained = pointsIn(await first.locator('td').last().textContent());
  expect(gained).toBeGreaterThan(0);
  // Axe reads the screen with the confirmation open and after the conversion.

  await first.getByRole('checkbox').check();
  await expect(
    page.getByText(`1 comissão selecionada: ${gained.toLocaleString('pt-BR')} ponto`),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Converter em pontos' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`${gained.toLocaleString('pt-BR')} ponto`);
  await expectAccessible(page);
  // Confirm clicked twice converts once: available up by exactly that commission's points.
  await dialog.getByRole('button', { name: 'Confirmar conversão' }).dblclick();
  await expect(page.getByText('Comissões convertidas em pontos com sucesso.')).toBeVisible();
  await expect(availableCard).toContainText(`${(before + gained).toLocaleString('pt-BR')} ponto`);
  await expectAccessible(page);
});

test('a programme member plays the programme video: CLOSED → LOADING → LOADED, and closes it', async ({
  page,
}) => {
  // A real small file from the upstream.
  await signIn(page, COMMISSIONS_USER, '/pontos-e-vouchers');
  const player = page.locator('[data-player-state]');
  await expect(player).toHaveAttribute('data-player-state', 'CLOSED');
  await page.getByRole('button', { name: 'Assistir ao vídeo do programa' }).click();
  await expect(player).toHaveAttribute('data-player-state', 'LOADED');
  await expect(page.locator('video')).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(player).toHaveAttribute('data-player-state', 'CLOSED');
});
