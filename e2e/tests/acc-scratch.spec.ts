import { test } from '@playwright/test';
import { apiToken, graphql, login } from './support/pages.ts';
import { demo } from './support/stack.ts';

test('cep at mount', async ({ page }) => {
  const token = await apiToken(demo.affiliated);
  await graphql(
    'mutation($input: ProfileContactInput!) { updateMyContact(input: $input) { postalCode } }',
    { input: { mobilePhone: '85988123456', postalCode: '60165081', street: 'Avenida Beira Mar', number: '3000', complement: '', district: 'Meireles', city: 'Fortaleza', state: 'CE' } },
    token,
  );
  page.on('request', (r) => { if (r.url().includes('graphql') && r.method() === 'POST') console.log('REQ', JSON.parse(r.postData() ?? '{}').operationName); });
  await login(page, demo.affiliated);
  await page.goto('/meu-perfil');
  await page.waitForTimeout(3000);
  console.log('STATUS', await page.getByRole('form', { name: 'Contato e endereço' }).getByRole('status').allInnerTexts());
});
