import type { AuditAction } from './constants.ts';

/**
 * What each recorded action is called (Histórico's 'Ação' filter and its CSV), in the words of the
 * screens that do it.
 */
export const AUDIT_ACTION_LABELS: Readonly<Record<AuditAction, string>> = {
  'bill.closed': 'Fatura encerrada',
  'bill.paid': 'Pagamento registrado',
  'bill.payment_failed': 'Erro no pagamento registrado',
  'bill.invoice_approved': 'Nota fiscal aprovada',
  'invoice_batch.started': 'Emissão de notas em lote iniciada',
  'cycle.created': 'Ciclo criado',
  'unit_goals.updated': 'Metas da unidade alteradas',
  'producer.created': 'Produtora cadastrada',
  'producer.updated': 'Produtora alterada',
  'product.created': 'Produto cadastrado',
  'product.updated': 'Produto alterado',
  'unit.updated': 'Unidade alterada',
  'mass_change.started': 'Alteração em massa iniciada',
  'ed_notification.sent': 'Notificação ED enviada',
  'ed_notification.deleted': 'Notificação ED excluída',
  'ed.updated': 'ED alterado',
  'ed.contract_sign_requested': 'Assinatura do contrato do ED solicitada',
  'banner.created': 'Banner criado',
  'banner.updated': 'Banner alterado',
  'banner.deleted': 'Banner excluído',
  'traffic_tag.created': 'Tag de tráfego criada',
  'traffic_tag.updated': 'Tag de tráfego alterada',
  'traffic_tag.deleted': 'Tag de tráfego excluída',
  'training_category.created': 'Categoria do Material de Apoio criada',
  'training_category.updated': 'Categoria do Material de Apoio alterada',
  'training_category.moved': 'Categoria do Material de Apoio movida',
  'training_category.deleted': 'Categoria do Material de Apoio excluída',
  'training_attachment.created': 'Anexo do Material de Apoio adicionado',
  'training_attachment.updated': 'Anexo do Material de Apoio alterado',
  'training_attachment.moved': 'Anexo do Material de Apoio movido',
  'training_attachment.deleted': 'Anexo do Material de Apoio excluído',
  'points_membership.joined': 'Adesão da holding ao Programa de Pontos',
  'campaign_poll.started': 'Atualização de campanhas do Salesforce iniciada',
  'two_factor.enabled': 'Verificação em duas etapas ativada',
  'two_factor.disabled': 'Verificação em duas etapas desativada',
  'mail.resent': 'E-mail reenviado',
};
