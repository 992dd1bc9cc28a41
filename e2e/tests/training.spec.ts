/**
 * Material de Apoio through the real stack (the seeded library, docs/upstream-contract/training.md
 * "Training demo data"): an affiliate walks two levels down and back with the breadcrumbs (a reload
 * rebuilds them), searches (remembered when coming back), opens the PDF and plays the video in the
 * modal with next and previous; holding creates a category with a thumbnail (shown on its card),
 * uploads a PNG with progress, moves and
 * deletes it, each with its toast; axe on the library and the viewer.
 */
import { expect, type Page, test } from '@playwright/test';
import { seriousViolations, WCAG_AA } from './support/axe.ts';

import { apiToken, graphql } from './support/pages.ts';
import { signIn } from './support/sessions.ts';
import { demo } from './support/stack.ts';
import { unique } from './support/unique.ts';

const card = (page: Page, title: string) => page.getByRole('button', { name: `Abrir ${title}`, exact: true });

/** A real PNG (1×1) padded to `size` bytes: the type sniffed from its header is still PNG. */
const png = (size: number): Buffer => {
  const header = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );
  return Buffer.concat([header, Buffer.alloc(Math.max(0, size - header.length))]);
};

test.describe('Material de Apoio (reading)', () => {
  test('an affiliate goes two levels down and back with the breadcrumbs, opens the PDF and plays the video', async ({
    page,
  }) => {
    await signIn(page, demo.affiliated, '/material-de-apoio');
    await expect(page.getByRole('heading', { level: 1, name: 'Material de Apoio' })).toBeVisible();
    await expect(page.getByText('Material de apoio', { exact: true })).toBeVisible();
    await card(page, 'Vendas').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Vendas' })).toBeVisible();
    await card(page, 'Abordagem ao cliente').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Abordagem ao cliente' })).toBeVisible();
    await expect(page).toHaveURL(/\/material-de-apoio\/[0-9a-f-]{36}$/);

    // A reload (or a shared link) rebuilds the breadcrumbs from the server's path.
    await page.reload();
    await expect(page.getByRole('link', { name: 'Vendas', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Material de apoio', exact: true })).toBeVisible();
    expect(
      await page.getByRole('main').getByRole('listitem').filter({ hasText: 'Abordagem ao cliente' }).count(),
    ).toBeGreaterThan(0);

    // The PDF inline, then next: the MP4 in the player; previous goes back.
    await card(page, 'Guia do afiliado').click();
    const dialog = page.getByRole('dialog', { name: 'Guia do afiliado' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('iframe[title="Guia do afiliado"]')).toHaveAttribute('src', /\.pdf$/);
    const pdf = await page.request.get((await dialog.locator('iframe').getAttribute('src')) ?? '');
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(await seriousViolations(page, WCAG_AA)).toEqual([]);
    await dialog.getByRole('button', { name: 'Próximo' }).click();
    const video = page.getByRole('dialog', { name: 'Vídeo de boas-vindas' }).locator('video');
    await expect(video).toHaveAttribute('src', /\.mp4$/);
    await expect(video).toHaveAttribute('controls', '');
    // The player starts (the seeded MP4 is a container without frames: play is attempted, not watched).
    await video.evaluate((element: HTMLVideoElement) => element.play().catch(() => undefined));
    await page.getByRole('button', { name: 'Anterior' }).click();
    await expect(page.getByRole('dialog', { name: 'Guia do afiliado' })).toBeVisible();
    await page.keyboard.press('Escape');

    // Back up two levels with the breadcrumbs.
    await page.getByRole('link', { name: 'Vendas', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Vendas' })).toBeVisible();
    await page.getByRole('link', { name: 'Material de apoio', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Material de Apoio' })).toBeVisible();
    await expect(card(page, 'Institucional')).toBeVisible();
    expect(await seriousViolations(page, WCAG_AA)).toEqual([]);
  });

  test('the search with its type filter is remembered when coming back', async ({ page }) => {
    await signIn(page, demo.affiliated, '/material-de-apoio');
    await page.getByLabel('Buscar no material de apoio').fill('roteiro');
    await page.getByLabel('Tipo').selectOption({ label: 'DOCX' });
    await expect(card(page, 'Roteiro de abordagem')).toBeVisible();
    await expect(card(page, 'Roteiros de conversa')).toHaveCount(0);
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await menu.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await menu.getByRole('link', { name: 'Material de Apoio', exact: true }).click();
    await expect(page.getByLabel('Buscar no material de apoio')).toHaveValue('roteiro');
    await expect(page.getByLabel('Tipo')).toHaveValue('DOCX');
    await expect(card(page, 'Roteiro de abordagem')).toBeVisible();
  });
});

test.describe('Material de Apoio (holding manages)', () => {
  test('creates a category with its thumbnail, shown on its card, with its toast', async ({ page }) => {
    const category = unique('Treinamento E2E');
    await signIn(page, demo.holding, '/material-de-apoio');
    await expect(page.getByRole('heading', { level: 1, name: 'Material de Apoio' })).toBeVisible();

    await page.getByRole('button', { name: 'Nova categoria' }).click();
    await page.getByRole('dialog').getByLabel('Título').fill(category);
    await page
      .getByRole('dialog')
      .getByLabel('Miniatura (PNG ou JPEG)')
      .setInputFiles({ name: 'capa.png', mimeType: 'image/png', buffer: png(2_000) });
    await page.getByRole('dialog').getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Categoria adicionada com sucesso!')).toBeVisible();
    // The picked image is the card's thumbnail.
    await expect(card(page, category).locator('img')).toHaveAttribute('src', /\.png$/);
    await card(page, category).click();
    await expect(page.getByRole('heading', { level: 1, name: category })).toBeVisible();
  });

  test('uploads a PNG into a category with progress and its toast, and shows it in the viewer', async ({
    page,
  }) => {
    const category = unique('Treinamento E2E');
    const { createTrainingCategory } = await graphql<{ createTrainingCategory: { id: string } }>(
      'mutation Create($input: CreateTrainingCategoryInput!) { createTrainingCategory(input: $input) { id } }',
      { input: { title: category } },
      await apiToken(demo.holding),
    );
    await signIn(page, demo.holding, `/material-de-apoio/${createTrainingCategory.id}`);
    await expect(page.getByRole('heading', { level: 1, name: category })).toBeVisible();

    await page.getByRole('button', { name: 'Adicionar arquivo' }).click();
    const form = page.getByRole('dialog');
    await form
      .getByLabel('Arquivo', { exact: true })
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png(4_000_000) });
    await expect(form.getByLabel('Título')).toHaveValue('logo');
    const progress = page.waitForSelector('[role="progressbar"]', { state: 'attached' });
    await form.getByRole('button', { name: 'Salvar' }).click();
    await progress;
    await expect(page.getByText('Arquivo adicionado com sucesso!')).toBeVisible();
    await expect(card(page, 'logo')).toBeVisible();
    await card(page, 'logo').click();
    await expect(page.getByRole('dialog', { name: 'logo' }).locator('img')).toHaveAttribute('src', /\.png$/);
    expect(await seriousViolations(page, WCAG_AA)).toEqual([]);
  });

  test('moves a category under another and deletes it, each with its toast', async ({ page }) => {
    const category = unique('Treinamento movido');
    await graphql(
      'mutation Create($input: CreateTrainingCategoryInput!) { createTrainingCategory(input: $input) { id } }',
      { input: { title: category } },
      await apiToken(demo.holding),
    );
    await signIn(page, demo.holding, '/material-de-apoio');
    // The category itself moves under "Institucional"; the breadcrumbs follow.
    await page
      .getByRole('group', { name: `Ações de ${category}` })
      .getByRole('button', { name: 'Mover' })
      .click();
    await page.getByRole('dialog').getByLabel('Mover para').selectOption({ label: 'Institucional' });
    await page.getByRole('dialog').getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Categoria movida com sucesso!')).toBeVisible();
    await expect(card(page, category)).toHaveCount(0);
    await card(page, 'Institucional').click();
    await expect(card(page, category)).toBeVisible();

    await page
      .getByRole('group', { name: `Ações de ${category}` })
      .getByRole('button', { name: 'Excluir' })
      .click();
    // What it takes along, counted: this category is empty.
    await expect(page.getByRole('alertdialog')).toContainText(`Excluir a categoria "${category}" (vazia)?`);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByText('Categoria deletada!')).toBeVisible();
    await expect(card(page, category)).toHaveCount(0);
  });
});
