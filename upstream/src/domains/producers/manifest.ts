/** producers: the Gerenciador de produtores (list, create, edit; the one CNPJ module). */
import type { DomainManifest } from '../../manifest.ts';
import { producerRoutes } from './routes/producers.ts';

export const producers: DomainManifest = {
  name: 'producers',
  routes: (deps) => [producerRoutes(deps)],
  openapi: new URL('./openapi.yaml', import.meta.url),
  tables: ['producers'],
};
