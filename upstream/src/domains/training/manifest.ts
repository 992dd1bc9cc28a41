/** training: Material de Apoio (categories, attachments, the holding's management). */
import type { DomainManifest } from '../../manifest.ts';
import { trainingRoutes } from './routes/training.ts';

export const training: DomainManifest = {
  name: 'training',
  routes: (deps) => [trainingRoutes(deps)],
  // Category cards, attachment files and their thumbnails (migration 0018).
  fileReferences: [
    { table: 'training_categories', column: 'thumbnail_key' },
    { table: 'training_attachments', column: 'file_key' },
    { table: 'training_attachments', column: 'thumbnail_key' },
  ],
  openapi: new URL('./openapi.yaml', import.meta.url),
  tables: ['training_categories', 'training_attachments'],
  // An attachment's recorded type and size are read from its stored object's row.
  reads: { files: ['files'] },
};
