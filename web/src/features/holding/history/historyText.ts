import { mailTemplateLabel } from '@portal/schema';
import { AUDIT_ACTION_LABELS } from '@portal/schema/audit-labels';
import type { AuditAction } from '@portal/schema/constants';
import { formatDateTime } from '@/lib/dates.ts';
import { formatCents } from '@/lib/money.ts';
import { formatWhole } from '@/lib/numbers.ts';
import { BILLING_STATUSES, type StatusInfo } from '@/lib/status.ts';
import { paths, pathTo } from '@/paths.ts';

/** A history row as the sentence reads it (HistoryPage's query). */
export interface HistoryEntry {
  actorName?: string | null;
  action: string;
  entity: string;
  entityId: string;
  before?: string | null;
  after?: string | null;
  subjectName?: string | null;
  subjectCycle?: number | null;
  removed: boolean;
}

/** What each recorded action is called in the 'Ação' filter (schema's table: the CSV says it too). */
export const ACTION_LABELS = AUDIT_ACTION_LABELS;

/** A recorded state, parsed; anything but an object reads as empty (nothing to show). */
export const parseState = (text: string | null | undefined): Record<string, unknown> => {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
};

const quoted = (name: string | null | undefined) => (name ? ` '${name}'` : '');
const countOf = (value: unknown) =>
  Array.isArray(value) ? value.length : typeof value === 'number' ? value : 0;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** ' do ciclo 13 de Ana Souza': which bill, as far as the row names it. */
const billSubject = ({ subjectCycle, subjectName }: HistoryEntry) =>
  `${subjectCycle ? ` do ciclo ${subjectCycle}` : ''}${subjectName ? ` de ${subjectName}` : ''}`;

/** The predicate of each action: what was done to what, named. */
const PREDICATES: Readonly<Record<AuditAction, (entry: HistoryEntry) => string>> = {
  'bill.closed': (entry) => `encerrou a fatura${billSubject(entry)}`,
  'bill.paid': (entry) => `registrou o pagamento da fatura${billSubject(entry)}`,
  'bill.payment_failed': (entry) => `registrou erro no pagamento da fatura${billSubject(entry)}`,
  'bill.invoice_approved': (entry) => `aprovou a nota fiscal da fatura${billSubject(entry)}`,
  'invoice_batch.started': ({ after }) =>
    `iniciou a emissão de ${plural(countOf(parseState(after).billIds), 'nota fiscal', 'notas fiscais')}`,
  'cycle.created': ({ entity, subjectCycle }) =>
    `criou o ciclo ${entity === 'financial_cycle' ? 'financeiro' : 'comercial'}${subjectCycle ? ` ${subjectCycle}` : ''}`,
  'unit_goals.updated': ({ subjectName, subjectCycle }) =>
    `alterou as metas${subjectName ? ` de ${subjectName}` : ''}${subjectCycle ? ` no ciclo ${subjectCycle}` : ''}`,
  'producer.created': ({ subjectName }) => `cadastrou a produtora${quoted(subjectName)}`,
  'producer.updated': ({ subjectName }) => `alterou a produtora${quoted(subjectName)}`,
  'product.created': ({ subjectName }) => `cadastrou o produto${quoted(subjectName)}`,
  'product.updated': ({ subjectName }) => `alterou o produto${quoted(subjectName)}`,
  'unit.updated': ({ subjectName }) => `alterou a unidade${quoted(subjectName)}`,
  'mass_change.started': ({ after, subjectName }) =>
    `iniciou uma alteração em massa de ${plural(countOf(parseState(after).rows), 'linha', 'linhas')}${subjectName ? ` (arquivo '${subjectName}')` : ''}`,
  'ed_notification.sent': ({ subjectName }) => `enviou a notificação${quoted(subjectName)} aos EDs`,
  'ed_notification.deleted': ({ subjectName }) => `excluiu a notificação${quoted(subjectName)}`,
  'ed.updated': ({ subjectName }) => `alterou o ED${subjectName ? ` ${subjectName}` : ''}`,
  'ed.contract_sign_requested': ({ subjectName }) =>
    `solicitou a assinatura do contrato${subjectName ? ` de ${subjectName}` : ' do ED'}`,
  'banner.created': ({ subjectName }) => `criou o banner${quoted(subjectName)}`,
  'banner.updated': ({ subjectName }) => `alterou o banner${quoted(subjectName)}`,
  'banner.deleted': ({ subjectName }) => `excluiu o banner${quoted(subjectName)}`,
  'traffic_tag.created': ({ subjectName }) => `criou a tag de tráfego${quoted(subjectName)}`,
  'traffic_tag.updated': ({ subjectName }) => `alterou a tag de tráfego${quoted(subjectName)}`,
  'traffic_tag.deleted': ({ subjectName }) => `excluiu a tag de tráfego${quoted(subjectName)}`,
  'training_category.created': ({ subjectName }) =>
    `criou a categoria${quoted(subjectName)} do Material de Apoio`,
  'training_category.updated': ({ subjectName }) =>
    `alterou a categoria${quoted(subjectName)} do Material de Apoio`,
  'training_category.moved': ({ subjectName }) =>
    `moveu a categoria${quoted(subjectName)} do Material de Apoio`,
  'training_category.deleted': ({ subjectName }) =>
    `excluiu a categoria${quoted(subjectName)} do Material de Apoio`,
  'training_attachment.created': ({ subjectName }) =>
    `adicionou o anexo${quoted(subjectName)} ao Material de Apoio`,
  'training_attachment.updated': ({ subjectName }) =>
    `alterou o anexo${quoted(subjectName)} do Material de Apoio`,
  'training_attachment.moved': ({ subjectName }) =>
    `moveu o anexo${quoted(subjectName)} do Material de Apoio`,
  'training_attachment.deleted': ({ subjectName }) =>
    `excluiu o anexo${quoted(subjectName)} do Material de Apoio`,
  'points_membership.joined': () => 'fez a adesão da holding ao Programa de Pontos',
  'campaign_poll.started': () => 'iniciou a atualização das campanhas do Salesforce',
  'two_factor.enabled': () => 'ativou a verificação em duas etapas da própria conta',
  'two_factor.disabled': () => 'desativou a verificação em duas etapas da própria conta',
  'mail.resent': ({ after }) => {
    const { template, recipient } = parseState(after);
    const kind = typeof template === 'string' ? ` '${mailTemplateLabel(template)}'` : '';
    return `reenviou o e-mail${kind}${typeof recipient === 'string' ? ` para ${recipient}` : ''}`;
  },
};

const isAction = (action: string): action is AuditAction => Object.hasOwn(PREDICATES, action);

/** 'Maria Souza excluiu o banner 'Banner de Natal''; the system's own acts are 'O sistema'. */
export const historySentence = (entry: HistoryEntry): string => {
  const who = entry.actorName || 'O sistema';
  // An action this build does not know yet (a newer upstream) still reads as a sentence.
  const what = isAction(entry.action) ? PREDICATES[entry.action](entry) : 'fez uma alteração';
  return `${who} ${what}.`;
};

/** Where the thing acted on lives, while it still exists (a deleted one has no page). */
export const entityLink = (entry: HistoryEntry): string | null => {
  if (entry.removed) return null;
  switch (entry.entity) {
    case 'bill':
    case 'invoice_batch':
      return paths.billingStatus;
    case 'commercial_cycle':
    case 'unit_goals':
      return paths.commercialCycles;
    case 'financial_cycle':
      return paths.financialCycles;
    case 'ed':
      return pathTo(paths.networkEdDetails, { edId: entry.entityId });
    case 'unit':
      return pathTo(paths.unitDetails, { unitId: entry.entityId });
    case 'mass_change':
      return pathTo(paths.massChangeJob, { jobId: entry.entityId });
    case 'banner':
      return paths.bannerManager;
    case 'traffic_tag':
      return paths.trafficTags;
    case 'producer':
      return paths.producers;
    case 'ed_notification':
      return paths.edNotifications;
    case 'training_category':
    case 'training_attachment':
      return paths.training;
    case 'mail':
      return paths.mailDeliveries;
    default:
      return null;
  }
};

/** The fields a change table shows, in pt-BR; a key not here (ids, urls, internal codes) is not shown. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  status: 'Status',
  name: 'Nome',
  fancyName: 'Nome fantasia',
  corporateName: 'Razão social',
  title: 'Título',
  description: 'Descrição',
  active: 'Ativo',
  enabled: 'Ativa',
  order: 'Posição',
  link: 'Link',
  cta: 'Texto do botão',
  number: 'Número',
  starts_at: 'Início',
  ends_at: 'Fim',
  minimum: 'Meta mínima',
  basic: 'Meta básica',
  master: 'Meta master',
  value: 'Valor',
  rows: 'Linhas',
  fileName: 'Arquivo',
  is_franchisee: 'Franqueado',
  is_trainer: 'Treinador',
  is_lecturer: 'Palestrante',
  tracking: 'Rastreamento',
  cnpj: 'CNPJ',
  lastError: 'Motivo da falha',
};

/** Keys whose numbers are cents. */
const MONEY_KEYS = new Set(['minimum', 'basic', 'master', 'value']);
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** Upstream's bill statuses ('PaymentError') as the web's tables key them ('PAYMENT_ERROR'). */
const billStatus = (value: string): StatusInfo | null => {
  const key = value.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase();
  return Object.hasOwn(BILLING_STATUSES, key) ? BILLING_STATUSES[key as keyof typeof BILLING_STATUSES] : null;
};

/** A recorded value in words (an amount never breaks after 'R$' in a narrow column): money as R$, instants dd/mm/aaaa HH:mm (Fortaleza), yes/no, statuses by label. */
export const formatValue = (key: string, value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  if (typeof value === 'number')
    return MONEY_KEYS.has(key) ? formatCents(value).replace('R$ ', 'R$\u00a0') : formatWhole(value);
  if (typeof value === 'string') {
    if (key === 'status') return billStatus(value)?.label ?? value;
    if (ISO_INSTANT.test(value)) return formatDateTime(value);
    return value;
  }
  if (Array.isArray(value)) return plural(value.length, 'item', 'itens');
  return '—';
};

export interface FieldChange {
  key: string;
  label: string;
  before: string;
  after: string;
}

/** The labelled fields of a row, before and after; an update lists only the fields that changed. */
export const fieldChanges = (entry: HistoryEntry): FieldChange[] => {
  const before = parseState(entry.before);
  const after = parseState(entry.after);
  const both = entry.before != null && entry.after != null;
  // In the labels' order (jsonb keeps its own key order: 'Fim' would come before 'Início').
  const recorded = new Set([...Object.keys(before), ...Object.keys(after)]);
  const keys = Object.keys(FIELD_LABELS).filter((key) => recorded.has(key));
  return keys
    .map((key) => ({
      key,
      label: FIELD_LABELS[key] ?? key,
      before: entry.before == null ? '' : formatValue(key, before[key]),
      after: entry.after == null ? '' : formatValue(key, after[key]),
    }))
    .filter((change) => !both || change.before !== change.after);
};
