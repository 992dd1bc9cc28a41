import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  alphanumericCnpj,
  codeFor,
  newPerson,
  type Person,
  passwordSession,
  randomBase,
  randomCpf,
  startedSession,
  verifiedSession,
} from './support/accreditation.ts';
import { seriousViolations, WCAG_AA } from './support/axe.ts';
import { mailTo } from './support/inbox.ts';
import { apiToken, graphql } from './support/pages.ts';
import { signIn } from './support/sessions.ts';
import { demo, stack } from './support/stack.ts';

/**
 * Issue 12: a new affiliate joins the network. The five steps in the browser, in two tests: the
 * first two through the form, the last three from a session started through the API (the code
 * read from the e-mail upstream sent, in the stack's MailDev); axe on every step; resume at step 4, the agent route
 * set with bank details, a branch filling its bank details from the dashboard's next step, Meu
 * Perfil's phone and address, and an unknown agent's page.
 */

async function axeClean(page: Page, screen: string) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Carregando/ })).toHaveCount(0);
  expect(await seriousViolations(page, WCAG_AA), screen).toEqual([]);
}

/**
 * Types `text` over what a masked input holds, as a person does: select all, erase, type.
 * (Playwright's clear()/fill() focus and select programmatically; react-imask aligns the caret on
 * focus right after, so the selection is lost and only one character goes.)
 */
async function retype(input: Locator, text: string) {
  await input.click();
  await input.press('ControlOrMeta+a');
  await input.press('Backspace');
  await expect(input).toHaveValue('');
  await input.pressSequentially(text);
}

/** Steps 1 and 2 from `start`; ends on Verificação. */
async function termsAndPersonalData(page: Page, start: string, person: Person, audit = false) {
  await page.goto(start);
  if (audit) await axeClean(page, 'Termos');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('É preciso aceitar os termos para continuar.')).toBeVisible();
  await page.getByLabel('Li e estou ciente dos termos').check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dados Pessoais' })).toBeVisible();
  if (audit) await axeClean(page, 'Dados Pessoais');
  await page.getByLabel('Nome completo').pressSequentially('Luana Ferreira Dias');
  await page.getByLabel('CPF').pressSequentially('52998224726');
  await page.getByLabel('Celular').pressSequentially('85988776655');
  await page.getByLabel('E-mail').fill(person.email.toUpperCase());
  await expect(page.getByLabel('E-mail')).toHaveValue(person.email);
  await page.getByLabel('CEP').pressSequentially('60160230');
  await expect(page.getByLabel('Rua')).toHaveValue('Avenida Santos Dumont');
  await expect(page.getByLabel('Estado')).toHaveValue('CE');
  await page.getByLabel('Número').fill('1500');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('CPF inválido.')).toBeVisible();
  await page.getByLabel('CPF').fill('');
  await page.getByLabel('CPF').pressSequentially(person.cpf);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verificação' })).toBeVisible();
}

/** A new person on agente@'s route set, past the password: the session waits for the CNPJ. */
async function agentsAffiliateAtStep5(): Promise<{ agentId: string; person: Person; session: string }> {
  const { me } = await graphql<{ me: { id: string } }>('{ me { id } }', {}, await apiToken(demo.agent));
  const person = newPerson();
  return { agentId: me.id, person, session: await passwordSession(person, 'AGENT', me.id) };
}

test.describe('accreditation', () => {
  test('steps 1 and 2: the terms must be accepted, the personal data is checked, the CEP fills the address', async ({
    page,
  }) => {
    await termsAndPersonalData(page, '/credenciamento', newPerson(), true);
    await expect(page).toHaveURL(/\/verificacao\?sessao=/);
  });

  test('steps 3 and 4: the code upstream sent, then the password', async ({ page }) => {
    const person = newPerson();
    const session = await startedSession(person, 'NORMAL');
    await page.goto(`/verificacao?sessao=${encodeURIComponent(session)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Verificação' })).toBeVisible();
    await axeClean(page, 'Verificação');
    await page.getByLabel('Código de verificação').fill(await codeFor(person.email));
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Criação de Senha' })).toBeVisible();
    await axeClean(page, 'Criação de Senha');
    await page.getByLabel('Senha', { exact: true }).fill('Cadastro2026');
    await page.getByLabel('Confirme a senha').fill('Cadastro2026');
    await page.getByRole('button', { name: 'Criar senha' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pessoa Jurídica' })).toBeVisible();
  });

  test('step 5: an alphanumeric CNPJ ends the registration; the new affiliate signs in', async ({ page }) => {
    const person = newPerson();
    const session = await passwordSession(person, 'NORMAL');
    await page.goto(`/credenciamento?sessao=${encodeURIComponent(session)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Pessoa Jurídica' })).toBeVisible();
    await axeClean(page, 'Pessoa Jurídica');
    await page.getByLabel('CNPJ').pressSequentially('11222333000182');
    await page.getByRole('button', { name: 'Concluir' }).click();
    await expect(page.getByText('CNPJ inválido.')).toBeVisible();
    await page.getByLabel('CNPJ').fill('');
    await page.getByLabel('CNPJ').pressSequentially(alphanumericCnpj(randomBase()).toLowerCase());
    await page.getByRole('button', { name: 'Concluir' }).click();
    await expect(page.getByText('Cadastro concluído com sucesso!')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    // The account works: the token service signs the new affiliate in.
    expect(await apiToken(person.email, 'Cadastro2026')).toMatch(/^ey/);
  });

  test('a person who forgot the password gets the link by e-mail and chooses a new one', async ({ page }) => {
    const person = newPerson();
    await passwordSession(person, 'NORMAL');
    await page.goto('/resetar-senha');
    await page.getByLabel('E-mail').fill(person.email);
    await page.getByRole('button', { name: 'Enviar link' }).click();
    await expect(page).toHaveURL('/recover-success');
    const mail = await mailTo(person.email, /^Crie uma nova senha$/);
    const link = mail.text.match(/\S+\/alterar-senha\?token=[\w-]+/)?.[0] ?? '';
    // Links are built from the web's public address, never an internal one.
    expect(link.startsWith(`${stack.webUrl}/alterar-senha?token=`), link).toBe(true);
    await page.goto(link);
    await page.getByLabel('Nova senha', { exact: true }).fill('Lembrei2026');
    await page.getByLabel('Confirme a nova senha').fill('Lembrei2026');
    await page.getByRole('button', { name: 'Alterar senha' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await apiToken(person.email, 'Lembrei2026')).toMatch(/^ey/);
  });

  test('a person stopped at PENDING_PASSWORD resumes at step 4 of their route set, from a link in another tab', async ({
    page,
  }) => {
    const session = await verifiedSession(newPerson(), 'HOLDING');
    // A new page has no session storage: the link with the token resumes at step 4.
    await page.goto(`/holding/credenciamento?sessao=${encodeURIComponent(session)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Criação de Senha' })).toBeVisible();
    await expect(page).toHaveURL(/\/holding\/criar-senha/);
  });

  test('an e-mail that has an account goes to /user-exists', async ({ page }) => {
    await page.goto('/dados-pessoais');
    await page.getByLabel('Nome completo').pressSequentially('Luana Ferreira Dias');
    await page.getByLabel('CPF').pressSequentially(randomCpf());
    await page.getByLabel('Celular').pressSequentially('85988776655');
    await page.getByLabel('E-mail').fill(demo.affiliated);
    await page.getByLabel('CEP').pressSequentially('60160230');
    await expect(page.getByLabel('Rua')).toHaveValue('Avenida Santos Dumont');
    await page.getByLabel('Número').fill('10');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/user-exists$/);
    await axeClean(page, 'Usuário já cadastrado');
  });

  test("the agent's link names the agent", async ({ page }) => {
    const token = await apiToken(demo.agent);
    const { me } = await graphql<{ me: { id: string; name: string } }>('{ me { id name } }', {}, token);
    await page.goto(`/agent/credenciamento/${me.id}`);
    await expect(page.getByText(`Cadastro vinculado ao agenciador ${me.name}.`)).toBeVisible();
  });

  test('the agent route set attaches the affiliate to the agent and asks for bank details', async ({
    page,
  }) => {
    const { agentId, session } = await agentsAffiliateAtStep5();
    await page.goto(`/agent/credenciamento/${agentId}?sessao=${encodeURIComponent(session)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Pessoa Jurídica' })).toBeVisible();
    await page.getByLabel('CNPJ').pressSequentially(alphanumericCnpj(randomBase()));
    await page.getByRole('button', { name: 'Concluir' }).click();
    await expect(page.getByLabel('Banco')).toBeVisible();
    await axeClean(page, 'Dados bancários');
    await page.getByLabel('Banco').selectOption('341');
    await page.getByLabel('Agência').fill('1234');
    await page.getByLabel('Conta', { exact: true }).fill('56789-0');
    await page.getByLabel('Tipo de conta').selectOption('CORRENTE');
    await page.getByLabel('Titular da conta').selectOption('Pessoa Jurídica');
    await page.getByRole('button', { name: 'Salvar dados bancários' }).click();
    await expect(page.getByText('Cadastro concluído com sucesso!')).toBeVisible();
  });

  test("an agent's affiliate who finished the five steps finds the company under review in Meu Perfil", async ({
    page,
  }) => {
    const { person, session } = await agentsAffiliateAtStep5();
    await graphql(
      'mutation Cnpj($s: String!, $c: String!) { setAccreditationCnpj(session: $s, cnpj: $c) { status } }',
      {
        s: session,
        c: alphanumericCnpj(randomBase()),
      },
    );
    await graphql(
      'mutation Bank($s: String!, $input: BankDetailsInput!) { setAccreditationBankDetails(session: $s, input: $input) { status } }',
      {
        s: session,
        input: { bank: 341, branch: '1234', account: '56789-0', accountType: 'CORRENTE', isPersonal: false },
      },
    );
    await signIn(page, person.email, '/meu-perfil', 'Cadastro2026');
    await expect(
      page.getByText('Seu cadastro está em análise. Avisaremos quando for concluído.'),
    ).toBeVisible();
    await axeClean(page, 'Meu Perfil');
  });

  test("a branch fills its bank details: the dashboard's next step, Meu Perfil's form, the new status", async ({
    page,
  }) => {
    // multi@ is a branch (Unidade Fortaleza Aldeota) and an affiliate whose CNPJ waits for bank
    // details; no other spec reads or changes its CNPJ status.
    await signIn(page, demo.multi, '/');
    const banner = page.getByRole('status', { name: 'Situação do cadastro' });
    await expect(banner).toHaveText(
      /Informe os dados bancários da empresa abaixo para concluir o cadastro\./,
    );
    await axeClean(page, 'Dashboard com a próxima etapa do cadastro');
    await banner.getByRole('link', { name: 'Ir para Meu Perfil' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Meu Perfil' })).toBeVisible();
    await expect(page.getByLabel('Banco')).toBeVisible();
    // The whole list of banks with a COMPE code, by full name.
    await expect.poll(() => page.getByLabel('Banco').locator('option').count()).toBeGreaterThan(500);
    await axeClean(page, 'Meu Perfil: dados bancários');
    await page.getByLabel('Banco').selectOption('260');
    await page.getByLabel('Agência').fill('0001');
    await page.getByLabel('Conta', { exact: true }).fill('1234567-8');
    await page.getByLabel('Tipo de conta').selectOption('DE PAGAMENTO');
    await page.getByLabel('Titular da conta').selectOption('Pessoa Jurídica');
    await page.getByRole('button', { name: 'Salvar dados bancários' }).click();
    await expect(
      page.getByText('Seu cadastro está em análise. Avisaremos quando for concluído.'),
    ).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: '1234567-8' })).toBeVisible();
    await expect(page.getByLabel('Banco')).toHaveCount(0);
    // The dashboard's banner follows the new status.
    await page.goto('/');
    await expect(page.getByRole('status', { name: 'Situação do cadastro' })).toHaveText(
      /Seu cadastro está em análise\. Avisaremos quando for concluído\./,
    );
  });

  test('an unknown agent id is a clear page', async ({ page }) => {
    await page.goto('/agent/credenciamento/00000000-0000-4000-8000-000000000000');
    await expect(page.getByText('Agenciador não encontrado ou desativado.')).toBeVisible();
    await axeClean(page, 'Agenciador desconhecido');
  });

  test('Meu Perfil: phone and address (the CEP lookup) saved and read again', async ({ page }) => {
    await signIn(page, demo.affiliated, '/meu-perfil');
    await axeClean(page, 'Meu Perfil');
    const contact = page.getByRole('form', { name: 'Contato e endereço' });
    // An unknown CEP leaves the address editable and says so.
    // Masked inputs take keystrokes, as a person types.
    await retype(contact.getByLabel('CEP'), '99999999');
    await expect(page.getByText('CEP não encontrado. Preencha o endereço manualmente.')).toBeVisible();
    await retype(contact.getByLabel('CEP'), '60165081');
    await expect(contact.getByLabel('Bairro')).toHaveValue('Meireles');
    await expect(contact.getByLabel('Rua')).toHaveValue('Avenida Beira Mar');
    await contact.getByLabel('Número').fill('3000');
    // A new mobile number typed over the one on record.
    const phone = contact.getByLabel('Celular');
    await retype(phone, '85977665544');
    await expect(phone).toHaveValue('(85) 97766-5544');
    await contact.getByRole('button', { name: 'Salvar contato' }).click();
    await expect(page.getByText('Dados atualizados com sucesso!')).toBeVisible();
    // The read-only summary shows the saved address and phone, and so does the page read again.
    await expect(page.getByRole('definition').filter({ hasText: 'Avenida Beira Mar, 3000' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('definition').filter({ hasText: '(85) 97766-5544' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Contato e endereço' }).getByLabel('Celular')).toHaveValue(
      '(85) 97766-5544',
    );
  });

  test('Meu Perfil: the password rules as typed, a wrong current password, the contract download', async ({
    page,
  }) => {
    await signIn(page, demo.affiliated, '/meu-perfil');
    // The password form: rules as the user types, a wrong current password said in place.
    const password = page.getByRole('form', { name: 'Alterar senha' });
    await password.getByLabel('Senha atual').fill('SenhaErrada1');
    await password.getByLabel('Nova senha').fill('NovaSenha2026');
    await expect(password.getByText('No mínimo 8 caracteres (atendida)')).toHaveCount(1);
    await password.getByRole('button', { name: 'Alterar senha' }).click();
    await expect(password.getByRole('alert')).toHaveText('Senha atual incorreta.');
    await axeClean(page, 'Meu Perfil (formulários preenchidos)');
    // The contract is a PDF upstream generates, handed over as a download.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Solicitar contrato' }).click();
    expect((await download).suggestedFilename()).toBe('contrato.pdf');
    await expect(page.getByText('Contrato solicitado com sucesso!')).toBeVisible();
  });
});
