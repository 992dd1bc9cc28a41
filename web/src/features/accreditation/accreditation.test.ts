import { MESSAGES } from '@portal/schema/messages';
import {
  ACCREDITATION_MESSAGES,
  accreditationCnpjSchema,
  bankDetailsSchema,
  entryStepNumber,
  PROFILE_MESSAGES,
  personalDataSchema,
  profileContactSchema,
  profilePasswordSchema,
} from '@portal/schema/validation/accreditation';
import { describe, expect, it } from 'vitest';
import { flowOfPath, stepPath, withSession } from './flow.ts';
import { passwordChecks } from './PasswordRules.tsx';

const person = {
  name: 'Joana Maria Sampaio',
  cpf: '529.982.247-25',
  mobilePhone: '(85) 98812-3456',
  email: 'Joana@Exemplo.com.br',
  postalCode: '60160-230',
  street: 'Avenida Santos Dumont',
  number: '1500',
  district: 'Aldeota',
  city: 'Fortaleza',
  state: 'CE',
};

const firstError = async (schema: { validate(value: unknown): Promise<unknown> }, value: unknown) => {
  try {
    await schema.validate(value);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('Dados Pessoais rules (the shared schema the form uses)', () => {
  it('accepts a complete person and normalises CPF, phone, CEP and e-mail', async () => {
    expect(await personalDataSchema.validate(person)).toMatchObject({
      cpf: '52998224725',
      mobilePhone: '85988123456',
      postalCode: '60160230',
      email: 'joana@exemplo.com.br',
    });
  });

  it.each([
    [{ name: 'Jo Maria' }, ACCREDITATION_MESSAGES.fullName],
    [{ name: 'Joana' }, ACCREDITATION_MESSAGES.fullName],
    [{ cpf: '529.982.247-26' }, MESSAGES.cpfInvalid],
    [{ cpf: '529.982.247' }, MESSAGES.cpfInvalid],
    [{ mobilePhone: '(85) 3222-1111' }, ACCREDITATION_MESSAGES.phone],
    [{ email: 'joana@' }, MESSAGES.invalidEmail],
    [{ postalCode: '60160' }, ACCREDITATION_MESSAGES.cep],
    [{ state: 'XX' }, ACCREDITATION_MESSAGES.state],
    [{ street: '' }, MESSAGES.required],
    [{ district: '  ' }, MESSAGES.required],
  ])('%o → %s', async (override, message) => {
    expect(await firstError(personalDataSchema, { ...person, ...override })).toBe(message);
  });
});

describe('Pessoa Jurídica and bank details rules', () => {
  it('accepts numeric and alphanumeric CNPJs in any case; refuses bad check digits and lengths', async () => {
    expect(await accreditationCnpjSchema.validate({ cnpj: '11.222.333/0001-81' })).toEqual({
      cnpj: '11222333000181',
    });
    expect(await firstError(accreditationCnpjSchema, { cnpj: '12.abc.345/01de-35' })).toBeNull();
    expect(await firstError(accreditationCnpjSchema, { cnpj: '11.222.333/0001-82' })).toBe(
      MESSAGES.cnpjInvalid,
    );
    expect(await firstError(accreditationCnpjSchema, { cnpj: '11.222.333/0001' })).toBe(MESSAGES.cnpjInvalid);
  });

  it('bank details: account types and branch shape', async () => {
    const ok = { bank: 341, branch: '1234', account: '12345-6', accountType: 'POUPANÇA', isPersonal: false };
    expect(await firstError(bankDetailsSchema, ok)).toBeNull();
    expect(await firstError(bankDetailsSchema, { ...ok, accountType: 'SALARIO' })).toBe(
      ACCREDITATION_MESSAGES.accountType,
    );
    expect(await firstError(bankDetailsSchema, { ...ok, branch: '12a' })).toBe(ACCREDITATION_MESSAGES.branch);
  });
});

describe('entry steps and route sets', () => {
  it.each([
    ['PENDING_CONFIRMATION', 3],
    ['PENDING_PASSWORD', 4],
    ['PENDING_CNPJ', 5],
    ['OK', 1],
    ['ANYTHING', 1],
  ])('%s → step %i', (status, step) => {
    expect(entryStepNumber(status)).toBe(step);
  });

  it('keeps the route set between steps', () => {
    const agent = flowOfPath('/agent/dados-pessoais/abc-123');
    expect(agent).toEqual({ flow: 'AGENT', agentId: 'abc-123' });
    expect(stepPath(agent, 4)).toBe('/agent/criar-senha/abc-123');
    expect(stepPath(flowOfPath('/holding/credenciamento'), 3)).toBe('/holding/verificacao');
    expect(stepPath(flowOfPath('/credenciamento'), 5)).toBe('/pessoa-juridica');
    expect(withSession('/verificacao', 'a b')).toBe('/verificacao?sessao=a%20b');
  });

  it('shows each password rule as met or not while typing', () => {
    expect(passwordChecks('abc').map((check) => check.met)).toEqual([false, true, false]);
    expect(passwordChecks('abcdefg1').every((check) => check.met)).toBe(true);
  });
});

describe('Meu Perfil rules (the shared schemas its forms use) and texts', () => {
  it('contact: phone and address only, normalised; a bad phone, CEP or state refused', async () => {
    const { name: _name, cpf: _cpf, email: _email, ...contact } = person;
    expect(await profileContactSchema.validate({ ...contact, name: 'x' }, { stripUnknown: true })).toEqual({
      ...contact,
      mobilePhone: '85988123456',
      postalCode: '60160230',
      complement: '',
    });
    expect(await firstError(profileContactSchema, { ...contact, mobilePhone: '1234' })).toBe(
      ACCREDITATION_MESSAGES.phone,
    );
    expect(await firstError(profileContactSchema, { ...contact, postalCode: '601' })).toBe(
      ACCREDITATION_MESSAGES.cep,
    );
    expect(await firstError(profileContactSchema, { ...contact, state: 'XX' })).toBe(
      ACCREDITATION_MESSAGES.state,
    );
  });

  it('password: the current one is required, the new one follows the shared rule', async () => {
    expect(await firstError(profilePasswordSchema, { currentPassword: '', newPassword: 'NovaSenha1' })).toBe(
      MESSAGES.required,
    );
    expect(
      await firstError(profilePasswordSchema, { currentPassword: 'x', newPassword: 'curta' }),
    ).not.toBeNull();
    expect(
      await firstError(profilePasswordSchema, { currentPassword: 'x', newPassword: 'NovaSenha1' }),
    ).toBeNull();
  });

  it("uses the product's exact failure texts", () => {
    expect(PROFILE_MESSAGES.passwordFailed).toBe(
      'Erro! Você não poderá realizar essa ação agora, tente novamente mais tarde',
    );
    expect(PROFILE_MESSAGES.contractFailed).toBe('Erro na solicitação do contrato!');
  });
});
