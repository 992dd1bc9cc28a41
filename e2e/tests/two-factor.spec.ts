import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { generateSync } from 'otplib';
import { NEW_ACCOUNT_PASSWORD, newAccount } from './support/accreditation.ts';
import { seriousViolations, WCAG_AA } from './support/axe.ts';
import { apiToken, graphql, LoginPage, Shell } from './support/pages.ts';

/**
 * Issue 31 part 1, the second factor (docs/decisions/security.md, "Second factor"): new accounts of
 * their own (the demo accounts stay on the password alone). One enrols on Segurança with the QR
 * code's secret and a code computed here, signs out and signs in with a code; others, enrolled
 * through the API, sign in with a recovery code (once: the second time it is refused) and turn the
 * second factor off with the password and a code. The enrolment and the code step are
 * checked with axe and for horizontal overflow at 1280 and 390 px, and photographed at both.
 */

/** Each call: a valid code of a later time step than the previous one (a code is accepted once). */
function codes(secret: string) {
  let last = Math.floor(Date.now() / 30_000) - 2;
  return () => {
    last = Math.max(last + 1, Math.floor(Date.now() / 30_000) - 1);
    return generateSync({ secret, epoch: last * 30 });
  };
}

/** No horizontal overflow and a photograph at desktop and phone widths; no serious axe violation. */
async function checkAtBothWidths(page: Page, testInfo: TestInfo, name: string, axe = true) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    // Polled: the shell lays out again after the resize (the side menu gives way to the mobile one).
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
        message: `${name} overflows at ${width} px`,
      })
      .toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  if (axe) expect(await seriousViolations(page, WCAG_AA), name).toEqual([]);
}

async function signInToCodeStep(page: Page, email: string) {
  const login = new LoginPage(page);
  await login.open();
  await login.submit(email, NEW_ACCOUNT_PASSWORD);
  await expect(page.getByRole('form', { name: 'Verificação em duas etapas' })).toBeVisible();
}

async function enterCode(page: Page, code: string) {
  await page.getByLabel('Código de verificação').fill(code);
  await page.getByRole('button', { name: 'Verificar' }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Perfil' }).click();
  await page.getByRole('menuitem', { name: 'SAIR' }).click();
  await expect(page.getByRole('form', { name: 'Entrar' })).toBeVisible();
}

/** A new account with the second factor turned on through the API: its code source and recovery codes. */
async function enrolledAccount() {
  const person = await newAccount();
  const token = await apiToken(person.email, NEW_ACCOUNT_PASSWORD);
  const { startTwoFactorEnrolment } = await graphql<{ startTwoFactorEnrolment: { secret: string } }>(
    'mutation { startTwoFactorEnrolment { secret } }',
    {},
    token,
  );
  const next = codes(startTwoFactorEnrolment.secret);
  const { confirmTwoFactor } = await graphql<{ confirmTwoFactor: { codes: string[] } }>(
    'mutation ($code: String!) { confirmTwoFactor(code: $code) { codes } }',
    { code: next() },
    token,
  );
  return { person, next, recovery: confirmTwoFactor.codes };
}

const WRONG_CODE = 'Código inválido. Confira o aplicativo autenticador e tente novamente.';

test.describe('the second factor', () => {
  test('enrols on Segurança with the QR code, signs out and signs in with a code', async ({
    page,
  }, testInfo) => {
    const person = await newAccount();
    const login = new LoginPage(page);
    await login.open();
    await login.submit(person.email, NEW_ACCOUNT_PASSWORD);
    await expect(new Shell(page).bell).toBeVisible();

    await page.getByRole('button', { name: 'Perfil' }).click();
    await page.getByRole('menuitem', { name: 'SEGURANÇA' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Segurança' })).toBeVisible();
    await page.getByRole('button', { name: 'Ativar verificação em duas etapas' }).click();
    await expect(page.getByRole('img', { name: 'QR code para o aplicativo autenticador' })).toBeVisible();
    const secret = (await page.getByLabel('Chave para digitar no aplicativo').textContent()) ?? '';
    await checkAtBothWidths(page, testInfo, 'enrolment');
    const next = codes(secret);
    await page.getByLabel('Código do aplicativo').fill('000000');
    await page.getByRole('button', { name: 'Confirmar e ativar' }).click();
    await expect(page.getByText(WRONG_CODE)).toBeVisible();
    await page.getByLabel('Código do aplicativo').fill(next());
    await page.getByRole('button', { name: 'Confirmar e ativar' }).click();
    const list = page.getByRole('list', { name: 'Códigos de recuperação' });
    await expect(list.getByRole('listitem')).toHaveCount(10);
    // The same section as the enrolment's, already checked with axe (the test's time budget).
    await checkAtBothWidths(page, testInfo, 'recovery-codes', false);
    await page.getByRole('button', { name: 'Já guardei os códigos' }).click();
    await expect(page.getByText(/Códigos de recuperação restantes: 10 de 10/)).toBeVisible();
    await expect(list).toHaveCount(0);

    await signOut(page);
    await signInToCodeStep(page, person.email);
    await enterCode(page, next());
    await expect(new Shell(page).bell).toBeVisible();
  });

  test('the login asks for the code after the password; a wrong one is refused, a recovery code works once', async ({
    page,
  }, testInfo) => {
    const { person, next, recovery } = await enrolledAccount();
    await signInToCodeStep(page, person.email);
    await checkAtBothWidths(page, testInfo, 'login-code-step');
    await enterCode(page, '000000');
    await expect(page.getByRole('alert')).toHaveText(WRONG_CODE);
    const code = recovery[0] ?? '';
    await enterCode(page, code);
    await expect(new Shell(page).bell).toBeVisible();

    await signOut(page);
    await signInToCodeStep(page, person.email);
    await enterCode(page, code);
    await expect(page.getByRole('alert')).toHaveText(WRONG_CODE);
    await enterCode(page, next());
    await expect(new Shell(page).bell).toBeVisible();
  });

  test('the password and a code turn the second factor off; then the password alone signs in', async ({
    page,
  }) => {
    const { person, next } = await enrolledAccount();
    await signInToCodeStep(page, person.email);
    await enterCode(page, next());
    await expect(new Shell(page).bell).toBeVisible();

    await page.goto('/seguranca');
    await expect(page.getByText(/Códigos de recuperação restantes: 10 de 10/)).toBeVisible();
    await page.getByLabel('Senha', { exact: true }).fill(NEW_ACCOUNT_PASSWORD);
    await page.getByLabel('Código do aplicativo ou de recuperação').fill(next());
    await page.getByRole('button', { name: 'Desativar' }).click();
    await expect(page.getByRole('button', { name: 'Ativar verificação em duas etapas' })).toBeVisible();

    await signOut(page);
    await new LoginPage(page).submit(person.email, NEW_ACCOUNT_PASSWORD);
    await expect(new Shell(page).bell).toBeVisible();
  });
});
