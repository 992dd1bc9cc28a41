import { toast } from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import { notify } from './notify.ts';

vi.mock('react-hot-toast', () => {
  const toastFn = Object.assign(vi.fn(), {
    success: vi.fn(),
    error: vi.fn(),
    dismiss: vi.fn(),
    remove: vi.fn(),
  });
  return { toast: toastFn };
});

describe('notify (docs/product.md §14.7 defaults)', () => {
  it('uses the default success text for 5000 ms', () => {
    notify.success();
    expect(toast.success).toHaveBeenLastCalledWith('Operação realizada com sucesso', { duration: 5000 });
    notify.success('Categoria deletada!');
    expect(toast.success).toHaveBeenLastCalledWith('Categoria deletada!', { duration: 5000 });
  });

  it('uses the default error text for 3000 ms when there is no string message', () => {
    const unexpected = 'Ocorreu um erro inesperado, por favor tente novamente.';
    for (const value of [undefined, null, '', '  ', new Error('Response not successful'), { message: 'x' }]) {
      notify.error(value);
      expect(toast.error).toHaveBeenLastCalledWith(unexpected, { duration: 3000 });
    }
    notify.error('Erro ao deletar evento!');
    expect(toast.error).toHaveBeenLastCalledWith('Erro ao deletar evento!', { duration: 3000 });
  });

  it('keeps info and warnings until clicked', () => {
    notify.info('Nova versão disponível');
    expect(toast).toHaveBeenLastCalledWith(
      'Nova versão disponível',
      expect.objectContaining({ duration: Infinity }),
    );
    notify.warn('Atenção');
    expect(toast).toHaveBeenLastCalledWith('Atenção', expect.objectContaining({ duration: Infinity }));
  });

  it('maps server notification types', () => {
    notify.show('SUCCESS', 'Feito');
    expect(toast.success).toHaveBeenLastCalledWith('Feito', { duration: 5000 });
    notify.show('ERROR');
    expect(toast.error).toHaveBeenLastCalledWith('Ocorreu um erro inesperado, por favor tente novamente.', {
      duration: 3000,
    });
    notify.show('WARN', 'Cuidado');
    expect(toast).toHaveBeenLastCalledWith('Cuidado', expect.objectContaining({ icon: '⚠️' }));
  });
});
