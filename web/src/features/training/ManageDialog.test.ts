import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { UploadError } from '@/lib/upload.ts';
import { thumbnailChange } from './ManageDialog.tsx';
import { failureText, MANAGE_TEXT } from './manageText.ts';

describe('thumbnailChange', () => {
  it('sends a new upload, a removal as null, and nothing to keep the current card image', () => {
    expect(thumbnailChange('support-material.abc.png', false)).toEqual({
      thumbnailKey: 'support-material.abc.png',
    });
    expect(thumbnailChange('support-material.abc.png', true)).toEqual({
      thumbnailKey: 'support-material.abc.png',
    });
    expect(thumbnailChange(null, true)).toEqual({ thumbnailKey: null });
    expect(thumbnailChange(null, false)).toEqual({});
  });
});

describe('failureText', () => {
  it("shows the server's or the upload's pt-BR text, else nothing (the default error toast)", () => {
    const graphql = new CombinedGraphQLErrors({
      errors: [
        { message: 'Uma categoria não pode ser movida para dentro dela mesma ou de uma subcategoria.' },
      ],
    });
    expect(failureText(graphql)).toBe(
      'Uma categoria não pode ser movida para dentro dela mesma ou de uma subcategoria.',
    );
    expect(failureText(new UploadError('Envio cancelado.'))).toBe('Envio cancelado.');
    expect(failureText(new TypeError('Failed to fetch'))).toBeUndefined();
  });
});

describe('the category deletion question', () => {
  it('counts what the deletion takes along, and says when the category is empty', () => {
    expect(MANAGE_TEXT.confirmCategoryCounted('Vendas', 3, 12)).toBe(
      'Excluir a categoria "Vendas" (com 3 subcategorias e 12 arquivos)? Esta ação não pode ser desfeita.',
    );
    expect(MANAGE_TEXT.confirmCategoryCounted('Vendas', 1, 1)).toBe(
      'Excluir a categoria "Vendas" (com 1 subcategoria e 1 arquivo)? Esta ação não pode ser desfeita.',
    );
    expect(MANAGE_TEXT.confirmCategoryCounted('Vazia', 0, 0)).toBe(
      'Excluir a categoria "Vazia" (vazia)? Esta ação não pode ser desfeita.',
    );
  });
});
