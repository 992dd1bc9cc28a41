import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { UploadError } from '@/lib/upload.ts';
import type { TrainingCard_ItemFragment } from './__generated__/training.ts';

/** What the holding is doing: a form in a modal, or nothing. */
export type ManageAction =
  | { kind: 'newCategory' }
  | { kind: 'newFile' }
  | { kind: 'newVideo' }
  | { kind: 'edit'; item: TrainingCard_ItemFragment }
  | { kind: 'move'; item: TrainingCard_ItemFragment }
  | { kind: 'delete'; item: TrainingCard_ItemFragment };

export const MANAGE_TEXT = {
  newCategory: 'Nova categoria',
  newFile: 'Adicionar arquivo',
  newVideo: 'Adicionar vídeo',
  edit: 'Editar',
  move: 'Mover',
  delete: 'Excluir',
  save: 'Salvar',
  cancel: 'Cancelar',
  title: 'Título',
  file: 'Arquivo',
  videoUrl: 'Link do vídeo',
  target: 'Mover para',
  root: 'Material de apoio (raiz)',
  sending: 'Enviando arquivo',
  confirmCategory: (title: string) =>
    `Excluir a categoria "${title}" com todas as subcategorias e arquivos dentro dela? Esta ação não pode ser desfeita.`,
  /** Once the tree is known: what the deletion takes with it, counted (issue #29). */
  confirmCategoryCounted: (title: string, categories: number, files: number) => {
    const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
    const contents =
      categories === 0 && files === 0
        ? 'vazia'
        : `com ${counted(categories, 'subcategoria', 'subcategorias')} e ${counted(files, 'arquivo', 'arquivos')}`;
    return `Excluir a categoria "${title}" (${contents})? Esta ação não pode ser desfeita.`;
  },
  confirmFile: (title: string) => `Excluir o arquivo "${title}"?`,
  chooseFile: 'Escolha um arquivo.',
  thumbnail: 'Miniatura (PNG ou JPEG)',
  removeThumbnail: 'Remover miniatura',
  sendingThumbnail: 'Enviando miniatura',
} as const;

/**
 * A failure's toast text: the server's pt-BR message or the upload's own; anything else (a network
 * failure's English text, a bug) falls back to the default error toast (docs/product.md §12.2).
 */
export function failureText(error: unknown): string | undefined {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message;
  return error instanceof UploadError ? error.message : undefined;
}
