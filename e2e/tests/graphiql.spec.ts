import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, demo, stack } from './support/stack.ts';

/** Replaces the query editor's text (Monaco) and runs it. */
async function run(page: Page, query: string): Promise<unknown> {
  await page.getByRole('region', { name: 'Query Editor' }).getByRole('textbox').focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  // insertText skips the editor's auto-closing of brackets and quotes.
  await page.keyboard.insertText(query);
  // The editor re-reads the operations (and drops the default document's operation name) 100 ms
  // after an edit, in the same step that saves the text to localStorage: running earlier would send
  // the new text with the stale name "Login".
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('graphiql:query'))).toBe(query);
  const answer = page.waitForResponse((response) => response.request().method() === 'POST');
  await page.getByRole('button', { name: /Execute query/ }).click();
  return (await answer).json();
}

test('GraphiQL is served by the gateway offline and runs login, then me with the kept token', async ({
  page,
}) => {
  const external: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(new URL(stack.gatewayUrl).origin) && !request.url().startsWith('data:')) {
      external.push(request.url());
    }
  });
  await page.goto(stack.gatewayUrl);
  await expect(page.getByRole('region', { name: 'Query Editor' })).toContainText('mutation Login');

  const result = page.getByRole('region', { name: 'Result Window' });
  const login = await run(
    page,
    `mutation { login(username: "${demo.multi}", password: "${DEMO_PASSWORD}") { token } }`,
  );
  expect(login).toMatchObject({ data: { login: { token: expect.stringMatching(/^ey/) } } });
  await expect(result).toContainText('"token"');

  // No Authorization header typed in: GraphiQL sends the token the login answered.
  const me = await run(page, '{ me { username isAffiliated isBranch branchName } }');
  expect(me).toEqual({
    data: {
      me: {
        username: 'multi@demo.com.br',
        isAffiliated: true,
        isBranch: true,
        branchName: expect.any(String),
      },
    },
    // Every answer tells its cost and the signed-in user's budget left (docs/product.md §13.1).
    extensions: {
      cost: {
        requested: expect.any(Number),
        budget: expect.objectContaining({ capacity: expect.any(Number) }),
      },
    },
  });
  await expect(result).toContainText('multi@demo.com.br');
  expect(external).toEqual([]);
});
