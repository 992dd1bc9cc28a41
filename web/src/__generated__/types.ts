export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An ISO-8601 instant, e.g. "2026-11-22T12:30:00.000Z". Clients show it in America/Fortaleza, pt-BR. */
  DateTime: { input: string; output: string; }
};

/** Which side an agent acts on (SPEC §6: agents act through `agent_as_role`). Ignored for other roles. */
export type AgentRole =
  /** Dashboard do Influenciador: the agent's own influencer (affiliate) side. */
  | 'AFFILIATED'
  /** Dashboard do Agenciador: the agent's branch side. */
  | 'BRANCH';

/** Billing (payment) status (SPEC §4). Invoices may be sent only in OPEN or ERROR. */
export type BillingStatus =
  | 'CLOSED'
  | 'ENQUEUED'
  | 'ERROR'
  | 'OPEN'
  | 'PAID'
  | 'PAYMENT_ERROR'
  | 'PROCESSING'
  | 'READY';

/** Commission lifecycle (SPEC §4). Labels: Cancelada, Retida, Disponível, Em processamento, Paga, Convertida em pontos. */
export type CommissionStatus =
  | 'CANCELED'
  | 'CONVERTED_TO_POINTS'
  | 'EXECUTED'
  | 'HELD'
  | 'PROCESSING'
  | 'READY';

export type CommissionType =
  | 'CREDIT'
  | 'DEBIT';

export type EdNotificationInput = {
  message: Scalars['String']['input'];
  title: Scalars['String']['input'];
  type?: InputMaybe<NotificationType>;
};

/** Invoice-issuing integration of an account: it generates invoices instead of uploading them. */
export type IntegrationKind =
  | 'BBP'
  | 'DMEI';

export type NotificationType =
  | 'ERROR'
  | 'INFO'
  | 'SUCCESS'
  | 'WARN';

/** Role flags of a user. A user may hold several (SPEC §1). */
export type Role =
  | 'ADMIN'
  | 'AFFILIATED'
  | 'AGENT'
  | 'BRANCH'
  | 'HOLDING'
  | 'PRODUCER';

export type SaleStatus =
  | 'APPROVED'
  | 'CANCELED'
  | 'REFUNDED';

export type SortDirection =
  | 'ASC'
  | 'DESC';
