/**
 * files: signed uploads and stored objects. The orphan sweep (schedule.ts) is started by app.ts
 * with every domain's `fileReferences`.
 */
import type { DomainManifest } from '../../manifest.ts';
import { fileRoutes } from './routes/files.ts';

export const files: DomainManifest = {
  name: 'files',
  routes: (deps) => [fileRoutes(deps)],
  openapi: new URL('./openapi.yaml', import.meta.url),
  tables: ['files'],
};
