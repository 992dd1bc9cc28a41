import { describe, expect, it } from 'vitest';
import { object } from 'yup';
import { MESSAGES } from '../messages.ts';
import { cnpjField, cpfField } from './documents.ts';
import { errorsOf } from './testing.ts';

const input = object({ cnpj: cnpjField(), cpf: cpfField() });

describe('CNPJ and CPF fields', () => {
  it('pass valid documents in their normal form, alphanumeric and lowercase included', async () => {
    await expect(input.validate({ cnpj: '12.abc.345/01de-35', cpf: '529.982.247-25' })).resolves.toEqual({
      cnpj: '12ABC34501DE35',
      cpf: '52998224725',
    });
    await expect(input.validate({ cnpj: '11.222.333/0001-81', cpf: '52998224725' })).resolves.toEqual({
      cnpj: '11222333000181',
      cpf: '52998224725',
    });
  });

  it('reject bad documents with the pt-BR messages', async () => {
    expect(await errorsOf(input.validate({ cnpj: '12.ABC.345/01DE-36', cpf: '52998224725' }))).toEqual([
      MESSAGES.cnpjInvalid,
    ]);
    expect(await errorsOf(input.validate({ cnpj: '12ABC34501DE35', cpf: '529.982.247-26' }))).toEqual([
      MESSAGES.cpfInvalid,
    ]);
    expect(await errorsOf(input.validate({ cnpj: '', cpf: '52998224725' }))).toEqual([MESSAGES.required]);
  });
});
