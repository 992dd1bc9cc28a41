/** Sample data of every template: the snapshot tests and the preview (preview.ts) render these. */
import type { MailTemplate, MailTemplates } from '../../../kernel/mail.ts';
import type { MailContext } from './Layout.tsx';

export const SAMPLE_CONTEXT: MailContext = {
  portalName: 'Portal de Afiliados',
  webUrl: 'https://portal.exemplo.com.br',
};

export const SAMPLES: { [T in MailTemplate]: MailTemplates[T] } = {
  'accreditation-code': { name: 'Carla Rocha', code: '482913', minutes: 15 },
  'password-reset': { name: 'Ana Souza', token: 'x'.repeat(43), minutes: 60 },
  'points-code': { name: 'Ana Souza', code: '551204' },
  'password-changed': { name: 'Ana Souza', at: '2026-01-15T13:00:00.000Z' },
  'api-key-created': {
    name: 'Ana Souza',
    keyName: 'Integração ERP',
    scopes: ['sales:read', 'bills:read'],
    at: '2026-01-15T13:00:00.000Z',
  },
  'two-factor-changed': { name: 'Ana Souza', enabled: true, at: '2026-01-15T13:00:00.000Z' },
  'bill-status': {
    name: 'Ana Souza',
    billId: '00000000-0000-4000-8000-000000000001',
    status: 'Error',
    reason: 'CNPJ do tomador diferente do cadastro.',
  },
};
