import type { TrainingSearchType } from '@/__generated__/types.ts';

export const TRAINING_TEXT = {
  search: 'Buscar no material de apoio',
  type: 'Tipo',
  allTypes: 'Todos os tipos',
  category: 'Categoria',
  empty: 'Nenhum item nesta categoria.',
  noResults: 'Nenhum item encontrado.',
  loadMore: 'Carregar mais',
  open: (title: string) => `Abrir ${title}`,
  manage: (title: string) => `Ações de ${title}`,
} as const;

export const TYPE_LABELS: Record<TrainingSearchType, string> = {
  CATEGORY: 'Categorias',
  JPG: 'JPG',
  PNG: 'PNG',
  PDF: 'PDF',
  PPT: 'PPT',
  DOC: 'DOC',
  DOCX: 'DOCX',
  ZIP: 'ZIP',
  ODF: 'ODF',
  MP4: 'MP4',
  VIDEO: 'Vídeo',
};
