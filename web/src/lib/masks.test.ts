import { describe, expect, it, vi } from 'vitest';
import {
  isValidFullName,
  maskCep,
  maskCnpj,
  maskCpf,
  maskName,
  maskPhone,
  preventSpaceKey,
  stripSpaces,
} from './masks.ts';

describe('masks', () => {
  it('masks a phone progressively and switches to the mobile pattern at 11 digits', () => {
    expect(maskPhone('8')).toBe('(8');
    expect(maskPhone('85')).toBe('(85');
    expect(maskPhone('853')).toBe('(85) 3');
    expect(maskPhone('8532221111')).toBe('(85) 3222-1111');
    expect(maskPhone('85999998888')).toBe('(85) 99999-8888');
    expect(maskPhone('859999988889999')).toBe('(85) 99999-8888');
  });

  it('masks CEP as 5+3 digits', () => {
    expect(maskCep('60000')).toBe('60000');
    expect(maskCep('600001')).toBe('60000-1');
    expect(maskCep('60000-0001234')).toBe('60000-000');
  });

  it('masks CPF and CNPJ, ignoring letters', () => {
    expect(maskCpf('1234')).toBe('123.4');
    expect(maskCpf('123a456b789c01')).toBe('123.456.789-01');
    expect(maskCnpj('12345678')).toBe('12.345.678');
    expect(maskCnpj('123456780001901')).toBe('12.345.678/0001-90');
  });

  it('keeps letters and single spaces in names', () => {
    expect(maskName('  João  da Silva1')).toBe('João da Silva');
    expect(maskName("Ana D'Ávila-Souza")).toBe("Ana D'Ávila-Souza");
  });

  it('validates the full-name rule', () => {
    expect(isValidFullName('João Silva')).toBe(true);
    expect(isValidFullName('Maria da Conceição')).toBe(true);
    expect(isValidFullName("Ana D'Ávila")).toBe(true);
    expect(isValidFullName(' José Souza ')).toBe(true);
    expect(isValidFullName('Jo Silva')).toBe(false);
    expect(isValidFullName('João')).toBe(false);
    expect(isValidFullName('João ')).toBe(false);
    expect(isValidFullName('João 2')).toBe(false);
    expect(isValidFullName(null)).toBe(false);
  });

  it('blocks spaces', () => {
    expect(stripSpaces(' a b\tc ')).toBe('abc');
    const space = { key: ' ', preventDefault: vi.fn() };
    const letter = { key: 'a', preventDefault: vi.fn() };
    preventSpaceKey(space);
    preventSpaceKey(letter);
    expect(space.preventDefault).toHaveBeenCalledOnce();
    expect(letter.preventDefault).not.toHaveBeenCalled();
  });
});
