/**
 * Produtos and Gerenciador de produtores through the real stack (docs/product.md §10.3, §10.4): as
 * holding, a product edited in two tabs: the second save is refused with the conflict message,
 * offers a reload and overwrote nothing; the terms, written in the rich-text editor (bold from its
 * toolbar, hostile HTML pasted in), render without scripts or event handlers after a reload; the
 * producer is found by a server-side search. As
 * admin, a producer with a CNPJ another has shows the server's text, a new one is registered. Axe
 * on both screens.
 */
import { expect, type Page, test } from '@playwright/test';
import { seriousViolations, WCAG_AA } from './support/axe.ts';

import { apiToken, graphql } from './support/pages.ts';
import { signIn } from './support/sessions.ts';
import { demo } from './support/stack.ts';
import { unique } from './support/unique.ts';

const CONFLICT = 'Este produto foi alterado por outra pessoa. Recarregue para ver a versão atual.';

/** A numeric CNPJ nobody has: a random base and its two module-11 check digits. */
function freshCnpj(): string {
  const digits = Array.from({ length: 12 }, () => Math.floor(Math.random() * 10));
  for (const length of [12, 13]) {
    const sum = digits
      .slice(0, length)
      .reverse()
      .reduce((total, digit, index) => total + digit * ((index % 8) + 2), 0);
    const rest = sum % 11;
    digits.push(rest < 2 ? 0 : 11 - rest);
  }
  return digits.join('');
}

const nameField = (page: Page) => page.getByLabel('Nome', { exact: true });

test('holding: a new product’s terms, written in the editor with hostile HTML pasted in, render safely', async ({
  page,
}) => {
  const name = unique('Curso com termos');
  await signIn(page, demo.holding, '/manager-products');
  await expect(page.getByRole('heading', { level: 1, name: 'Produtos' })).toBeVisible();
  expect(await seriousViolations(page, WCAG_AA)).toEqual([]);

  await page.getByRole('button', { name: 'Novo produto' }).click();
  await nameField(page).fill(name);
  // The producer picker searches the whole list on the server.
  const picker = page.getByRole('combobox', { name: 'Produtor' });
  await picker.fill('jangada');
  await page.getByRole('option', { name: /^Jangada/ }).click();
  await expect(picker).toHaveValue(/^Jangada/);
  await page.getByText('Exibir termos').click();
  // The terms' rich-text editor: bold from its toolbar, then hostile HTML pasted in, whose text
  // the editor keeps but whose script and handler it never does.
  const terms = page.getByRole('textbox', { name: 'Conteúdo dos termos' });
  await terms.click();
  await page.keyboard.type('Leia ');
  const bold = page.getByRole('button', { name: 'Negrito' });
  await bold.click();
  // The pending mark is set and the text kept the focus before the bold words are typed.
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await expect(terms).toBeFocused();
  await page.keyboard.type('os termos');
  await terms.evaluate((element) => {
    const data = new DataTransfer();
    data.setData(
      'text/html',
      '<p>Fim</p><script>window.pwned=1</script><img src="x" onerror="window.pwned=2">',
    );
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  });
  await expect(terms).toContainText('Fim');
  expect(await seriousViolations(page, WCAG_AA)).toEqual([]);
  await page.getByRole('button', { name: 'Cadastrar produto' }).click();
  await expect(page.getByText('Produto cadastrado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/manager-products\/[0-9a-f-]{36}$/);
  // Saved as written, rendered sanitised, after a reload too: in the preview and in the editor.
  await page.reload();
  const preview = page.getByTestId('terms-preview');
  await expect(preview.locator('strong')).toHaveText('os termos');
  await expect(preview.locator('script, [onerror], img')).toHaveCount(0);
  await expect(terms.locator('strong')).toHaveText('os termos');
  await expect(picker).toHaveValue(/^Jangada/);
  expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
  expect(await seriousViolations(page, WCAG_AA)).toEqual([]);
});

/** A product of its own, made the way an integrator would, for a test that edits one. */
async function productOf(name: string): Promise<{ id: string; producerId: string; revision: number }> {
  const token = await apiToken(demo.holding);
  const { producers } = await graphql<{ producers: { items: { id: string }[] } }>(
    'query ($search: String!) { producers(page: 0, pageSize: 1, search: $search) { items { id } } }',
    { search: 'jangada' },
    token,
  );
  const producerId = producers.items[0]?.id;
  if (!producerId) throw new Error('no seeded producer matches "jangada"');
  const { createManagedProduct } = await graphql<{ createManagedProduct: { id: string; revision: number } }>(
    'mutation ($input: ManagedProductInput!) { createManagedProduct(input: $input) { id revision } }',
    { input: { name, producerId } },
    token,
  );
  return { ...createManagedProduct, producerId };
}

test('holding: a product saved in another tab refuses the stale save, offers a reload, overwrote nothing', async ({
  page,
}) => {
  const name = unique('Curso Duas Abas');
  const product = await productOf(name);
  await signIn(page, demo.holding, `/manager-products/${product.id}`);
  await expect(nameField(page)).toHaveValue(name);

  // The other tab's save, made the way that tab would send it: the revision this one loaded.
  await graphql(
    'mutation ($id: ID!, $revision: Int!, $input: ManagedProductInput!) { updateManagedProduct(id: $id, revision: $revision, input: $input) { id } }',
    {
      id: product.id,
      revision: product.revision,
      input: { name: `${name} (aba 1)`, producerId: product.producerId },
    },
    await apiToken(demo.holding),
  );

  await nameField(page).fill(`${name} (aba 2)`);
  await page.getByRole('button', { name: 'Salvar produto' }).click();
  await expect(page.getByRole('alert').filter({ hasText: CONFLICT })).toBeVisible();
  await page.getByRole('button', { name: 'Recarregar' }).click();
  await expect(nameField(page)).toHaveValue(`${name} (aba 1)`);
  await expect(page.getByRole('alert').filter({ hasText: CONFLICT })).toHaveCount(0);
});

test('admin: a duplicate CNPJ shows the server’s text; a new producer is registered', async ({ page }) => {
  await signIn(page, demo.admin, '/manager-producers');
  const table = page.getByRole('table', { name: 'Gerenciador de produtores' });
  const taken = (await table.locator('tbody tr').first().locator('td').nth(1).textContent())?.trim() ?? ''; // Produtor, then CNPJ
  expect(await seriousViolations(page, WCAG_AA)).toEqual([]);

  await page.getByRole('button', { name: 'Novo produtor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo produtor' });
  await dialog.getByLabel('Nome fantasia').fill('Editora Duplicada');
  await dialog.getByLabel('Razão social').fill('Editora Duplicada Ltda.');
  await dialog.getByLabel('CNPJ').fill(taken);
  await dialog.getByRole('button', { name: 'Cadastrar produtor' }).click();
  await expect(page.getByText('Já existe um produtor cadastrado com este CNPJ.')).toBeVisible();
  expect(await seriousViolations(page, WCAG_AA)).toEqual([]);

  const fancyName = `Editora Nova ${Date.now()}`;
  await dialog.getByLabel('Nome fantasia').fill(fancyName);
  await dialog.getByLabel('CNPJ').fill(freshCnpj());
  await dialog.getByRole('button', { name: 'Cadastrar produtor' }).click();
  await expect(page.getByText('Cadastro concluído com sucesso!')).toBeVisible();
  await page.getByLabel('Buscar produtor').fill(fancyName);
  await expect(table.locator('tbody tr').filter({ hasText: fancyName })).toHaveCount(1);
});
