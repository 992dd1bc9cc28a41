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
  'ed-notification': {
    name: 'Ana Souza',
    title: 'Treinamento de vendas na quinta',
    message: 'Participe do treinamento na quinta-feira, às 19h.\nO link chega pelo portal.',
    type: 'SUCCESS',
  },
  'weekly-summary': {
    name: 'Ana Souza',
    week: '2026-W48',
    cycle: { number: 14, startsOn: '2026-11-01', endsOn: '2026-11-30', current: true },
    sales: { count: 3, total: 452_000 },
    commissions: { pending: 45_200, earned: 128_990 },
    goals: { minimum: 300_000, basic: 600_000, master: 1_000_000 },
  },
};
