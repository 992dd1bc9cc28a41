import { describe, expect, it } from 'vitest';
import { formatCnpj, formatCpf, isEmptyCompanyId, normalizeCnpj, onlyDigits } from './documents.ts';
import { formatCep, formatPhone } from './maskFormat.ts';

describe('documents', () => {
  it('formats a CNPJ and normalises it back, letters of an alphanumeric one kept', () => {
    expect(formatCnpj('12345678000190')).toBe('12.345.678/0001-90');
    expect(formatCnpj('12.345.678/0001-90')).toBe('12.345.678/0001-90');
    expect(normalizeCnpj('12.345.678/0001-90')).toBe('12345678000190');
    expect(formatCnpj('12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
    expect(normalizeCnpj('12.abc.345/01de-35')).toBe('12ABC34501DE35');
  });

  it('shows values of the wrong length as received', () => {
    expect(formatCnpj('123')).toBe('123');
    expect(formatCpf('')).toBe('');
    expect(formatCnpj(null)).toBe('');
  });

  it('recognises the empty company id of fourteen zeros', () => {
    expect(isEmptyCompanyId('00000000000000')).toBe(true);
    expect(isEmptyCompanyId('00.000.000/0000-00')).toBe(true);
    expect(isEmptyCompanyId('12345678000190')).toBe(false);
    expect(formatCnpj('00000000000000')).toBe('00.000.000/0000-00');
  });

  it('formats CPF and CEP', () => {
    expect(formatCpf('12345678901')).toBe('123.456.789-01');
    expect(formatCep('60000000')).toBe('60000-000');
  });

  it('formats landlines, mobiles and numbers with the country code', () => {
    expect(formatPhone('8532221111')).toBe('(85) 3222-1111');
    expect(formatPhone('85999998888')).toBe('(85) 99999-8888');
    expect(formatPhone('+55 85 99999-8888')).toBe('(85) 99999-8888');
    expect(formatPhone('123')).toBe('123');
  });

  it('keeps only digits', () => {
    expect(onlyDigits('(85) 9.9-9a')).toBe('85999');
    expect(onlyDigits(undefined)).toBe('');
  });
});
