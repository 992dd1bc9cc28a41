import { describe, expect, it } from 'vitest';
import { describeFormGaps } from './FormGaps.tsx';

const labels = { name: 'Nome', type: 'Tipo', link: 'Link', pixel: 'ID do Pixel' };

describe('describeFormGaps', () => {
  it('names the empty fields to fill, then the wrong ones to correct, in the form’s order', () => {
    expect(
      describeFormGaps({
        errors: { type: 'Selecione o tipo', name: 'Informe o nome', link: 'Link inválido' },
        values: { name: '', type: '', link: 'abc' },
        labels,
      }),
    ).toBe('Para salvar, preencha Nome e Tipo e corrija Link.');
    expect(
      describeFormGaps({
        errors: { name: 'x', type: 'y', pixel: 'z' },
        values: { name: ' ', type: null },
        labels,
        action: 'enviar',
      }),
    ).toBe('Para enviar, preencha Nome, Tipo e ID do Pixel.');
  });

  it('says nothing changed on an untouched edit, and nothing at all when the form may be sent', () => {
    expect(describeFormGaps({ errors: {}, values: {}, labels, unchanged: true })).toBe(
      'Nenhuma alteração para salvar.',
    );
    expect(describeFormGaps({ errors: {}, values: {}, labels })).toBeNull();
  });

  it('leaves out fields the form does not name (no label, or a blank one)', () => {
    expect(describeFormGaps({ errors: { id: 'x', name: 'y' }, values: {}, labels: { name: '' } })).toBeNull();
  });
});
