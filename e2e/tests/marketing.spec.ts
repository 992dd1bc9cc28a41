/**
 * Gerenciador de Banner through the real stack (docs/product.md §9.1, §9.2): as holding, an image
 * banner refused for a wrong-size image with the exact text, created with the right sizes (the
 * upload's progress bar shown), a textual banner whose 33-character CTA is refused, both moved,
 * edited and deleted; axe over the screen and its modals.
 */
import { deflateSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';
import { recordOperations } from './support/finance.ts';
import { apiToken, graphql } from './support/pages.ts';
import { signIn } from './support/sessions.ts';
import { demo } from './support/stack.ts';
import { unique } from './support/unique.ts';

const CRC = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, tail]);
};

/** A decodable PNG of the given size, as a user's file. */
function png(width: number, height: number) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x60)]);
  const buffer = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { name: `banner-${width}x${height}.png`, mimeType: 'image/png', buffer };
}

const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

async function expectNoSeriousViolations(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

/** A textual banner made through the API, as an integrator would (the list's neighbour of a test's own). */
async function textualBanner(name: string, title = name): Promise<void> {
  await graphql(
    'mutation ($banner: CreateBannerInput!) { createBanner(banner: $banner) { id } }',
    {
      banner: {
        name,
        type: 'TEXTUAL',
        title,
        description: 'Aproveite as condições especiais.',
        link: 'https://loja.example.com.br/oferta',
        cta: 'Ver oferta',
      },
    },
    await apiToken(demo.holding),
  );
}

/** A banner's position in the list (its first cell). */
const positionOf = async (page: Page, name: string) =>
  Number((await rowOf(page, name).getByRole('cell').first().textContent())?.trim());

test.describe('Gerenciador de Banner', () => {
  // One ordered list: these tests move and delete banners, so they run one after the other (other
  // tests only add banners at the end, which moves no position these read).
  test.describe.configure({ mode: 'default' });

  test('holding is refused a wrong-size desktop image, with the real numbers', async ({ page }) => {
    await signIn(page, demo.holding, '/gerenciador-banner');
    await page.getByRole('button', { name: 'Adicionar Banner' }).click();
    const dialog = page.getByRole('dialog', { name: 'Criar Banner' });
    await dialog.getByLabel('Nome').fill(unique('Black Friday'));
    await dialog.getByLabel('Tipo').selectOption('IMAGE');
    await dialog.getByLabel('Imagem desktop (880x206)').setInputFiles(png(100, 50));
    await expect(
      dialog.getByText('A imagem deve ter exatamente 880x206 pixels. Dimensões enviadas: 100x50'),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Criar Banner' })).toBeDisabled();
    await expectNoSeriousViolations(page);
  });

  test('holding creates an image banner (upload progress) and deletes it after confirming', async ({
    page,
  }) => {
    // Names of its own: other tests create banners on the same stack, maybe at the same time, so
    // positions are read relative to these banners, never from the top of the list.
    const image = unique('Black Friday');
    const after = unique('Depois da Black Friday');
    await signIn(page, demo.holding, '/gerenciador-banner');
    await page.getByRole('button', { name: 'Adicionar Banner' }).click();
    const dialog = page.getByRole('dialog', { name: 'Criar Banner' });
    await dialog.getByLabel('Nome').fill(image);
    await dialog.getByLabel('Tipo').selectOption('IMAGE');
    await dialog.getByLabel('Imagem desktop (880x206)').setInputFiles(png(880, 206));
    await expect(dialog.getByRole('progressbar', { name: /Imagem desktop/ })).toBeVisible();
    await dialog.getByLabel('Imagem mobile (351x158)').setInputFiles(png(351, 158));
    await expect(dialog.getByRole('progressbar', { name: /Imagem mobile/ })).toBeVisible();
    await expect(dialog.getByRole('link', { name: /\/v1\/files\/banner-image\./ })).toHaveCount(2);
    await dialog.getByRole('button', { name: 'Criar Banner' }).click();
    await expect(dialog).toBeHidden();
    await expect(rowOf(page, image)).toContainText('Imagem');
    await expect(rowOf(page, image)).toContainText('Ativo');

    // A banner after it; deleting the image closes the gap: the one after moves up by one.
    await textualBanner(after);
    await page.reload();
    const afterAt = await positionOf(page, after);
    expect(afterAt).toBeGreaterThan(await positionOf(page, image));
    await page.getByRole('button', { name: `Remover ${image}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirmar Exclusão' });
    await expect(confirm.getByText('Tem certeza que deseja deletar o banner?')).toBeVisible();
    await expectNoSeriousViolations(page);
    await confirm.getByRole('button', { name: 'Confirmar' }).click();
    await expect(rowOf(page, image)).toHaveCount(0);
    await expect.poll(() => positionOf(page, after)).toBe(afterAt - 1);
  });

  test('holding creates a textual banner, a CTA over 32 characters refused', async ({ page }) => {
    const textual = unique('Campanha de Natal');
    await signIn(page, demo.holding, '/gerenciador-banner');

    // A 33-character CTA is refused, 32 accepted.
    await page.getByRole('button', { name: 'Adicionar Banner' }).click();
    const dialog = page.getByRole('dialog', { name: 'Criar Banner' });
    await dialog.getByLabel('Nome').fill(textual);
    await dialog.getByLabel('Tipo').selectOption('TEXTUAL');
    await dialog.getByLabel('Título').fill('Natal premiado');
    await dialog.getByLabel('Descrição').fill('Venda mais neste Natal.');
    await dialog.getByLabel('Link').fill('https://loja.example.com.br/natal');
    await dialog.getByLabel('Texto do botão de CTA').fill('c'.repeat(33));
    await expect(dialog.getByText('O texto do botão de CTA deve ter no máximo 32 caracteres.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Criar Banner' })).toBeDisabled();
    await dialog.getByLabel('Texto do botão de CTA').fill('Quero participar');
    await expect(dialog.getByText('O botão de CTA só aparece se o link estiver preenchido.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Criar Banner' }).click();
    await expect(dialog).toBeHidden();
    await expect(rowOf(page, textual)).toContainText('Textual');
    await expect(rowOf(page, textual)).toContainText('Ativo');
  });

  test('holding moves a banner up and down, and edits it to Inativo', async ({ page }) => {
    const before = unique('Antes do Natal');
    const textual = unique('Campanha de Natal');
    await textualBanner(before);
    await textualBanner(textual);
    await signIn(page, demo.holding, '/gerenciador-banner');

    // Moved up (it swaps with its neighbour), then down again; a reload reads the same order.
    const textualAt = await positionOf(page, textual);
    expect(textualAt).toBeGreaterThan(await positionOf(page, before));
    await page.getByRole('button', { name: `Mover ${textual} para cima` }).click();
    await expect.poll(() => positionOf(page, textual)).toBe(textualAt - 1);
    await expect(page.getByRole('button', { name: `Mover ${textual} para baixo` })).toBeEnabled();
    await page.getByRole('button', { name: `Mover ${textual} para baixo` }).click();
    await expect.poll(() => positionOf(page, textual)).toBe(textualAt);
    await page.reload();
    await expect.poll(() => positionOf(page, textual)).toBe(textualAt);

    // Edited: the type is read-only, the toggle turns it Inativo.
    await page.getByRole('button', { name: `Editar ${textual}` }).click();
    const edit = page.getByRole('dialog', { name: 'Editar Banner' });
    await expect(edit.getByLabel('Tipo')).toBeDisabled();
    await expect(edit.getByRole('button', { name: 'Salvar Alterações' })).toBeDisabled();
    await edit.getByRole('switch').uncheck();
    await expectNoSeriousViolations(page);
    await edit.getByRole('button', { name: 'Salvar Alterações' }).click();
    await expect(edit).toBeHidden();
    await expect(rowOf(page, textual)).toContainText('Inativo');
  });
});

test('admin adds a paid-traffic tag (the pixel checked) and edits it, with each toast', async ({ page }) => {
  await signIn(page, demo.admin, '/trafego-pago');
  await expect(page.getByRole('heading', { level: 1, name: 'Tráfego Pago' })).toBeVisible();
  // A pixel id of its own (digits, as Meta's are): the empty list is web/src's unit test.
  const pixel = String(Date.now()).slice(-10);
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: 'Adicionar Tag' }).click();
  const add = page.getByRole('dialog', { name: 'ADICIONAR TAG' });
  await expect(add.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  await add.getByLabel('ID do Pixel').fill('   ');
  await expect(add.getByText('O campo ID do Pixel está preenchido incorretamente.')).toBeVisible();
  await add.getByLabel('ID do Pixel').fill(pixel);
  await expectNoSeriousViolations(page);
  await add.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Tag cadastrada com sucesso.')).toBeVisible();
  await expect(rowOf(page, pixel)).toBeVisible();

  await page.getByRole('button', { name: `Editar ${pixel}` }).click();
  const edit = page.getByRole('dialog', { name: 'EDITAR EVENTO' });
  await edit.getByLabel('ID do GTM').fill('GTM-ABC123');
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Evento atualizado!')).toBeVisible();
  await expect(rowOf(page, pixel)).toContainText('GTM-ABC123');
});

test('admin reads a paid-traffic tag in its details and deletes it after confirming', async ({ page }) => {
  const pixel = `${String(Date.now()).slice(-8)}${Math.floor(Math.random() * 90) + 10}`;
  await graphql(
    'mutation Create($input: TrafficTagInput!) { createTrafficTag(input: $input) { id } }',
    { input: { pixelId: pixel, gtmId: 'GTM-ABC123' } },
    await apiToken(demo.admin),
  );
  await signIn(page, demo.admin, '/trafego-pago');
  // Seen read-only in 'DETALHES DO EVENTO'; its Editar turns the same modal into 'EDITAR EVENTO'.
  await page.getByRole('button', { name: `Detalhes ${pixel}` }).click();
  const details = page.getByRole('dialog', { name: 'DETALHES DO EVENTO' });
  await expect(details.getByLabel('ID do GTM')).toHaveValue('GTM-ABC123');
  await expect(details.getByLabel('ID do Pixel')).not.toBeEditable();
  await expectNoSeriousViolations(page);
  await details.getByRole('button', { name: 'Editar' }).click();
  const fromDetails = page.getByRole('dialog', { name: 'EDITAR EVENTO' });
  await expect(fromDetails.getByLabel('ID do Pixel')).toBeEditable();
  await expect(fromDetails.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  await fromDetails.getByRole('button', { name: 'Cancelar' }).click();
  await expect(fromDetails).toBeHidden();

  await page.getByRole('button', { name: `Deletar ${pixel}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByText('Tem certeza de que deseja deletar?')).toBeVisible();
  await expectNoSeriousViolations(page);
  await confirm.getByRole('button', { name: 'Deletar' }).click();
  await expect(page.getByText('Evento Deletado com sucesso!')).toBeVisible();
  await expect(rowOf(page, pixel)).toHaveCount(0);
});

test('an affiliate sees the active banners in order, a textual CTA as a button', async ({ page }) => {
  // Titles of its own: the holding's test creates and edits banners on the same stack.
  const first = unique('Oferta de verão');
  const second = unique('Semana do cliente');
  await textualBanner(unique('Oferta A'), first);
  await textualBanner(unique('Oferta B'), second);

  await signIn(page, demo.affiliated, '/affiliate/banners');
  await expect(page.getByRole('heading', { level: 1, name: 'Banners' })).toBeVisible();
  const titles = page.getByRole('heading', { level: 2 });
  await expect(titles.filter({ hasText: first })).toBeVisible();
  const texts = await titles.allTextContents();
  expect(texts.indexOf(first)).toBeLessThan(texts.indexOf(second));
  await expect(page.getByRole('button', { name: 'Ver oferta' }).first()).toBeVisible();
  await expectNoSeriousViolations(page);

  // On the dashboard itself, above the figures, in the dashboard's one request.
  const operations = recordOperations(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const onDashboard = page.getByRole('list', { name: 'Banners' });
  await expect(onDashboard.getByRole('heading', { name: first })).toBeVisible();
  const dashboardTexts = await onDashboard.getByRole('heading', { level: 2 }).allTextContents();
  expect(dashboardTexts.indexOf(first)).toBeLessThan(dashboardTexts.indexOf(second));
  await expect(onDashboard.getByRole('button', { name: 'Ver oferta' }).first()).toHaveAttribute(
    'href',
    'https://loja.example.com.br/oferta',
  );
  await expect(page.getByRole('table', { name: 'Últimas comissões' })).toBeVisible();
  expect(operations).toEqual(['AffiliateDashboard']);
  await expectNoSeriousViolations(page);

  // The landing page shows the same dashboard, banners included.
  await page.goto('/');
  await expect(page.getByRole('list', { name: 'Banners' }).getByText(second)).toBeVisible();
});
