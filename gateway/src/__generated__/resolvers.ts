import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { FinanceSource, BillingSource } from '../domains/finance/sources.ts';
import type { UpstreamEd, UpstreamEdSale } from '../domains/network/upstream.ts';
import type { AgentSide } from '../kernel/side.ts';
import type { UpstreamBillStatus, UpstreamCommissionStatus, UpstreamCommissionType } from '../kernel/statuses.ts';
import type { PointsAndVouchersSource, PointsConversionSource } from '../domains/points/sources.ts';
import type { UpstreamVoucher, UpstreamVoucherSummary } from '../domains/points/upstream.ts';
import type { SalesReportSource } from '../domains/holding/sources.ts';
import type { UpstreamMassChange, UpstreamMassChangeRow } from '../domains/network/units-upstream.ts';
import type { UpstreamEdNotification } from '../domains/notifications/upstream.ts';
import type { Context } from '../kernel/context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type EnumResolverSignature<T, AllowedValues = any> = { [key in keyof T]?: AllowedValues };
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An ISO-8601 instant, e.g. "2026-11-22T12:30:00.000Z". Clients show it in America/Fortaleza, pt-BR. */
  DateTime: { input: string; output: string; }
  /**
   * An amount of money in integer cents of BRL, e.g. 123456 for R$ 1.234,56; negative for debits. A JSON
   * number, exact up to 9 007 199 254 740 991 (2^53 − 1): `Int` is 32 bits and stops at R$ 21.474.836,47,
   * which holding-wide totals pass. Inputs must be integers within that range.
   */
  Money: { input: number; output: number; }
};

/** An agent (agenciador) whose route set registers affiliates for them. */
export type AccreditationAgent = {
  __typename?: 'AccreditationAgent';
  /** Opaque user id of the agent. */
  id: Scalars['ID']['output'];
  /** The agent's full name. */
  name: Scalars['String']['output'];
};

/** Which route set a registration runs in (docs/product.md §3.1): whom the new account belongs to. */
export type AccreditationFlow =
  /** /agent/credenciamento/{agentId}: the account belongs to that agent. */
  | 'AGENT'
  /** /holding/credenciamento: the account belongs to the holding. */
  | 'HOLDING'
  /** /credenciamento: an affiliate on their own. */
  | 'NORMAL';

/** Step 2 (Dados Pessoais) of a registration. */
export type AccreditationPersonalDataInput = {
  /** City. */
  city: Scalars['String']['input'];
  /** Complement; optional. */
  complement?: InputMaybe<Scalars['String']['input']>;
  /** CPF, with or without mask; check digits validated. */
  cpf: Scalars['String']['input'];
  /** District. */
  district: Scalars['String']['input'];
  /** E-mail; stored lowercase. */
  email: Scalars['String']['input'];
  /** Mobile phone with area code, with or without mask. */
  mobilePhone: Scalars['String']['input'];
  /** Full name: a first word of 3+ letters, a space, more letters. */
  name: Scalars['String']['input'];
  /** Number. */
  number: Scalars['String']['input'];
  /** CEP (8 digits, with or without mask). */
  postalCode: Scalars['String']['input'];
  /** State (UF), e.g. CE. */
  state: Scalars['String']['input'];
  /** Street. */
  street: Scalars['String']['input'];
};

/** Where a registration stands; the web decides the step to show from it. */
export type AccreditationSession = {
  __typename?: 'AccreditationSession';
  /** The agent the account belongs to (AGENT flow); null otherwise. */
  agentId?: Maybe<Scalars['ID']['output']>;
  /** The account's e-mail, lowercase (the code was sent to it). */
  email: Scalars['String']['output'];
  /** The step to enter at: 3 for PENDING_CONFIRMATION, 4 for PENDING_PASSWORD, 5 for PENDING_CNPJ, 1 otherwise. */
  entryStep: Scalars['Int']['output'];
  /** When the session token stops working (ISO-8601 instant). */
  expiresAt: Scalars['DateTime']['output'];
  /** The route set the registration started in. */
  flow: AccreditationFlow;
  /** True when bank details are asked next (statusCnpj WAITING_BANK_DETAILS or INVALID_BANK_DETAILS). */
  needsBankDetails: Scalars['Boolean']['output'];
  /** Registration status: PENDING_CONFIRMATION, PENDING_PASSWORD, PENDING_CNPJ or OK. */
  status: Scalars['String']['output'];
  /** Status of the company (CNPJ) registration, e.g. WAITING_BANK_DETAILS; null before step 5. */
  statusCnpj?: Maybe<Scalars['String']['output']>;
};

/** Result of `startAccreditation`: the session token to resume with, and where the registration stands. */
export type AccreditationStart = {
  __typename?: 'AccreditationStart';
  /** Opaque accreditation session token; keep it (URL or session storage) to resume. Never a password. */
  session: Scalars['String']['output'];
  /** The new registration, at PENDING_CONFIRMATION (the code has been sent). */
  state: AccreditationSession;
};

/**
 * A list's status filter for rows switched on and off (the ED lists, Influenciadores): the toolbar's
 * 'Ativo' and 'Desativado'.
 */
export type ActiveStatus =
  /** Only the active rows. */
  | 'ACTIVE'
  /** Only the disabled rows. */
  | 'INACTIVE';

/** A file uploaded with createUploadUrls (purpose SUPPORT_MATERIAL), added to a category. */
export type AddTrainingFileInput = {
  /** The category it goes in. */
  categoryId: Scalars['ID']['input'];
  /** The uploaded object's key; its recorded type decides the attachment type. */
  fileKey: Scalars['String']['input'];
  /** The name it downloads under (at most 255 characters). */
  fileName: Scalars['String']['input'];
  /** Key of an uploaded PNG or JPEG for the card. */
  thumbnailKey?: InputMaybe<Scalars['String']['input']>;
  /** Title (at most 120 characters). */
  title: Scalars['String']['input'];
};

/** A video by link, added to a category. */
export type AddTrainingVideoInput = {
  /** The category it goes in. */
  categoryId: Scalars['ID']['input'];
  /** Title (at most 120 characters). */
  title: Scalars['String']['input'];
  /** The video's http(s) link. */
  url: Scalars['String']['input'];
};

/** An affiliate of the network, as voucher lists name them. */
export type Affiliate = {
  __typename?: 'Affiliate';
  /** Opaque user id. */
  id: Scalars['ID']['output'];
  /** Full name. */
  name: Scalars['String']['output'];
};

/** A page of the sales-by-affiliate report. */
export type AffiliateReportPage = {
  __typename?: 'AffiliateReportPage';
  /** The rows of this page, largest total first. */
  items: Array<AffiliateReportRow>;
  /** This page's number, 0-based. */
  page: Scalars['Int']['output'];
  /** Rows per page requested (1–100). */
  pageSize: Scalars['Int']['output'];
  /** Number of rows across every page. */
  totalRows: Scalars['Int']['output'];
};

/** One affiliate's line of the sales-by-affiliate report. */
export type AffiliateReportRow = {
  __typename?: 'AffiliateReportRow';
  /** Affiliate (user) id. */
  affiliateId: Scalars['ID']['output'];
  /** Affiliate's name. */
  affiliateName: Scalars['String']['output'];
  /** Number of approved sales. */
  salesCount: Scalars['Int']['output'];
  /** The affiliate's unit; null when none. */
  unitName?: Maybe<Scalars['String']['output']>;
  /** Their total in cents. */
  value: Scalars['Money']['output'];
};

/** Which side an agent acts on (docs/product.md §1.2: agents act through `agent_as_role`). Ignored for other roles. */
export type AgentRole =
  /** Dashboard do Influenciador: the agent's own influencer (affiliate) side. */
  | 'AFFILIATED'
  /** Dashboard do Agenciador: the agent's branch side. */
  | 'BRANCH';

/** An API client: a key an integrator's system uses instead of a person's password (docs/integrators.md). */
export type ApiClient = {
  __typename?: 'ApiClient';
  /** When it was created (ISO-8601 instant). */
  createdAt: Scalars['DateTime']['output'];
  /** When it stops working by itself; null: until revoked. */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** Opaque id; the client_id of the token service's client_credentials grant. */
  id: Scalars['ID']['output'];
  /** When it last obtained a token; null if never. */
  lastUsedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The owner's name for it, e.g. the system that uses it. */
  name: Scalars['String']['output'];
  /** When it was revoked; null while it works. */
  revokedAt?: Maybe<Scalars['DateTime']['output']>;
  /** What its tokens may do, e.g. points:read (`<area>:write` includes `<area>:read`). */
  scopes: Array<Scalars['String']['output']>;
};

/** Someone who appears in the holding history (its person filter). */
export type AuditActor = {
  __typename?: 'AuditActor';
  /** User id. */
  id: Scalars['ID']['output'];
  /** Full name. */
  name: Scalars['String']['output'];
};

/** One row of the audit trail (docs/product.md §11.5): who did what, when, before and after. */
export type AuditEntry = {
  __typename?: 'AuditEntry';
  /** What was done: bill.closed, invoice_batch.started, cycle.created, unit_goals.updated, … */
  action: Scalars['String']['output'];
  /** Who did it; null for the system itself. */
  actorName?: Maybe<Scalars['String']['output']>;
  /** The state after, as JSON text; null when it was removed. */
  after?: Maybe<Scalars['String']['output']>;
  /** When it was done (ISO-8601 instant). */
  at: Scalars['DateTime']['output'];
  /** The state before, as JSON text; null when it was created. */
  before?: Maybe<Scalars['String']['output']>;
  /** The kind of thing changed: bill, invoice_batch, commercial_cycle, financial_cycle, unit_goals, … */
  entity: Scalars['String']['output'];
  /** Its id. */
  entityId: Scalars['String']['output'];
  /** Opaque id; later rows have larger ids. */
  id: Scalars['ID']['output'];
  /** A later row deleted it: the history links only what still exists. */
  removed: Scalars['Boolean']['output'];
  /** The commercial cycle it belongs to (a bill, a unit's goals, a new cycle); null when none. */
  subjectCycle?: Maybe<Scalars['Int']['output']>;
  /** The name of what was acted on (a bill's payee, an ED, a unit, a banner…); null when unknown. */
  subjectName?: Maybe<Scalars['String']['output']>;
};

/** A page of the holding history. */
export type AuditPage = {
  __typename?: 'AuditPage';
  /** Everyone who appears in the history, by name (whatever the filters). */
  actors: Array<AuditActor>;
  /** The rows of this page, newest first. */
  items: Array<AuditEntry>;
  /** This page's number, 0-based. */
  page: Scalars['Int']['output'];
  /** Rows per page requested (1–100). */
  pageSize: Scalars['Int']['output'];
  /** Number of rows across every page. */
  totalRows: Scalars['Int']['output'];
};

/** Amounts in cents (BRL). */
export type Balance = {
  __typename?: 'Balance';
  /** Commissions earned (available and paid), in cents. */
  earned: Scalars['Money']['output'];
  /** Commissions not yet available (held or processing), in cents. */
  pending: Scalars['Money']['output'];
};

/** A Brazilian bank. */
export type Bank = {
  __typename?: 'Bank';
  /** COMPE code, e.g. 341. */
  code: Scalars['Int']['output'];
  /** Full name (`nome_extenso`); the list is sorted by it. */
  name: Scalars['String']['output'];
};

/** Bank details of the company's payments. */
export type BankDetails = {
  __typename?: 'BankDetails';
  /** Account. */
  account: Scalars['String']['output'];
  /** CORRENTE, POUPANÇA or DE PAGAMENTO. */
  accountType: Scalars['String']['output'];
  /** COMPE code of the bank. */
  bank: Scalars['Int']['output'];
  /** Agency. */
  branch: Scalars['String']['output'];
  /** True when the holder is 'Pessoa Física'. */
  isPersonal: Scalars['Boolean']['output'];
};

/** Bank details for the company's payments. */
export type BankDetailsInput = {
  /** Account, digits with an optional check digit (12345-6). */
  account: Scalars['String']['input'];
  /** CORRENTE, POUPANÇA or DE PAGAMENTO. */
  accountType: Scalars['String']['input'];
  /** COMPE code of the bank (see `banks`). */
  bank: Scalars['Int']['input'];
  /** Agency, digits with an optional check digit (1234 or 1234-5). */
  branch: Scalars['String']['input'];
  /** True when the holder is 'Pessoa Física'. */
  isPersonal: Scalars['Boolean']['input'];
};

/** A banner of the affiliates' dashboard, managed by holding (Gerenciador de Banner). */
export type Banner = {
  __typename?: 'Banner';
  /** Inactive banners are kept but not shown to affiliates. */
  active: Scalars['Boolean']['output'];
  /** When it was created (ISO-8601 instant). */
  createdAt: Scalars['DateTime']['output'];
  /** Text of the call-to-action button, at most 32 characters; shown only when there is a link. */
  cta?: Maybe<Scalars['String']['output']>;
  /** Body text (TEXTUAL). */
  description?: Maybe<Scalars['String']['output']>;
  /** The desktop image's URL (IMAGE). */
  desktopUrl?: Maybe<Scalars['String']['output']>;
  /** Opaque banner id. */
  id: Scalars['ID']['output'];
  /** Where the banner leads (http/https), if anywhere. */
  link?: Maybe<Scalars['String']['output']>;
  /** The mobile image's URL (IMAGE). */
  mobileUrl?: Maybe<Scalars['String']['output']>;
  /** Name shown in the manager's table. */
  name: Scalars['String']['output'];
  /** Position in the list, from 1. */
  order: Scalars['Int']['output'];
  /** The thumbnail image's URL (TEXTUAL), if any. */
  thumbnail?: Maybe<Scalars['String']['output']>;
  /** Heading (TEXTUAL). */
  title?: Maybe<Scalars['String']['output']>;
  /** Image or textual; fixed once created. */
  type: BannerType;
  /** When it was last edited (ISO-8601 instant). */
  updatedAt: Scalars['DateTime']['output'];
};

/** A banner's kind: images (desktop and mobile) or text with an optional call to action. */
export type BannerType =
  /** Desktop (880x206) and mobile (351x158) images, with an optional link. */
  | 'IMAGE'
  /** Title, description, optional link, CTA text and thumbnail. */
  | 'TEXTUAL';

/** What a recorded payment ended in. */
export type BillPaymentOutcome =
  /** Erro no pagamento: the bank refused or returned it. */
  | 'FAILED'
  /** Pago: the bank paid it. */
  | 'PAID';

/** A payment (bill) of one cycle and producer to the user; the user sends an invoice for it. */
export type Billing = {
  __typename?: 'Billing';
  /** Commissions of this cycle that this billing pays ('comissões desse ciclo'). */
  commissions: Array<Commission>;
  /** Commercial cycle number. */
  cycle: Scalars['Int']['output'];
  /** Lines of the billing, one per product (vouchers merged). */
  entries: Array<PaymentEntry>;
  /** Why the invoice or the payment failed, shown in the 'descrição do status' box. */
  errorMessage?: Maybe<Scalars['String']['output']>;
  /** Opaque billing id. */
  id: Scalars['ID']['output'];
  /** The check of the latest uploaded invoice; null before any upload or when the invoice was generated. */
  invoiceCheck?: Maybe<InvoiceCheck>;
  /** Who is paid (affiliate or unit name); useful for holding. */
  payeeName: Scalars['String']['output'];
  /** Producer CNPJ in normal form: 14 characters, 0-9/A-Z uppercase (alphanumeric CNPJ), no punctuation. */
  producerCnpj: Scalars['String']['output'];
  /** Producer's company name. */
  producerName: Scalars['String']['output'];
  /** Payment status; invoices may be sent in OPEN or ERROR. */
  status: BillingStatus;
  /** Free-text note upstream attached to the status; null when none. */
  statusMessage?: Maybe<Scalars['String']['output']>;
  /** Total in cents (positive), the sum of `entries`. */
  value: Scalars['Money']['output'];
};

/** A page of the viewer's billings (payments). */
export type BillingPage = {
  __typename?: 'BillingPage';
  /** The rows of this page. */
  items: Array<Billing>;
  /** This page's number, 0-based. */
  page: Scalars['Int']['output'];
  /** Rows per page requested (1–100). */
  pageSize: Scalars['Int']['output'];
  /** Number of rows across every page. */
  totalRows: Scalars['Int']['output'];
};

/** The payment recorded for a billing (Registrar pagamento). */
export type BillingPaymentRecord = {
  __typename?: 'BillingPaymentRecord';
  /** When it was recorded (ISO-8601 instant). */
  at: Scalars['DateTime']['output'];
  /** PAID or PAYMENT_ERROR. */
  outcome: BillingStatus;
  /** Why the payment failed; null when paid. */
  reason?: Maybe<Scalars['String']['output']>;
};

/** Billing (payment) status (docs/product.md §5.3). Invoices may be sent only in OPEN or ERROR. */
export type BillingStatus =
  /** Fatura Fechada: closed without payment (e.g. a refund netted the billing to zero). */
  | 'CLOSED'
  /** Na fila de emissão: queued for automatic invoice generation (integrated accounts). */
  | 'ENQUEUED'
  /** Erro: the invoice was refused (see `Billing.errorMessage`); a new one may be sent. */
  | 'ERROR'
  /** Esperando NF: awaiting the user's invoice. */
  | 'OPEN'
  /** Pago: paid. */
  | 'PAID'
  /** Erro no pagamento: the payment failed (see `Billing.errorMessage`). */
  | 'PAYMENT_ERROR'
  /** Processando NF: an invoice was received and is being checked. */
  | 'PROCESSING'
  /** NF ok, aguardando pagamento: the invoice was accepted; payment is due in the next financial cycle. */
  | 'READY';

/** Count and total of every bill in one status. */
export type BillingStatusStat = {
  __typename?: 'BillingStatusStat';
  /** Number of bills in it. */
  count: Scalars['Int']['output'];
  /** The status. */
  status: BillingStatus;
  /** Their total in cents. */
  value: Scalars['Money']['output'];
};

/** A page of the branches report. */
export type BranchReportPage = {
  __typename?: 'BranchReportPage';
  /** The rows of this page, largest total first. */
  items: Array<BranchReportRow>;
  /** This page's number, 0-based. */
  page: Scalars['Int']['output'];
  /** Rows per page requested (1–100). */
  pageSize: Scalars['Int']['output'];
  /** Number of rows across every page. */
  totalRows: Scalars['Int']['output'];
};

/** One unit's line of the branches report. */
export type BranchReportRow = {
  __typename?: 'BranchReportRow';
  /** Affiliates with approved sales. */
  affiliates: Scalars['Int']['output'];
  /** Number of approved sales. */
  salesCount: Scalars['Int']['output'];
  /** Unit id. */
  unitId: Scalars['ID']['output'];
  /** Unit name. */
  unitName: Scalars['String']['output'];
  /** Their total in cents. */
  value: Scalars['Money']['output'];
};

/** A federative unit of Brazil. */
export type BrazilianState = {
  __typename?: 'BrazilianState';
  /** Name, e.g. Ceará. */
  name: Scalars['String']['output'];
  /** Two-letter code, e.g. CE. */
  uf: Scalars['String']['output'];
};

/** One 'Atualizar campanhas': reading the CRM's active campaigns and linking them to products by Salesforce code. */
export type CampaignPoll = {
  __typename?: 'CampaignPoll';
  /** Campaigns the CRM sent (once done). */
  campaignCount?: Maybe<Scalars['Int']['output']>;
  /** When it was asked for. */
  createdAt: Scalars['DateTime']['output'];
  /** Campaigns recorded as Salesforce errors (once done). */
  errorCount?: Maybe<Scalars['Int']['output']>;
  /** Why it failed (pt-BR). */
  errorMessage?: Maybe<Scalars['String']['output']>;
  /** When it ended. */
  finishedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Opaque id. */
  id: Scalars['ID']['output'];
  /** Campaigns linked to a product (once done). */
  linkedCount?: Maybe<Scalars['Int']['output']>;
  /** The name of who started it. */
  requestedBy: Scalars['String']['output'];
  /** When the job started. */
  startedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Where it is. */
  state: CampaignPollState;
};

/** Where a campaigns poll is. */
export type CampaignPollState =
  /** Applied. */
  | 'DONE'
  /** Nothing applied; see errorMessage. */
  | 'FAILED'
  /** Waiting for the job queue. */
  | 'QUEUED'
  /** Reading the CRM and applying its campaigns. */
  | 'RUNNING';

/** One level of the career plan. */
export type CareerLevel = {
  __typename?: 'CareerLevel';
  /** Sales goal of the level in cents: the level's own; for a level without one, 2 500 000 for level 1 and 3 200 000 otherwise. */
  goal: Scalars['Money']['output'];
  /** Level number, starting at 1. */
  level: Scalars['Int']['output'];
  /** Level name shown to the user. */
  name: Scalars['String']['output'];
};

/** The viewer's position in the career plan. */
export type CareerPlan = {
  __typename?: 'CareerPlan';
  /** Sales of the current cycle in cents, the progress towards the level goal. */
  currentCycleSales: Scalars['Money']['output'];
  /** Documents about the plan. */
  documents: Array<DocumentLink>;
  /** The viewer's current level number (see `levels`). */
  level: Scalars['Int']['output'];
  /** Every level of the plan, lowest first. */
  levels: Array<CareerLevel>;
};

/** One commission entry of the viewer: a credit on an installment of a sale, or a debit. */
export type Commission = {
  __typename?: 'Commission';
  /** When the commission was recorded (ISO-8601 instant). */
  date: Scalars['DateTime']['output'];
  /** Opaque commission id. */
  id: Scalars['ID']['output'];
  /** Installment number of this commission (1-based); null for voucher products and debits. */
  installment?: Maybe<Scalars['Int']['output']>;
  /** Installments of the payment; null for voucher products. */
  installments?: Maybe<Scalars['Int']['output']>;
  /** The payment (sale) this commission comes from. */
  paymentId: Scalars['ID']['output'];
  /** The product sold. */
  product: Product;
  /** Lifecycle status. */
  status: CommissionStatus;
  /** Credit or debit. */
  type: CommissionType;
  /** Cents; negative for debits. */
  value: Scalars['Money']['output'];
};

/** 'Por que recebi esta comissão?' (docs/product.md §5.10): everything upstream recorded about one commission. */
export type CommissionExplanation = {
  __typename?: 'CommissionExplanation';
  /** The billing that pays it; null while it is not billed. */
  billing?: Maybe<Billing>;
  /** The payment recorded for that billing; null when none was recorded. */
  billingPayment?: Maybe<BillingPaymentRecord>;
  /** The product's CRM campaigns running on the sale's day. */
  campaigns: Array<ExplainedCampaign>;
  /** The commission explained, as its row shows it. */
  commission: Commission;
  /** Its statuses with their dates, oldest first; may start late for rows older than the history. */
  history: Array<CommissionStatusChange>;
  /** The link and click the sale came through; null when the sale was registered without a link. */
  link?: Maybe<ExplainedLink>;
  /** The rule applied. */
  rule: CommissionRule;
  /** The sale it comes from. */
  sale: ExplainedSale;
};

/** A page of the viewer's commissions. */
export type CommissionPage = {
  __typename?: 'CommissionPage';
  /** The rows of this page. */
  items: Array<Commission>;
  /** This page's number, 0-based. */
  page: Scalars['Int']['output'];
  /** Rows per page requested (1–100). */
  pageSize: Scalars['Int']['output'];
  /** Number of rows across every page. */
  totalRows: Scalars['Int']['output'];
};

/** The rule a commission was computed by; null fields are what upstream did not record. */
export type CommissionRule = {
  __typename?: 'CommissionRule';
  /** The seller's career level when the rule was applied; null for a unit or when not recorded. */
  careerLevel?: Maybe<Scalars['Int']['output']>;
  /** What a debit takes back in cents (the installments already credited of a refunded sale); null for credits. */
  deducted?: Maybe<Scalars['Money']['output']>;
  /** This installment's number (1-based); null for debits and voucher products. */
  installment?: Maybe<Scalars['Int']['output']>;
  /** Installments of the payment; null for voucher products. */
  installments?: Maybe<Scalars['Int']['output']>;
  /** Percentage applied in basis points (1000 = 10%); null when not recorded. */
  rateBasisPoints?: Maybe<Scalars['Int']['output']>;
  /** The owner's whole commission on the sale in cents (value × rate), split over the installments; null when the rate is unknown. */
  saleCommission?: Maybe<Scalars['Money']['output']>;
  /** Whose commission: the seller's (AFFILIATED) or the unit's (BRANCH). */
  side: AgentRole;
};

/** Commission lifecycle (docs/product.md §5.2). Labels: Cancelada, Retida, Disponível, Em processamento, Paga, Convertida em pontos. */
export type CommissionStatus =
  /** Cancelada: the sale was cancelled or refunded; nothing is paid. */
  | 'CANCELED'
  /** Convertida em pontos: converted into programme points instead of money. */
  | 'CONVERTED_TO_POINTS'
  /** Paga: paid. */
  | 'EXECUTED'
  /** Retida: earned but held until the sale can no longer be refunded. */
  | 'HELD'
  /** Em processamento: included in a billing being paid. */
  | 'PROCESSING'
  /** Disponível: available, to be paid in the next billing. */
  | 'READY';

/** One status a commission went through. */
export type CommissionStatusChange = {
  __typename?: 'CommissionStatusChange';
  /** Since when (ISO-8601 instant). */
  at: Scalars['DateTime']['output'];
  /** The status. */
  status: CommissionStatus;
};

/** Direction of a commission entry. */
export type CommissionType =
  /** Money owed to the user (positive value). */
  | 'CREDIT'
  /** Money taken back, e.g. a chargeback (negative value, no installment). */
  | 'DEBIT';

/** Meu Perfil: the affiliation contract, a PDF upstream generates. */
export type ContractFile = {
  __typename?: 'ContractFile';
  /** The PDF, base64 (one page, a few kilobytes). */
  contentBase64: Scalars['String']['output'];
  /** File name offered for the download. */
  fileName: Scalars['String']['output'];
};

/** What converting commissions answers: how many, the points gained and the new summary. */
export type ConvertCommissionsPayload = {
  __typename?: 'ConvertCommissionsPayload';
  /** Commissions now ConvertedToPoints. */
  converted: Scalars['Int']['output'];
  /** The viewer's points after the conversion (available up by `points`). */
  pointSummary: PointSummary;
  /** Points they became. */
  points: Scalars['Int']['output'];
};

/** What converting points answers: the voucher, its secret (shown this once) and the new summary. */
export type ConvertPointsPayload = {
  __typename?: 'ConvertPointsPayload';
  /** The viewer's points after the conversion (available down, used up by the same amount). */
  pointSummary: PointSummary;
  /** The secret that uses it; never given again. */
  secret: Scalars['String']['output'];
  /** The voucher issued. */
  voucher: Voucher;
};

/** A commission the viewer can turn into points (Ready, their own credit, worth at least one point). */
export type ConvertibleCommission = {
  __typename?: 'ConvertibleCommission';
  /** The sale's customer. */
  customerName: Scalars['String']['output'];
  /** The commission's date (ISO-8601 instant). */
  date: Scalars['DateTime']['output'];
  /** Opaque commission id. */
  id: Scalars['ID']['output'];
  /** The points it becomes: one per R$ 0,10, rounded down. */
  points: Scalars['Int']['output'];
  /** Value in cents (BRL). */
  value: Scalars['Money']['output'];
};

/** A page of convertible commissions, newest first. */
export type ConvertibleCommissionPage = {
  __typename?: 'ConvertibleCommissionPage';
  /** The rows of this page. */
  items: Array<ConvertibleCommission>;
  /** This page's number, 0-based. */
  page: Scalars['Int']['output'];
  /** Rows per page requested (1–100). */
  pageSize: Scalars['Int']['output'];
  /** Number of rows across every page. */
  totalRows: Scalars['Int']['output'];
};

/** A new API client. */
export type CreateApiClientInput = {
  /** Optional expiry (ISO-8601 instant, at most a year ahead); null: until revoked. */
  expiresAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** The owner's name for it (at most 80 characters). */
  name: Scalars['String']['input'];
  /** Scopes to grant, e.g. points:read; never more than the owner's roles allow. */
  scopes: Array<Scalars['String']['input']>;
};

/** The created client and its secret, which is never shown again. */
export type CreateApiClientPayload = {
  __typename?: 'CreateApiClientPayload';
  /** The new client. */
  client: ApiClient;
  /** The secret to send as client_secret; shown this once, only its hash is kept. */
  secret: Scalars['String']['output'];
};

/** A new banner. Empty strings count as absent; a TEXTUAL banner's image URLs are dropped. */
export type CreateBannerInput = {
  /** Call-to-action text, at most 32 characters. */
  cta?: InputMaybe<Scalars['String']['input']>;
  /** TEXTUAL: required, not blank. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** IMAGE: getUrl of an uploaded PNG/JPEG of exactly 880x206 pixels. */
  desktopUrl?: InputMaybe<Scalars['String']['input']>;
  /** An http/https URL. */
  link?: InputMaybe<Scalars['String']['input']>;
  /** IMAGE: getUrl of an uploaded PNG/JPEG of exactly 351x158 pixels. */
  mobileUrl?: InputMaybe<Scalars['String']['input']>;
  /** Name for the manager's table; required, at most 120 characters. */
  name: Scalars['String']['input'];
  /** An http/https URL of the thumbnail (no size rule). */
  thumbnail?: InputMaybe<Scalars['String']['input']>;
  /** TEXTUAL: required, not blank. */
  title?: InputMaybe<Scalars['String']['input']>;
  /** Image or textual. */
  type: BannerType;
};

/** The next cycle of a kind: whole days in Fortaleza time. */
export type CreateCycleInput = {
  /** Last day, YYYY-MM-DD, on or after `startsOn`. */
  endsOn: Scalars['String']['input'];
  /** Commercial or financial. */
  kind: CycleKind;
  /** First day, YYYY-MM-DD; after the latest cycle's last day. */
  startsOn: Scalars['String']['input'];
};

/** A new link for a product the viewer may promote. */
export type CreateProductLinkInput = {
  /** Trimmed, at most 120 characters; may be empty. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The product to link to. */
  productId: Scalars['ID']['input'];
};

/** A new category. */
export type CreateTrainingCategoryInput = {
  /** The category it goes in; null or absent for the root. */
  parentId?: InputMaybe<Scalars['ID']['input']>;
  /** Key of an uploaded PNG or JPEG (createUploadUrls, SUPPORT_MATERIAL) for the card. */
  thumbnailKey?: InputMaybe<Scalars['String']['input']>;
  /** Title (at most 120 characters). */
  title: Scalars['String']['input'];
};

/** The file about to be uploaded, as the client declares it. */
export type CreateUploadUrlsInput = {
  /** The file's media type (e.g. image/png); the PUT must send exactly this Content-Type. */
  contentType: Scalars['String']['input'];
  /** The file's name on the client (at most 255 characters); not part of the stored key. */
  fileName: Scalars['String']['input'];
  /** What the file is for; decides which types and sizes are allowed. */
  purpose: UploadPurpose;
  /** The file's size in bytes; the PUT may send at most this many. */
  size: Scalars['Int']['input'];
};

/** A new webhook subscription. */
export type CreateWebhookSubscriptionInput = {
  /** One of the viewer's API clients, not revoked. */
  clientId: Scalars['ID']['input'];
  /** At least one of sale.created, commission.status_changed, bill.status_changed, invoice.processed, voucher.used. */
  events: Array<Scalars['String']['input']>;
  /** The receiver's URL (https, public address; at most 2048 characters). */
  url: Scalars['String']['input'];
};

/** The created subscription and its signing secret, which is never shown again. */
export type CreateWebhookSubscriptionPayload = {
  __typename?: 'CreateWebhookSubscriptionPayload';
  /** The HMAC-SHA256 key (whsec_…) to verify the webhook-signature header; shown this once. */
  signingSecret: Scalars['String']['output'];
  /** The new subscription. */
  subscription: WebhookSubscription;
};

/** A commercial (sales) or financial (payment) cycle. */
export type Cycle = {
  __typename?: 'Cycle';
  /** True for the active cycle. */
  current: Scalars['Boolean']['output'];
  /** Last instant of the cycle, inclusive: 23:59:59.999 of its last day, Fortaleza time (ISO-8601 instant). */
  endsAt: Scalars['DateTime']['output'];
  /** Opaque cycle id. */
  id: Scalars['ID']['output'];
  /** Sequential cycle number, starting at 1. */
  number: Scalars['Int']['output'];
  /** First instant of the cycle: 00:00 of its first day, Fortaleza time (ISO-8601 instant). */
  startsAt: Scalars['DateTime']['output'];
};

/** A commercial cycle's own goals, in cents (docs/product.md §11.2). */
export type CycleGoalValues = {
  __typename?: 'CycleGoalValues';
  /** Basic goal, in cents. */
  basic: Scalars['Money']['output'];
  /** Master goal, in cents. */
  master: Scalars['Money']['output'];
  /** Minimum goal, in cents. */
  minimum: Scalars['Money']['output'];
};

/** A commercial cycle's goal details: its own goals and every unit's, units by name. */
export type CycleGoals = {
  __typename?: 'CycleGoals';
  /** The cycle. */
  cycle: Cycle;
  /** The cycle's own goals; null when none were set. */
  goals?: Maybe<CycleGoalValues>;
  /**
   * The commercial cycle's id (the same as `cycle.id`); under a search, the id and the search
   * ('{id}?busca={search}'), so a client's cache keeps the searched units apart from the whole list.
   */
  id: Scalars['ID']['output'];
  /** Every unit, by name (under `Query.cycleGoals`' search, the units whose name holds it). */
  units: Array<UnitGoal>;
};

/** Which cycles (docs/product.md §11.2). */
export type CycleKind =
  /** Ciclos Comerciais: the sales cycles goals and commissions count in. */
  | 'COMMERCIAL'
  /** Ciclos Financeiros: the payment cycles. */
  | 'FINANCIAL';

/** Sales of one commercial cycle, for the dashboard chart. */
export type CycleSales = {
  __typename?: 'CycleSales';
  /** Number of sales. */
  count: Scalars['Int']['output'];
  /** Commercial cycle number. */
  cycle: Scalars['Int']['output'];
  /** Cents. */
  total: Scalars['Money']['output'];
};

/** A document the user can open (e.g. the career plan rules). */
export type DocumentLink = {
  __typename?: 'DocumentLink';
  /** Link text. */
  title: Scalars['String']['output'];
  /** Absolute URL of the document. */
  url: Scalars['String']['output'];
};

/** An ED (empreendedor digital): an affiliate of the network, as the ED managers list them. */
export type Ed = {
  __typename?: 'Ed';
  /** False when the ED has been disabled and can no longer sign in. */
  active: Scalars['Boolean']['output'];
  /** The ED's bills (ED details), newest cycle first; each opens the billing-details screen. */
  bills: EdBillPage;
  /** The ED's own company CNPJ (normal form: 14 characters, uppercase, no punctuation); null until registered. */
  cnpj?: Maybe<Scalars['String']['output']>;
  /** The contract signature's state (ED details; one upstream call for the one ED of the page). */
  contractSignature: EdContractSignature;
  /** When the ED registered (ISO-8601 instant). */
  createdAt: Scalars['DateTime']['output'];
  /** Login e-mail (lowercase). */
  email: Scalars['String']['output'];
  /** Opaque user id. */
  id: Scalars['ID']['output'];
  /** ED details toggle: the ED is a franchisee. */
  isFranchisee: Scalars['Boolean']['output'];
  /** ED details toggle: the ED is a lecturer. */
  isLecturer: Scalars['Boolean']['output'];
  /** ED details toggle: the ED is a trainer. */
  isTrainer: Scalars['Boolean']['output'];
  /** The ED's career level and stars (ED details). */
  levelStars: EdLevelStars;
  /** Mobile phone, digits only; null when unknown. */
  mobilePhone?: Maybe<Scalars['String']['output']>;
  /** Full name. */
  name: Scalars['String']['output'];
  /** partnerCheck: whether the ED is a partner of its CNPJ's company (asked on demand by the ED details). */
  partnerCheck: EdPartnerCheck;
  /** The ED's points and voucher programmes (ED details). */
  programmes: EdProgrammes;
  /** Sales by ED (ED details): the ED's own sales, newest payment first. */
  sales: EdSalePage;
  /** Registration status (OK, PENDING_CONFIRMATION, PENDING_PASSWORD, PENDING_CNPJ, ...). */
  status: Scalars['String']['output'];
  /** Status of the ED's company (CNPJ) registration as upstream reports it (docs/product.md §3.2: ABSENT, PROCESSING, FINISHED, ...); null when unknown. */
  statusCnpj?: Maybe<Scalars['String']['output']>;
  /** Status in the points programme as upstream reports it (docs/product.md §7.2: ELIGIBLE, ACCEPTED, ...); null when unknown. */
  statusPoints?: Maybe<Scalars['String']['output']>;
  /** ED details toggle: sales tracking is on for the ED. */
  tracking: Scalars['Boolean']['output'];
  /** The unit (branch) the ED belongs to; null when the ED has none or it no longer exists. */
  unit?: Maybe<Unit>;
};


/** An ED (empreendedor digital): an affiliate of the network, as the ED managers list them. */
export type EdBillsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** An ED (empreendedor digital): an affiliate of the network, as the ED managers list them. */
export type EdSalesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

/** Who receives an ED notification; every ED when absent. */
export type EdAudienceInput = {
  /** The chosen EDs (`Ed.id`), 1 to 500, all active EDs or nothing is sent; required for EDS, ignored otherwise. */
  edIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Every ED, one unit's EDs or chosen EDs. */
  kind: EdAudienceKind;
  /** The unit (`Unit.id`); required for UNIT, ignored otherwise. */
  unitId?: InputMaybe<Scalars['ID']['input']>;
};

/** Who receives an ED notification. */
export type EdAudienceKind =
  /** Every active ED. */
  | 'ALL'
  /** EDs chosen one by one. */
  | 'EDS'
  /** The active EDs of one unit. */
  | 'UNIT';

/** One bill of an ED (its affiliate side), as the ED details list them; its details are the billing-details screen. */
export type EdBill = {
  __typename?: 'EdBill';
  /** Number of the commercial cycle the bill belongs to. */
  cycle: Scalars['Int']['output'];
  /** Opaque bill id (`Billing.id`). */
  id: Scalars['ID']['output'];
  /** The producer's CNPJ (normal form: 14 characters, uppercase, no punctuation). */
  producerCnpj: Scalars['String']['output'];
  /** The producer that pays it. */
  producerName: Scalars['String']['output'];
  /** Where the bill is in its life. */
  status: BillingStatus;
  /** When the bill last changed (ISO-8601 instant). */
  updatedAt: Scalars['DateTime']['output'];
  /** Bill value in cents. */
  value: Scalars['Money']['output'];
};

/** A page of an ED's bills, newest cycle first. */
export type EdBillPage = {
  __typename?: 'EdBillPage';
  /** The rows of this page. */
  items: Array<EdBill>;
  /** This page's number, 0-based. */
  page: Scalars['Int']['output'];
  /** Rows per page requested (1–100). */
  pageSize: Scalars['Int']['output'];
  /** Number of the ED's bills across every page. */
  totalRows: Scalars['Int']['output'];
};

/** The ED's contract signature (ED details). */
export type EdContractSignature = {
  __typename?: 'EdContractSignature';
  /** When the signature was asked for (ISO-8601 instant); null before. */
  requestedAt?: Maybe<Scalars['DateTime']['output']>;
  /** When it was signed (ISO-8601 instant); null before. */
  signedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Where it stands. */
  status: EdSignatureStatus;
};

/** The toggles of the ED details (docs/product.md §8.7), each saved on its own. */
export type EdFlag =
  /** Franqueado. */
  | 'IS_FRANCHISEE'
  /** Palestrante. */
  | 'IS_LECTURER'
  /** Treinador. */
  | 'IS_TRAINER'
  /** Rastreamento. */
  | 'TRACKING';

/** An ED's career level and stars (levels-stars). */
export type EdLevelStars = {
  __typename?: 'EdLevelStars';
  /** The ED's approved sales in the current commercial cycle, in cents. */
  cycleSales: Scalars['Money']['output'];
  /** Career level, 1 until one is recorded. */
  level: Scalars['Int']['output'];
  /** The level's name in the career plan; null when the plan does not name it. */
  levelName?: Maybe<Scalars['String']['output']>;
  /** 0 to 3: how many of the current commercial cycle's goals (minimum, basic, master) the ED's approved sales reach. */
  stars: Scalars['Int']['output'];
};

/**
 * The ED list's status filter (Gerenciador de EDs / Gerenciador ED): 'Ativo', 'Desativado' and
 * 'Pendentes', the accreditations under way (docs/product/network.md "Credenciamentos pendentes").
 */
export type EdListStatus =
  /** Only the active EDs. */
  | 'ACTIVE'
  /** Only the disabled EDs. */
  | 'INACTIVE'
  /**
   * Only the EDs whose accreditation is under way: the registration's step is PENDING_CONFIRMATION,
   * PENDING_PASSWORD or PENDING_CNPJ, or the company's check waits (PROCESSING, WAITING_SIGNATURE,
   * WAITING_BANK_DETAILS, INVALID_BANK_DETAILS).
   */
  | 'PENDING';

/** A notification sent by admin or holding to EDs (affiliates): every ED, one unit's EDs or chosen EDs. */
export type EdNotification = {
  __typename?: 'EdNotification';
  /** Who it was sent to. */
  audience: EdAudienceKind;
  /** The unit of a UNIT audience; null for the other audiences or when the unit no longer exists. */
  audienceUnit?: Maybe<Unit>;
  /** When it was sent (ISO-8601 instant). */
  date: Scalars['DateTime']['output'];
  /** Opaque id of the sent notification (not of its per-user copies). */
  id: Scalars['ID']['output'];
  /** Body, plain text, at most 2000 characters. */
  message: Scalars['String']['output'];
  /** How many users received it. */
  recipients: Scalars['Int']['output'];
  /** Short heading, plain text, at most 120 characters. */
  title: Scalars['String']['output'];
  /** Severity. */
  type: NotificationType;
};

/** A notification to send to every ED (affiliate). */
export type EdNotificationInput = {
  /** Who receives it; every ED when absent or null. */
  audience?: InputMaybe<EdAudienceInput>;
  /** Body, plain text; trimmed, not blank, at most 2000 characters. */
  message: Scalars['String']['input'];
  /** Short heading, plain text; trimmed, not blank, at most 120 characters. */
  title: Scalars['String']['input'];
  /** Severity; INFO when absent or null. */
  type?: InputMaybe<NotificationType>;
};

/** A page of sent ED notifications, newest first. */
export type EdNotificationPage = {
  __typename?: 'EdNotificationPage';
  /** The rows of this page. */
  items: Array<EdNotification>;
  /** This page's number, 0-based. */
  page: Scalars['Int']['output'];
  /** Rows per page requested (1–100). */
  pageSize: Scalars['Int']['output'];
  /** Number of rows across every page. */
  totalRows: Scalars['Int']['output'];
};

/** A page of EDs, ordered by name. */
export type EdPage = {
  __typename?: 'EdPage';
  /** The rows of this page. */
  items: Array<Ed>;
  /** This page's number, 0-based. */
  page: Scalars['Int']['output'];
  /** Rows per page requested (1–100). */
  pageSize: Scalars['Int']['output'];
  /** Number of rows across every page (of the search, when there is one). */
  totalRows: Scalars['Int']['output'];
};

/**
 * Whether the ED is taken as a partner of the company of its CNPJ (ED details' partnerCheck), judged on
 * the portal's data: a valid CNPJ of its own, a valid CPF, a company accreditation did not refuse, a
 * CNPJ that is no unit's.
 */
export type EdPartnerCheck = {
  __typename?: 'EdPartnerCheck';
  /** The CNPJ judged (normal form); null when the ED has none. */
  cnpj?: Maybe<Scalars['String']['output']>;
  /** True when every condition holds. */
  partner: Scalars['Boolean']['output'];
  /** Which condition failed, or PARTNER. */
  reason: EdPartnerReason;
};

/** Why the partner check answered as it did. */
export type EdPartnerReason =
  /** The CNPJ is a unit's, not the ED's own company. */
  | 'CNPJ_OF_UNIT'
  /** Accreditation refused the company (DENIED, ERROR, NOT_AFFILIATE). */
  | 'CNPJ_REFUSED'
  /** The CNPJ on record fails its check digits. */
  | 'INVALID_CNPJ'
  /** The ED has no CNPJ. */
  | 'NO_CNPJ'
  /** The ED has no valid CPF. */
  | 'NO_CPF'
  /** The ED is taken as a partner. */
  | 'PARTNER';

/** Totals of one programme by state. */
export type EdProgrammeTotals = {
  __typename?: 'EdProgrammeTotals';
  /** Available (points not yet spent nor expired; vouchers that can still be used). */
  available: Scalars['Int']['output'];
  /** Expired. */
  expired: Scalars['Int']['output'];
  /** Used (points spent on vouchers; vouchers used). */
  used: Scalars['Int']['output'];
};

/** An ED's points and voucher programmes (used, available, expired). */
export type EdProgrammes = {
  __typename?: 'EdProgrammes';
  /** Points, summed by state. */
  points: EdProgrammeTotals;
  /** The ED's points-programme status as upstream reports it (ELIGIBLE, ACCEPTED, ...); null when unknown. */
  status?: Maybe<Scalars['String']['output']>;
  /** Vouchers issued to the ED, counted by state. */
  vouchers: EdProgrammeTotals;
};

/** One sale of an ED, as the ED details list them. */
export type EdSale = {
  __typename?: 'EdSale';
  /** The buyer's name. */
  customerName: Scalars['String']['output'];
  /** Opaque sale id. */
  id: Scalars['ID']['output'];
  /** When the customer paid (ISO-8601 instant). */
  paymentDate: Scalars['DateTime']['output'];
  /** The product sold. */
  productName: Scalars['String']['output'];
  /** Status of the payment. */
  status: SaleStatus;
  /** Sale value in cents. */
  value: Scalars['Money']['output'];
};

/** A page of an ED's sales. */
export type EdSalePage = {
  __typename?: 'EdSalePage';
  /** The rows of this page. */
  items: Array<EdSale>;
  /** This page's number, 0-based. */
  page: Scalars['Int']['output'];
  /** Rows per page requested (1–100). */
  pageSize: Scalars['Int']['output'];
  /** Number of the ED's sales across every page. */
  totalRows: Scalars['Int']['output'];
};

/** Where the ED's contract signature stands (contract-sign). */
export type EdSignatureStatus =
  /** Nobody asked the ED to sign yet. */
  | 'NOT_REQUESTED'
  /** Signed. */
  | 'SIGNED'
  /** Asked; the signing service has not reported the signature. */
  | 'WAITING_SIGNATURE';

/** An attachment's new title and card image. */
export type EditTrainingAttachmentInput = {
  /** The attachment. */
  id: Scalars['ID']['input'];
  /** Key of an uploaded PNG or JPEG; null removes the image. */
  thumbnailKey?: InputMaybe<Scalars['String']['input']>;
  /** Title (at most 120 characters). */
  title: Scalars['String']['input'];
};

/** A category's new title and card image. */
export type EditTrainingCategoryInput = {
  /** The category. */
  id: Scalars['ID']['input'];
  /** Key of an uploaded PNG or JPEG; null removes the image. */
  thumbnailKey?: InputMaybe<Scalars['String']['input']>;
  /** Title (at most 120 characters). */
  title: Scalars['String']['input'];
};

/** A CRM campaign of the product that was running on the sale's day. */
export type ExplainedCampaign = {
  __typename?: 'ExplainedCampaign';
  /** Last day (YYYY-MM-DD). */
  endsOn: Scalars['String']['output'];
  /** The campaign's name. */
  name: Scalars['String']['output'];
  /** First day (YYYY-MM-DD). */
  startsOn: Scalars['String']['output'];
};

/** The affiliate link a sale came through and the click that brought the buyer. */
export type ExplainedLink = {
  __typename?: 'ExplainedLink';
  /** When the buyer clicked the link (ISO-8601 instant); null when the checkout did not send the click. */
  clickedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The link's code (the `ref` of the checkout). */
  code: Scalars['String']['output'];
  /** When the link was created (ISO-8601 instant). */
  createdAt: Scalars['DateTime']['output'];
  /** The affiliate's own description of the link (often a campaign's name); may be empty. */
  description: Scalars['String']['output'];
};

/** The sale a commission comes from, as its explanation shows it (docs/product.md §5.10). */
export type ExplainedSale = {
  __typename?: 'ExplainedSale';
  /** The buyer's name masked: the first name, then each other word's initial ('Maria E. L.'). */
  customerName: Scalars['String']['output'];
  /** When the customer paid (ISO-8601 instant). */
  date: Scalars['DateTime']['output'];
  /** Installments of the payment; null for voucher products. */
  installments?: Maybe<Scalars['Int']['output']>;
  /** Id of the customer's payment for the sale. */
  paymentId: Scalars['ID']['output'];
  /** Status of the payment. */
  status: SaleStatus;
  /** Sale value in cents. */
  value: Scalars['Money']['output'];
};

/**
 * The viewer's finances. Each field is loaded on its own: when a balance, sales or cycle lookup fails,
 * that field is null and the rest still arrives (with an error entry for the failed path).
 * Holding users skip commission, sales and balance lookups (those come back empty or null).
 */
export type Finance = {
  __typename?: 'Finance';
  /** The side an agent acts on for this object, null for non-agents. */
  agentAsRole?: Maybe<AgentRole>;
  /** Pending and earned commissions; null when the lookup failed. */
  balance?: Maybe<Balance>;
  /** The current commercial (sales) cycle. */
  commercialCycle?: Maybe<Cycle>;
  /** Why the viewer got one of its commissions; null when it is unknown or not the viewer's. */
  commissionExplanation?: Maybe<CommissionExplanation>;
  /** The viewer's commissions, by date (Todas as comissões, with the list toolbar's filters). */
  commissions: CommissionPage;
  /** The current financial (payment) cycle. */
  financialCycle?: Maybe<Cycle>;
  /** Goals of a cycle (default: current); null when the cycle has none. */
  goals?: Maybe<Goals>;
  /** How the viewer provides invoices. */
  integration: Integration;
  /** Billings awaiting an invoice (OPEN and ERROR), up to 100. */
  openPayments: Array<Billing>;
  /** One of the viewer's billings; null when it is unknown or not the viewer's. */
  payment?: Maybe<Billing>;
  /** The viewer's billings (payments), by cycle number (Faturamento, with the list toolbar's filters). */
  payments: BillingPage;
  /** Totals of the viewer's billings by stage. */
  paymentsSummary?: Maybe<PaymentsSummary>;
  /** The viewer's sales, by payment date (Todas as vendas, with the list toolbar's filters). */
  sales: SalePage;
  /** Last `last` commercial cycles, oldest first. */
  salesByCycle?: Maybe<Array<CycleSales>>;
  /** Sales total of the current commercial cycle in cents. */
  totalSales?: Maybe<Scalars['Money']['output']>;
  /** Branch users (and agents acting as branch). */
  unitBalance?: Maybe<UnitBalance>;
};


/**
 * The viewer's finances. Each field is loaded on its own: when a balance, sales or cycle lookup fails,
 * that field is null and the rest still arrives (with an error entry for the failed path).
 * Holding users skip commission, sales and balance lookups (those come back empty or null).
 */
export type FinanceCommissionExplanationArgs = {
  id: Scalars['ID']['input'];
};


/**
 * The viewer's finances. Each field is loaded on its own: when a balance, sales or cycle lookup fails,
 * that field is null and the rest still arrives (with an error entry for the failed path).
 * Holding users skip commission, sales and balance lookups (those come back empty or null).
 */
export type FinanceCommissionsArgs = {
  from?: InputMaybe<Scalars['String']['input']>;
  order?: InputMaybe<SortDirection>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<CommissionStatus>;
  to?: InputMaybe<Scalars['String']['input']>;
};


/**
 * The viewer's finances. Each field is loaded on its own: when a balance, sales or cycle lookup fails,
 * that field is null and the rest still arrives (with an error entry for the failed path).
 * Holding users skip commission, sales and balance lookups (those come back empty or null).
 */
export type FinanceGoalsArgs = {
  cycleId?: InputMaybe<Scalars['ID']['input']>;
};


/**
 * The viewer's finances. Each field is loaded on its own: when a balance, sales or cycle lookup fails,
 * that field is null and the rest still arrives (with an error entry for the failed path).
 * Holding users skip commission, sales and balance lookups (those come back empty or null).
 */
export type FinancePaymentArgs = {
  id: Scalars['ID']['input'];
};


/**
 * The viewer's finances. Each field is loaded on its own: when a balance, sales or cycle lookup fails,
 * that field is null and the rest still arrives (with an error entry for the failed path).
 * Holding users skip commission, sales and balance lookups (those come back empty or null).
 */
export type FinancePaymentsArgs = {
  from?: InputMaybe<Scalars['String']['input']>;
  order?: InputMaybe<SortDirection>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<BillingStatus>;
  to?: InputMaybe<Scalars['String']['input']>;
};


/**
 * The viewer's finances. Each field is loaded on its own: when a balance, sales or cycle lookup fails,
 * that field is null and the rest still arrives (with an error entry for the failed path).
 * Holding users skip commission, sales and balance lookups (those come back empty or null).
 */
export type FinanceSalesArgs = {
  from?: InputMaybe<Scalars['String']['input']>;
  order?: InputMaybe<SortDirection>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<SaleStatus>;
  to?: InputMaybe<Scalars['String']['input']>;
};


/**
 * The viewer's finances. Each field is loaded on its own: when a balance, sales or cycle lookup fails,
 * that field is null and the rest still arrives (with an error entry for the failed path).
 * Holding users skip commission, sales and balance lookups (those come back empty or null).
 */
export type FinanceSalesByCycleArgs = {
  last?: InputMaybe<Scalars['Int']['input']>;
};

/** Sales goals of a cycle, in cents. */
export type Goals = {
  __typename?: 'Goals';
  /** Basic sales goal, in cents. */
  basic: Scalars['Money']['output'];
  /** Number of that commercial cycle. */
  cycle: Scalars['Int']['output'];
  /** Id of the commercial cycle the goals belong to. */
  cycleId: Scalars['ID']['output'];
  /** Master sales goal, in cents. */
  master: Scalars['Money']['output'];
  /** Minimum sales goal, in cents. */
  minimum: Scalars['Money']['output'];
  /** The unit's goal in cents, for branch users; null otherwise. */
  unit?: Maybe<Scalars['Money']['output']>;
  /** Id of the unit `unit` belongs to; null when `unit` is. */
  unitId?: Maybe<Scalars['ID']['output']>;
};

/** One bill as Status Faturamento lists it (docs/product.md §11.1): every bill, for the holding and admins. */
export type HoldingBill = {
  __typename?: 'HoldingBill';
  /** Commercial cycle number. */
  cycle: Scalars['Int']['output'];
  /** Why the invoice or the payment failed (the 'descrição do status' box); null when none. */
  errorMessage?: Maybe<Scalars['String']['output']>;
  /** Opaque billing id (the same as `Billing.id`). */
  id: Scalars['ID']['output'];
  /** The check of the latest uploaded invoice; null before any upload or when generated. */
  invoiceCheck?: Maybe<InvoiceCheck>;
  /** Whether the payee is an affiliate or a unit. */
  payeeKind: PayeeKind;
  /** Payee's name (affiliate or unit). */
  payeeName: Scalars['String']['output'];
  /** Producer CNPJ in normal form: 14 characters, 0-9/A-Z uppercase (alphanumeric CNPJ), no punctuation. */
  producerCnpj: Scalars['String']['output'];
  /** Producer's company name. */
  producerName: Scalars['String']['output'];
  /** Payment status. */
  status: BillingStatus;
  /** Free-text note upstream attached to the status; null when none. */
  statusMessage?: Maybe<Scalars['String']['output']>;
  /** When the bill last changed (ISO-8601 instant). */
  updatedAt: Scalars['DateTime']['output'];
  /** Total in cents (positive). */
  value: Scalars['Money']['output'];
};

/** A page of Status Faturamento's bills. */
export type HoldingBillPage = {
  __typename?: 'HoldingBillPage';
  /** The rows of this page. */
  items: Array<HoldingBill>;
  /** This page's number, 0-based. */
  page: Scalars['Int']['output'];
  /** Rows per page requested (1–100). */
  pageSize: Scalars['Int']['output'];
  /** Number of rows across every page. */
  totalRows: Scalars['Int']['output'];
};

/** An influencer of the agent (Influenciadores): brought in by the agent or selling for its agency. */
export type Influencer = {
  __typename?: 'Influencer';
  /** False when the influencer has been disabled. */
  active: Scalars['Boolean']['output'];
  /** The agency's commissions from those sales (the agent's branch side), in cents; debits subtract. */
  commissions: Scalars['Money']['output'];
  /** When the influencer registered (ISO-8601 instant). */
  createdAt: Scalars['DateTime']['output'];
  /** Login e-mail (lowercase). */
  email: Scalars['String']['output'];
  /** Opaque user id. */
  id: Scalars['ID']['output'];
  /** Mobile phone, digits only; null when unknown. */
  mobilePhone?: Maybe<Scalars['String']['output']>;
  /** Full name. */
  name: Scalars['String']['output'];
  /** How many approved sales the influencer made for the agency. */
  salesCount: Scalars['Int']['output'];
  /** Sum of those sales, in cents. */
  salesTotal: Scalars['Money']['output'];
  /** Status of the influencer's company (CNPJ) registration as upstream reports it; null when unknown. */
  statusCnpj?: Maybe<Scalars['String']['output']>;
};

/** A page of the agent's influencers, ordered by name. */
export type InfluencerPage = {
  __typename?: 'InfluencerPage';
  /** The rows of this page. */
  items: Array<Influencer>;
  /** This page's number, 0-based. */
  page: Scalars['Int']['output'];
  /** Rows per page requested (1–100). */
  pageSize: Scalars['Int']['output'];
  /** Number of the agent's influencers. */
  totalRows: Scalars['Int']['output'];
};

/** How the viewer's account provides invoices. */
export type Integration = {
  __typename?: 'Integration';
  /** True when invoices are generated (`generateInvoice`) rather than uploaded. */
  integrated: Scalars['Boolean']['output'];
  /** Null when the account uploads its invoices itself. */
  kind?: Maybe<IntegrationKind>;
};

/** Invoice-issuing integration of an account: it generates invoices instead of uploading them. */
export type IntegrationKind =
  /** Invoices are generated through BBP. */
  | 'BBP'
  /** Invoices are generated through DMEI (MEI invoice issuer). */
  | 'DMEI';

/** An invoice (nota fiscal) sent for a billing, as the Notas Fiscais list shows it. */
export type Invoice = {
  __typename?: 'Invoice';
  /** Id of the billing the invoice is for. */
  billingId: Scalars['ID']['output'];
  /** Commercial cycle number of the billing. */
  cycle: Scalars['Int']['output'];
  /** Opaque invoice id. */
  id: Scalars['ID']['output'];
  /** User id (AFFILIATE) or organisation id (BRANCH) of the payee. */
  payeeId: Scalars['ID']['output'];
  /** Whether the payee is an affiliate or a unit. */
  payeeKind: PayeeKind;
  /** Payee's name (affiliate or unit). */
  payeeName: Scalars['String']['output'];
  /**
   * Path of the PDF on the gateway ('Baixar'), to GET with the same bearer token; it answers the
   * file as an attachment. Null when the invoice has no file.
   */
  pdfPath?: Maybe<Scalars['String']['output']>;
  /** Producer CNPJ in normal form: 14 characters, 0-9/A-Z uppercase (alphanumeric CNPJ), no punctuation. */
  producerCnpj: Scalars['String']['output'];
  /** Producer's company name. */
  producerName: Scalars['String']['output'];
  /** When the invoice was sent or generated (ISO-8601 instant). */
  sentAt: Scalars['DateTime']['output'];
  /** Status of its billing (an invoice has none of its own; a refused one shows ERROR). */
  status: BillingStatus;
  /** Billing total in cents (positive). */
  value: Scalars['Money']['output'];
};

/** What the server read in an invoice (PDF text layer or national NFS-e XML) and how it compares with the billing. */
export type InvoiceCheck = {
  __typename?: 'InvoiceCheck';
  /** When the check ran (ISO-8601 instant). */
  checkedAt: Scalars['DateTime']['output'];
  /** The file's format. */
  format: InvoiceFileFormat;
  /** Each item compared, in order: provider, taker, total, issue date, number, then a duplicate when another billing has the note. */
  items: Array<InvoiceCheckItem>;
  /** The note's number, when found. */
  number?: Maybe<Scalars['String']['output']>;
  /** MATCHED when every item agrees, MISMATCHED when one does not, UNREADABLE for a PDF without text (the team checks it). */
  outcome: InvoiceCheckOutcome;
  /** The provider's CNPJ in normal form (14 characters, 0-9/A-Z), when found. */
  providerCnpj?: Maybe<Scalars['String']['output']>;
  /** The payee's reason for sending a note that does not match; null otherwise. */
  reason?: Maybe<Scalars['String']['output']>;
};

/** An item an invoice check compares. */
export type InvoiceCheckField =
  /** The note (provider CNPJ + number) was sent for another billing: refused. */
  | 'DUPLICATE'
  /** The issue date: not before the cycle's last day. */
  | 'ISSUE_DATE'
  /** The note's number. */
  | 'NUMBER'
  /** The provider's CNPJ: must be the payee's. */
  | 'PROVIDER'
  /** The taker's CNPJ: must be the billing's producer's. */
  | 'TAKER'
  /** The note's total: must equal the billing's value. */
  | 'TOTAL';

/** One compared item of an invoice check. */
export type InvoiceCheckItem = {
  __typename?: 'InvoiceCheckItem';
  /** Which item. */
  field: InvoiceCheckField;
  /** What was found, in pt-BR (e.g. 'O valor da nota (R$ 1,00) não confere com o faturamento (R$ 93,39).'). */
  message: Scalars['String']['output'];
  /** Whether it agrees with the billing. */
  ok: Scalars['Boolean']['output'];
};

/** The outcome of an invoice check. */
export type InvoiceCheckOutcome =
  /** Every item agrees with the billing. */
  | 'MATCHED'
  /** At least one item does not agree (sending it needs a reason; a duplicate is refused). */
  | 'MISMATCHED'
  /** A PDF without readable text (a scan): the team checks it. */
  | 'UNREADABLE';

/** An invoice file's format. */
export type InvoiceFileFormat =
  /** A PDF (its text layer is read). */
  | 'PDF'
  /** The national NFS-e XML. */
  | 'XML';

/** A batch invoice generation, run as background jobs upstream; poll it while it runs. */
export type InvoiceGeneration = {
  __typename?: 'InvoiceGeneration';
  /** How many billings it generates. */
  billingCount: Scalars['Int']['output'];
  /** When it was started (ISO-8601 instant). */
  createdAt: Scalars['String']['output'];
  /** Billings whose invoice was generated. */
  done: Scalars['Int']['output'];
  /** Billings whose generation failed. */
  failed: Scalars['Int']['output'];
  /** The batch's id (poll invoiceGeneration with it). */
  id: Scalars['ID']['output'];
  /** Each billing of the batch. */
  items: Array<InvoiceGenerationItem>;
  /** Billings waiting for a worker. */
  queued: Scalars['Int']['output'];
  /** Billings being generated. */
  running: Scalars['Int']['output'];
  /** Chosen billings left out because they were not awaiting an invoice (not OPEN or ERROR). */
  skippedBillingIds: Array<Scalars['ID']['output']>;
  /** Where the batch stands. */
  state: InvoiceGenerationState;
};

/** One billing of a batch invoice generation. */
export type InvoiceGenerationItem = {
  __typename?: 'InvoiceGenerationItem';
  /** The billing. */
  billingId: Scalars['ID']['output'];
  /** Why its generation failed (pt-BR), when FAILED. */
  errorMessage?: Maybe<Scalars['String']['output']>;
  /** Where its generation stands. */
  state: InvoiceGenerationState;
};

/** Where a batch invoice generation, or one of its billings, stands (docs/product.md §11.1). */
export type InvoiceGenerationState =
  /** Finished: every invoice generated (a billing: its invoice generated, the billing READY). */
  | 'DONE'
  /** Finished with at least one failure (a billing: ERROR, with the reason in errorMessage). */
  | 'FAILED'
  /** Waiting for a worker. */
  | 'QUEUED'
  /** Being generated. */
  | 'RUNNING';

/** A page of the Notas Fiscais list. */
export type InvoicePage = {
  __typename?: 'InvoicePage';
  /** The rows of this page. */
  items: Array<Invoice>;
  /** This page's number, 0-based. */
  page: Scalars['Int']['output'];
  /** Rows per page requested (1–100). */
  pageSize: Scalars['Int']['output'];
  /** Number of rows across every page; a search counts at most 1000 matches (then it says 1000). */
  totalRows: Scalars['Int']['output'];
};

/** Sort field of the Notas Fiscais list: only the order an index serves at every scale. */
export type InvoiceSortField =
  /** When the invoice was sent (default, newest first). */
  | 'SENT_AT';

/** Acompanhamento de vendas: one affiliate link's sales over the period. */
export type LinkSalesTotal = {
  __typename?: 'LinkSalesTotal';
  /** The link's short code. */
  code: Scalars['String']['output'];
  /** The affiliate's note for the link; may be empty. */
  description: Scalars['String']['output'];
  /** The link's id. */
  linkId: Scalars['ID']['output'];
  /** The product the link sells. */
  productName: Scalars['String']['output'];
  /** Approved sales through the link in the period. */
  saleCount: Scalars['Int']['output'];
  /** The affiliate who owns the link. */
  sellerName: Scalars['String']['output'];
  /** What they add up to. */
  value: Scalars['Money']['output'];
  /** Visits counted on the link (all time). */
  visits: Scalars['Int']['output'];
};

/**
 * Result of a login. Either a session (`token`, `expiresIn`, `user`), or, for an account with the
 * second factor on, only `twoFactorChallenge`: no session until `completeLogin` gets a code.
 */
export type LoginPayload = {
  __typename?: 'LoginPayload';
  /** Seconds until the token expires; null while the second factor is pending. */
  expiresIn?: Maybe<Scalars['Int']['output']>;
  /** Bearer token to send as `Authorization: Bearer <token>`; null while the second factor is pending. */
  token?: Maybe<Scalars['String']['output']>;
  /** Set when the account has the second factor on: send it to `completeLogin` with a code within 5 minutes. */
  twoFactorChallenge?: Maybe<Scalars['String']['output']>;
  /**
   * True when the role policy (REQUIRE_2FA_ROLES) requires a second factor this person has not
   * enrolled: the token opens only `me`, `twoFactor`, `startTwoFactorEnrolment`, `confirmTwoFactor`
   * and `renewSession` (every other field answers FORBIDDEN 'Ative a verificação em duas etapas para
   * continuar.'); `renewSession` after the confirmation answers a full token.
   */
  twoFactorEnrolmentRequired: Scalars['Boolean']['output'];
  /** The user the token belongs to; null while the second factor is pending. */
  user?: Maybe<User>;
};

/** An e-mail category a person may turn off (docs/mail.md); codes and security notices are none. */
export type MailCategory =
  /** Bill e-mails: NF received and in analysis, NF refused, bill ready for payment, bill paid. */
  | 'BILLS'
  /** The ED notifications the holding sends, also by e-mail. */
  | 'ED_NOTIFICATIONS'
  /** The affiliate's weekly summary of the cycle: sales, commissions, goals. */
  | 'WEEKLY_SUMMARY';

/** One message of the outbox, as the holding sees what was sent. */
export type MailDelivery = {
  __typename?: 'MailDelivery';
  /** SMTP attempts so far (a resend keeps counting). */
  attempts: Scalars['Int']['output'];
  /** When the event wrote it (ISO-8601 instant). */
  createdAt: Scalars['DateTime']['output'];
  /** Why the last attempt failed: the SMTP server's answer or the transport's error; null once sent. */
  failureReason?: Maybe<Scalars['String']['output']>;
  /** Opaque id; the message's Message-ID is `<mail-{id}@sender's domain>`, the same on a resend. */
  id: Scalars['ID']['output'];
  /** The address it is for. */
  recipient: Scalars['String']['output'];
  /** When the SMTP server accepted it. */
  sentAt?: Maybe<Scalars['DateTime']['output']>;
  /** Its state. */
  state: MailDeliveryState;
  /** The subject, once the first attempt rendered it. */
  subject?: Maybe<Scalars['String']['output']>;
  /** The template's name, e.g. 'accreditation-code' (its words: @portal/schema MAIL_TEMPLATE_LABELS). */
  template: Scalars['String']['output'];
  /** When its state last changed. */
  updatedAt: Scalars['DateTime']['output'];
};

/** A page of deliveries, newest first. */
export type MailDeliveryPage = {
  __typename?: 'MailDeliveryPage';
  /** The rows of this page. */
  items: Array<MailDelivery>;
  /** This page's number, 0-based. */
  page: Scalars['Int']['output'];
  /** Rows per page requested (1–100). */
  pageSize: Scalars['Int']['output'];
  /** Number of rows across every page (of the filters). */
  totalRows: Scalars['Int']['output'];
};

/** A delivery's state as a person reads it (E-mails enviados). */
export type MailDeliveryState =
  /** Adiado: an attempt failed for now (server away, 4xx); the queue retries it with backoff. */
  | 'DEFERRED'
  /** Falhou: refused for good (5xx) or out of retries; `failureReason` says why. */
  | 'FAILED'
  /** Na fila: not tried yet, or put back by a resend. */
  | 'QUEUED'
  /** Enviado: the SMTP server accepted it. */
  | 'SENT';

/** What the viewer receives by e-mail among the categories that can be turned off (all on at first). */
export type MailPreferences = {
  __typename?: 'MailPreferences';
  /** Bill e-mails are sent. */
  bills: Scalars['Boolean']['output'];
  /** The categories this person can receive (by role); the account page offers only these. */
  categories: Array<MailCategory>;
  /** ED notifications are also sent by e-mail. */
  edNotifications: Scalars['Boolean']['output'];
  /** The weekly summary is sent. */
  weeklySummary: Scalars['Boolean']['output'];
};

/** A change of e-mail preferences: the categories given are set, the others keep their choice. */
export type MailPreferencesInput = {
  /** Bill e-mails on or off. */
  bills?: InputMaybe<Scalars['Boolean']['input']>;
  /** ED notifications by e-mail on or off. */
  edNotifications?: InputMaybe<Scalars['Boolean']['input']>;
  /** The weekly summary on or off. */
  weeklySummary?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A holding product with every field the manager edits (docs/product.md §10.3). */
export type ManagedProduct = {
  __typename?: 'ManagedProduct';
  /** Inactive products are kept but not sold. */
  active: Scalars['Boolean']['output'];
  /** Desktop banner image URL. */
  bannerDesktop?: Maybe<Scalars['String']['output']>;
  /** Phone banner image URL. */
  bannerPhone?: Maybe<Scalars['String']['output']>;
  /** Tablet banner image URL. */
  bannerTablet?: Maybe<Scalars['String']['output']>;
  /** Who receives the charge. */
  chargeReceiver?: Maybe<Scalars['String']['output']>;
  /** The checkout page affiliate links send buyers to. */
  checkoutPageUrl?: Maybe<Scalars['String']['output']>;
  /** Sales to companies (CNPJ) enabled. */
  cnpjEnabled: Scalars['Boolean']['output'];
  /** Commission per career level, by level. */
  commissions: Array<ProductLevelCommission>;
  /** The branch's coparticipation in basis points. */
  coparticipationBranchBp: Scalars['Int']['output'];
  /** A coproduction. */
  coproduction: Scalars['Boolean']['output'];
  /** Call-to-action text, at most 32 characters. */
  cta?: Maybe<Scalars['String']['output']>;
  /** First description. */
  description1?: Maybe<Scalars['String']['output']>;
  /** Second description. */
  description2?: Maybe<Scalars['String']['output']>;
  /** Who receives the donation. */
  donationReceiver?: Maybe<Scalars['String']['output']>;
  /** Donation value per sale. */
  donationValue: Scalars['Money']['output'];
  /** Highlighted products are shown first. */
  highlighted: Scalars['Boolean']['output'];
  /** Opaque product id. */
  id: Scalars['ID']['output'];
  /** Most installments a buyer may choose. */
  maxInstallments: Scalars['Int']['output'];
  /** Lowest career level that may promote it. */
  minLevel: Scalars['Int']['output'];
  /** The product's name. */
  name: Scalars['String']['output'];
  /** Full price. */
  price: Scalars['Money']['output'];
  /** The producer's id. */
  producerId: Scalars['ID']['output'];
  /** The producer's fancy name. */
  producerName: Scalars['String']['output'];
  /** Bumped by every edit; an edit names the revision it was based on. */
  revision: Scalars['Int']['output'];
  /** B2B sales. */
  salesB2B: Scalars['Boolean']['output'];
  /** Sales with interest. */
  salesInterest: Scalars['Boolean']['output'];
  /** Santa Clara enabled. */
  santaclaraEnabled: Scalars['Boolean']['output'];
  /** Published on Santa Clara. */
  santaclaraPublished: Scalars['Boolean']['output'];
  /** Service charge, in cents. */
  serviceCharge: Scalars['Money']['output'];
  /** Salesforce code. */
  sfCode?: Maybe<Scalars['String']['output']>;
  /** Whether buyers must see the terms. */
  showTerms: Scalars['Boolean']['output'];
  /** Special events (campaigns). */
  specialEvents: Array<ProductSpecialEvent>;
  /** First subtitle. */
  subtitle1?: Maybe<Scalars['String']['output']>;
  /** Second subtitle. */
  subtitle2?: Maybe<Scalars['String']['output']>;
  /** The terms exactly as written (rich text, HTML): for editing only, never render it. */
  termsContent?: Maybe<Scalars['String']['output']>;
  /** The terms sanitised for display: no scripts, event handlers or unsafe URLs. */
  termsHtml?: Maybe<Scalars['String']['output']>;
  /** Thumbnail image URL. */
  thumbnail?: Maybe<Scalars['String']['output']>;
  /** Title of the product page. */
  title?: Maybe<Scalars['String']['output']>;
  /** When it was last edited (ISO-8601 instant). */
  updatedAt: Scalars['DateTime']['output'];
};

/** The holding product form. Empty strings count as absent; images are getUrls of PRODUCT_IMAGE uploads. */
export type ManagedProductInput = {
  /** Default true. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** An uploaded PNG/JPEG's getUrl. */
  bannerDesktop?: InputMaybe<Scalars['String']['input']>;
  /** An uploaded PNG/JPEG's getUrl. */
  bannerPhone?: InputMaybe<Scalars['String']['input']>;
  /** An uploaded PNG/JPEG's getUrl. */
  bannerTablet?: InputMaybe<Scalars['String']['input']>;
  /** At most 160 characters. */
  chargeReceiver?: InputMaybe<Scalars['String']['input']>;
  /** An http/https URL. */
  checkoutPageUrl?: InputMaybe<Scalars['String']['input']>;
  /** Default false. */
  cnpjEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** At most 20, one per level. */
  commissions?: InputMaybe<Array<ProductLevelCommissionInput>>;
  /** Basis points 0–10000, default 0. */
  coparticipationBranchBp?: InputMaybe<Scalars['Int']['input']>;
  /** Default false. */
  coproduction?: InputMaybe<Scalars['Boolean']['input']>;
  /** At most 32 characters. */
  cta?: InputMaybe<Scalars['String']['input']>;
  /** At most 5000 characters. */
  description1?: InputMaybe<Scalars['String']['input']>;
  /** At most 5000 characters. */
  description2?: InputMaybe<Scalars['String']['input']>;
  /** At most 160 characters. */
  donationReceiver?: InputMaybe<Scalars['String']['input']>;
  /** Default 0. */
  donationValue?: InputMaybe<Scalars['Money']['input']>;
  /** Default false. */
  highlighted?: InputMaybe<Scalars['Boolean']['input']>;
  /** 1–24, default 1. */
  maxInstallments?: InputMaybe<Scalars['Int']['input']>;
  /** 1–20, default 1. */
  minLevel?: InputMaybe<Scalars['Int']['input']>;
  /** Required, at most 160 characters. */
  name: Scalars['String']['input'];
  /** Full price, default 0. */
  price?: InputMaybe<Scalars['Money']['input']>;
  /** The producer (Producer.id). */
  producerId: Scalars['ID']['input'];
  /** Default false. */
  salesB2B?: InputMaybe<Scalars['Boolean']['input']>;
  /** Default false. */
  salesInterest?: InputMaybe<Scalars['Boolean']['input']>;
  /** Default false. */
  santaclaraEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** Default false. */
  santaclaraPublished?: InputMaybe<Scalars['Boolean']['input']>;
  /** Default 0, in cents. */
  serviceCharge?: InputMaybe<Scalars['Money']['input']>;
  /** At most 60 characters. */
  sfCode?: InputMaybe<Scalars['String']['input']>;
  /** Default false; when true the terms are required. */
  showTerms?: InputMaybe<Scalars['Boolean']['input']>;
  /** At most 20. */
  specialEvents?: InputMaybe<Array<ProductSpecialEventInput>>;
  /** At most 500 characters. */
  subtitle1?: InputMaybe<Scalars['String']['input']>;
  /** At most 500 characters. */
  subtitle2?: InputMaybe<Scalars['String']['input']>;
  /** Rich text (HTML), stored as written, at most 50000 characters. */
  termsContent?: InputMaybe<Scalars['String']['input']>;
  /** An uploaded PNG/JPEG's getUrl. */
  thumbnail?: InputMaybe<Scalars['String']['input']>;
  /** At most 500 characters. */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** A page of holding products, by name. */
export type ManagedProductPage = {
  __typename?: 'ManagedProductPage';
  /** The rows of this page. */
  items: Array<ManagedProductRow>;
  /** This page's number, 0-based. */
  page: Scalars['Int']['output'];
  /** Rows per page requested (1–100). */
  pageSize: Scalars['Int']['output'];
  /** Number of rows across every page (of the filter and search). */
  totalRows: Scalars['Int']['output'];
};

/** A row of Produtos (holding): enough to pick a product. */
export type ManagedProductRow = {
  __typename?: 'ManagedProductRow';
  /** Inactive products are kept but not sold. */
  active: Scalars['Boolean']['output'];
  /** Its campaigns: the special events plus the CRM campaigns the campaigns poll linked to it. */
  campaignCount: Scalars['Int']['output'];
  /** Highlighted products are shown first to affiliates. */
  highlighted: Scalars['Boolean']['output'];
  /** Opaque product id. */
  id: Scalars['ID']['output'];
  /** Lowest career level that may promote it. */
  minLevel: Scalars['Int']['output'];
  /** The product's name. */
  name: Scalars['String']['output'];
  /** Full price. */
  price: Scalars['Money']['output'];
  /** The producer's fancy name. */
  producerName: Scalars['String']['output'];
  /** The product's current revision. */
  revision: Scalars['Int']['output'];
  /** How many special events (campaigns) it has. */
  specialEventCount: Scalars['Int']['output'];
};

/** A sale as Suas vendas lists it. */
export type ManagedSale = {
  __typename?: 'ManagedSale';
  /** The buyer's name. */
  customerName: Scalars['String']['output'];
  /** Opaque sale id. */
  id: Scalars['ID']['output'];
  /** Installments the buyer chose (1 = cash). */
  installments: Scalars['Int']['output'];
  /** When it was paid (ISO-8601 instant). */
  paymentDate: Scalars['DateTime']['output'];
  /** The payment's id at the checkout. */
  paymentId: Scalars['String']['output'];
  /** The product sold. */
  productName: Scalars['String']['output'];
  /** The affiliate credited with the sale. */
  sellerName: Scalars['String']['output'];
  /** Payment status. */
  status: SaleStatus;
  /** The amount paid. */
  value: Scalars['Money']['output'];
};

/** A page of sales, newest first. */
export type ManagedSalePage = {
  __typename?: 'ManagedSalePage';
  /** The rows of this page. */
  items: Array<ManagedSale>;
  /** This page's number, 0-based. */
  page: Scalars['Int']['output'];
  /** Rows per page requested (1–100). */
  pageSize: Scalars['Int']['output'];
  /** Number of rows across every page (of the search, when there is one). */
  totalRows: Scalars['Int']['output'];
};

/** An organisation as 'Gerenciador de Unidades' lists it (holding). */
export type ManagedUnit = {
  __typename?: 'ManagedUnit';
  /** True for an agency (agenciador): its members are agents. */
  agenciador: Scalars['Boolean']['output'];
  /** The unit's CNPJ in normal form (14 characters, uppercase, no punctuation, numeric or alphanumeric); null when none. */
  cnpj?: Maybe<Scalars['String']['output']>;
  /** How many EDs belong to it. */
  edCount: Scalars['Int']['output'];
  /** True for the holding's own organisation (shown as 'Holding'). */
  holding: Scalars['Boolean']['output'];
  /** Opaque organisation id. */
  id: Scalars['ID']['output'];
  /** The unit's name. */
  name: Scalars['String']['output'];
};

/** One unit of 'Gerenciador de Unidades' with everything its page edits. */
export type ManagedUnitDetails = {
  __typename?: 'ManagedUnitDetails';
  /** Every producer of the network, to choose the unit's from. */
  allProducers: Array<UnitParty>;
  /** Who the unit's donations go to. */
  donationReceivers: Array<UnitParty>;
  /** Its goal per commercial cycle, newest cycle first (every cycle, with or without a goal). */
  goals: Array<UnitCycleGoal>;
  /** The producers the unit sells for. */
  producers: Array<UnitParty>;
  /** The unit itself. */
  unit: ManagedUnit;
};

/** A page of the network's organisations, by name. */
export type ManagedUnitPage = {
  __typename?: 'ManagedUnitPage';
  /** The rows of this page. */
  items: Array<ManagedUnit>;
  /** This page's number, 0-based. */
  page: Scalars['Int']['output'];
  /** Rows per page requested (1–100). */
  pageSize: Scalars['Int']['output'];
  /** Organisations across every page (under the toolbar's filter). */
  totalRows: Scalars['Int']['output'];
};

/** An 'Alteração em massa' job: one uploaded CSV of ED changes. */
export type MassChange = {
  __typename?: 'MassChange';
  /** Rows that changed something; null until done. */
  changedRows?: Maybe<Scalars['Int']['output']>;
  /** Rows checked so far (progress; equals totalRows once done). */
  checkedRows: Scalars['Int']['output'];
  /** When it was uploaded (ISO-8601 instant). */
  createdAt: Scalars['DateTime']['output'];
  /** Why it failed; null otherwise. */
  errorMessage?: Maybe<Scalars['String']['output']>;
  /** The uploaded file's name. */
  fileName: Scalars['String']['output'];
  /** When it ended; null before. */
  finishedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Opaque id. */
  id: Scalars['ID']['output'];
  /** The name of who uploaded it. */
  requestedBy: Scalars['String']['output'];
  /** When a worker started it; null while queued. */
  startedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Where the job is. */
  state: MassChangeState;
  /** Rows of changes in the file. */
  totalRows: Scalars['Int']['output'];
};

/** One mass change with a page of its rows. */
export type MassChangeDetails = {
  __typename?: 'MassChangeDetails';
  /** The job. */
  job: MassChange;
  /** A page of its rows with their results. */
  rows: MassChangeRowPage;
};

/** The CSV of a mass change (the template's columns: email;unidade_id;nivel;is_franchisee;is_trainer;is_lecturer;tracking). */
export type MassChangeInput = {
  /** The file's text (UTF-8), at most 4 000 000 characters. */
  csv: Scalars['String']['input'];
  /** The file's name, 1–255 characters. */
  fileName: Scalars['String']['input'];
};

/** A page of mass changes, newest first. */
export type MassChangePage = {
  __typename?: 'MassChangePage';
  /** The rows of this page. */
  items: Array<MassChange>;
  /** This page's number, 0-based. */
  page: Scalars['Int']['output'];
  /** Rows per page requested (1–100). */
  pageSize: Scalars['Int']['output'];
  /** Jobs across every page. */
  totalRows: Scalars['Int']['output'];
};

/** One row of a mass change, as validated, with its result once applied. */
export type MassChangeRow = {
  __typename?: 'MassChangeRow';
  /** The ED's e-mail. */
  edEmail: Scalars['String']['output'];
  /** The ED's id. */
  edId: Scalars['ID']['output'];
  /** The ED's name. */
  edName: Scalars['String']['output'];
  /** is_franchisee to set; null to keep it. */
  isFranchisee?: Maybe<Scalars['Boolean']['output']>;
  /** is_lecturer to set; null to keep it. */
  isLecturer?: Maybe<Scalars['Boolean']['output']>;
  /** is_trainer to set; null to keep it. */
  isTrainer?: Maybe<Scalars['Boolean']['output']>;
  /** The career level to set; null to keep it. */
  level?: Maybe<Scalars['Int']['output']>;
  /** The row's line in the file (the header is line 1). */
  line: Scalars['Int']['output'];
  /** What applying it did; null until the job is done. */
  result?: Maybe<MassChangeRowResult>;
  /** tracking to set; null to keep it. */
  tracking?: Maybe<Scalars['Boolean']['output']>;
  /** The unit the ED moves to; null to keep it. */
  unitId?: Maybe<Scalars['ID']['output']>;
};

/** A page of a mass change's rows, by line. */
export type MassChangeRowPage = {
  __typename?: 'MassChangeRowPage';
  /** The rows of this page. */
  items: Array<MassChangeRow>;
  /** This page's number, 0-based. */
  page: Scalars['Int']['output'];
  /** Rows per page requested (1–100). */
  pageSize: Scalars['Int']['output'];
  /** Rows across every page. */
  totalRows: Scalars['Int']['output'];
};

/** What applying one row did. */
export type MassChangeRowResult =
  /** The ED had other values: they were changed. */
  | 'CHANGED'
  /** The ED already had these values (the same file applied again changes nothing). */
  | 'UNCHANGED';

/** Where a mass change is. */
export type MassChangeState =
  /** Applied, every row at once. */
  | 'DONE'
  /** Not applied (the reason is in `errorMessage`); nothing was changed. */
  | 'FAILED'
  /** Waiting for a worker. */
  | 'QUEUED'
  /** Being checked and applied. */
  | 'RUNNING';

/** Where an attachment goes. */
export type MoveTrainingAttachmentInput = {
  /** The category it goes in. */
  categoryId: Scalars['ID']['input'];
  /** The attachment to move. */
  id: Scalars['ID']['input'];
};

/** Where a category goes. */
export type MoveTrainingCategoryInput = {
  /** The category to move. */
  id: Scalars['ID']['input'];
  /** The new parent; null for the root. Never the category itself or one below it. */
  parentId?: InputMaybe<Scalars['ID']['input']>;
};

/** Write operations of the portal. */
export type Mutation = {
  __typename?: 'Mutation';
  /** Adds an uploaded file to a category (holding). */
  addTrainingFile: TrainingWriteResult;
  /** Adds a video by link to a category (holding). */
  addTrainingVideo: TrainingWriteResult;
  /** Status Faturamento (holding, admin): approves the invoice of a PROCESSING bill (it becomes READY); any other status: CONFLICT. */
  approveBillingInvoice: HoldingBill;
  /** Meu Perfil: changes the password; a wrong current password is BAD_USER_INPUT on currentPassword. */
  changeMyPassword: Scalars['Boolean']['output'];
  /** Sets a new password using the one-time recovery token from the reset link. */
  changePassword: Scalars['Boolean']['output'];
  /**
   * Reads an invoice (PDF text layer or national NFS-e XML) and checks it against one of the viewer's
   * billings, storing nothing: the dialog shows each item before anything is sent. A DOCTYPE or entity
   * declaration, a malformed XML or another layout: BAD_USER_INPUT with the pt-BR reason.
   */
  checkInvoice: InvoiceCheck;
  /** Status Faturamento (holding, admin): sets a bill to Closed; only Open, Error, PaymentError and Ready bills may be. */
  closeBilling: HoldingBill;
  /**
   * The login's second step: the challenge `login` answered and a code (six digits from the app, or
   * a recovery code, which is then spent). Errors: BAD_USER_INPUT 'Código inválido. Confira o
   * aplicativo autenticador e tente novamente.' on the `code` field (counted in the login limits);
   * BAD_USER_INPUT 'A verificação expirou. Entre novamente com seu e-mail e senha.' on `challenge`
   * when it is unknown, spent, expired or took five wrong codes.
   */
  completeLogin: LoginPayload;
  /** Turns the second factor on with a code of the new secret; answers the recovery codes, once. */
  confirmTwoFactor: TwoFactorRecoveryCodes;
  /**
   * Converts the viewer's chosen commissions into points, atomically: each becomes ConvertedToPoints
   * with its points entry, or none does (CONFLICT when one is no longer convertible). Answers the new
   * summary, so the screen updates without a refetch.
   */
  convertCommissionsToPoints: ConvertCommissionsPayload;
  /**
   * Converts points into a voucher for a beneficiary (the viewer when absent), atomically. CONFLICT
   * when the available points do not cover it.
   */
  convertPoints: ConvertPointsPayload;
  /** Creates an API client for the viewer; the answer carries its secret, once. */
  createApiClient: CreateApiClientPayload;
  /** Creates a banner at the end of the list (holding). */
  createBanner: Banner;
  /**
   * Ciclos Comerciais / Ciclos Financeiros (holding): creates the next cycle (the next number). A
   * cycle starting on or before the latest one's last day is refused (CONFLICT, with the pt-BR reason).
   */
  createCycle: Cycle;
  /** Creates a holding product with its commissions (holding). */
  createManagedProduct: ManagedProduct;
  /** Registers a producer (admin). A CNPJ another producer has is CONFLICT with upstream's text. */
  createProducer: Producer;
  /** Makes a new link for a product the viewer may promote, under a fresh unguessable code. */
  createProductLink: ProductLink;
  /** Adds a paid-traffic tag (admin). */
  createTrafficTag: TrafficTag;
  /** Creates a category (holding). */
  createTrainingCategory: TrainingWriteResult;
  /** Short-lived URLs to upload one file straight to storage and read it back (holding, admin). */
  createUploadUrls: UploadUrls;
  /** Subscribes one of the viewer's API clients to events; the answer carries the signing secret, once. */
  createWebhookSubscription: CreateWebhookSubscriptionPayload;
  /** Deletes a banner and closes the gap in the order (holding); returns its id. */
  deleteBanner: Scalars['ID']['output'];
  /** Deletes a sent ED notification and the copies it created (admin, holding); returns its id. */
  deleteEdNotification: Scalars['ID']['output'];
  /** Deletes one of the viewer's notifications; returns its id. */
  deleteNotification: Scalars['ID']['output'];
  /** Deletes a paid-traffic tag (admin); returns its id. */
  deleteTrafficTag: Scalars['ID']['output'];
  /** Deletes an attachment (holding). */
  deleteTrainingAttachment: TrainingWriteResult;
  /** Deletes a category with everything below it, in one transaction (holding). */
  deleteTrainingCategory: TrainingWriteResult;
  /** Deletes one of the viewer's subscriptions and its delivery log; nothing more is sent to it. */
  deleteWebhookSubscription: WebhookSubscription;
  /** Turns the second factor off; asks for the password and a code (app or recovery code). */
  disableTwoFactor: Scalars['Boolean']['output'];
  /** Renames an attachment and sets its card image (holding). */
  editTrainingAttachment: TrainingWriteResult;
  /** Renames a category and sets its card image (holding). */
  editTrainingCategory: TrainingWriteResult;
  /**
   * Integrated accounts (DMEI, BBP): has the invoice generated for a billing in OPEN or ERROR.
   * `as`: for agents, the side the billing belongs to (default AFFILIATED); ignored for other roles.
   */
  generateInvoice: Billing;
  /**
   * Joins the points programme (agree); answers the new status: WAITING_SIGNATURE for a user,
   * ACCEPTED for a unit or the holding. CONFLICT when the member is not at that step.
   */
  joinPointsProgramme: Scalars['String']['output'];
  /**
   * Exchanges credentials for a bearer token. Errors carry the message 'Usuário ou senha incorretos.'
   * (wrong credentials) or 'Campos incorretos.' (malformed request) with code BAD_USER_INPUT.
   */
  login: LoginPayload;
  /** Moves an attachment to another category (holding). */
  moveTrainingAttachment: TrainingWriteResult;
  /** Moves a category; into itself or a descendant is refused (holding). */
  moveTrainingCategory: TrainingWriteResult;
  /**
   * 'Atualizar campanhas' (holding, admin): queues a poll of the CRM's active campaigns and answers it
   * (or the poll already queued or running). Follow it with `campaignPoll`.
   */
  pollCampaigns: CampaignPoll;
  /**
   * Registrar pagamento (holding, admin): after paying a READY bill through the bank, records it as
   * paid (PAID → status PAID) or as a failed payment (FAILED → PAYMENT_ERROR, `reason` required, 3 to
   * 500 characters, shown as the bill's errorMessage). The payee gets the bill e-mail. Any other
   * status: CONFLICT with the pt-BR reason.
   */
  recordBillPayment: HoldingBill;
  /**
   * Registers a paid sale through an affiliate link (producer: its products; holding, admin: any):
   * the sale, its first commissions and the `sale.created` webhook event, in one transaction.
   */
  registerSale: RegisteredSale;
  /**
   * Exchanges the request's still-valid token for a fresh one of the same user and session, so the
   * web app can keep a user signed in who asked to stay. Refused with UNAUTHENTICATED when the token
   * has expired, the user is disabled or no longer exists, or the session began longer ago than its
   * limit (then the user must sign in with the password again).
   */
  renewSession: SessionToken;
  /** Sends one of the viewer's deliveries again (same event id: receivers dedupe by it); true once queued. */
  replayWebhookDelivery: Scalars['Boolean']['output'];
  /** Meu Perfil: the company's contract PDF; CONFLICT before a CNPJ is registered. */
  requestContract: ContractFile;
  /**
   * contract-sign: asks the ED to sign its contract (holding, admin, branch for its unit); audited. A
   * request already standing is answered unchanged. CONFLICT when the ED is not a partner of its
   * company (see `Ed.partnerCheck`); NOT_FOUND outside the viewer's scope. Returns the ED.
   */
  requestEdContractSignature: Ed;
  /** Starts a password reset: a one-time link is sent to the e-mail when it belongs to an account. */
  requestPasswordReset: Scalars['Boolean']['output'];
  /** Sends a new code (at most once a minute). */
  resendAccreditationCode: Scalars['Boolean']['output'];
  /**
   * Reenviar (holding and admin): puts a FAILED message back in the queue, audited. It is the same
   * message (same Message-ID, same content: a code that expired meanwhile is still expired). Another
   * state is CONFLICT, an unknown id NOT_FOUND.
   */
  resendMailDelivery: MailDelivery;
  /** Sends a new confirmation code (the attempts start again). Answers WAITING_CODE. */
  resendPointsCode: Scalars['String']['output'];
  /** Revokes one of the viewer's API clients at once: its tokens are refused from the next call. */
  revokeApiClient: ApiClient;
  /** Saves a unit's name, CNPJ, goals, producers and donation receivers in one transaction (holding). */
  saveUnit: ManagedUnitDetails;
  /** Sends a notification to its audience's EDs, every ED by default (admin, holding). */
  sendEdNotification: EdNotification;
  /** Bank details after step 5 when `needsBankDetails`. */
  setAccreditationBankDetails: AccreditationSession;
  /** Step 5: the company's CNPJ (numeric or alphanumeric). */
  setAccreditationCnpj: AccreditationSession;
  /** Step 4: sets the password; the account can log in at once. */
  setAccreditationPassword: AccreditationSession;
  /** Meu Perfil: saves bank details while the CNPJ status asks for them (else CONFLICT). */
  setBankDetails: Profile;
  /** Enables (true) or disables (false) an ED; a disabled ED can no longer sign in. Returns the ED as saved. */
  setEdActive: Ed;
  /** Turns one ED details toggle on or off (holding, admin, branch for its unit); returns the ED as saved. */
  setEdFlag: Ed;
  /**
   * Turns e-mail categories on or off for the viewer. BAD_USER_INPUT with fieldErrors on a category
   * the viewer cannot receive ('Esta categoria de e-mail não se aplica ao seu perfil.').
   */
  setMailPreferences: MailPreferences;
  /** Deactivates or reactivates one of the viewer's links; NOT_FOUND for another user's link. */
  setProductLinkActive: ProductLink;
  /** The viewer signed the programme's term (accept); a confirmation code is sent. Answers WAITING_CODE. */
  signPointsProgramme: Scalars['String']['output'];
  /** Step 2: creates the pending account and sends the 6-digit code. An e-mail or CPF with an account: CONFLICT. */
  startAccreditation: AccreditationStart;
  /**
   * Holding and admin: starts batch invoice generation for the chosen billings (1 to 100). Each
   * chosen OPEN or ERROR billing becomes ENQUEUED at once, then PROCESSING and READY (or ERROR with
   * its reason) as the background job runs.
   */
  startInvoiceGeneration: InvoiceGeneration;
  /**
   * Validates a CSV of ED changes whole and, when every row is valid, queues it (holding). While any
   * row is invalid nothing is stored or changed: BAD_USER_INPUT, with one `fieldErrors` entry per bad
   * row (field `line:<n>`, the first 200) and the count in the message.
   */
  startMassChange: MassChange;
  /** Starts turning the second factor on: a new secret and its QR address (replaces an unconfirmed one). */
  startTwoFactorEnrolment: TwoFactorEnrolment;
  /** Swaps the positions of two banners in one transaction (holding); returns every banner in order. */
  swapBanners: Array<Banner>;
  /** Edits a banner (holding). */
  updateBanner: Banner;
  /**
   * Edits a holding product (holding) based on `revision`. When someone else saved it since, the
   * edit is CONFLICT ('Este produto foi alterado por outra pessoa. Recarregue para ver a versão
   * atual.') and nothing is written.
   */
  updateManagedProduct: ManagedProduct;
  /** Meu Perfil: saves phone and address; returns the profile. */
  updateMyContact: Profile;
  /** Edits a producer (admin). A CNPJ another producer has is CONFLICT with upstream's text. */
  updateProducer: Producer;
  /** Changes the description of one of the viewer's links. */
  updateProductLink: ProductLink;
  /** Edits a paid-traffic tag (admin). */
  updateTrafficTag: TrafficTag;
  /**
   * 'Gerenciador de metas' (holding): saves units' goals in a commercial cycle, all or nothing, and
   * records each change in the audit trail. A goal below zero or a minimum above the basic is refused
   * (BAD_USER_INPUT with fieldErrors).
   */
  updateUnitGoals: CycleGoals;
  /**
   * Uploads the invoice (a PDF or the national NFS-e XML, base64 without the data prefix, at most 5 MB)
   * for a billing in OPEN or ERROR. The server checks it again (as checkInvoice) and stores the check
   * with the billing: a note another billing has (provider CNPJ + number) is a CONFLICT, a note that does
   * not match needs `reason` (BAD_USER_INPUT without it). `as`: for agents, the side the billing belongs
   * to (default AFFILIATED); ignored for other roles.
   */
  uploadInvoice: Billing;
  /** Gerenciador de Vouchers: uses a voucher of the viewer's scope by its secret; 'Código inválido' when refused. */
  useVoucher: Voucher;
  /** Confirms the viewer's programme membership with the code sent after signing; 'Código inválido' when wrong. */
  validatePointsCode: Scalars['String']['output'];
  /** Step 3: checks the code. At most 5 wrong codes, then a new one is needed. */
  verifyAccreditationCode: AccreditationSession;
};


/** Write operations of the portal. */
export type MutationAddTrainingFileArgs = {
  input: AddTrainingFileInput;
};


/** Write operations of the portal. */
export type MutationAddTrainingVideoArgs = {
  input: AddTrainingVideoInput;
};


/** Write operations of the portal. */
export type MutationApproveBillingInvoiceArgs = {
  billingId: Scalars['ID']['input'];
};


/** Write operations of the portal. */
export type MutationChangeMyPasswordArgs = {
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};


/** Write operations of the portal. */
export type MutationChangePasswordArgs = {
  password: Scalars['String']['input'];
  recoveryToken: Scalars['String']['input'];
};


/** Write operations of the portal. */
export type MutationCheckInvoiceArgs = {
  as?: InputMaybe<AgentRole>;
  billingId: Scalars['ID']['input'];
  pdf: Scalars['String']['input'];
};


/** Write operations of the portal. */
export type MutationCloseBillingArgs = {
  billingId: Scalars['ID']['input'];
};


/** Write operations of the portal. */
export type MutationCompleteLoginArgs = {
  challenge: Scalars['String']['input'];
  code: Scalars['String']['input'];
};


/** Write operations of the portal. */
export type MutationConfirmTwoFactorArgs = {
  code: Scalars['String']['input'];
};


/** Write operations of the portal. */
export type MutationConvertCommissionsToPointsArgs = {
  commissionIds: Array<Scalars['ID']['input']>;
};


/** Write operations of the portal. */
export type MutationConvertPointsArgs = {
  beneficiaryId?: InputMaybe<Scalars['ID']['input']>;
  points: Scalars['Int']['input'];
};


/** Write operations of the portal. */
export type MutationCreateApiClientArgs = {
  input: CreateApiClientInput;
};


/** Write operations of the portal. */
export type MutationCreateBannerArgs = {
  banner: CreateBannerInput;
};


/** Write operations of the portal. */
export type MutationCreateCycleArgs = {
  input: CreateCycleInput;
};


/** Write operations of the portal. */
export type MutationCreateManagedProductArgs = {
  input: ManagedProductInput;
};


/** Write operations of the portal. */
export type MutationCreateProducerArgs = {
  input: ProducerInput;
};


/** Write operations of the portal. */
export type MutationCreateProductLinkArgs = {
  input: CreateProductLinkInput;
};


/** Write operations of the portal. */
export type MutationCreateTrafficTagArgs = {
  input: TrafficTagInput;
};


/** Write operations of the portal. */
export type MutationCreateTrainingCategoryArgs = {
  input: CreateTrainingCategoryInput;
};


/** Write operations of the portal. */
export type MutationCreateUploadUrlsArgs = {
  input: CreateUploadUrlsInput;
};


/** Write operations of the portal. */
export type MutationCreateWebhookSubscriptionArgs = {
  input: CreateWebhookSubscriptionInput;
};


/** Write operations of the portal. */
export type MutationDeleteBannerArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations of the portal. */
export type MutationDeleteEdNotificationArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations of the portal. */
export type MutationDeleteNotificationArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations of the portal. */
export type MutationDeleteTrafficTagArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations of the portal. */
export type MutationDeleteTrainingAttachmentArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations of the portal. */
export type MutationDeleteTrainingCategoryArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations of the portal. */
export type MutationDeleteWebhookSubscriptionArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations of the portal. */
export type MutationDisableTwoFactorArgs = {
  code: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


/** Write operations of the portal. */
export type MutationEditTrainingAttachmentArgs = {
  input: EditTrainingAttachmentInput;
};


/** Write operations of the portal. */
export type MutationEditTrainingCategoryArgs = {
  input: EditTrainingCategoryInput;
};


/** Write operations of the portal. */
export type MutationGenerateInvoiceArgs = {
  as?: InputMaybe<AgentRole>;
  billingId: Scalars['ID']['input'];
};


/** Write operations of the portal. */
export type MutationJoinPointsProgrammeArgs = {
  type?: InputMaybe<PointsMemberType>;
};


/** Write operations of the portal. */
export type MutationLoginArgs = {
  password: Scalars['String']['input'];
  username: Scalars['String']['input'];
};


/** Write operations of the portal. */
export type MutationMoveTrainingAttachmentArgs = {
  input: MoveTrainingAttachmentInput;
};


/** Write operations of the portal. */
export type MutationMoveTrainingCategoryArgs = {
  input: MoveTrainingCategoryInput;
};


/** Write operations of the portal. */
export type MutationRecordBillPaymentArgs = {
  billingId: Scalars['ID']['input'];
  outcome: BillPaymentOutcome;
  reason?: InputMaybe<Scalars['String']['input']>;
};


/** Write operations of the portal. */
export type MutationRegisterSaleArgs = {
  input: RegisterSaleInput;
};


/** Write operations of the portal. */
export type MutationReplayWebhookDeliveryArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations of the portal. */
export type MutationRequestEdContractSignatureArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations of the portal. */
export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
};


/** Write operations of the portal. */
export type MutationResendAccreditationCodeArgs = {
  session: Scalars['String']['input'];
};


/** Write operations of the portal. */
export type MutationResendMailDeliveryArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations of the portal. */
export type MutationRevokeApiClientArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations of the portal. */
export type MutationSaveUnitArgs = {
  input: UnitInput;
};


/** Write operations of the portal. */
export type MutationSendEdNotificationArgs = {
  input: EdNotificationInput;
};


/** Write operations of the portal. */
export type MutationSetAccreditationBankDetailsArgs = {
  input: BankDetailsInput;
  session: Scalars['String']['input'];
};


/** Write operations of the portal. */
export type MutationSetAccreditationCnpjArgs = {
  cnpj: Scalars['String']['input'];
  session: Scalars['String']['input'];
};


/** Write operations of the portal. */
export type MutationSetAccreditationPasswordArgs = {
  password: Scalars['String']['input'];
  session: Scalars['String']['input'];
};


/** Write operations of the portal. */
export type MutationSetBankDetailsArgs = {
  input: BankDetailsInput;
};


/** Write operations of the portal. */
export type MutationSetEdActiveArgs = {
  active: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


/** Write operations of the portal. */
export type MutationSetEdFlagArgs = {
  flag: EdFlag;
  id: Scalars['ID']['input'];
  value: Scalars['Boolean']['input'];
};


/** Write operations of the portal. */
export type MutationSetMailPreferencesArgs = {
  input: MailPreferencesInput;
};


/** Write operations of the portal. */
export type MutationSetProductLinkActiveArgs = {
  input: SetProductLinkActiveInput;
};


/** Write operations of the portal. */
export type MutationStartAccreditationArgs = {
  agentId?: InputMaybe<Scalars['ID']['input']>;
  flow: AccreditationFlow;
  input: AccreditationPersonalDataInput;
};


/** Write operations of the portal. */
export type MutationStartInvoiceGenerationArgs = {
  billingIds: Array<Scalars['ID']['input']>;
};


/** Write operations of the portal. */
export type MutationStartMassChangeArgs = {
  input: MassChangeInput;
};


/** Write operations of the portal. */
export type MutationSwapBannersArgs = {
  banner1: Scalars['ID']['input'];
  banner2: Scalars['ID']['input'];
};


/** Write operations of the portal. */
export type MutationUpdateBannerArgs = {
  changes: UpdateBannerInput;
  id: Scalars['ID']['input'];
};


/** Write operations of the portal. */
export type MutationUpdateManagedProductArgs = {
  id: Scalars['ID']['input'];
  input: ManagedProductInput;
  revision: Scalars['Int']['input'];
};


/** Write operations of the portal. */
export type MutationUpdateMyContactArgs = {
  input: ProfileContactInput;
};


/** Write operations of the portal. */
export type MutationUpdateProducerArgs = {
  id: Scalars['ID']['input'];
  input: ProducerInput;
};


/** Write operations of the portal. */
export type MutationUpdateProductLinkArgs = {
  input: UpdateProductLinkInput;
};


/** Write operations of the portal. */
export type MutationUpdateTrafficTagArgs = {
  id: Scalars['ID']['input'];
  input: TrafficTagInput;
};


/** Write operations of the portal. */
export type MutationUpdateUnitGoalsArgs = {
  input: UpdateUnitGoalsInput;
};


/** Write operations of the portal. */
export type MutationUploadInvoiceArgs = {
  as?: InputMaybe<AgentRole>;
  billingId: Scalars['ID']['input'];
  pdf: Scalars['String']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


/** Write operations of the portal. */
export type MutationUseVoucherArgs = {
  secret: Scalars['String']['input'];
};


/** Write operations of the portal. */
export type MutationValidatePointsCodeArgs = {
  code: Scalars['String']['input'];
};


/** Write operations of the portal. */
export type MutationVerifyAccreditationCodeArgs = {
  code: Scalars['String']['input'];
  session: Scalars['String']['input'];
};

/** A notification in the viewer's inbox. */
export type Notification = {
  __typename?: 'Notification';
  /** When it was sent (ISO-8601 instant). */
  date: Scalars['DateTime']['output'];
  /** Opaque notification id. */
  id: Scalars['ID']['output'];
  /** Body, plain text. */
  message: Scalars['String']['output'];
  /** Short heading, plain text. */
  title: Scalars['String']['output'];
  /** Severity. */
  type: NotificationType;
};

/** Severity of a notification; it picks the icon and colour clients show. */
export type NotificationType =
  /** Something failed (red). */
  | 'ERROR'
  /** Plain information (blue); the default. */
  | 'INFO'
  /** Something went well (green). */
  | 'SUCCESS'
  /** Something needs attention (yellow). */
  | 'WARN';

/** A payee whose invoices an integration issues (Integração). */
export type PayeeIntegration = {
  __typename?: 'PayeeIntegration';
  /** Integration record id. */
  id: Scalars['ID']['output'];
  /** DMEI or BBP. */
  kind: IntegrationKind;
  /** Payee's id (user or unit). */
  payeeId: Scalars['ID']['output'];
  /** Whether the payee is an affiliate or a unit. */
  payeeKind: PayeeKind;
  /** Payee's name. */
  payeeName: Scalars['String']['output'];
};

/** A page of integrated payees, by name. */
export type PayeeIntegrationPage = {
  __typename?: 'PayeeIntegrationPage';
  /** The rows of this page. */
  items: Array<PayeeIntegration>;
  /** This page's number, 0-based. */
  page: Scalars['Int']['output'];
  /** Rows per page requested (1–100). */
  pageSize: Scalars['Int']['output'];
  /** Number of rows across every page. */
  totalRows: Scalars['Int']['output'];
};

/** Whom a billing pays. */
export type PayeeKind =
  /** An affiliate (a user); `payeeId` is the user id. */
  | 'AFFILIATE'
  /** A unit (ED); `payeeId` is the organisation id. */
  | 'BRANCH';

/** One line of a billing: entries of products named 'Voucher…' arrive merged into one line named 'Voucher', values summed. */
export type PaymentEntry = {
  __typename?: 'PaymentEntry';
  /** Product name, or 'Voucher' for the merged voucher line. */
  productName: Scalars['String']['output'];
  /** Cents. */
  value: Scalars['Money']['output'];
};

/** Totals of the viewer's billings in cents. */
export type PaymentsSummary = {
  __typename?: 'PaymentsSummary';
  /** Billings awaiting an invoice (OPEN and ERROR), in cents. */
  awaitingInvoice: Scalars['Money']['output'];
  /** Billings paid, in cents. */
  paid: Scalars['Money']['output'];
  /** Billings in PROCESSING, READY or ENQUEUED, in cents. */
  processing: Scalars['Money']['output'];
};

/** One earning of the points ledger: a commission converted into points. */
export type PointEntry = {
  __typename?: 'PointEntry';
  /** When they were earned (ISO-8601 instant). */
  createdAt: Scalars['DateTime']['output'];
  /** The sale's customer. */
  customerName: Scalars['String']['output'];
  /** When the points expire (ISO-8601 instant). */
  expiresAt: Scalars['DateTime']['output'];
  /** Opaque entry id. */
  id: Scalars['ID']['output'];
  /** Points earned. */
  points: Scalars['Int']['output'];
  /** Status now. */
  status: PointStatus;
  /** How many of them vouchers spent. */
  usedPoints: Scalars['Int']['output'];
};

/** A page of points entries, newest expiry first by default. */
export type PointEntryPage = {
  __typename?: 'PointEntryPage';
  /** The rows of this page. */
  items: Array<PointEntry>;
  /** This page's number, 0-based. */
  page: Scalars['Int']['output'];
  /** Rows per page requested (1–100). */
  pageSize: Scalars['Int']['output'];
  /** Number of rows across every page. */
  totalRows: Scalars['Int']['output'];
};

/** Status of a points entry, derived when read (docs/product.md §3): fully spent, past its date, or usable. */
export type PointStatus =
  /** Disponível: usable until it expires. */
  | 'AVAILABLE'
  /** Expirado: past its expiry date, unspent. */
  | 'EXPIRED'
  /** Utilizado: spent on vouchers. */
  | 'USED';

/** The viewer's points per bucket (docs/product.md §3 Points summary; a missing bucket is 0). */
export type PointSummary = {
  __typename?: 'PointSummary';
  /** Points usable now. */
  available: Scalars['Int']['output'];
  /** Unspent points past their date. */
  expired: Scalars['Int']['output'];
  /** Every point ever earned, TOTAL upstream (the three above add up to it). */
  totalPoints: Scalars['Int']['output'];
  /** Points spent on vouchers. */
  used: Scalars['Int']['output'];
};

/**
 * Pontos e Vouchers: the viewer's own vouchers. Only members of the programme (points_and_vouchers
 * ACCEPTED) have any; for the others `accepted` is false and the voucher fields are null, without
 * calling upstream.
 */
export type PointsAndVouchers = {
  __typename?: 'PointsAndVouchers';
  /** True when the viewer takes part in the programme (points_and_vouchers ACCEPTED). */
  accepted: Scalars['Boolean']['output'];
  /** The viewer's points per bucket; null unless `accepted`. */
  pointSummary?: Maybe<PointSummary>;
  /** The viewer's points ledger, by expiry date; null unless `accepted`. */
  points?: Maybe<PointEntryPage>;
  /** The viewer's programme status as upstream reports it (docs/product.md §7.2, e.g. ELIGIBLE); null when unknown. */
  programmeStatus?: Maybe<Scalars['String']['output']>;
  /** The viewer's vouchers by status; null unless `accepted`. */
  voucherSummary?: Maybe<VoucherSummary>;
  /** The viewer's vouchers, by expiry date; null unless `accepted`. */
  vouchers?: Maybe<VoucherPage>;
};


/**
 * Pontos e Vouchers: the viewer's own vouchers. Only members of the programme (points_and_vouchers
 * ACCEPTED) have any; for the others `accepted` is false and the voucher fields are null, without
 * calling upstream.
 */
export type PointsAndVouchersPointsArgs = {
  order?: InputMaybe<SortDirection>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<PointStatus>;
};


/**
 * Pontos e Vouchers: the viewer's own vouchers. Only members of the programme (points_and_vouchers
 * ACCEPTED) have any; for the others `accepted` is false and the voucher fields are null, without
 * calling upstream.
 */
export type PointsAndVouchersVouchersArgs = {
  order?: InputMaybe<SortDirection>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<VoucherStatus>;
};

/**
 * Converter pontos (affiliate and branch): the viewer's programme membership (the user's for an
 * affiliate, the unit's ED programme for a branch user), the points they hold and the commissions
 * they can turn into points.
 */
export type PointsConversion = {
  __typename?: 'PointsConversion';
  /** True when that membership is ACCEPTED. */
  accepted: Scalars['Boolean']['output'];
  /** The viewer's commissions that can become points, newest first; null unless `accepted`. */
  convertibleCommissions?: Maybe<ConvertibleCommissionPage>;
  /** Whose membership `programmeStatus` is: USER for an affiliate, UNITS for a branch user. */
  memberType: PointsMemberType;
  /** The viewer's points per bucket; null unless `accepted`. */
  pointSummary?: Maybe<PointSummary>;
  /** That membership's status (docs/product.md §7.2, e.g. ELIGIBLE, ACCEPTED). */
  programmeStatus: Scalars['String']['output'];
};


/**
 * Converter pontos (affiliate and branch): the viewer's programme membership (the user's for an
 * affiliate, the unit's ED programme for a branch user), the points they hold and the commissions
 * they can turn into points.
 */
export type PointsConversionConvertibleCommissionsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

/** Who joins the programme (docs/product.md §7.2): the user, the viewer's unit (the ED programme) or the holding. */
export type PointsMemberType =
  /** The holding: accepted at once. */
  | 'HOLDING'
  /** The branch user's unit (Programa de Pontos ED): accepted at once. */
  | 'UNITS'
  /** The viewer as an affiliate: joining, then signing, then the code. */
  | 'USER';

/**
 * The viewer's own membership of the points programme (docs/product.md §7.2): an affiliate's as a
 * user; a non-affiliate branch user's unit (the ED programme); a holding user's holding. Anyone else
 * takes part in none and reads NOT_AFFILIATE, without an upstream call.
 */
export type PointsMembership = {
  __typename?: 'PointsMembership';
  /** True when that membership is ACCEPTED. */
  accepted: Scalars['Boolean']['output'];
  /** Whose membership `programmeStatus` is; null when the viewer has none (NOT_AFFILIATE). */
  memberType?: Maybe<PointsMemberType>;
  /** That membership's status (ELIGIBLE, NOT_ACCEPTED, WAITING_SIGNATURE, WAITING_CODE, ACCEPTED, INELIGIBLE), or NOT_AFFILIATE. */
  programmeStatus: Scalars['String']['output'];
};

/** The address a CEP names. */
export type PostalAddress = {
  __typename?: 'PostalAddress';
  /** The CEP's 8 digits. */
  cep: Scalars['String']['output'];
  /** City. */
  city: Scalars['String']['output'];
  /** District (bairro). */
  district: Scalars['String']['output'];
  /** State (UF). */
  state: Scalars['String']['output'];
  /** Street (logradouro). */
  street: Scalars['String']['output'];
};

/** The approved sales of the commercial cycle before the default period's, to compare with. */
export type PreviousCycleSales = {
  __typename?: 'PreviousCycleSales';
  /** First day, AAAA-MM-DD. */
  from: Scalars['String']['output'];
  /** The cycle's number. */
  number: Scalars['Int']['output'];
  /** Approved sales in that cycle. */
  saleCount: Scalars['Int']['output'];
  /** Last day, AAAA-MM-DD. */
  to: Scalars['String']['output'];
  /** What they add up to. */
  value: Scalars['Money']['output'];
};

/** A producer: the company whose products affiliates sell (Gerenciador de produtores). */
export type Producer = {
  __typename?: 'Producer';
  /** The CNPJ in normal form: 14 characters 0-9/A-Z (numeric or alphanumeric), without punctuation. */
  cnpj: Scalars['String']['output'];
  /** Razão social; absent on producers registered before the manager existed. */
  corporateName?: Maybe<Scalars['String']['output']>;
  /** Nome fantasia, e.g. 'Jangada Saúde'. */
  fancyName: Scalars['String']['output'];
  /** Whether the company is a filial (branch office). */
  filial: Scalars['Boolean']['output'];
  /** Whether the company is a holding. */
  holding: Scalars['Boolean']['output'];
  /** Opaque producer id. */
  id: Scalars['ID']['output'];
  /** The producer's id at Cispay, if any. */
  idCispay?: Maybe<Scalars['String']['output']>;
  /** Whether its sales are integrated with RM. */
  rmIntegration: Scalars['Boolean']['output'];
  /** When it was last edited (ISO-8601 instant). */
  updatedAt: Scalars['DateTime']['output'];
};

/** The producer form (create and edit). */
export type ProducerInput = {
  /** Numeric or alphanumeric CNPJ, with or without its mask, any case; checked by its check digits. */
  cnpj: Scalars['String']['input'];
  /** Razão social; required, at most 160 characters. */
  corporateName: Scalars['String']['input'];
  /** Nome fantasia; required, at most 160 characters. */
  fancyName: Scalars['String']['input'];
  /** Filial (default false). */
  filial?: InputMaybe<Scalars['Boolean']['input']>;
  /** Holding (default false). */
  holding?: InputMaybe<Scalars['Boolean']['input']>;
  /** Cispay id, at most 60 characters; empty means none. */
  idCispay?: InputMaybe<Scalars['String']['input']>;
  /** RM integration (default false). */
  rmIntegration?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A page of producers, by fancy name. */
export type ProducerPage = {
  __typename?: 'ProducerPage';
  /** The rows of this page. */
  items: Array<Producer>;
  /** This page's number, 0-based. */
  page: Scalars['Int']['output'];
  /** Rows per page requested (1–100). */
  pageSize: Scalars['Int']['output'];
  /** Number of rows across every page (of the search, when there is one). */
  totalRows: Scalars['Int']['output'];
};

/** A product sold through the portal. */
export type Product = {
  __typename?: 'Product';
  /** Opaque product id. */
  id: Scalars['ID']['output'];
  /** Voucher products (name starting with 'Voucher') have no installments to show. */
  isVoucher: Scalars['Boolean']['output'];
  /** Product name as the producer registered it. */
  name: Scalars['String']['output'];
};

/** Which holding products a list shows: every one, those with a campaign (a special event), those without. */
export type ProductCampaignFilter =
  /** Every product. */
  | 'ALL'
  /** Products without special events. */
  | 'WITHOUT_CAMPAIGN'
  /** Products with at least one special event. */
  | 'WITH_CAMPAIGN';

/** The affiliate commission of a product for one career level. */
export type ProductLevelCommission = {
  __typename?: 'ProductLevelCommission';
  /** Career level, 1–20. */
  level: Scalars['Int']['output'];
  /** Commission in basis points (1000 = 10%). */
  rateBp: Scalars['Int']['output'];
};

/** A commission of the product form; each level at most once. */
export type ProductLevelCommissionInput = {
  /** Career level, 1–20. */
  level: Scalars['Int']['input'];
  /** Basis points, 0–10000. */
  rateBp: Scalars['Int']['input'];
};

/** One of the viewer's affiliate links. */
export type ProductLink = {
  __typename?: 'ProductLink';
  /** False once the viewer deactivated it: its public URL then shows a page saying so. */
  active: Scalars['Boolean']['output'];
  /** The short, unguessable code of the public URL. */
  code: Scalars['String']['output'];
  /** When the link was made (ISO-8601 instant). */
  createdAt: Scalars['DateTime']['output'];
  /** When it was deactivated (ISO-8601 instant); null while active. */
  deactivatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The viewer's note to tell its links apart (e.g. 'Instagram'); may be empty. */
  description: Scalars['String']['output'];
  /** Opaque link id. */
  id: Scalars['ID']['output'];
  /** Approved sales attributed to the link (the buyer came through it). */
  saleCount: Scalars['Int']['output'];
  /** The public URL to share: it counts the visit and redirects to the product's checkout. */
  url: Scalars['String']['output'];
  /** Visits counted so far (a deactivated link counts none). */
  visits: Scalars['Int']['output'];
};

/** Acompanhamento de vendas: one product's sales over the period. */
export type ProductSalesTotal = {
  __typename?: 'ProductSalesTotal';
  /** The product's id. */
  productId: Scalars['ID']['output'];
  /** The product's name. */
  productName: Scalars['String']['output'];
  /** Sales of the period refunded since. */
  refunded: Scalars['Int']['output'];
  /** Approved sales in the period. */
  saleCount: Scalars['Int']['output'];
  /** What the approved sales add up to. */
  value: Scalars['Money']['output'];
};

/** A special event (campaign) of a product, between two calendar days. */
export type ProductSpecialEvent = {
  __typename?: 'ProductSpecialEvent';
  /** Last day (YYYY-MM-DD), on or after the first. */
  endsAt: Scalars['String']['output'];
  /** The event's name, e.g. 'Black Friday'. */
  name: Scalars['String']['output'];
  /** First day (YYYY-MM-DD). */
  startsAt: Scalars['String']['output'];
};

/** A special event of the product form. */
export type ProductSpecialEventInput = {
  /** Last day, YYYY-MM-DD, on or after the first. */
  endsAt: Scalars['String']['input'];
  /** Required, at most 500 characters. */
  name: Scalars['String']['input'];
  /** First day, YYYY-MM-DD. */
  startsAt: Scalars['String']['input'];
};

/** Meu Perfil: the signed-in affiliate's or agent's registration data. */
export type Profile = {
  __typename?: 'Profile';
  /** The bank details on record; null when none. */
  bankDetails?: Maybe<BankDetails>;
  /** City. */
  city?: Maybe<Scalars['String']['output']>;
  /** The company's CNPJ in normal form; null before step 5. */
  cnpj?: Maybe<Scalars['String']['output']>;
  /** Complement. */
  complement?: Maybe<Scalars['String']['output']>;
  /** CPF digits; null when not recorded. */
  cpf?: Maybe<Scalars['String']['output']>;
  /** District. */
  district?: Maybe<Scalars['String']['output']>;
  /** Login e-mail, lowercase. */
  email: Scalars['String']['output'];
  /** Mobile phone digits with area code; null when none. */
  mobilePhone?: Maybe<Scalars['String']['output']>;
  /** Full name. */
  name: Scalars['String']['output'];
  /** True when the CNPJ status asks for bank details (WAITING_BANK_DETAILS, INVALID_BANK_DETAILS). */
  needsBankDetails: Scalars['Boolean']['output'];
  /** Number. */
  number?: Maybe<Scalars['String']['output']>;
  /** CEP digits. */
  postalCode?: Maybe<Scalars['String']['output']>;
  /** State (UF). */
  state?: Maybe<Scalars['String']['output']>;
  /** Status of the company (CNPJ) registration, e.g. FINISHED. */
  statusCnpj?: Maybe<Scalars['String']['output']>;
  /** Street. */
  street?: Maybe<Scalars['String']['output']>;
};

/** Meu Perfil: the phone and address an affiliate may change (name, CPF and e-mail are not). */
export type ProfileContactInput = {
  /** City. */
  city: Scalars['String']['input'];
  /** Complement; empty when none. */
  complement?: InputMaybe<Scalars['String']['input']>;
  /** District. */
  district: Scalars['String']['input'];
  /** Mobile phone with area code, mask optional ('(85) 99999-8888'). */
  mobilePhone: Scalars['String']['input'];
  /** Number. */
  number: Scalars['String']['input'];
  /** CEP, mask optional. */
  postalCode: Scalars['String']['input'];
  /** State (UF). */
  state: Scalars['String']['input'];
  /** Street. */
  street: Scalars['String']['input'];
};

/** A product the viewer may promote (Seus produtos), with the viewer's own link counters. */
export type PromotableProduct = {
  __typename?: 'PromotableProduct';
  /** The affiliate commission in basis points (1000 = 10%). */
  affiliateRateBp: Scalars['Int']['output'];
  /** Opaque product id. */
  id: Scalars['ID']['output'];
  /** How many links the viewer made for this product. */
  linkCount: Scalars['Int']['output'];
  /** Most installments a buyer may split the price into (1 = cash only). */
  maxInstallments: Scalars['Int']['output'];
  /** Lowest career level that may promote the product. */
  minLevel: Scalars['Int']['output'];
  /** The product's name, e.g. 'Curso Preparatório ENEM Completo'. */
  name: Scalars['String']['output'];
  /** Full price. */
  price: Scalars['Money']['output'];
  /** The producer's company name. */
  producerName: Scalars['String']['output'];
  /** Visits counted over the viewer's links of this product. */
  visits: Scalars['Int']['output'];
};

/** A promotable product's page: the product and the viewer's links of it. */
export type PromotableProductDetail = {
  __typename?: 'PromotableProductDetail';
  /** The viewer's links of this product, newest first. */
  links: Array<ProductLink>;
  /** The product with the viewer's counters. */
  product: PromotableProduct;
  /** Whether the product has a checkout page (links of a product without one answer 404). */
  sellable: Scalars['Boolean']['output'];
};

/** Seus produtos: every product the viewer's career level allows it to promote, ordered by name. */
export type PromotableProducts = {
  __typename?: 'PromotableProducts';
  /** The products, ordered by name. */
  items: Array<PromotableProduct>;
  /** How many products the viewer may promote. */
  productCount: Scalars['Int']['output'];
};

/** The ids public pages load: the enabled tags' pixel and GTM ids. */
export type PublicTrafficTags = {
  __typename?: 'PublicTrafficTags';
  /** GTM container ids to load; empty while none is set. */
  gtmIds: Array<Scalars['String']['output']>;
  /** Pixel ids to load; empty while none is set. */
  pixelIds: Array<Scalars['String']['output']>;
};

/** Read operations of the portal; each needs a bearer token (see `Mutation.login`). */
export type Query = {
  __typename?: 'Query';
  /** The agent of an /agent/... route set; null when unknown or disabled. */
  accreditationAgent?: Maybe<AccreditationAgent>;
  /** Where a registration stands, by its session token; null when unknown or expired (start over). */
  accreditationSession?: Maybe<AccreditationSession>;
  /**
   * The active banners in order, for the dashboard (any signed-in user). Null, with an error, when
   * they could not be loaded: the dashboard asks for them in its one request and keeps its figures.
   */
  activeBanners?: Maybe<Array<Banner>>;
  /** The viewer's API clients, newest first, revoked ones included (producer, branch, holding, admin). */
  apiClients: Array<ApiClient>;
  /** Brazilian banks with their COMPE code, sorted by full name. */
  banks: Array<Bank>;
  /** Every banner in order (holding: Gerenciador de Banner). */
  banners: Array<Banner>;
  /** Integração (admin, holding): where the integrations read the bills; null when not configured. */
  billsIntegrationUrl?: Maybe<Scalars['String']['output']>;
  /** The 27 federative units. */
  brazilianStates: Array<BrazilianState>;
  /** The last campaigns poll (holding, admin); null before the first. */
  campaignPoll?: Maybe<CampaignPoll>;
  /** The viewer's career plan progress. */
  careerPlan: CareerPlan;
  /** A commercial cycle's goal details and 'Gerenciador de metas' (holding): its goals and every unit's. */
  cycleGoals: CycleGoals;
  /**
   * One ED of the ED details (holding, admin, branch). Null when there is no such ED in the viewer's
   * scope: a branch asking for another unit's ED gets null, exactly as for an unknown id.
   */
  ed?: Maybe<Ed>;
  /** The units an ED notification can be sent to: those with at least one active ED, by name (admin, holding). */
  edNotificationUnits: Array<Unit>;
  /**
   * ED notifications sent so far (admin, holding).
   * @deprecated Use sentEdNotifications: one page under the list's filters.
   */
  edNotifications: Array<EdNotification>;
  /**
   * The EDs the viewer manages: the whole network for holding and admin, the unit's own for a
   * branch (Gerenciador de EDs / Gerenciador ED). Ordered by name, ties by id.
   */
  eds: EdPage;
  /** The viewer's finances; `as` picks the side for agents. */
  finance: Finance;
  /** Status Faturamento (holding, admin): count and total per status, every status listed. */
  holdingBillStats: Array<BillingStatusStat>;
  /** Status Faturamento (holding, admin): every bill, newest cycle first. */
  holdingBills: HoldingBillPage;
  /** Ciclos Comerciais / Ciclos Financeiros (holding): every cycle of the kind, newest first. */
  holdingCycles: Array<Cycle>;
  /** Histórico (holding, admin): the audit trail of holding and admin actions, newest first. */
  holdingHistory: AuditPage;
  /** One of the agent's influencers; null for anyone else (another agent's, or not an influencer). */
  influencer?: Maybe<Influencer>;
  /** The agent's influencers (Influenciadores, agents only), by name, under the list toolbar's filters. */
  influencers: InfluencerPage;
  /** Holding and admin: a batch invoice generation's state, or null when there is none with this id. */
  invoiceGeneration?: Maybe<InvoiceGeneration>;
  /**
   * Notas Fiscais (docs/product.md §6: holding, branch, producer): holding reads every invoice, a branch its
   * unit's, a producer its own bills' invoices.
   */
  invoices: InvoicePage;
  /**
   * E-mails enviados (holding and admin): the outbox as a delivery list, newest first, narrowed by a
   * piece of the address, the state, the template and the period (whole Fortaleza days).
   */
  mailDeliveries: MailDeliveryPage;
  /** The viewer's e-mail preferences (Preferências de e-mail). A person's own session only. */
  mailPreferences: MailPreferences;
  /** One holding product with every field and its revision (holding); NOT_FOUND when unknown. */
  managedProduct: ManagedProduct;
  /** Produtos (holding): the holding's products by name, with or without campaign, searched and paged. */
  managedProducts: ManagedProductPage;
  /**
   * Suas vendas (admin, branch, holding, agent): every sale for holding and admin, the unit's for a
   * branch, the agency's (its influencers') for an agent. Newest first, ties by id.
   */
  managedSales: ManagedSalePage;
  /** One unit with its goals, producers and donation receivers (holding); null when there is no such unit. */
  managedUnit?: Maybe<ManagedUnitDetails>;
  /**
   * The organisations of the network with their ED counts, a page by name (Gerenciador de Unidades;
   * holding), under the list's toolbar.
   */
  managedUnits: ManagedUnitPage;
  /**
   * Gerenciador de Vouchers (holding, producer, branch), by expiry date: every voucher for holding,
   * those of the company for a producer, those of the unit's affiliates for a branch.
   */
  managedVouchers: VoucherPage;
  /** One mass change with its progress and a page of its rows (holding); null when there is no such job. */
  massChange?: Maybe<MassChangeDetails>;
  /** The mass changes, newest first: who ran what and when (Alteração em massa; holding). */
  massChanges: MassChangePage;
  /** The authenticated user. */
  me: User;
  /** Meu Perfil (affiliate, agent). */
  myProfile: Profile;
  /** The viewer's notifications, newest first. */
  notifications: Array<Notification>;
  /** Integração (admin, holding): the payees whose invoices DMEI or BBP issue. */
  payeeIntegrations: PayeeIntegrationPage;
  /** Pontos e Vouchers (affiliates): the viewer's vouchers and their summary. */
  pointsAndVouchers: PointsAndVouchers;
  /** Converter pontos (affiliate, branch): the membership, the points and the convertible commissions. */
  pointsConversion: PointsConversion;
  /** The viewer's points-programme membership (user, unit or holding; NOT_AFFILIATE otherwise), e.g. for the Gerenciador de Vouchers' status card. */
  pointsMembership: PointsMembership;
  /**
   * The points programme's video: a URL on the portal's own origin (a small file the upstream
   * ships), for the programme's player on any screen that shows it.
   */
  pointsProgrammeVideo: Scalars['String']['output'];
  /** The address of a CEP; null when unknown (the form stays editable). */
  postalAddress?: Maybe<PostalAddress>;
  /**
   * Gerenciador de produtores (admin; the holding reads it to pick a product's producer): producers
   * by fancy name. The search matches a piece of the fancy or corporate name, or the CNPJ's start.
   */
  producers: ProducerPage;
  /** A promotable product with the viewer's links; NOT_FOUND when unknown or above the viewer's level. */
  promotableProduct: PromotableProductDetail;
  /** Seus produtos (affiliate, agent): the products the viewer may promote with its link counters. */
  promotableProducts: PromotableProducts;
  /** The enabled pixel and GTM ids (public: what product pages would load). */
  publicTrafficTags: PublicTrafficTags;
  /**
   * A sale with its commissions, in the viewer's row scope (holding, admin: any; branch, agent: its
   * unit's; producer: its products'; affiliate: its own). NOT_FOUND when unknown or out of scope.
   */
  sale: SaleDetail;
  /**
   * Acompanhamento de vendas: sales per seller over the period, best first (same scope); with
   * neither day, over the same default period as salesTracking.
   */
  salesBySeller: SellerSalesPage;
  /** Relatórios (holding, branch): the reports under `filter`; a branch reads its own unit only. */
  salesReport: SalesReport;
  /**
   * Acompanhamento de vendas (producer: its products; holding, admin: all; branch, agent: its
   * unit's): sales per product and per link over a period of at most 366 days.
   */
  salesTracking: SalesTracking;
  /** Acompanhamento de vendas (holding, admin): Salesforce errors, newest first, 25 a page by default. */
  salesforceErrors: SalesforceErrorPage;
  /** Notificação ED's sent list (admin, holding): one page, newest first, under the list toolbar's filters. */
  sentEdNotifications: EdNotificationPage;
  /** The system configs (any signed-in user). */
  systemConfigs: SystemConfigs;
  /** The paid-traffic tags (admin: Tráfego Pago), oldest first, under the list toolbar's filter. */
  trafficTags: Array<TrafficTag>;
  /** Every category with its parent: the targets of a move (holding). */
  trainingCategories: Array<TrainingCategoryNode>;
  /** Material de Apoio: the root, a category's level, or a search, 50 items per page (affiliate, branch, holding, agent). */
  trainingLibrary: TrainingLibrary;
  /** The viewer's second factor: on or off, and recovery codes left. A person's own session only. */
  twoFactor: TwoFactorStatus;
  /** Gerenciador de Vouchers (holding, producer, branch): one voucher of the viewer's scope by its id; NOT_FOUND otherwise. */
  voucher: Voucher;
  /** One page of the delivery log of one of the viewer's subscriptions, newest first. */
  webhookDeliveries: WebhookDeliveryPage;
  /** The webhook subscriptions of the viewer's API clients, newest first (producer, branch, holding, admin). */
  webhookSubscriptions: Array<WebhookSubscription>;
};


/** Read operations of the portal; each needs a bearer token (see `Mutation.login`). */
export type QueryAccreditationAgentArgs = {
  agentId: Scalars['ID']['input'];
};


/** Read operations of the portal; each needs a bearer token (see `Mutation.login`). */
export type QueryAccreditationSessionArgs = {
  session: Scalars['String']['input'];
};


/** Read operations of the portal; each needs a bearer token (see `Mutation.login`). */
export type QueryCycleGoalsArgs = {
  cycleId?: InputMaybe<Scalars['ID']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/** Read operations of the portal; each needs a bearer token (see `Mutation.login`). */
export type QueryEdArgs = {
  id: Scalars['ID']['input'];
};


/** Read operations of the portal; each needs a bearer token (see `Mutation.login`). */
export type QueryEdsArgs = {
  from?: InputMaybe<Scalars['String']['input']>;
  order?: InputMaybe<SortDirection>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<EdListStatus>;
  to?: InputMaybe<Scalars['String']['input']>;
};


/** Read operations of the portal; each needs a bearer token (see `Mutation.login`). */
export type QueryFinanceArgs = {
  as?: InputMaybe<AgentRole>;
};


/** Read operations of the portal; each needs a bearer token (see `Mutation.login`). */
export type QueryHoldingBillsArgs = {
  from?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<BillingStatus>;
  to?: InputMaybe<Scalars['String']['input']>;
};


/** Read operations of the portal; each needs a bearer token (see `Mutation.login`). */
export type QueryHoldingCyclesArgs = {
  kind: CycleKind;
  search?: InputMaybe<Scalars['String']['input']>;
};


/** Read operations of the portal; each needs a bearer token (see `Mutation.login`). */
export type QueryHoldingHistoryArgs = {
  action?: InputMaybe<Scalars['String']['input']>;
  actorId?: InputMaybe<Scalars['ID']['input']>;
  entity?: InputMaybe<Scalars['String']['input']>;
  entityId?: InputMaybe<Scalars['String']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


/** Read operations of the portal; each needs a bearer token (see `Mutation.login`). */
export type QueryInfluencerArgs = {
  id: Scalars['ID']['input'];
};


/** Read operations of the portal; each needs a bearer token (see `Mutation.login`). */
export type QueryInfluencersArgs = {
  from?: InputMaybe<Scalars['String']['input']>;
  order?: InputMaybe<SortDirection>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<ActiveStatus>;
  to?: InputMaybe<Scalars['String']['input']>;
};


/** Read operations of the portal; each needs a bearer token (see `Mutation.login`). */
export type QueryInvoiceGenerationArgs = {
  id: Scalars['ID']['input'];
};


/** Read operations of the portal; each needs a bearer token (see `Mutation.login`). */
export type QueryInvoicesArgs = {
  from?: InputMaybe<Scalars['String']['input']>;
  order?: InputMaybe<SortDirection>;
  orderBy?: InputMaybe<InvoiceSortField>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<BillingStatus>;
  to?: InputMaybe<Scalars['String']['input']>;
};


/** Read operations of the portal; each needs a bearer token (see `Mutation.login`). */
export type QueryMailDeliveriesArgs = {
  from?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<MailDeliveryState>;
  template?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


/** Read operations of the portal; each needs a bearer token (see `Mutation.login`). */
export type QueryManagedProductArgs = {
  id: Scalars['ID']['input'];
};


/** Read operations of the portal; each needs a bearer token (see `Mutation.login`). */
export type QueryManagedProductsArgs = {
  campaign?: InputMaybe<ProductCampaignFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/** Read operations of the portal; each needs a bearer token (see `Mutation.login`). */
export type QueryManagedSalesArgs = {
  from?: InputMaybe<Scalars['String']['input']>;
  order?: InputMaybe<SortDirection>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<SaleStatus>;
  to?: InputMaybe<Scalars['String']['input']>;
};


/** Read operations of the portal; each needs a bearer token (see `Mutation.login`). */
export type QueryManagedUnitArgs = {
  id: Scalars['ID']['input'];
};


/** Read operations of the portal; each needs a bearer token (see `Mutation.login`). */
export type QueryManagedUnitsArgs = {
  from?: InputMaybe<Scalars['String']['input']>;
  order?: InputMaybe<SortDirection>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


/** Read operations of the portal; each needs a bearer token (see `Mutation.login`). */
export type QueryManagedVouchersArgs = {
  from?: InputMaybe<Scalars['String']['input']>;
  order?: InputMaybe<SortDirection>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<VoucherStatus>;
  to?: InputMaybe<Scalars['String']['input']>;
};


/** Read operations of the portal; each needs a bearer token (see `Mutation.login`). */
export type QueryMassChangeArgs = {
  id: Scalars['ID']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** Read operations of the portal; each needs a bearer token (see `Mutation.login`). */
export type QueryMassChangesArgs = {
  from?: InputMaybe<Scalars['String']['input']>;
  order?: InputMaybe<SortDirection>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<MassChangeState>;
  to?: InputMaybe<Scalars['String']['input']>;
};


/** Read operations of the portal; each needs a bearer token (see `Mutation.login`). */
export type QueryPayeeIntegrationsArgs = {
  kind?: InputMaybe<IntegrationKind>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/** Read operations of the portal; each needs a bearer token (see `Mutation.login`). */
export type QueryPostalAddressArgs = {
  cep: Scalars['String']['input'];
};


/** Read operations of the portal; each needs a bearer token (see `Mutation.login`). */
export type QueryProducersArgs = {
  from?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


/** Read operations of the portal; each needs a bearer token (see `Mutation.login`). */
export type QueryPromotableProductArgs = {
  id: Scalars['ID']['input'];
};


/** Read operations of the portal; each needs a bearer token (see `Mutation.login`). */
export type QuerySaleArgs = {
  id: Scalars['ID']['input'];
};


/** Read operations of the portal; each needs a bearer token (see `Mutation.login`). */
export type QuerySalesBySellerArgs = {
  from?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


/** Read operations of the portal; each needs a bearer token (see `Mutation.login`). */
export type QuerySalesReportArgs = {
  filter?: InputMaybe<ReportFilterInput>;
};


/** Read operations of the portal; each needs a bearer token (see `Mutation.login`). */
export type QuerySalesTrackingArgs = {
  from?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


/** Read operations of the portal; each needs a bearer token (see `Mutation.login`). */
export type QuerySalesforceErrorsArgs = {
  from?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<SalesforceErrorType>;
};


/** Read operations of the portal; each needs a bearer token (see `Mutation.login`). */
export type QuerySentEdNotificationsArgs = {
  from?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<NotificationType>;
};


/** Read operations of the portal; each needs a bearer token (see `Mutation.login`). */
export type QueryTrafficTagsArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<TrafficTagType>;
};


/** Read operations of the portal; each needs a bearer token (see `Mutation.login`). */
export type QueryTrainingLibraryArgs = {
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  page?: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<TrainingSearchType>;
};


/** Read operations of the portal; each needs a bearer token (see `Mutation.login`). */
export type QueryVoucherArgs = {
  id: Scalars['ID']['input'];
};


/** Read operations of the portal; each needs a bearer token (see `Mutation.login`). */
export type QueryWebhookDeliveriesArgs = {
  page?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
  subscriptionId: Scalars['ID']['input'];
};

/** A paid sale to register (checkout callback or a producer's integration). */
export type RegisterSaleInput = {
  /** The `click` the link's redirect sent with `ref` (a uuid); dates the click in the commissions' explanation. Optional. */
  clickId?: InputMaybe<Scalars['ID']['input']>;
  /** The buyer's name, 1–200 characters. */
  customerName: Scalars['String']['input'];
  /** Installments, 1 to the product's maximum; default 1. */
  installments?: InputMaybe<Scalars['Int']['input']>;
  /** The `ref` code of the affiliate link the buyer came through. */
  linkCode: Scalars['String']['input'];
  /** When it was paid (ISO-8601); default now; never in the future. */
  paymentDate?: InputMaybe<Scalars['DateTime']['input']>;
  /** The checkout's payment id; unique: a repeated one is CONFLICT. */
  paymentId: Scalars['String']['input'];
  /** The product sold (a producer: one of its company's). */
  productId: Scalars['ID']['input'];
  /** The amount paid, 1 cent to R$ 1.000.000,00. */
  value: Scalars['Money']['input'];
};

/** A sale as registered. */
export type RegisteredSale = {
  __typename?: 'RegisteredSale';
  /** The first installment's commissions (affiliate, and the unit's when the seller has one). */
  commissions: Array<RegisteredSaleCommission>;
  /** Opaque sale id. */
  id: Scalars['ID']['output'];
  /** Installments. */
  installments: Scalars['Int']['output'];
  /** When it was paid. */
  paymentDate: Scalars['DateTime']['output'];
  /** The checkout's payment id. */
  paymentId: Scalars['String']['output'];
  /** Always APPROVED. */
  status: SaleStatus;
  /** The amount paid. */
  value: Scalars['Money']['output'];
};

/** A commission written with a registered sale. */
export type RegisteredSaleCommission = {
  __typename?: 'RegisteredSaleCommission';
  /** Always 1: later installments fall due month by month. */
  installment: Scalars['Int']['output'];
  /** Whose commission it is. */
  side: SaleCommissionSide;
  /** The first installment's amount. */
  value: Scalars['Money']['output'];
};

/** Approved sales of one unit in one cycle (the chart); the smaller units are summed as 'Outras unidades'. */
export type ReportChartPoint = {
  __typename?: 'ReportChartPoint';
  /** Commercial cycle number. */
  cycle: Scalars['Int']['output'];
  /** Number of approved sales. */
  salesCount: Scalars['Int']['output'];
  /** Unit id; null for 'Outras unidades'. */
  unitId?: Maybe<Scalars['ID']['output']>;
  /** Unit name, or 'Outras unidades'. */
  unitName: Scalars['String']['output'];
  /** Their total in cents. */
  value: Scalars['Money']['output'];
};

/** Relatórios' filters; every field optional. A branch always reads its own unit only. */
export type ReportFilterInput = {
  /** Only sales of this commercial cycle (its number). */
  cycle?: InputMaybe<Scalars['Int']['input']>;
  /** First day (YYYY-MM-DD, Fortaleza) of the sales' payment date. */
  from?: InputMaybe<Scalars['String']['input']>;
  /** Last day (YYYY-MM-DD, Fortaleza), on or after `from`. */
  to?: InputMaybe<Scalars['String']['input']>;
  /** Only this unit's sales; a branch may name only its own unit (another: FORBIDDEN). */
  unitId?: InputMaybe<Scalars['ID']['input']>;
};

/** Which report of Relatórios (docs/product.md §11.4). */
export type ReportKind =
  /** Per unit: approved sales, their total and the affiliates who made them. */
  | 'BRANCHES'
  /** Per affiliate: approved sales and their total. */
  | 'SALES_BY_AFFILIATE'
  /** Every sale, newest first, with its status. */
  | 'SALES_DETAILS';

/** A unit the report's filter offers. */
export type ReportUnit = {
  __typename?: 'ReportUnit';
  /** Unit (organisation) id. */
  id: Scalars['ID']['output'];
  /** Unit name. */
  name: Scalars['String']['output'];
};

/** Role flags of a user. A user may hold several (docs/product.md §1.2). */
export type Role =
  /** Administrator: manages the portal and sends ED notifications. */
  | 'ADMIN'
  /** Affiliate (influencer, "ED"): sells products and earns commissions. */
  | 'AFFILIATED'
  /** Agent (agenciador): acts both as an affiliate and as a branch, picking the side with `AgentRole`. */
  | 'AGENT'
  /** Branch (unit): recruits affiliates and earns on their sales. */
  | 'BRANCH'
  /** Holding: sees the billings of the whole group and sends ED notifications. */
  | 'HOLDING'
  /** Producer: owns the products sold. */
  | 'PRODUCER';

/** A sale credited to the viewer. */
export type Sale = {
  __typename?: 'Sale';
  /** The viewer's commission on it in cents (sum of the viewer-side credits). */
  commission: Scalars['Money']['output'];
  /** The buyer's name. */
  customerName: Scalars['String']['output'];
  /** Opaque sale id. */
  id: Scalars['ID']['output'];
  /** Number of installments of the payment; null for voucher products. */
  installments?: Maybe<Scalars['Int']['output']>;
  /** When the customer paid (ISO-8601 instant). */
  paymentDate: Scalars['DateTime']['output'];
  /** Id of the customer's payment for the sale. */
  paymentId: Scalars['ID']['output'];
  /** The product sold. */
  product: Product;
  /** Status of the payment. */
  status: SaleStatus;
  /** Sale value in cents. */
  value: Scalars['Money']['output'];
};

/** A commission of a sale. */
export type SaleCommission = {
  __typename?: 'SaleCommission';
  /** The affiliate's or the unit's name. */
  beneficiaryName: Scalars['String']['output'];
  /** When it falls due (ISO-8601 instant). */
  date: Scalars['DateTime']['output'];
  /** Opaque commission id. */
  id: Scalars['ID']['output'];
  /** Installment number; null for a debit. */
  installment?: Maybe<Scalars['Int']['output']>;
  /** Whose commission it is. */
  side: SaleCommissionSide;
  /** Lifecycle status. */
  status: CommissionStatus;
  /** Credit or debit. */
  type: CommissionType;
  /** The amount (negative for a debit). */
  value: Scalars['Money']['output'];
};

/** Which account a commission of a sale belongs to. */
export type SaleCommissionSide =
  /** The affiliate who sold. */
  | 'AFFILIATE'
  /** The unit (or agency) credited with the sale. */
  | 'BRANCH';

/** A sale's details (Suas vendas, /vendas/{id}). */
export type SaleDetail = {
  __typename?: 'SaleDetail';
  /** The commissions of the sale the viewer may see (an affiliate its own), by date. */
  commissions: Array<SaleCommission>;
  /** The buyer's name. */
  customerName: Scalars['String']['output'];
  /** Opaque sale id. */
  id: Scalars['ID']['output'];
  /** Installments the buyer chose (1 = cash). */
  installments: Scalars['Int']['output'];
  /** The code of the link the sale came through, if any. */
  linkCode?: Maybe<Scalars['String']['output']>;
  /** When it was paid (ISO-8601 instant). */
  paymentDate: Scalars['DateTime']['output'];
  /** The payment's id at the checkout. */
  paymentId: Scalars['String']['output'];
  /** The product's producer. */
  producerName: Scalars['String']['output'];
  /** The product sold. */
  productName: Scalars['String']['output'];
  /** The affiliate credited with the sale. */
  sellerName: Scalars['String']['output'];
  /** Payment status. */
  status: SaleStatus;
  /** The unit credited with the sale, if any. */
  unitName?: Maybe<Scalars['String']['output']>;
  /** The amount paid. */
  value: Scalars['Money']['output'];
};

/** A page of the viewer's sales. */
export type SalePage = {
  __typename?: 'SalePage';
  /** The rows of this page. */
  items: Array<Sale>;
  /** This page's number, 0-based. */
  page: Scalars['Int']['output'];
  /** Rows per page requested (1–100). */
  pageSize: Scalars['Int']['output'];
  /** Number of rows across every page. */
  totalRows: Scalars['Int']['output'];
};

/** A page of the sales-details report. */
export type SaleReportPage = {
  __typename?: 'SaleReportPage';
  /** The rows of this page, newest first. */
  items: Array<SaleReportRow>;
  /** This page's number, 0-based. */
  page: Scalars['Int']['output'];
  /** Rows per page requested (1–100). */
  pageSize: Scalars['Int']['output'];
  /** Number of rows across every page. */
  totalRows: Scalars['Int']['output'];
};

/** One sale of the sales-details report. */
export type SaleReportRow = {
  __typename?: 'SaleReportRow';
  /** Seller's name. */
  affiliateName: Scalars['String']['output'];
  /** Customer name. */
  customerName: Scalars['String']['output'];
  /** Commercial cycle number. */
  cycle: Scalars['Int']['output'];
  /** Payment date (ISO-8601 instant). */
  date: Scalars['DateTime']['output'];
  /** Sale id. */
  id: Scalars['ID']['output'];
  /** Number of installments. */
  installments: Scalars['Int']['output'];
  /** Payment id of the sale. */
  paymentId: Scalars['String']['output'];
  /** Product name. */
  productName: Scalars['String']['output'];
  /** Sale status. */
  status: SaleStatus;
  /** Unit of the sale; null when none. */
  unitName?: Maybe<Scalars['String']['output']>;
  /** Value in cents. */
  value: Scalars['Money']['output'];
};

/** Status of a sale's payment. */
export type SaleStatus =
  /** Payment approved. */
  | 'APPROVED'
  /** Cancelled before payment. */
  | 'CANCELED'
  /** Paid, then refunded to the customer. */
  | 'REFUNDED';

/**
 * The commercial cycle whose days make the default period of Acompanhamento de vendas: the current
 * one by the server's clock, or, when no cycle covers today, the latest that started (or the one
 * before it while that has no sale yet).
 */
export type SalesPeriodCycle = {
  __typename?: 'SalesPeriodCycle';
  /** True when it is the cycle under way today. */
  current: Scalars['Boolean']['output'];
  /** The cycle's number. */
  number: Scalars['Int']['output'];
};

/** Relatórios under one filter: each field is one upstream call, made only when asked for. */
export type SalesReport = {
  __typename?: 'SalesReport';
  /** The sales-by-affiliate report. */
  affiliates: AffiliateReportPage;
  /** The branches report. */
  branches: BranchReportPage;
  /** Approved sales per cycle (the newest 12) and unit (the 5 largest, then 'Outras unidades'). */
  chart: Array<ReportChartPoint>;
  /**
   * Gateway path of the whole report as CSV (UTF-8 with BOM, `;`, decimal comma, Fortaleza dates),
   * fetched with the same bearer token; its X-Report-Rows header gives the row count.
   */
  csvPath: Scalars['String']['output'];
  /** Cycle numbers the filter offers, newest first. */
  cycles: Array<Scalars['Int']['output']>;
  /** The sales-details report. */
  sales: SaleReportPage;
  /** Units the filter offers: every unit with sales for the holding, its own for a branch. */
  units: Array<ReportUnit>;
};


/** Relatórios under one filter: each field is one upstream call, made only when asked for. */
export type SalesReportAffiliatesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** Relatórios under one filter: each field is one upstream call, made only when asked for. */
export type SalesReportBranchesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** Relatórios under one filter: each field is one upstream call, made only when asked for. */
export type SalesReportCsvPathArgs = {
  kind: ReportKind;
};


/** Relatórios under one filter: each field is one upstream call, made only when asked for. */
export type SalesReportSalesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

/** Acompanhamento de vendas over a period (whole days in Fortaleza time). */
export type SalesTracking = {
  __typename?: 'SalesTracking';
  /** Where the web downloads the period's sales as CSV (same bearer token; `;`, UTF-8 with BOM). */
  csvPath: Scalars['String']['output'];
  /** The cycle of the default period; null when the request named its days. */
  cycle?: Maybe<SalesPeriodCycle>;
  /** First day, AAAA-MM-DD. */
  from: Scalars['String']['output'];
  /** The 50 links that sold most in the period, best first. */
  links: Array<LinkSalesTotal>;
  /** The commercial cycle before the default period's, added up the same way; null when the request named its days or no cycle came before. */
  previous?: Maybe<PreviousCycleSales>;
  /** Per product, best first. */
  products: Array<ProductSalesTotal>;
  /** Approved sales in the period. */
  saleCount: Scalars['Int']['output'];
  /** Last day, AAAA-MM-DD. */
  to: Scalars['String']['output'];
  /** What they add up to. */
  value: Scalars['Money']['output'];
};

/** Something the portal could not send to or match in Salesforce (the CRM). */
export type SalesforceError = {
  __typename?: 'SalesforceError';
  /** Opaque id. */
  id: Scalars['ID']['output'];
  /** What went wrong, in pt-BR. */
  message: Scalars['String']['output'];
  /** When it happened. */
  occurredAt: Scalars['DateTime']['output'];
  /** The product's name, when the error names a product. */
  productName?: Maybe<Scalars['String']['output']>;
  /** The CRM campaign id, the sale's payment id or the Salesforce code. */
  reference: Scalars['String']['output'];
  /** Whether a later campaigns poll applied it. */
  resolved: Scalars['Boolean']['output'];
  /** What it is about. */
  type: SalesforceErrorType;
};

/** A page of Salesforce errors, newest first. */
export type SalesforceErrorPage = {
  __typename?: 'SalesforceErrorPage';
  /** The rows of this page. */
  items: Array<SalesforceError>;
  /** More rows match the search than totalRows says: it counts up to 10 000. */
  totalCapped: Scalars['Boolean']['output'];
  /** Rows across every page; a search counts up to 10 000 (see totalCapped). */
  totalRows: Scalars['Int']['output'];
};

/** What a Salesforce error is about (a closed set). */
export type SalesforceErrorType =
  /** A CRM campaign the poll could not apply: no product with its code, invalid or past dates. */
  | 'CAMPAIGN'
  /** A product the CRM's code points at ambiguously: the code on several products, or on an inactive one. */
  | 'PRODUCT'
  /** A registered sale that could not be sent to the CRM: its product has no Salesforce code. */
  | 'SALE';

/** A page of sellers, best first. */
export type SellerSalesPage = {
  __typename?: 'SellerSalesPage';
  /** The rows of this page. */
  items: Array<SellerSalesTotal>;
  /** This page's number, 0-based. */
  page: Scalars['Int']['output'];
  /** Rows per page requested (1–100). */
  pageSize: Scalars['Int']['output'];
  /** Number of sellers with sales in the period. */
  totalRows: Scalars['Int']['output'];
};

/** One seller's sales over the period. */
export type SellerSalesTotal = {
  __typename?: 'SellerSalesTotal';
  /** Where the web downloads this seller's sales of the period as CSV. */
  csvPath: Scalars['String']['output'];
  /** Approved sales in the period. */
  saleCount: Scalars['Int']['output'];
  /** The seller's user id. */
  sellerId: Scalars['ID']['output'];
  /** The seller's name. */
  sellerName: Scalars['String']['output'];
  /** What they add up to. */
  value: Scalars['Money']['output'];
};

/** A fresh token of the same session, from `renewSession`. */
export type SessionToken = {
  __typename?: 'SessionToken';
  /** Seconds until the new token expires: the token lifetime, or less when the session nears its limit after the password login (12 hours by default). */
  expiresIn: Scalars['Int']['output'];
  /** Bearer token to send as `Authorization: Bearer <token>` from now on; the previous one stays valid until it expires. */
  token: Scalars['String']['output'];
  /** True while the role policy still holds the session to enrolling a second factor (see `LoginPayload`). */
  twoFactorEnrolmentRequired: Scalars['Boolean']['output'];
};

/** Turns one of the viewer's links off or on again. */
export type SetProductLinkActiveInput = {
  /** False deactivates the link (its public URL stops leading to the checkout); true reactivates it. */
  active: Scalars['Boolean']['input'];
  /** The link to change (one of the viewer's). */
  linkId: Scalars['ID']['input'];
};

/** Sort direction of a list (by date for commissions and sales, by cycle number for payments). */
export type SortDirection =
  /** Oldest (lowest) first. */
  | 'ASC'
  /** Newest (highest) first. */
  | 'DESC';

/** Settings the screens read (docs/product.md §11.5), the same for every user. */
export type SystemConfigs = {
  __typename?: 'SystemConfigs';
  /** Most bills one batch invoice generation takes. */
  batchMaxBills: Scalars['Int']['output'];
  /** Suggested length of a new cycle, in days (the creation form's end day). */
  cycleDefaultLengthDays: Scalars['Int']['output'];
  /** Rows per page of the holding history. */
  historyPageSize: Scalars['Int']['output'];
};

/** A paid-traffic event: the pixel id (TAG) and the GTM id (VALOR) public pages load. */
export type TrafficTag = {
  __typename?: 'TrafficTag';
  /** Disabled tags are kept but not loaded. */
  enabled: Scalars['Boolean']['output'];
  /** The GTM id, if set. */
  gtmId?: Maybe<Scalars['String']['output']>;
  /** Opaque tag id. */
  id: Scalars['ID']['output'];
  /** Optional label. */
  name?: Maybe<Scalars['String']['output']>;
  /** The pixel id, if set. */
  pixelId?: Maybe<Scalars['String']['output']>;
};

/** The paid-traffic form; a filled id must not be blank, an empty one is stored as absent. */
export type TrafficTagInput = {
  /** The GTM id. */
  gtmId?: InputMaybe<Scalars['String']['input']>;
  /** The pixel id. */
  pixelId?: InputMaybe<Scalars['String']['input']>;
};

/** Tráfego Pago's 'Tipo' select: what a tag loads (a tag with both ids is in both). */
export type TrafficTagType =
  /** Tags with a GTM container id. */
  | 'GTM'
  /** Tags with a pixel id. */
  | 'PIXEL';

/** The types of support material (docs/product.md §12.1). */
export type TrainingAttachmentType =
  /** Legacy Word document, downloaded under its name. */
  | 'DOC'
  /** Word document, downloaded under its name. */
  | 'DOCX'
  /** JPEG image, shown in the image viewer. */
  | 'JPG'
  /** MP4 video file, played in the player. */
  | 'MP4'
  /** OpenDocument text, downloaded under its name. */
  | 'ODF'
  /** PDF, shown inline. */
  | 'PDF'
  /** PNG image, shown in the image viewer. */
  | 'PNG'
  /** Presentation, downloaded under its name. */
  | 'PPT'
  /** A video by link, played in the player. */
  | 'VIDEO'
  /** ZIP archive, downloaded under its name. */
  | 'ZIP';

/** One step of the breadcrumbs: a category on the way from the root. */
export type TrainingBreadcrumb = {
  __typename?: 'TrainingBreadcrumb';
  /** The category's id. */
  id: Scalars['ID']['output'];
  /** The category's title. */
  title: Scalars['String']['output'];
};

/** A category as the move dialog lists it. */
export type TrainingCategoryNode = {
  __typename?: 'TrainingCategoryNode';
  /** Attachments directly in it (the delete confirmation adds them up over the subtree). */
  attachmentCount: Scalars['Int']['output'];
  /** The category's id. */
  id: Scalars['ID']['output'];
  /** Its parent; null for a root category. */
  parentId?: Maybe<Scalars['ID']['output']>;
  /** The category's title. */
  title: Scalars['String']['output'];
};

/** One item of the library: a category or an attachment (see typeItem). */
export type TrainingItem = {
  __typename?: 'TrainingItem';
  /** An attachment's type; null for a category. */
  attachmentType?: Maybe<TrainingAttachmentType>;
  /** The name a file attachment downloads under; null otherwise. */
  fileName?: Maybe<Scalars['String']['output']>;
  /** Opaque id (a category's or an attachment's). */
  id: Scalars['ID']['output'];
  /** An attachment's media type (e.g. application/pdf); null for a category or a video link. */
  mime?: Maybe<Scalars['String']['output']>;
  /** The category it sits in; null for a root category. */
  parentId?: Maybe<Scalars['ID']['output']>;
  /** The card image's URL; null when none was set. */
  thumbnailUrl?: Maybe<Scalars['String']['output']>;
  /** Title shown on the card. */
  title: Scalars['String']['output'];
  /** CATEGORY or ATTACHMENT. */
  typeItem: TrainingItemKind;
  /** An attachment's file URL or video link; null for a category. */
  url?: Maybe<Scalars['String']['output']>;
};

/** Whether a library item is a category or an attachment (upstream's type_item). */
export type TrainingItemKind =
  /** An attachment: opens in the viewer, the player or as a download. */
  | 'ATTACHMENT'
  /** A category: opens its own level of the library. */
  | 'CATEGORY';

/** A page of library items: categories first, then attachments, each by title; 50 per page. */
export type TrainingItemPage = {
  __typename?: 'TrainingItemPage';
  /** Whether another page follows. */
  hasMore: Scalars['Boolean']['output'];
  /** The items of this page. */
  items: Array<TrainingItem>;
  /** The page to ask for next; null on the last one. */
  nextPage?: Maybe<Scalars['Int']['output']>;
  /** This page's number, 0-based. */
  page: Scalars['Int']['output'];
  /** Items per page (50). */
  pageSize: Scalars['Int']['output'];
};

/** A level of the library (or a search), with what the screen needs around it. */
export type TrainingLibrary = {
  __typename?: 'TrainingLibrary';
  /** Every attachment type, for the search filter. */
  attachmentTypes: Array<TrainingAttachmentType>;
  /** From the root down to the open category (empty at the root); the screen shows 'Material de apoio' first. */
  breadcrumbs: Array<TrainingBreadcrumb>;
  /** The open category; null at the root and in a search. */
  category?: Maybe<TrainingItem>;
  /** The items of the requested page. */
  items: TrainingItemPage;
};

/** What a library search looks for: categories, or attachments of one type. */
export type TrainingSearchType =
  /** Categories only. */
  | 'CATEGORY'
  /** Legacy Word documents. */
  | 'DOC'
  /** Word documents. */
  | 'DOCX'
  /** JPEG images. */
  | 'JPG'
  /** MP4 video files. */
  | 'MP4'
  /** OpenDocument texts. */
  | 'ODF'
  /** PDFs. */
  | 'PDF'
  /** PNG images. */
  | 'PNG'
  /** Presentations. */
  | 'PPT'
  /** Videos by link. */
  | 'VIDEO'
  /** ZIP archives. */
  | 'ZIP';

/** The outcome of a library change: the row and the success toast. */
export type TrainingWriteResult = {
  __typename?: 'TrainingWriteResult';
  /** The id of the category or attachment written. */
  id: Scalars['ID']['output'];
  /** The pt-BR success toast, e.g. 'Categoria adicionada com sucesso!'. */
  message: Scalars['String']['output'];
};

/** A new second-factor secret, waiting for its confirmation code (`confirmTwoFactor`). */
export type TwoFactorEnrolment = {
  __typename?: 'TwoFactorEnrolment';
  /** The otpauth:// address the QR code carries. */
  otpauthUri: Scalars['String']['output'];
  /** The secret in base32, for typing into the app by hand; never answered again. */
  secret: Scalars['String']['output'];
};

/** The ten single-use recovery codes, answered once when the second factor is turned on. */
export type TwoFactorRecoveryCodes = {
  __typename?: 'TwoFactorRecoveryCodes';
  /** Codes shaped XXXXX-XXXXX; each signs in once in place of an app code. */
  codes: Array<Scalars['String']['output']>;
};

/** The viewer's second factor (TOTP). */
export type TwoFactorStatus = {
  __typename?: 'TwoFactorStatus';
  /** True when a code is asked for after the password. */
  enabled: Scalars['Boolean']['output'];
  /** When it was turned on, ISO-8601; null when off. */
  enabledAt?: Maybe<Scalars['String']['output']>;
  /** Recovery codes not used yet; 0 when off. */
  recoveryCodesLeft: Scalars['Int']['output'];
};

/** A unit of the network: a branch, an agency or the holding. */
export type Unit = {
  __typename?: 'Unit';
  /** True for an agency (agenciador): its members are agents. */
  agenciador: Scalars['Boolean']['output'];
  /** Opaque organisation id. */
  id: Scalars['ID']['output'];
  /** The unit's name, e.g. 'Unidade Fortaleza Centro'. */
  name: Scalars['String']['output'];
};

/** A branch's sales totals in cents. */
export type UnitBalance = {
  __typename?: 'UnitBalance';
  /** Sales of the current commercial cycle, in cents. */
  currentCycle: Scalars['Money']['output'];
  /** Sales of the previous commercial cycle, in cents. */
  lastCycle: Scalars['Money']['output'];
};

/** A unit's goal for one commercial cycle. */
export type UnitCycleGoal = {
  __typename?: 'UnitCycleGoal';
  /** True for the cycle under way. */
  current: Scalars['Boolean']['output'];
  /** The commercial cycle's id. */
  cycleId: Scalars['ID']['output'];
  /** The commercial cycle's number. */
  cycleNumber: Scalars['Int']['output'];
  /** The goal in cents; null when none was set for the cycle. */
  value?: Maybe<Scalars['Money']['output']>;
};

/** A goal of a unit edit. */
export type UnitCycleGoalInput = {
  /** The commercial cycle's id (`UnitCycleGoal.cycleId`). */
  cycleId: Scalars['ID']['input'];
  /** The goal in cents (0 or more); null removes the cycle's goal. */
  value?: InputMaybe<Scalars['Money']['input']>;
};

/** One unit's goals in a commercial cycle, in cents; each null when the unit has none in it. */
export type UnitGoal = {
  __typename?: 'UnitGoal';
  /** Basic goal: the unit's goal (what finance's `goals.unit` reads), in cents. */
  basic?: Maybe<Scalars['Money']['output']>;
  /** Master goal, in cents. */
  master?: Maybe<Scalars['Money']['output']>;
  /** Minimum goal: never above the basic, in cents. */
  minimum?: Maybe<Scalars['Money']['output']>;
  /** The unit (organisation) id. */
  unitId: Scalars['ID']['output'];
  /** The unit's name. */
  unitName: Scalars['String']['output'];
};

/** One unit's goals to save, in cents: none below zero, the minimum at most the basic. */
export type UnitGoalInput = {
  /** Basic goal (0 or more), in cents. */
  basic: Scalars['Money']['input'];
  /** Master goal (0 or more), in cents. */
  master: Scalars['Money']['input'];
  /** Minimum goal (0 or more, at most `basic`), in cents. */
  minimum: Scalars['Money']['input'];
  /** The unit (organisation) id. */
  unitId: Scalars['ID']['input'];
};

/** The whole edit of one unit, saved in one transaction: all of it or none of it. */
export type UnitInput = {
  /** CNPJ, with or without its mask; null or empty for none. */
  cnpj?: InputMaybe<Scalars['String']['input']>;
  /** Who the unit's donations go to (replaces the set). */
  donationReceivers: Array<UnitPartyInput>;
  /** Goals per cycle to set (cycles not listed keep theirs). */
  goals: Array<UnitCycleGoalInput>;
  /** The unit's id (`ManagedUnit.id`). */
  id: Scalars['ID']['input'];
  /** Name, 3–120 characters. */
  name: Scalars['String']['input'];
  /** The producers the unit sells for (replaces the set). */
  producerIds: Array<Scalars['ID']['input']>;
};

/** A producer or a donation receiver of a unit: a company by name and CNPJ. */
export type UnitParty = {
  __typename?: 'UnitParty';
  /** CNPJ in normal form. */
  cnpj: Scalars['String']['output'];
  /** Opaque id. */
  id: Scalars['ID']['output'];
  /** Company name. */
  name: Scalars['String']['output'];
};

/** A donation receiver of a unit edit. */
export type UnitPartyInput = {
  /** CNPJ, with or without its mask, numeric or alphanumeric. */
  cnpj: Scalars['String']['input'];
  /** Company name, 3–120 characters. */
  name: Scalars['String']['input'];
};

/** A banner's new content; the name is kept and the type must be the banner's own. */
export type UpdateBannerInput = {
  /** Ativo (true) or Inativo (false). */
  active: Scalars['Boolean']['input'];
  /** Call-to-action text, at most 32 characters. */
  cta?: InputMaybe<Scalars['String']['input']>;
  /** TEXTUAL: required, not blank. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** IMAGE: getUrl of an uploaded PNG/JPEG of exactly 880x206 pixels. */
  desktopUrl?: InputMaybe<Scalars['String']['input']>;
  /** An http/https URL. */
  link?: InputMaybe<Scalars['String']['input']>;
  /** IMAGE: getUrl of an uploaded PNG/JPEG of exactly 351x158 pixels. */
  mobileUrl?: InputMaybe<Scalars['String']['input']>;
  /** An http/https URL of the thumbnail (no size rule). */
  thumbnail?: InputMaybe<Scalars['String']['input']>;
  /** TEXTUAL: required, not blank. */
  title?: InputMaybe<Scalars['String']['input']>;
  /** The banner's type (it cannot change). */
  type: BannerType;
};

/** A new description for one of the viewer's links. */
export type UpdateProductLinkInput = {
  /** Trimmed, at most 120 characters; may be empty. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The link to change (one of the viewer's). */
  linkId: Scalars['ID']['input'];
};

/** 'Gerenciador de metas': a commercial cycle and its units' goals, saved all or nothing. */
export type UpdateUnitGoalsInput = {
  /** The commercial cycle. */
  cycleId: Scalars['ID']['input'];
  /** 1–500 units' goals. */
  goals: Array<UnitGoalInput>;
};

/** What an upload is for; each purpose has its own allow-list of types and maximum size. */
export type UploadPurpose =
  /** A banner's desktop or mobile image: PNG or JPEG, at most 5 MB. */
  | 'BANNER_IMAGE'
  /** A product's image: PNG or JPEG, at most 5 MB. */
  | 'PRODUCT_IMAGE'
  /** Support material: PDF, MP4, DOCX, XLSX, PPTX, ZIP, ODT, PNG or JPEG, at most 200 MB. */
  | 'SUPPORT_MATERIAL';

/** Where to upload one file and where it will be read from. */
export type UploadUrls = {
  __typename?: 'UploadUrls';
  /** When putUrl stops being accepted (ISO-8601 instant). */
  expiresAt: Scalars['DateTime']['output'];
  /** Public URL of the object once uploaded; served with its type and cached for a year. */
  getUrl: Scalars['String']['output'];
  /** The stored object's key; what a banner, product or material records. */
  key: Scalars['String']['output'];
  /** Bytes putUrl accepts at most (the declared size). */
  maxSize: Scalars['Int']['output'];
  /** Signed URL to PUT the bytes to, with the declared Content-Type, before expiresAt. */
  putUrl: Scalars['String']['output'];
};

/** The authenticated person: identity, role flags and registration status. */
export type User = {
  __typename?: 'User';
  /** Unit name for branch users. */
  branchName?: Maybe<Scalars['String']['output']>;
  /** First word of the name. */
  displayName: Scalars['String']['output'];
  /** Opaque user id. */
  id: Scalars['ID']['output'];
  /** True when `roles` contains ADMIN. */
  isAdmin: Scalars['Boolean']['output'];
  /** True when `roles` contains AFFILIATED. */
  isAffiliated: Scalars['Boolean']['output'];
  /** True when `roles` contains AGENT. */
  isAgent: Scalars['Boolean']['output'];
  /** True when `roles` contains BRANCH. */
  isBranch: Scalars['Boolean']['output'];
  /** True when `roles` contains HOLDING. */
  isHolding: Scalars['Boolean']['output'];
  /** True when `roles` contains PRODUCER. */
  isProducer: Scalars['Boolean']['output'];
  /** Mobile phone number as upstream stores it (digits with area code, e.g. 85988123456); null when none. */
  mobilePhoneNumber?: Maybe<Scalars['String']['output']>;
  /** Full name. */
  name: Scalars['String']['output'];
  /** Every role flag the user holds, possibly several. */
  roles: Array<Role>;
  /** Registration status (OK, PENDING_CONFIRMATION, PENDING_PASSWORD, PENDING_CNPJ, ...). */
  status: Scalars['String']['output'];
  /** Registration and programme flags; null when upstream has none. */
  userInfo?: Maybe<UserInfo>;
  /** Login e-mail, lowercase. */
  username: Scalars['String']['output'];
};

/** Registration and programme flags of the user (upstream `userInfo`). */
export type UserInfo = {
  __typename?: 'UserInfo';
  /** Status of the user's points-and-vouchers option as upstream reports it, e.g. ACCEPTED; null when unknown. */
  pointsAndVouchers?: Maybe<Scalars['String']['output']>;
  /** Status of the user's company (CNPJ) registration as upstream reports it, e.g. FINISHED; null when unknown. */
  statusCnpj?: Maybe<Scalars['String']['output']>;
  /** Status of the user's enrolment in the points programme as upstream reports it, e.g. ACCEPTED; null when unknown. */
  statusPoints?: Maybe<Scalars['String']['output']>;
};

/** A voucher of the points programme: points an affiliate converted into a value issued to a customer. */
export type Voucher = {
  __typename?: 'Voucher';
  /** Human code, e.g. VCH-7K2P9Q. */
  code: Scalars['String']['output'];
  /** When the points were converted (ISO-8601 instant). */
  createdAt: Scalars['DateTime']['output'];
  /**
   * The affiliate the voucher is issued to (the owner when no beneficiary was named); null when that
   * user is no longer an affiliate. The customers of a page are resolved in one upstream call.
   */
  customer?: Maybe<Affiliate>;
  /** When the voucher expires (ISO-8601 instant). */
  expiresAt: Scalars['DateTime']['output'];
  /** Opaque voucher id. */
  id: Scalars['ID']['output'];
  /** Points converted into this voucher. */
  points: Scalars['Int']['output'];
  /** Lifecycle status. */
  status: VoucherStatus;
  /** When it was used; null unless USED. */
  usedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Value in cents (BRL). */
  value: Scalars['Money']['output'];
};

/** Vouchers of one status group. */
export type VoucherGroup = {
  __typename?: 'VoucherGroup';
  /** Number of vouchers. */
  count: Scalars['Int']['output'];
  /** Points they were converted from. */
  points: Scalars['Int']['output'];
  /** Their value in cents (BRL). */
  value: Scalars['Money']['output'];
};

/** A page of vouchers, newest expiry first by default. */
export type VoucherPage = {
  __typename?: 'VoucherPage';
  /** The rows of this page. */
  items: Array<Voucher>;
  /** This page's number, 0-based. */
  page: Scalars['Int']['output'];
  /** Rows per page requested (1–100). */
  pageSize: Scalars['Int']['output'];
  /** Number of rows across every page. */
  totalRows: Scalars['Int']['output'];
};

/** Voucher lifecycle (docs/product.md §7.1). Labels: Disponível, Expirado, Utilizado, Estornado, Disponível novamente. */
export type VoucherStatus =
  /** Disponível: may be used until it expires. */
  | 'AVAILABLE'
  /** Expirado: its validity ended before it was used. */
  | 'EXPIRED'
  /** Disponível novamente: available again after a use was undone. */
  | 'REAVAILABLE'
  /** Estornado: reverted; its points went back to the owner. */
  | 'REVERTED'
  /** Utilizado: used by its customer (see `Voucher.usedAt`). */
  | 'USED';

/** The viewer's vouchers by status (docs/product.md §7.1: grouped AVAILABLE, EXPIRED, USED). */
export type VoucherSummary = {
  __typename?: 'VoucherSummary';
  /** Disponíveis: AVAILABLE and REAVAILABLE vouchers. */
  available: VoucherGroup;
  /** Expirados. */
  expired: VoucherGroup;
  /** Utilizados. */
  used: VoucherGroup;
};

/** One event sent (or being sent) to one subscription. */
export type WebhookDelivery = {
  __typename?: 'WebhookDelivery';
  /** How many times it was sent. */
  attempts: Scalars['Int']['output'];
  /** The event, e.g. invoice.processed. */
  event: Scalars['String']['output'];
  /** The event's id: the webhook-id header, the same on every retry and replay. */
  eventId: Scalars['ID']['output'];
  /** Opaque id; replay it with replayWebhookDelivery. */
  id: Scalars['ID']['output'];
  /** The last failure (timeout, refused connection); null if none. */
  lastError?: Maybe<Scalars['String']['output']>;
  /** The receiver's last HTTP status; null before an answer. */
  responseStatus?: Maybe<Scalars['Int']['output']>;
  /** pending, delivered or failed. */
  state: Scalars['String']['output'];
  /** Its last change (ISO-8601 instant). */
  updatedAt: Scalars['DateTime']['output'];
};

/** A page of a subscription's delivery log, newest first. */
export type WebhookDeliveryPage = {
  __typename?: 'WebhookDeliveryPage';
  /** The rows of this page. */
  items: Array<WebhookDelivery>;
  /** This page's number, 0-based. */
  page: Scalars['Int']['output'];
  /** Rows per page requested (1–100). */
  pageSize: Scalars['Int']['output'];
  /** Number of rows across every page. */
  totalRows: Scalars['Int']['output'];
};

/** Where one of the viewer's API clients wants events POSTed, signed (docs/integrators.md §7). */
export type WebhookSubscription = {
  __typename?: 'WebhookSubscription';
  /** The API client it belongs to. */
  clientId: Scalars['ID']['output'];
  /** When it was created (ISO-8601 instant). */
  createdAt: Scalars['DateTime']['output'];
  /** The events it listens to, e.g. invoice.processed. */
  events: Array<Scalars['String']['output']>;
  /** Opaque id. */
  id: Scalars['ID']['output'];
  /** The receiver: https on a public address (loopback only where configured). */
  url: Scalars['String']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AccreditationAgent: ResolverTypeWrapper<AccreditationAgent>;
  AccreditationFlow: AccreditationFlow;
  AccreditationPersonalDataInput: AccreditationPersonalDataInput;
  AccreditationSession: ResolverTypeWrapper<AccreditationSession>;
  AccreditationStart: ResolverTypeWrapper<AccreditationStart>;
  ActiveStatus: ActiveStatus;
  AddTrainingFileInput: AddTrainingFileInput;
  AddTrainingVideoInput: AddTrainingVideoInput;
  Affiliate: ResolverTypeWrapper<Affiliate>;
  AffiliateReportPage: ResolverTypeWrapper<AffiliateReportPage>;
  AffiliateReportRow: ResolverTypeWrapper<AffiliateReportRow>;
  AgentRole: ResolverTypeWrapper<AgentSide>;
  ApiClient: ResolverTypeWrapper<ApiClient>;
  AuditActor: ResolverTypeWrapper<AuditActor>;
  AuditEntry: ResolverTypeWrapper<AuditEntry>;
  AuditPage: ResolverTypeWrapper<AuditPage>;
  Balance: ResolverTypeWrapper<Balance>;
  Bank: ResolverTypeWrapper<Bank>;
  BankDetails: ResolverTypeWrapper<BankDetails>;
  BankDetailsInput: BankDetailsInput;
  Banner: ResolverTypeWrapper<Banner>;
  BannerType: BannerType;
  BillPaymentOutcome: BillPaymentOutcome;
  Billing: ResolverTypeWrapper<BillingSource>;
  BillingPage: ResolverTypeWrapper<Omit<BillingPage, 'items'> & { items: Array<ResolversTypes['Billing']> }>;
  BillingPaymentRecord: ResolverTypeWrapper<Omit<BillingPaymentRecord, 'outcome'> & { outcome: ResolversTypes['BillingStatus'] }>;
  BillingStatus: ResolverTypeWrapper<UpstreamBillStatus>;
  BillingStatusStat: ResolverTypeWrapper<Omit<BillingStatusStat, 'status'> & { status: ResolversTypes['BillingStatus'] }>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BranchReportPage: ResolverTypeWrapper<BranchReportPage>;
  BranchReportRow: ResolverTypeWrapper<BranchReportRow>;
  BrazilianState: ResolverTypeWrapper<BrazilianState>;
  CampaignPoll: ResolverTypeWrapper<CampaignPoll>;
  CampaignPollState: CampaignPollState;
  CareerLevel: ResolverTypeWrapper<CareerLevel>;
  CareerPlan: ResolverTypeWrapper<CareerPlan>;
  Commission: ResolverTypeWrapper<Omit<Commission, 'status' | 'type'> & { status: ResolversTypes['CommissionStatus'], type: ResolversTypes['CommissionType'] }>;
  CommissionExplanation: ResolverTypeWrapper<Omit<CommissionExplanation, 'billing' | 'billingPayment' | 'commission' | 'history' | 'rule'> & { billing?: Maybe<ResolversTypes['Billing']>, billingPayment?: Maybe<ResolversTypes['BillingPaymentRecord']>, commission: ResolversTypes['Commission'], history: Array<ResolversTypes['CommissionStatusChange']>, rule: ResolversTypes['CommissionRule'] }>;
  CommissionPage: ResolverTypeWrapper<Omit<CommissionPage, 'items'> & { items: Array<ResolversTypes['Commission']> }>;
  CommissionRule: ResolverTypeWrapper<Omit<CommissionRule, 'side'> & { side: ResolversTypes['AgentRole'] }>;
  CommissionStatus: ResolverTypeWrapper<UpstreamCommissionStatus>;
  CommissionStatusChange: ResolverTypeWrapper<Omit<CommissionStatusChange, 'status'> & { status: ResolversTypes['CommissionStatus'] }>;
  CommissionType: ResolverTypeWrapper<UpstreamCommissionType>;
  ContractFile: ResolverTypeWrapper<ContractFile>;
  ConvertCommissionsPayload: ResolverTypeWrapper<ConvertCommissionsPayload>;
  ConvertPointsPayload: ResolverTypeWrapper<Omit<ConvertPointsPayload, 'voucher'> & { voucher: ResolversTypes['Voucher'] }>;
  ConvertibleCommission: ResolverTypeWrapper<ConvertibleCommission>;
  ConvertibleCommissionPage: ResolverTypeWrapper<ConvertibleCommissionPage>;
  CreateApiClientInput: CreateApiClientInput;
  CreateApiClientPayload: ResolverTypeWrapper<CreateApiClientPayload>;
  CreateBannerInput: CreateBannerInput;
  CreateCycleInput: CreateCycleInput;
  CreateProductLinkInput: CreateProductLinkInput;
  CreateTrainingCategoryInput: CreateTrainingCategoryInput;
  CreateUploadUrlsInput: CreateUploadUrlsInput;
  CreateWebhookSubscriptionInput: CreateWebhookSubscriptionInput;
  CreateWebhookSubscriptionPayload: ResolverTypeWrapper<CreateWebhookSubscriptionPayload>;
  Cycle: ResolverTypeWrapper<Cycle>;
  CycleGoalValues: ResolverTypeWrapper<CycleGoalValues>;
  CycleGoals: ResolverTypeWrapper<CycleGoals>;
  CycleKind: CycleKind;
  CycleSales: ResolverTypeWrapper<CycleSales>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DocumentLink: ResolverTypeWrapper<DocumentLink>;
  Ed: ResolverTypeWrapper<UpstreamEd>;
  EdAudienceInput: EdAudienceInput;
  EdAudienceKind: EdAudienceKind;
  EdBill: ResolverTypeWrapper<Omit<EdBill, 'status'> & { status: ResolversTypes['BillingStatus'] }>;
  EdBillPage: ResolverTypeWrapper<Omit<EdBillPage, 'items'> & { items: Array<ResolversTypes['EdBill']> }>;
  EdContractSignature: ResolverTypeWrapper<EdContractSignature>;
  EdFlag: EdFlag;
  EdLevelStars: ResolverTypeWrapper<EdLevelStars>;
  EdListStatus: EdListStatus;
  EdNotification: ResolverTypeWrapper<UpstreamEdNotification>;
  EdNotificationInput: EdNotificationInput;
  EdNotificationPage: ResolverTypeWrapper<Omit<EdNotificationPage, 'items'> & { items: Array<ResolversTypes['EdNotification']> }>;
  EdPage: ResolverTypeWrapper<Omit<EdPage, 'items'> & { items: Array<ResolversTypes['Ed']> }>;
  EdPartnerCheck: ResolverTypeWrapper<EdPartnerCheck>;
  EdPartnerReason: EdPartnerReason;
  EdProgrammeTotals: ResolverTypeWrapper<EdProgrammeTotals>;
  EdProgrammes: ResolverTypeWrapper<EdProgrammes>;
  EdSale: ResolverTypeWrapper<UpstreamEdSale>;
  EdSalePage: ResolverTypeWrapper<Omit<EdSalePage, 'items'> & { items: Array<ResolversTypes['EdSale']> }>;
  EdSignatureStatus: EdSignatureStatus;
  EditTrainingAttachmentInput: EditTrainingAttachmentInput;
  EditTrainingCategoryInput: EditTrainingCategoryInput;
  ExplainedCampaign: ResolverTypeWrapper<ExplainedCampaign>;
  ExplainedLink: ResolverTypeWrapper<ExplainedLink>;
  ExplainedSale: ResolverTypeWrapper<ExplainedSale>;
  Finance: ResolverTypeWrapper<FinanceSource>;
  Goals: ResolverTypeWrapper<Goals>;
  HoldingBill: ResolverTypeWrapper<Omit<HoldingBill, 'payeeKind' | 'status'> & { payeeKind: ResolversTypes['PayeeKind'], status: ResolversTypes['BillingStatus'] }>;
  HoldingBillPage: ResolverTypeWrapper<Omit<HoldingBillPage, 'items'> & { items: Array<ResolversTypes['HoldingBill']> }>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Influencer: ResolverTypeWrapper<Influencer>;
  InfluencerPage: ResolverTypeWrapper<InfluencerPage>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Integration: ResolverTypeWrapper<Integration>;
  IntegrationKind: IntegrationKind;
  Invoice: ResolverTypeWrapper<Omit<Invoice, 'payeeKind' | 'status'> & { payeeKind: ResolversTypes['PayeeKind'], status: ResolversTypes['BillingStatus'] }>;
  InvoiceCheck: ResolverTypeWrapper<InvoiceCheck>;
  InvoiceCheckField: InvoiceCheckField;
  InvoiceCheckItem: ResolverTypeWrapper<InvoiceCheckItem>;
  InvoiceCheckOutcome: InvoiceCheckOutcome;
  InvoiceFileFormat: InvoiceFileFormat;
  InvoiceGeneration: ResolverTypeWrapper<InvoiceGeneration>;
  InvoiceGenerationItem: ResolverTypeWrapper<InvoiceGenerationItem>;
  InvoiceGenerationState: InvoiceGenerationState;
  InvoicePage: ResolverTypeWrapper<Omit<InvoicePage, 'items'> & { items: Array<ResolversTypes['Invoice']> }>;
  InvoiceSortField: InvoiceSortField;
  LinkSalesTotal: ResolverTypeWrapper<LinkSalesTotal>;
  LoginPayload: ResolverTypeWrapper<LoginPayload>;
  MailCategory: MailCategory;
  MailDelivery: ResolverTypeWrapper<MailDelivery>;
  MailDeliveryPage: ResolverTypeWrapper<MailDeliveryPage>;
  MailDeliveryState: MailDeliveryState;
  MailPreferences: ResolverTypeWrapper<MailPreferences>;
  MailPreferencesInput: MailPreferencesInput;
  ManagedProduct: ResolverTypeWrapper<ManagedProduct>;
  ManagedProductInput: ManagedProductInput;
  ManagedProductPage: ResolverTypeWrapper<ManagedProductPage>;
  ManagedProductRow: ResolverTypeWrapper<ManagedProductRow>;
  ManagedSale: ResolverTypeWrapper<ManagedSale>;
  ManagedSalePage: ResolverTypeWrapper<ManagedSalePage>;
  ManagedUnit: ResolverTypeWrapper<ManagedUnit>;
  ManagedUnitDetails: ResolverTypeWrapper<ManagedUnitDetails>;
  ManagedUnitPage: ResolverTypeWrapper<ManagedUnitPage>;
  MassChange: ResolverTypeWrapper<UpstreamMassChange>;
  MassChangeDetails: ResolverTypeWrapper<Omit<MassChangeDetails, 'job' | 'rows'> & { job: ResolversTypes['MassChange'], rows: ResolversTypes['MassChangeRowPage'] }>;
  MassChangeInput: MassChangeInput;
  MassChangePage: ResolverTypeWrapper<Omit<MassChangePage, 'items'> & { items: Array<ResolversTypes['MassChange']> }>;
  MassChangeRow: ResolverTypeWrapper<UpstreamMassChangeRow>;
  MassChangeRowPage: ResolverTypeWrapper<Omit<MassChangeRowPage, 'items'> & { items: Array<ResolversTypes['MassChangeRow']> }>;
  MassChangeRowResult: MassChangeRowResult;
  MassChangeState: MassChangeState;
  Money: ResolverTypeWrapper<Scalars['Money']['output']>;
  MoveTrainingAttachmentInput: MoveTrainingAttachmentInput;
  MoveTrainingCategoryInput: MoveTrainingCategoryInput;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Notification: ResolverTypeWrapper<Notification>;
  NotificationType: NotificationType;
  PayeeIntegration: ResolverTypeWrapper<Omit<PayeeIntegration, 'payeeKind'> & { payeeKind: ResolversTypes['PayeeKind'] }>;
  PayeeIntegrationPage: ResolverTypeWrapper<Omit<PayeeIntegrationPage, 'items'> & { items: Array<ResolversTypes['PayeeIntegration']> }>;
  PayeeKind: ResolverTypeWrapper<AgentSide>;
  PaymentEntry: ResolverTypeWrapper<PaymentEntry>;
  PaymentsSummary: ResolverTypeWrapper<PaymentsSummary>;
  PointEntry: ResolverTypeWrapper<PointEntry>;
  PointEntryPage: ResolverTypeWrapper<PointEntryPage>;
  PointStatus: PointStatus;
  PointSummary: ResolverTypeWrapper<PointSummary>;
  PointsAndVouchers: ResolverTypeWrapper<PointsAndVouchersSource>;
  PointsConversion: ResolverTypeWrapper<PointsConversionSource>;
  PointsMemberType: PointsMemberType;
  PointsMembership: ResolverTypeWrapper<PointsMembership>;
  PostalAddress: ResolverTypeWrapper<PostalAddress>;
  PreviousCycleSales: ResolverTypeWrapper<PreviousCycleSales>;
  Producer: ResolverTypeWrapper<Producer>;
  ProducerInput: ProducerInput;
  ProducerPage: ResolverTypeWrapper<ProducerPage>;
  Product: ResolverTypeWrapper<Product>;
  ProductCampaignFilter: ProductCampaignFilter;
  ProductLevelCommission: ResolverTypeWrapper<ProductLevelCommission>;
  ProductLevelCommissionInput: ProductLevelCommissionInput;
  ProductLink: ResolverTypeWrapper<ProductLink>;
  ProductSalesTotal: ResolverTypeWrapper<ProductSalesTotal>;
  ProductSpecialEvent: ResolverTypeWrapper<ProductSpecialEvent>;
  ProductSpecialEventInput: ProductSpecialEventInput;
  Profile: ResolverTypeWrapper<Profile>;
  ProfileContactInput: ProfileContactInput;
  PromotableProduct: ResolverTypeWrapper<PromotableProduct>;
  PromotableProductDetail: ResolverTypeWrapper<PromotableProductDetail>;
  PromotableProducts: ResolverTypeWrapper<PromotableProducts>;
  PublicTrafficTags: ResolverTypeWrapper<PublicTrafficTags>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RegisterSaleInput: RegisterSaleInput;
  RegisteredSale: ResolverTypeWrapper<Omit<RegisteredSale, 'commissions'> & { commissions: Array<ResolversTypes['RegisteredSaleCommission']> }>;
  RegisteredSaleCommission: ResolverTypeWrapper<Omit<RegisteredSaleCommission, 'side'> & { side: ResolversTypes['SaleCommissionSide'] }>;
  ReportChartPoint: ResolverTypeWrapper<ReportChartPoint>;
  ReportFilterInput: ReportFilterInput;
  ReportKind: ReportKind;
  ReportUnit: ResolverTypeWrapper<ReportUnit>;
  Role: Role;
  Sale: ResolverTypeWrapper<Sale>;
  SaleCommission: ResolverTypeWrapper<Omit<SaleCommission, 'side' | 'status' | 'type'> & { side: ResolversTypes['SaleCommissionSide'], status: ResolversTypes['CommissionStatus'], type: ResolversTypes['CommissionType'] }>;
  SaleCommissionSide: ResolverTypeWrapper<AgentSide>;
  SaleDetail: ResolverTypeWrapper<Omit<SaleDetail, 'commissions'> & { commissions: Array<ResolversTypes['SaleCommission']> }>;
  SalePage: ResolverTypeWrapper<SalePage>;
  SaleReportPage: ResolverTypeWrapper<SaleReportPage>;
  SaleReportRow: ResolverTypeWrapper<SaleReportRow>;
  SaleStatus: SaleStatus;
  SalesPeriodCycle: ResolverTypeWrapper<SalesPeriodCycle>;
  SalesReport: ResolverTypeWrapper<SalesReportSource>;
  SalesTracking: ResolverTypeWrapper<SalesTracking>;
  SalesforceError: ResolverTypeWrapper<SalesforceError>;
  SalesforceErrorPage: ResolverTypeWrapper<SalesforceErrorPage>;
  SalesforceErrorType: SalesforceErrorType;
  SellerSalesPage: ResolverTypeWrapper<SellerSalesPage>;
  SellerSalesTotal: ResolverTypeWrapper<SellerSalesTotal>;
  SessionToken: ResolverTypeWrapper<SessionToken>;
  SetProductLinkActiveInput: SetProductLinkActiveInput;
  SortDirection: SortDirection;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SystemConfigs: ResolverTypeWrapper<SystemConfigs>;
  TrafficTag: ResolverTypeWrapper<TrafficTag>;
  TrafficTagInput: TrafficTagInput;
  TrafficTagType: TrafficTagType;
  TrainingAttachmentType: TrainingAttachmentType;
  TrainingBreadcrumb: ResolverTypeWrapper<TrainingBreadcrumb>;
  TrainingCategoryNode: ResolverTypeWrapper<TrainingCategoryNode>;
  TrainingItem: ResolverTypeWrapper<TrainingItem>;
  TrainingItemKind: TrainingItemKind;
  TrainingItemPage: ResolverTypeWrapper<TrainingItemPage>;
  TrainingLibrary: ResolverTypeWrapper<TrainingLibrary>;
  TrainingSearchType: TrainingSearchType;
  TrainingWriteResult: ResolverTypeWrapper<TrainingWriteResult>;
  TwoFactorEnrolment: ResolverTypeWrapper<TwoFactorEnrolment>;
  TwoFactorRecoveryCodes: ResolverTypeWrapper<TwoFactorRecoveryCodes>;
  TwoFactorStatus: ResolverTypeWrapper<TwoFactorStatus>;
  Unit: ResolverTypeWrapper<Unit>;
  UnitBalance: ResolverTypeWrapper<UnitBalance>;
  UnitCycleGoal: ResolverTypeWrapper<UnitCycleGoal>;
  UnitCycleGoalInput: UnitCycleGoalInput;
  UnitGoal: ResolverTypeWrapper<UnitGoal>;
  UnitGoalInput: UnitGoalInput;
  UnitInput: UnitInput;
  UnitParty: ResolverTypeWrapper<UnitParty>;
  UnitPartyInput: UnitPartyInput;
  UpdateBannerInput: UpdateBannerInput;
  UpdateProductLinkInput: UpdateProductLinkInput;
  UpdateUnitGoalsInput: UpdateUnitGoalsInput;
  UploadPurpose: UploadPurpose;
  UploadUrls: ResolverTypeWrapper<UploadUrls>;
  User: ResolverTypeWrapper<User>;
  UserInfo: ResolverTypeWrapper<UserInfo>;
  Voucher: ResolverTypeWrapper<UpstreamVoucher>;
  VoucherGroup: ResolverTypeWrapper<VoucherGroup>;
  VoucherPage: ResolverTypeWrapper<Omit<VoucherPage, 'items'> & { items: Array<ResolversTypes['Voucher']> }>;
  VoucherStatus: VoucherStatus;
  VoucherSummary: ResolverTypeWrapper<UpstreamVoucherSummary>;
  WebhookDelivery: ResolverTypeWrapper<WebhookDelivery>;
  WebhookDeliveryPage: ResolverTypeWrapper<WebhookDeliveryPage>;
  WebhookSubscription: ResolverTypeWrapper<WebhookSubscription>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AccreditationAgent: AccreditationAgent;
  AccreditationPersonalDataInput: AccreditationPersonalDataInput;
  AccreditationSession: AccreditationSession;
  AccreditationStart: AccreditationStart;
  AddTrainingFileInput: AddTrainingFileInput;
  AddTrainingVideoInput: AddTrainingVideoInput;
  Affiliate: Affiliate;
  AffiliateReportPage: AffiliateReportPage;
  AffiliateReportRow: AffiliateReportRow;
  ApiClient: ApiClient;
  AuditActor: AuditActor;
  AuditEntry: AuditEntry;
  AuditPage: AuditPage;
  Balance: Balance;
  Bank: Bank;
  BankDetails: BankDetails;
  BankDetailsInput: BankDetailsInput;
  Banner: Banner;
  Billing: BillingSource;
  BillingPage: Omit<BillingPage, 'items'> & { items: Array<ResolversParentTypes['Billing']> };
  BillingPaymentRecord: BillingPaymentRecord;
  BillingStatusStat: BillingStatusStat;
  Boolean: Scalars['Boolean']['output'];
  BranchReportPage: BranchReportPage;
  BranchReportRow: BranchReportRow;
  BrazilianState: BrazilianState;
  CampaignPoll: CampaignPoll;
  CareerLevel: CareerLevel;
  CareerPlan: CareerPlan;
  Commission: Commission;
  CommissionExplanation: Omit<CommissionExplanation, 'billing' | 'billingPayment' | 'commission' | 'history' | 'rule'> & { billing?: Maybe<ResolversParentTypes['Billing']>, billingPayment?: Maybe<ResolversParentTypes['BillingPaymentRecord']>, commission: ResolversParentTypes['Commission'], history: Array<ResolversParentTypes['CommissionStatusChange']>, rule: ResolversParentTypes['CommissionRule'] };
  CommissionPage: Omit<CommissionPage, 'items'> & { items: Array<ResolversParentTypes['Commission']> };
  CommissionRule: CommissionRule;
  CommissionStatusChange: CommissionStatusChange;
  ContractFile: ContractFile;
  ConvertCommissionsPayload: ConvertCommissionsPayload;
  ConvertPointsPayload: Omit<ConvertPointsPayload, 'voucher'> & { voucher: ResolversParentTypes['Voucher'] };
  ConvertibleCommission: ConvertibleCommission;
  ConvertibleCommissionPage: ConvertibleCommissionPage;
  CreateApiClientInput: CreateApiClientInput;
  CreateApiClientPayload: CreateApiClientPayload;
  CreateBannerInput: CreateBannerInput;
  CreateCycleInput: CreateCycleInput;
  CreateProductLinkInput: CreateProductLinkInput;
  CreateTrainingCategoryInput: CreateTrainingCategoryInput;
  CreateUploadUrlsInput: CreateUploadUrlsInput;
  CreateWebhookSubscriptionInput: CreateWebhookSubscriptionInput;
  CreateWebhookSubscriptionPayload: CreateWebhookSubscriptionPayload;
  Cycle: Cycle;
  CycleGoalValues: CycleGoalValues;
  CycleGoals: CycleGoals;
  CycleSales: CycleSales;
  DateTime: Scalars['DateTime']['output'];
  DocumentLink: DocumentLink;
  Ed: UpstreamEd;
  EdAudienceInput: EdAudienceInput;
  EdBill: EdBill;
  EdBillPage: Omit<EdBillPage, 'items'> & { items: Array<ResolversParentTypes['EdBill']> };
  EdContractSignature: EdContractSignature;
  EdLevelStars: EdLevelStars;
  EdNotification: UpstreamEdNotification;
  EdNotificationInput: EdNotificationInput;
  EdNotificationPage: Omit<EdNotificationPage, 'items'> & { items: Array<ResolversParentTypes['EdNotification']> };
  EdPage: Omit<EdPage, 'items'> & { items: Array<ResolversParentTypes['Ed']> };
  EdPartnerCheck: EdPartnerCheck;
  EdProgrammeTotals: EdProgrammeTotals;
  EdProgrammes: EdProgrammes;
  EdSale: UpstreamEdSale;
  EdSalePage: Omit<EdSalePage, 'items'> & { items: Array<ResolversParentTypes['EdSale']> };
  EditTrainingAttachmentInput: EditTrainingAttachmentInput;
  EditTrainingCategoryInput: EditTrainingCategoryInput;
  ExplainedCampaign: ExplainedCampaign;
  ExplainedLink: ExplainedLink;
  ExplainedSale: ExplainedSale;
  Finance: FinanceSource;
  Goals: Goals;
  HoldingBill: HoldingBill;
  HoldingBillPage: Omit<HoldingBillPage, 'items'> & { items: Array<ResolversParentTypes['HoldingBill']> };
  ID: Scalars['ID']['output'];
  Influencer: Influencer;
  InfluencerPage: InfluencerPage;
  Int: Scalars['Int']['output'];
  Integration: Integration;
  Invoice: Invoice;
  InvoiceCheck: InvoiceCheck;
  InvoiceCheckItem: InvoiceCheckItem;
  InvoiceGeneration: InvoiceGeneration;
  InvoiceGenerationItem: InvoiceGenerationItem;
  InvoicePage: Omit<InvoicePage, 'items'> & { items: Array<ResolversParentTypes['Invoice']> };
  LinkSalesTotal: LinkSalesTotal;
  LoginPayload: LoginPayload;
  MailDelivery: MailDelivery;
  MailDeliveryPage: MailDeliveryPage;
  MailPreferences: MailPreferences;
  MailPreferencesInput: MailPreferencesInput;
  ManagedProduct: ManagedProduct;
  ManagedProductInput: ManagedProductInput;
  ManagedProductPage: ManagedProductPage;
  ManagedProductRow: ManagedProductRow;
  ManagedSale: ManagedSale;
  ManagedSalePage: ManagedSalePage;
  ManagedUnit: ManagedUnit;
  ManagedUnitDetails: ManagedUnitDetails;
  ManagedUnitPage: ManagedUnitPage;
  MassChange: UpstreamMassChange;
  MassChangeDetails: Omit<MassChangeDetails, 'job' | 'rows'> & { job: ResolversParentTypes['MassChange'], rows: ResolversParentTypes['MassChangeRowPage'] };
  MassChangeInput: MassChangeInput;
  MassChangePage: Omit<MassChangePage, 'items'> & { items: Array<ResolversParentTypes['MassChange']> };
  MassChangeRow: UpstreamMassChangeRow;
  MassChangeRowPage: Omit<MassChangeRowPage, 'items'> & { items: Array<ResolversParentTypes['MassChangeRow']> };
  Money: Scalars['Money']['output'];
  MoveTrainingAttachmentInput: MoveTrainingAttachmentInput;
  MoveTrainingCategoryInput: MoveTrainingCategoryInput;
  Mutation: Record<PropertyKey, never>;
  Notification: Notification;
  PayeeIntegration: PayeeIntegration;
  PayeeIntegrationPage: Omit<PayeeIntegrationPage, 'items'> & { items: Array<ResolversParentTypes['PayeeIntegration']> };
  PaymentEntry: PaymentEntry;
  PaymentsSummary: PaymentsSummary;
  PointEntry: PointEntry;
  PointEntryPage: PointEntryPage;
  PointSummary: PointSummary;
  PointsAndVouchers: PointsAndVouchersSource;
  PointsConversion: PointsConversionSource;
  PointsMembership: PointsMembership;
  PostalAddress: PostalAddress;
  PreviousCycleSales: PreviousCycleSales;
  Producer: Producer;
  ProducerInput: ProducerInput;
  ProducerPage: ProducerPage;
  Product: Product;
  ProductLevelCommission: ProductLevelCommission;
  ProductLevelCommissionInput: ProductLevelCommissionInput;
  ProductLink: ProductLink;
  ProductSalesTotal: ProductSalesTotal;
  ProductSpecialEvent: ProductSpecialEvent;
  ProductSpecialEventInput: ProductSpecialEventInput;
  Profile: Profile;
  ProfileContactInput: ProfileContactInput;
  PromotableProduct: PromotableProduct;
  PromotableProductDetail: PromotableProductDetail;
  PromotableProducts: PromotableProducts;
  PublicTrafficTags: PublicTrafficTags;
  Query: Record<PropertyKey, never>;
  RegisterSaleInput: RegisterSaleInput;
  RegisteredSale: Omit<RegisteredSale, 'commissions'> & { commissions: Array<ResolversParentTypes['RegisteredSaleCommission']> };
  RegisteredSaleCommission: RegisteredSaleCommission;
  ReportChartPoint: ReportChartPoint;
  ReportFilterInput: ReportFilterInput;
  ReportUnit: ReportUnit;
  Sale: Sale;
  SaleCommission: SaleCommission;
  SaleDetail: Omit<SaleDetail, 'commissions'> & { commissions: Array<ResolversParentTypes['SaleCommission']> };
  SalePage: SalePage;
  SaleReportPage: SaleReportPage;
  SaleReportRow: SaleReportRow;
  SalesPeriodCycle: SalesPeriodCycle;
  SalesReport: SalesReportSource;
  SalesTracking: SalesTracking;
  SalesforceError: SalesforceError;
  SalesforceErrorPage: SalesforceErrorPage;
  SellerSalesPage: SellerSalesPage;
  SellerSalesTotal: SellerSalesTotal;
  SessionToken: SessionToken;
  SetProductLinkActiveInput: SetProductLinkActiveInput;
  String: Scalars['String']['output'];
  SystemConfigs: SystemConfigs;
  TrafficTag: TrafficTag;
  TrafficTagInput: TrafficTagInput;
  TrainingBreadcrumb: TrainingBreadcrumb;
  TrainingCategoryNode: TrainingCategoryNode;
  TrainingItem: TrainingItem;
  TrainingItemPage: TrainingItemPage;
  TrainingLibrary: TrainingLibrary;
  TrainingWriteResult: TrainingWriteResult;
  TwoFactorEnrolment: TwoFactorEnrolment;
  TwoFactorRecoveryCodes: TwoFactorRecoveryCodes;
  TwoFactorStatus: TwoFactorStatus;
  Unit: Unit;
  UnitBalance: UnitBalance;
  UnitCycleGoal: UnitCycleGoal;
  UnitCycleGoalInput: UnitCycleGoalInput;
  UnitGoal: UnitGoal;
  UnitGoalInput: UnitGoalInput;
  UnitInput: UnitInput;
  UnitParty: UnitParty;
  UnitPartyInput: UnitPartyInput;
  UpdateBannerInput: UpdateBannerInput;
  UpdateProductLinkInput: UpdateProductLinkInput;
  UpdateUnitGoalsInput: UpdateUnitGoalsInput;
  UploadUrls: UploadUrls;
  User: User;
  UserInfo: UserInfo;
  Voucher: UpstreamVoucher;
  VoucherGroup: VoucherGroup;
  VoucherPage: Omit<VoucherPage, 'items'> & { items: Array<ResolversParentTypes['Voucher']> };
  VoucherSummary: UpstreamVoucherSummary;
  WebhookDelivery: WebhookDelivery;
  WebhookDeliveryPage: WebhookDeliveryPage;
  WebhookSubscription: WebhookSubscription;
};

export type AccreditationAgentResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AccreditationAgent'] = ResolversParentTypes['AccreditationAgent']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AccreditationSessionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AccreditationSession'] = ResolversParentTypes['AccreditationSession']> = {
  agentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entryStep?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  flow?: Resolver<ResolversTypes['AccreditationFlow'], ParentType, ContextType>;
  needsBankDetails?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  statusCnpj?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AccreditationStartResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AccreditationStart'] = ResolversParentTypes['AccreditationStart']> = {
  session?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['AccreditationSession'], ParentType, ContextType>;
};

export type AffiliateResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Affiliate'] = ResolversParentTypes['Affiliate']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AffiliateReportPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AffiliateReportPage'] = ResolversParentTypes['AffiliateReportPage']> = {
  items?: Resolver<Array<ResolversTypes['AffiliateReportRow']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalRows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AffiliateReportRowResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AffiliateReportRow'] = ResolversParentTypes['AffiliateReportRow']> = {
  affiliateId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  affiliateName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  salesCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type AgentRoleResolvers = EnumResolverSignature<{ AFFILIATED?: any, BRANCH?: any }, ResolversTypes['AgentRole']>;

export type ApiClientResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ApiClient'] = ResolversParentTypes['ApiClient']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  revokedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  scopes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AuditActorResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AuditActor'] = ResolversParentTypes['AuditActor']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuditEntryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AuditEntry'] = ResolversParentTypes['AuditEntry']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entityId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  removed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  subjectCycle?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  subjectName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AuditPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AuditPage'] = ResolversParentTypes['AuditPage']> = {
  actors?: Resolver<Array<ResolversTypes['AuditActor']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalRows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BalanceResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Balance'] = ResolversParentTypes['Balance']> = {
  earned?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  pending?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type BankResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Bank'] = ResolversParentTypes['Bank']> = {
  code?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BankDetailsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BankDetails'] = ResolversParentTypes['BankDetails']> = {
  account?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  accountType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bank?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  branch?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isPersonal?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type BannerResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Banner'] = ResolversParentTypes['Banner']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  cta?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  desktopUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mobileUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  thumbnail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['BannerType'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type BillingResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Billing'] = ResolversParentTypes['Billing']> = {
  commissions?: Resolver<Array<ResolversTypes['Commission']>, ParentType, ContextType>;
  cycle?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  entries?: Resolver<Array<ResolversTypes['PaymentEntry']>, ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceCheck?: Resolver<Maybe<ResolversTypes['InvoiceCheck']>, ParentType, ContextType>;
  payeeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  producerCnpj?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  producerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['BillingStatus'], ParentType, ContextType>;
  statusMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type BillingPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BillingPage'] = ResolversParentTypes['BillingPage']> = {
  items?: Resolver<Array<ResolversTypes['Billing']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalRows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BillingPaymentRecordResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BillingPaymentRecord'] = ResolversParentTypes['BillingPaymentRecord']> = {
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['BillingStatus'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BillingStatusResolvers = EnumResolverSignature<{ CLOSED?: any, ENQUEUED?: any, ERROR?: any, OPEN?: any, PAID?: any, PAYMENT_ERROR?: any, PROCESSING?: any, READY?: any }, ResolversTypes['BillingStatus']>;

export type BillingStatusStatResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BillingStatusStat'] = ResolversParentTypes['BillingStatusStat']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['BillingStatus'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type BranchReportPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BranchReportPage'] = ResolversParentTypes['BranchReportPage']> = {
  items?: Resolver<Array<ResolversTypes['BranchReportRow']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalRows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BranchReportRowResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BranchReportRow'] = ResolversParentTypes['BranchReportRow']> = {
  affiliates?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  salesCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  unitName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type BrazilianStateResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BrazilianState'] = ResolversParentTypes['BrazilianState']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uf?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CampaignPollResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CampaignPoll'] = ResolversParentTypes['CampaignPoll']> = {
  campaignCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  errorCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  linkedCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  requestedBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['CampaignPollState'], ParentType, ContextType>;
};

export type CareerLevelResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CareerLevel'] = ResolversParentTypes['CareerLevel']> = {
  goal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CareerPlanResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CareerPlan'] = ResolversParentTypes['CareerPlan']> = {
  currentCycleSales?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  documents?: Resolver<Array<ResolversTypes['DocumentLink']>, ParentType, ContextType>;
  level?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  levels?: Resolver<Array<ResolversTypes['CareerLevel']>, ParentType, ContextType>;
};

export type CommissionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Commission'] = ResolversParentTypes['Commission']> = {
  date?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  installment?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  installments?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  paymentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CommissionStatus'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['CommissionType'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type CommissionExplanationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CommissionExplanation'] = ResolversParentTypes['CommissionExplanation']> = {
  billing?: Resolver<Maybe<ResolversTypes['Billing']>, ParentType, ContextType>;
  billingPayment?: Resolver<Maybe<ResolversTypes['BillingPaymentRecord']>, ParentType, ContextType>;
  campaigns?: Resolver<Array<ResolversTypes['ExplainedCampaign']>, ParentType, ContextType>;
  commission?: Resolver<ResolversTypes['Commission'], ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['CommissionStatusChange']>, ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['ExplainedLink']>, ParentType, ContextType>;
  rule?: Resolver<ResolversTypes['CommissionRule'], ParentType, ContextType>;
  sale?: Resolver<ResolversTypes['ExplainedSale'], ParentType, ContextType>;
};

export type CommissionPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CommissionPage'] = ResolversParentTypes['CommissionPage']> = {
  items?: Resolver<Array<ResolversTypes['Commission']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalRows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CommissionRuleResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CommissionRule'] = ResolversParentTypes['CommissionRule']> = {
  careerLevel?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  deducted?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  installment?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  installments?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  rateBasisPoints?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  saleCommission?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  side?: Resolver<ResolversTypes['AgentRole'], ParentType, ContextType>;
};

export type CommissionStatusResolvers = EnumResolverSignature<{ CANCELED?: any, CONVERTED_TO_POINTS?: any, EXECUTED?: any, HELD?: any, PROCESSING?: any, READY?: any }, ResolversTypes['CommissionStatus']>;

export type CommissionStatusChangeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CommissionStatusChange'] = ResolversParentTypes['CommissionStatusChange']> = {
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CommissionStatus'], ParentType, ContextType>;
};

export type CommissionTypeResolvers = EnumResolverSignature<{ CREDIT?: any, DEBIT?: any }, ResolversTypes['CommissionType']>;

export type ContractFileResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ContractFile'] = ResolversParentTypes['ContractFile']> = {
  contentBase64?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConvertCommissionsPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ConvertCommissionsPayload'] = ResolversParentTypes['ConvertCommissionsPayload']> = {
  converted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pointSummary?: Resolver<ResolversTypes['PointSummary'], ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ConvertPointsPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ConvertPointsPayload'] = ResolversParentTypes['ConvertPointsPayload']> = {
  pointSummary?: Resolver<ResolversTypes['PointSummary'], ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  voucher?: Resolver<ResolversTypes['Voucher'], ParentType, ContextType>;
};

export type ConvertibleCommissionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ConvertibleCommission'] = ResolversParentTypes['ConvertibleCommission']> = {
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type ConvertibleCommissionPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ConvertibleCommissionPage'] = ResolversParentTypes['ConvertibleCommissionPage']> = {
  items?: Resolver<Array<ResolversTypes['ConvertibleCommission']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalRows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CreateApiClientPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CreateApiClientPayload'] = ResolversParentTypes['CreateApiClientPayload']> = {
  client?: Resolver<ResolversTypes['ApiClient'], ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CreateWebhookSubscriptionPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CreateWebhookSubscriptionPayload'] = ResolversParentTypes['CreateWebhookSubscriptionPayload']> = {
  signingSecret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subscription?: Resolver<ResolversTypes['WebhookSubscription'], ParentType, ContextType>;
};

export type CycleResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Cycle'] = ResolversParentTypes['Cycle']> = {
  current?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  endsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type CycleGoalValuesResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CycleGoalValues'] = ResolversParentTypes['CycleGoalValues']> = {
  basic?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  master?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  minimum?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type CycleGoalsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CycleGoals'] = ResolversParentTypes['CycleGoals']> = {
  cycle?: Resolver<ResolversTypes['Cycle'], ParentType, ContextType>;
  goals?: Resolver<Maybe<ResolversTypes['CycleGoalValues']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  units?: Resolver<Array<ResolversTypes['UnitGoal']>, ParentType, ContextType>;
};

export type CycleSalesResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CycleSales'] = ResolversParentTypes['CycleSales']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cycle?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DocumentLinkResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DocumentLink'] = ResolversParentTypes['DocumentLink']> = {
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EdResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Ed'] = ResolversParentTypes['Ed']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  bills?: Resolver<ResolversTypes['EdBillPage'], ParentType, ContextType, RequireFields<EdBillsArgs, 'page' | 'pageSize'>>;
  cnpj?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contractSignature?: Resolver<ResolversTypes['EdContractSignature'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isFranchisee?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isLecturer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isTrainer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  levelStars?: Resolver<ResolversTypes['EdLevelStars'], ParentType, ContextType>;
  mobilePhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  partnerCheck?: Resolver<ResolversTypes['EdPartnerCheck'], ParentType, ContextType>;
  programmes?: Resolver<ResolversTypes['EdProgrammes'], ParentType, ContextType>;
  sales?: Resolver<ResolversTypes['EdSalePage'], ParentType, ContextType, RequireFields<EdSalesArgs, 'page' | 'pageSize'>>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  statusCnpj?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  statusPoints?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tracking?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  unit?: Resolver<Maybe<ResolversTypes['Unit']>, ParentType, ContextType>;
};

export type EdBillResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EdBill'] = ResolversParentTypes['EdBill']> = {
  cycle?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  producerCnpj?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  producerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['BillingStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type EdBillPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EdBillPage'] = ResolversParentTypes['EdBillPage']> = {
  items?: Resolver<Array<ResolversTypes['EdBill']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalRows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EdContractSignatureResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EdContractSignature'] = ResolversParentTypes['EdContractSignature']> = {
  requestedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  signedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['EdSignatureStatus'], ParentType, ContextType>;
};

export type EdLevelStarsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EdLevelStars'] = ResolversParentTypes['EdLevelStars']> = {
  cycleSales?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  levelName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stars?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EdNotificationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EdNotification'] = ResolversParentTypes['EdNotification']> = {
  audience?: Resolver<ResolversTypes['EdAudienceKind'], ParentType, ContextType>;
  audienceUnit?: Resolver<Maybe<ResolversTypes['Unit']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recipients?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['NotificationType'], ParentType, ContextType>;
};

export type EdNotificationPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EdNotificationPage'] = ResolversParentTypes['EdNotificationPage']> = {
  items?: Resolver<Array<ResolversTypes['EdNotification']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalRows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EdPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EdPage'] = ResolversParentTypes['EdPage']> = {
  items?: Resolver<Array<ResolversTypes['Ed']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalRows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EdPartnerCheckResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EdPartnerCheck'] = ResolversParentTypes['EdPartnerCheck']> = {
  cnpj?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  partner?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['EdPartnerReason'], ParentType, ContextType>;
};

export type EdProgrammeTotalsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EdProgrammeTotals'] = ResolversParentTypes['EdProgrammeTotals']> = {
  available?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  expired?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  used?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EdProgrammesResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EdProgrammes'] = ResolversParentTypes['EdProgrammes']> = {
  points?: Resolver<ResolversTypes['EdProgrammeTotals'], ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vouchers?: Resolver<ResolversTypes['EdProgrammeTotals'], ParentType, ContextType>;
};

export type EdSaleResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EdSale'] = ResolversParentTypes['EdSale']> = {
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paymentDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SaleStatus'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type EdSalePageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EdSalePage'] = ResolversParentTypes['EdSalePage']> = {
  items?: Resolver<Array<ResolversTypes['EdSale']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalRows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ExplainedCampaignResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ExplainedCampaign'] = ResolversParentTypes['ExplainedCampaign']> = {
  endsOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startsOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ExplainedLinkResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ExplainedLink'] = ResolversParentTypes['ExplainedLink']> = {
  clickedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ExplainedSaleResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ExplainedSale'] = ResolversParentTypes['ExplainedSale']> = {
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  installments?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  paymentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SaleStatus'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type FinanceResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Finance'] = ResolversParentTypes['Finance']> = {
  agentAsRole?: Resolver<Maybe<ResolversTypes['AgentRole']>, ParentType, ContextType>;
  balance?: Resolver<Maybe<ResolversTypes['Balance']>, ParentType, ContextType>;
  commercialCycle?: Resolver<Maybe<ResolversTypes['Cycle']>, ParentType, ContextType>;
  commissionExplanation?: Resolver<Maybe<ResolversTypes['CommissionExplanation']>, ParentType, ContextType, RequireFields<FinanceCommissionExplanationArgs, 'id'>>;
  commissions?: Resolver<ResolversTypes['CommissionPage'], ParentType, ContextType, RequireFields<FinanceCommissionsArgs, 'order' | 'page' | 'pageSize'>>;
  financialCycle?: Resolver<Maybe<ResolversTypes['Cycle']>, ParentType, ContextType>;
  goals?: Resolver<Maybe<ResolversTypes['Goals']>, ParentType, ContextType, Partial<FinanceGoalsArgs>>;
  integration?: Resolver<ResolversTypes['Integration'], ParentType, ContextType>;
  openPayments?: Resolver<Array<ResolversTypes['Billing']>, ParentType, ContextType>;
  payment?: Resolver<Maybe<ResolversTypes['Billing']>, ParentType, ContextType, RequireFields<FinancePaymentArgs, 'id'>>;
  payments?: Resolver<ResolversTypes['BillingPage'], ParentType, ContextType, RequireFields<FinancePaymentsArgs, 'order' | 'page' | 'pageSize'>>;
  paymentsSummary?: Resolver<Maybe<ResolversTypes['PaymentsSummary']>, ParentType, ContextType>;
  sales?: Resolver<ResolversTypes['SalePage'], ParentType, ContextType, RequireFields<FinanceSalesArgs, 'order' | 'page' | 'pageSize'>>;
  salesByCycle?: Resolver<Maybe<Array<ResolversTypes['CycleSales']>>, ParentType, ContextType, RequireFields<FinanceSalesByCycleArgs, 'last'>>;
  totalSales?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  unitBalance?: Resolver<Maybe<ResolversTypes['UnitBalance']>, ParentType, ContextType>;
};

export type GoalsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Goals'] = ResolversParentTypes['Goals']> = {
  basic?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  cycle?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cycleId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  master?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  minimum?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  unit?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  unitId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type HoldingBillResolvers<ContextType = Context, ParentType extends ResolversParentTypes['HoldingBill'] = ResolversParentTypes['HoldingBill']> = {
  cycle?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceCheck?: Resolver<Maybe<ResolversTypes['InvoiceCheck']>, ParentType, ContextType>;
  payeeKind?: Resolver<ResolversTypes['PayeeKind'], ParentType, ContextType>;
  payeeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  producerCnpj?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  producerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['BillingStatus'], ParentType, ContextType>;
  statusMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type HoldingBillPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['HoldingBillPage'] = ResolversParentTypes['HoldingBillPage']> = {
  items?: Resolver<Array<ResolversTypes['HoldingBill']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalRows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InfluencerResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Influencer'] = ResolversParentTypes['Influencer']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  commissions?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mobilePhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  salesCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  salesTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  statusCnpj?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type InfluencerPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['InfluencerPage'] = ResolversParentTypes['InfluencerPage']> = {
  items?: Resolver<Array<ResolversTypes['Influencer']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalRows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type IntegrationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Integration'] = ResolversParentTypes['Integration']> = {
  integrated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<Maybe<ResolversTypes['IntegrationKind']>, ParentType, ContextType>;
};

export type InvoiceResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Invoice'] = ResolversParentTypes['Invoice']> = {
  billingId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  cycle?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  payeeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  payeeKind?: Resolver<ResolversTypes['PayeeKind'], ParentType, ContextType>;
  payeeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pdfPath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  producerCnpj?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  producerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sentAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['BillingStatus'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type InvoiceCheckResolvers<ContextType = Context, ParentType extends ResolversParentTypes['InvoiceCheck'] = ResolversParentTypes['InvoiceCheck']> = {
  checkedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  format?: Resolver<ResolversTypes['InvoiceFileFormat'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['InvoiceCheckItem']>, ParentType, ContextType>;
  number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['InvoiceCheckOutcome'], ParentType, ContextType>;
  providerCnpj?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type InvoiceCheckItemResolvers<ContextType = Context, ParentType extends ResolversParentTypes['InvoiceCheckItem'] = ResolversParentTypes['InvoiceCheckItem']> = {
  field?: Resolver<ResolversTypes['InvoiceCheckField'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type InvoiceGenerationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['InvoiceGeneration'] = ResolversParentTypes['InvoiceGeneration']> = {
  billingCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  done?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['InvoiceGenerationItem']>, ParentType, ContextType>;
  queued?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  running?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  skippedBillingIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['InvoiceGenerationState'], ParentType, ContextType>;
};

export type InvoiceGenerationItemResolvers<ContextType = Context, ParentType extends ResolversParentTypes['InvoiceGenerationItem'] = ResolversParentTypes['InvoiceGenerationItem']> = {
  billingId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['InvoiceGenerationState'], ParentType, ContextType>;
};

export type InvoicePageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['InvoicePage'] = ResolversParentTypes['InvoicePage']> = {
  items?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalRows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LinkSalesTotalResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LinkSalesTotal'] = ResolversParentTypes['LinkSalesTotal']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  linkId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  saleCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sellerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  visits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LoginPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LoginPayload'] = ResolversParentTypes['LoginPayload']> = {
  expiresIn?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  token?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  twoFactorChallenge?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  twoFactorEnrolmentRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type MailDeliveryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MailDelivery'] = ResolversParentTypes['MailDelivery']> = {
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  failureReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  recipient?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['MailDeliveryState'], ParentType, ContextType>;
  subject?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  template?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type MailDeliveryPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MailDeliveryPage'] = ResolversParentTypes['MailDeliveryPage']> = {
  items?: Resolver<Array<ResolversTypes['MailDelivery']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalRows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MailPreferencesResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MailPreferences'] = ResolversParentTypes['MailPreferences']> = {
  bills?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['MailCategory']>, ParentType, ContextType>;
  edNotifications?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  weeklySummary?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ManagedProductResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ManagedProduct'] = ResolversParentTypes['ManagedProduct']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  bannerDesktop?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bannerPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bannerTablet?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  chargeReceiver?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  checkoutPageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cnpjEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  commissions?: Resolver<Array<ResolversTypes['ProductLevelCommission']>, ParentType, ContextType>;
  coparticipationBranchBp?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  coproduction?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cta?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  donationReceiver?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  donationValue?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  highlighted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  maxInstallments?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minLevel?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  producerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  producerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  revision?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  salesB2B?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  salesInterest?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  santaclaraEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  santaclaraPublished?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  serviceCharge?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  sfCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  showTerms?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  specialEvents?: Resolver<Array<ResolversTypes['ProductSpecialEvent']>, ParentType, ContextType>;
  subtitle1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subtitle2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  termsContent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  termsHtml?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  thumbnail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type ManagedProductPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ManagedProductPage'] = ResolversParentTypes['ManagedProductPage']> = {
  items?: Resolver<Array<ResolversTypes['ManagedProductRow']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalRows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ManagedProductRowResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ManagedProductRow'] = ResolversParentTypes['ManagedProductRow']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  campaignCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  highlighted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  minLevel?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  producerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  revision?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  specialEventCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ManagedSaleResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ManagedSale'] = ResolversParentTypes['ManagedSale']> = {
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  installments?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paymentDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  paymentId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sellerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SaleStatus'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type ManagedSalePageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ManagedSalePage'] = ResolversParentTypes['ManagedSalePage']> = {
  items?: Resolver<Array<ResolversTypes['ManagedSale']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalRows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ManagedUnitResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ManagedUnit'] = ResolversParentTypes['ManagedUnit']> = {
  agenciador?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cnpj?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  edCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  holding?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ManagedUnitDetailsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ManagedUnitDetails'] = ResolversParentTypes['ManagedUnitDetails']> = {
  allProducers?: Resolver<Array<ResolversTypes['UnitParty']>, ParentType, ContextType>;
  donationReceivers?: Resolver<Array<ResolversTypes['UnitParty']>, ParentType, ContextType>;
  goals?: Resolver<Array<ResolversTypes['UnitCycleGoal']>, ParentType, ContextType>;
  producers?: Resolver<Array<ResolversTypes['UnitParty']>, ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['ManagedUnit'], ParentType, ContextType>;
};

export type ManagedUnitPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ManagedUnitPage'] = ResolversParentTypes['ManagedUnitPage']> = {
  items?: Resolver<Array<ResolversTypes['ManagedUnit']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalRows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MassChangeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MassChange'] = ResolversParentTypes['MassChange']> = {
  changedRows?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  checkedRows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  requestedBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['MassChangeState'], ParentType, ContextType>;
  totalRows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MassChangeDetailsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MassChangeDetails'] = ResolversParentTypes['MassChangeDetails']> = {
  job?: Resolver<ResolversTypes['MassChange'], ParentType, ContextType>;
  rows?: Resolver<ResolversTypes['MassChangeRowPage'], ParentType, ContextType>;
};

export type MassChangePageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MassChangePage'] = ResolversParentTypes['MassChangePage']> = {
  items?: Resolver<Array<ResolversTypes['MassChange']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalRows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MassChangeRowResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MassChangeRow'] = ResolversParentTypes['MassChangeRow']> = {
  edEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  edId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  edName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isFranchisee?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isLecturer?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isTrainer?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  level?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  line?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  result?: Resolver<Maybe<ResolversTypes['MassChangeRowResult']>, ParentType, ContextType>;
  tracking?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  unitId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type MassChangeRowPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MassChangeRowPage'] = ResolversParentTypes['MassChangeRowPage']> = {
  items?: Resolver<Array<ResolversTypes['MassChangeRow']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalRows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export interface MoneyScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Money'], any> {
  name: 'Money';
}

export type MutationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addTrainingFile?: Resolver<ResolversTypes['TrainingWriteResult'], ParentType, ContextType, RequireFields<MutationAddTrainingFileArgs, 'input'>>;
  addTrainingVideo?: Resolver<ResolversTypes['TrainingWriteResult'], ParentType, ContextType, RequireFields<MutationAddTrainingVideoArgs, 'input'>>;
  approveBillingInvoice?: Resolver<ResolversTypes['HoldingBill'], ParentType, ContextType, RequireFields<MutationApproveBillingInvoiceArgs, 'billingId'>>;
  changeMyPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationChangeMyPasswordArgs, 'currentPassword' | 'newPassword'>>;
  changePassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'password' | 'recoveryToken'>>;
  checkInvoice?: Resolver<ResolversTypes['InvoiceCheck'], ParentType, ContextType, RequireFields<MutationCheckInvoiceArgs, 'billingId' | 'pdf'>>;
  closeBilling?: Resolver<ResolversTypes['HoldingBill'], ParentType, ContextType, RequireFields<MutationCloseBillingArgs, 'billingId'>>;
  completeLogin?: Resolver<ResolversTypes['LoginPayload'], ParentType, ContextType, RequireFields<MutationCompleteLoginArgs, 'challenge' | 'code'>>;
  confirmTwoFactor?: Resolver<ResolversTypes['TwoFactorRecoveryCodes'], ParentType, ContextType, RequireFields<MutationConfirmTwoFactorArgs, 'code'>>;
  convertCommissionsToPoints?: Resolver<ResolversTypes['ConvertCommissionsPayload'], ParentType, ContextType, RequireFields<MutationConvertCommissionsToPointsArgs, 'commissionIds'>>;
  convertPoints?: Resolver<ResolversTypes['ConvertPointsPayload'], ParentType, ContextType, RequireFields<MutationConvertPointsArgs, 'points'>>;
  createApiClient?: Resolver<ResolversTypes['CreateApiClientPayload'], ParentType, ContextType, RequireFields<MutationCreateApiClientArgs, 'input'>>;
  createBanner?: Resolver<ResolversTypes['Banner'], ParentType, ContextType, RequireFields<MutationCreateBannerArgs, 'banner'>>;
  createCycle?: Resolver<ResolversTypes['Cycle'], ParentType, ContextType, RequireFields<MutationCreateCycleArgs, 'input'>>;
  createManagedProduct?: Resolver<ResolversTypes['ManagedProduct'], ParentType, ContextType, RequireFields<MutationCreateManagedProductArgs, 'input'>>;
  createProducer?: Resolver<ResolversTypes['Producer'], ParentType, ContextType, RequireFields<MutationCreateProducerArgs, 'input'>>;
  createProductLink?: Resolver<ResolversTypes['ProductLink'], ParentType, ContextType, RequireFields<MutationCreateProductLinkArgs, 'input'>>;
  createTrafficTag?: Resolver<ResolversTypes['TrafficTag'], ParentType, ContextType, RequireFields<MutationCreateTrafficTagArgs, 'input'>>;
  createTrainingCategory?: Resolver<ResolversTypes['TrainingWriteResult'], ParentType, ContextType, RequireFields<MutationCreateTrainingCategoryArgs, 'input'>>;
  createUploadUrls?: Resolver<ResolversTypes['UploadUrls'], ParentType, ContextType, RequireFields<MutationCreateUploadUrlsArgs, 'input'>>;
  createWebhookSubscription?: Resolver<ResolversTypes['CreateWebhookSubscriptionPayload'], ParentType, ContextType, RequireFields<MutationCreateWebhookSubscriptionArgs, 'input'>>;
  deleteBanner?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteBannerArgs, 'id'>>;
  deleteEdNotification?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteEdNotificationArgs, 'id'>>;
  deleteNotification?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteNotificationArgs, 'id'>>;
  deleteTrafficTag?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteTrafficTagArgs, 'id'>>;
  deleteTrainingAttachment?: Resolver<ResolversTypes['TrainingWriteResult'], ParentType, ContextType, RequireFields<MutationDeleteTrainingAttachmentArgs, 'id'>>;
  deleteTrainingCategory?: Resolver<ResolversTypes['TrainingWriteResult'], ParentType, ContextType, RequireFields<MutationDeleteTrainingCategoryArgs, 'id'>>;
  deleteWebhookSubscription?: Resolver<ResolversTypes['WebhookSubscription'], ParentType, ContextType, RequireFields<MutationDeleteWebhookSubscriptionArgs, 'id'>>;
  disableTwoFactor?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDisableTwoFactorArgs, 'code' | 'password'>>;
  editTrainingAttachment?: Resolver<ResolversTypes['TrainingWriteResult'], ParentType, ContextType, RequireFields<MutationEditTrainingAttachmentArgs, 'input'>>;
  editTrainingCategory?: Resolver<ResolversTypes['TrainingWriteResult'], ParentType, ContextType, RequireFields<MutationEditTrainingCategoryArgs, 'input'>>;
  generateInvoice?: Resolver<ResolversTypes['Billing'], ParentType, ContextType, RequireFields<MutationGenerateInvoiceArgs, 'billingId'>>;
  joinPointsProgramme?: Resolver<ResolversTypes['String'], ParentType, ContextType, Partial<MutationJoinPointsProgrammeArgs>>;
  login?: Resolver<ResolversTypes['LoginPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'password' | 'username'>>;
  moveTrainingAttachment?: Resolver<ResolversTypes['TrainingWriteResult'], ParentType, ContextType, RequireFields<MutationMoveTrainingAttachmentArgs, 'input'>>;
  moveTrainingCategory?: Resolver<ResolversTypes['TrainingWriteResult'], ParentType, ContextType, RequireFields<MutationMoveTrainingCategoryArgs, 'input'>>;
  pollCampaigns?: Resolver<ResolversTypes['CampaignPoll'], ParentType, ContextType>;
  recordBillPayment?: Resolver<ResolversTypes['HoldingBill'], ParentType, ContextType, RequireFields<MutationRecordBillPaymentArgs, 'billingId' | 'outcome'>>;
  registerSale?: Resolver<ResolversTypes['RegisteredSale'], ParentType, ContextType, RequireFields<MutationRegisterSaleArgs, 'input'>>;
  renewSession?: Resolver<ResolversTypes['SessionToken'], ParentType, ContextType>;
  replayWebhookDelivery?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationReplayWebhookDeliveryArgs, 'id'>>;
  requestContract?: Resolver<ResolversTypes['ContractFile'], ParentType, ContextType>;
  requestEdContractSignature?: Resolver<ResolversTypes['Ed'], ParentType, ContextType, RequireFields<MutationRequestEdContractSignatureArgs, 'id'>>;
  requestPasswordReset?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'email'>>;
  resendAccreditationCode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationResendAccreditationCodeArgs, 'session'>>;
  resendMailDelivery?: Resolver<ResolversTypes['MailDelivery'], ParentType, ContextType, RequireFields<MutationResendMailDeliveryArgs, 'id'>>;
  resendPointsCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  revokeApiClient?: Resolver<ResolversTypes['ApiClient'], ParentType, ContextType, RequireFields<MutationRevokeApiClientArgs, 'id'>>;
  saveUnit?: Resolver<ResolversTypes['ManagedUnitDetails'], ParentType, ContextType, RequireFields<MutationSaveUnitArgs, 'input'>>;
  sendEdNotification?: Resolver<ResolversTypes['EdNotification'], ParentType, ContextType, RequireFields<MutationSendEdNotificationArgs, 'input'>>;
  setAccreditationBankDetails?: Resolver<ResolversTypes['AccreditationSession'], ParentType, ContextType, RequireFields<MutationSetAccreditationBankDetailsArgs, 'input' | 'session'>>;
  setAccreditationCnpj?: Resolver<ResolversTypes['AccreditationSession'], ParentType, ContextType, RequireFields<MutationSetAccreditationCnpjArgs, 'cnpj' | 'session'>>;
  setAccreditationPassword?: Resolver<ResolversTypes['AccreditationSession'], ParentType, ContextType, RequireFields<MutationSetAccreditationPasswordArgs, 'password' | 'session'>>;
  setBankDetails?: Resolver<ResolversTypes['Profile'], ParentType, ContextType, RequireFields<MutationSetBankDetailsArgs, 'input'>>;
  setEdActive?: Resolver<ResolversTypes['Ed'], ParentType, ContextType, RequireFields<MutationSetEdActiveArgs, 'active' | 'id'>>;
  setEdFlag?: Resolver<ResolversTypes['Ed'], ParentType, ContextType, RequireFields<MutationSetEdFlagArgs, 'flag' | 'id' | 'value'>>;
  setMailPreferences?: Resolver<ResolversTypes['MailPreferences'], ParentType, ContextType, RequireFields<MutationSetMailPreferencesArgs, 'input'>>;
  setProductLinkActive?: Resolver<ResolversTypes['ProductLink'], ParentType, ContextType, RequireFields<MutationSetProductLinkActiveArgs, 'input'>>;
  signPointsProgramme?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startAccreditation?: Resolver<ResolversTypes['AccreditationStart'], ParentType, ContextType, RequireFields<MutationStartAccreditationArgs, 'flow' | 'input'>>;
  startInvoiceGeneration?: Resolver<ResolversTypes['InvoiceGeneration'], ParentType, ContextType, RequireFields<MutationStartInvoiceGenerationArgs, 'billingIds'>>;
  startMassChange?: Resolver<ResolversTypes['MassChange'], ParentType, ContextType, RequireFields<MutationStartMassChangeArgs, 'input'>>;
  startTwoFactorEnrolment?: Resolver<ResolversTypes['TwoFactorEnrolment'], ParentType, ContextType>;
  swapBanners?: Resolver<Array<ResolversTypes['Banner']>, ParentType, ContextType, RequireFields<MutationSwapBannersArgs, 'banner1' | 'banner2'>>;
  updateBanner?: Resolver<ResolversTypes['Banner'], ParentType, ContextType, RequireFields<MutationUpdateBannerArgs, 'changes' | 'id'>>;
  updateManagedProduct?: Resolver<ResolversTypes['ManagedProduct'], ParentType, ContextType, RequireFields<MutationUpdateManagedProductArgs, 'id' | 'input' | 'revision'>>;
  updateMyContact?: Resolver<ResolversTypes['Profile'], ParentType, ContextType, RequireFields<MutationUpdateMyContactArgs, 'input'>>;
  updateProducer?: Resolver<ResolversTypes['Producer'], ParentType, ContextType, RequireFields<MutationUpdateProducerArgs, 'id' | 'input'>>;
  updateProductLink?: Resolver<ResolversTypes['ProductLink'], ParentType, ContextType, RequireFields<MutationUpdateProductLinkArgs, 'input'>>;
  updateTrafficTag?: Resolver<ResolversTypes['TrafficTag'], ParentType, ContextType, RequireFields<MutationUpdateTrafficTagArgs, 'id' | 'input'>>;
  updateUnitGoals?: Resolver<ResolversTypes['CycleGoals'], ParentType, ContextType, RequireFields<MutationUpdateUnitGoalsArgs, 'input'>>;
  uploadInvoice?: Resolver<ResolversTypes['Billing'], ParentType, ContextType, RequireFields<MutationUploadInvoiceArgs, 'billingId' | 'pdf'>>;
  useVoucher?: Resolver<ResolversTypes['Voucher'], ParentType, ContextType, RequireFields<MutationUseVoucherArgs, 'secret'>>;
  validatePointsCode?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationValidatePointsCodeArgs, 'code'>>;
  verifyAccreditationCode?: Resolver<ResolversTypes['AccreditationSession'], ParentType, ContextType, RequireFields<MutationVerifyAccreditationCodeArgs, 'code' | 'session'>>;
};

export type NotificationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification']> = {
  date?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['NotificationType'], ParentType, ContextType>;
};

export type PayeeIntegrationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PayeeIntegration'] = ResolversParentTypes['PayeeIntegration']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['IntegrationKind'], ParentType, ContextType>;
  payeeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  payeeKind?: Resolver<ResolversTypes['PayeeKind'], ParentType, ContextType>;
  payeeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PayeeIntegrationPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PayeeIntegrationPage'] = ResolversParentTypes['PayeeIntegrationPage']> = {
  items?: Resolver<Array<ResolversTypes['PayeeIntegration']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalRows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PayeeKindResolvers = EnumResolverSignature<{ AFFILIATE?: any, BRANCH?: any }, ResolversTypes['PayeeKind']>;

export type PaymentEntryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PaymentEntry'] = ResolversParentTypes['PaymentEntry']> = {
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type PaymentsSummaryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PaymentsSummary'] = ResolversParentTypes['PaymentsSummary']> = {
  awaitingInvoice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  processing?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type PointEntryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PointEntry'] = ResolversParentTypes['PointEntry']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PointStatus'], ParentType, ContextType>;
  usedPoints?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PointEntryPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PointEntryPage'] = ResolversParentTypes['PointEntryPage']> = {
  items?: Resolver<Array<ResolversTypes['PointEntry']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalRows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PointSummaryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PointSummary'] = ResolversParentTypes['PointSummary']> = {
  available?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  expired?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPoints?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  used?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PointsAndVouchersResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PointsAndVouchers'] = ResolversParentTypes['PointsAndVouchers']> = {
  accepted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pointSummary?: Resolver<Maybe<ResolversTypes['PointSummary']>, ParentType, ContextType>;
  points?: Resolver<Maybe<ResolversTypes['PointEntryPage']>, ParentType, ContextType, RequireFields<PointsAndVouchersPointsArgs, 'order' | 'page' | 'pageSize'>>;
  programmeStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  voucherSummary?: Resolver<Maybe<ResolversTypes['VoucherSummary']>, ParentType, ContextType>;
  vouchers?: Resolver<Maybe<ResolversTypes['VoucherPage']>, ParentType, ContextType, RequireFields<PointsAndVouchersVouchersArgs, 'order' | 'page' | 'pageSize'>>;
};

export type PointsConversionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PointsConversion'] = ResolversParentTypes['PointsConversion']> = {
  accepted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  convertibleCommissions?: Resolver<Maybe<ResolversTypes['ConvertibleCommissionPage']>, ParentType, ContextType, RequireFields<PointsConversionConvertibleCommissionsArgs, 'page' | 'pageSize'>>;
  memberType?: Resolver<ResolversTypes['PointsMemberType'], ParentType, ContextType>;
  pointSummary?: Resolver<Maybe<ResolversTypes['PointSummary']>, ParentType, ContextType>;
  programmeStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PointsMembershipResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PointsMembership'] = ResolversParentTypes['PointsMembership']> = {
  accepted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  memberType?: Resolver<Maybe<ResolversTypes['PointsMemberType']>, ParentType, ContextType>;
  programmeStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PostalAddressResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PostalAddress'] = ResolversParentTypes['PostalAddress']> = {
  cep?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  district?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PreviousCycleSalesResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PreviousCycleSales'] = ResolversParentTypes['PreviousCycleSales']> = {
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  saleCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type ProducerResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Producer'] = ResolversParentTypes['Producer']> = {
  cnpj?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  corporateName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fancyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  filial?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  holding?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idCispay?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rmIntegration?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type ProducerPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProducerPage'] = ResolversParentTypes['ProducerPage']> = {
  items?: Resolver<Array<ResolversTypes['Producer']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalRows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProductResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isVoucher?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductLevelCommissionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductLevelCommission'] = ResolversParentTypes['ProductLevelCommission']> = {
  level?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rateBp?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProductLinkResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductLink'] = ResolversParentTypes['ProductLink']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deactivatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  saleCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  visits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProductSalesTotalResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductSalesTotal'] = ResolversParentTypes['ProductSalesTotal']> = {
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refunded?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  saleCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type ProductSpecialEventResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductSpecialEvent'] = ResolversParentTypes['ProductSpecialEvent']> = {
  endsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProfileResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Profile'] = ResolversParentTypes['Profile']> = {
  bankDetails?: Resolver<Maybe<ResolversTypes['BankDetails']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cnpj?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  complement?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cpf?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  district?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mobilePhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  needsBankDetails?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postalCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  statusCnpj?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  street?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PromotableProductResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PromotableProduct'] = ResolversParentTypes['PromotableProduct']> = {
  affiliateRateBp?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  linkCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxInstallments?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minLevel?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  producerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  visits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PromotableProductDetailResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PromotableProductDetail'] = ResolversParentTypes['PromotableProductDetail']> = {
  links?: Resolver<Array<ResolversTypes['ProductLink']>, ParentType, ContextType>;
  product?: Resolver<ResolversTypes['PromotableProduct'], ParentType, ContextType>;
  sellable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PromotableProductsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PromotableProducts'] = ResolversParentTypes['PromotableProducts']> = {
  items?: Resolver<Array<ResolversTypes['PromotableProduct']>, ParentType, ContextType>;
  productCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PublicTrafficTagsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PublicTrafficTags'] = ResolversParentTypes['PublicTrafficTags']> = {
  gtmIds?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  pixelIds?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  accreditationAgent?: Resolver<Maybe<ResolversTypes['AccreditationAgent']>, ParentType, ContextType, RequireFields<QueryAccreditationAgentArgs, 'agentId'>>;
  accreditationSession?: Resolver<Maybe<ResolversTypes['AccreditationSession']>, ParentType, ContextType, RequireFields<QueryAccreditationSessionArgs, 'session'>>;
  activeBanners?: Resolver<Maybe<Array<ResolversTypes['Banner']>>, ParentType, ContextType>;
  apiClients?: Resolver<Array<ResolversTypes['ApiClient']>, ParentType, ContextType>;
  banks?: Resolver<Array<ResolversTypes['Bank']>, ParentType, ContextType>;
  banners?: Resolver<Array<ResolversTypes['Banner']>, ParentType, ContextType>;
  billsIntegrationUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  brazilianStates?: Resolver<Array<ResolversTypes['BrazilianState']>, ParentType, ContextType>;
  campaignPoll?: Resolver<Maybe<ResolversTypes['CampaignPoll']>, ParentType, ContextType>;
  careerPlan?: Resolver<ResolversTypes['CareerPlan'], ParentType, ContextType>;
  cycleGoals?: Resolver<ResolversTypes['CycleGoals'], ParentType, ContextType, Partial<QueryCycleGoalsArgs>>;
  ed?: Resolver<Maybe<ResolversTypes['Ed']>, ParentType, ContextType, RequireFields<QueryEdArgs, 'id'>>;
  edNotificationUnits?: Resolver<Array<ResolversTypes['Unit']>, ParentType, ContextType>;
  edNotifications?: Resolver<Array<ResolversTypes['EdNotification']>, ParentType, ContextType>;
  eds?: Resolver<ResolversTypes['EdPage'], ParentType, ContextType, RequireFields<QueryEdsArgs, 'order' | 'page' | 'pageSize'>>;
  finance?: Resolver<ResolversTypes['Finance'], ParentType, ContextType, Partial<QueryFinanceArgs>>;
  holdingBillStats?: Resolver<Array<ResolversTypes['BillingStatusStat']>, ParentType, ContextType>;
  holdingBills?: Resolver<ResolversTypes['HoldingBillPage'], ParentType, ContextType, RequireFields<QueryHoldingBillsArgs, 'page' | 'pageSize'>>;
  holdingCycles?: Resolver<Array<ResolversTypes['Cycle']>, ParentType, ContextType, RequireFields<QueryHoldingCyclesArgs, 'kind'>>;
  holdingHistory?: Resolver<ResolversTypes['AuditPage'], ParentType, ContextType, RequireFields<QueryHoldingHistoryArgs, 'page' | 'pageSize'>>;
  influencer?: Resolver<Maybe<ResolversTypes['Influencer']>, ParentType, ContextType, RequireFields<QueryInfluencerArgs, 'id'>>;
  influencers?: Resolver<ResolversTypes['InfluencerPage'], ParentType, ContextType, RequireFields<QueryInfluencersArgs, 'order' | 'page' | 'pageSize'>>;
  invoiceGeneration?: Resolver<Maybe<ResolversTypes['InvoiceGeneration']>, ParentType, ContextType, RequireFields<QueryInvoiceGenerationArgs, 'id'>>;
  invoices?: Resolver<ResolversTypes['InvoicePage'], ParentType, ContextType, RequireFields<QueryInvoicesArgs, 'order' | 'orderBy' | 'page' | 'pageSize'>>;
  mailDeliveries?: Resolver<ResolversTypes['MailDeliveryPage'], ParentType, ContextType, RequireFields<QueryMailDeliveriesArgs, 'page' | 'pageSize'>>;
  mailPreferences?: Resolver<ResolversTypes['MailPreferences'], ParentType, ContextType>;
  managedProduct?: Resolver<ResolversTypes['ManagedProduct'], ParentType, ContextType, RequireFields<QueryManagedProductArgs, 'id'>>;
  managedProducts?: Resolver<ResolversTypes['ManagedProductPage'], ParentType, ContextType, RequireFields<QueryManagedProductsArgs, 'campaign' | 'page' | 'pageSize'>>;
  managedSales?: Resolver<ResolversTypes['ManagedSalePage'], ParentType, ContextType, RequireFields<QueryManagedSalesArgs, 'order' | 'page' | 'pageSize'>>;
  managedUnit?: Resolver<Maybe<ResolversTypes['ManagedUnitDetails']>, ParentType, ContextType, RequireFields<QueryManagedUnitArgs, 'id'>>;
  managedUnits?: Resolver<ResolversTypes['ManagedUnitPage'], ParentType, ContextType, RequireFields<QueryManagedUnitsArgs, 'order' | 'page' | 'pageSize'>>;
  managedVouchers?: Resolver<ResolversTypes['VoucherPage'], ParentType, ContextType, RequireFields<QueryManagedVouchersArgs, 'order' | 'page' | 'pageSize'>>;
  massChange?: Resolver<Maybe<ResolversTypes['MassChangeDetails']>, ParentType, ContextType, RequireFields<QueryMassChangeArgs, 'id' | 'page' | 'pageSize'>>;
  massChanges?: Resolver<ResolversTypes['MassChangePage'], ParentType, ContextType, RequireFields<QueryMassChangesArgs, 'order' | 'page' | 'pageSize'>>;
  me?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  myProfile?: Resolver<ResolversTypes['Profile'], ParentType, ContextType>;
  notifications?: Resolver<Array<ResolversTypes['Notification']>, ParentType, ContextType>;
  payeeIntegrations?: Resolver<ResolversTypes['PayeeIntegrationPage'], ParentType, ContextType, RequireFields<QueryPayeeIntegrationsArgs, 'page' | 'pageSize'>>;
  pointsAndVouchers?: Resolver<ResolversTypes['PointsAndVouchers'], ParentType, ContextType>;
  pointsConversion?: Resolver<ResolversTypes['PointsConversion'], ParentType, ContextType>;
  pointsMembership?: Resolver<ResolversTypes['PointsMembership'], ParentType, ContextType>;
  pointsProgrammeVideo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postalAddress?: Resolver<Maybe<ResolversTypes['PostalAddress']>, ParentType, ContextType, RequireFields<QueryPostalAddressArgs, 'cep'>>;
  producers?: Resolver<ResolversTypes['ProducerPage'], ParentType, ContextType, RequireFields<QueryProducersArgs, 'page' | 'pageSize'>>;
  promotableProduct?: Resolver<ResolversTypes['PromotableProductDetail'], ParentType, ContextType, RequireFields<QueryPromotableProductArgs, 'id'>>;
  promotableProducts?: Resolver<ResolversTypes['PromotableProducts'], ParentType, ContextType>;
  publicTrafficTags?: Resolver<ResolversTypes['PublicTrafficTags'], ParentType, ContextType>;
  sale?: Resolver<ResolversTypes['SaleDetail'], ParentType, ContextType, RequireFields<QuerySaleArgs, 'id'>>;
  salesBySeller?: Resolver<ResolversTypes['SellerSalesPage'], ParentType, ContextType, RequireFields<QuerySalesBySellerArgs, 'page' | 'pageSize'>>;
  salesReport?: Resolver<ResolversTypes['SalesReport'], ParentType, ContextType, Partial<QuerySalesReportArgs>>;
  salesTracking?: Resolver<ResolversTypes['SalesTracking'], ParentType, ContextType, Partial<QuerySalesTrackingArgs>>;
  salesforceErrors?: Resolver<ResolversTypes['SalesforceErrorPage'], ParentType, ContextType, RequireFields<QuerySalesforceErrorsArgs, 'page' | 'pageSize'>>;
  sentEdNotifications?: Resolver<ResolversTypes['EdNotificationPage'], ParentType, ContextType, RequireFields<QuerySentEdNotificationsArgs, 'page' | 'pageSize'>>;
  systemConfigs?: Resolver<ResolversTypes['SystemConfigs'], ParentType, ContextType>;
  trafficTags?: Resolver<Array<ResolversTypes['TrafficTag']>, ParentType, ContextType, Partial<QueryTrafficTagsArgs>>;
  trainingCategories?: Resolver<Array<ResolversTypes['TrainingCategoryNode']>, ParentType, ContextType>;
  trainingLibrary?: Resolver<ResolversTypes['TrainingLibrary'], ParentType, ContextType, RequireFields<QueryTrainingLibraryArgs, 'page'>>;
  twoFactor?: Resolver<ResolversTypes['TwoFactorStatus'], ParentType, ContextType>;
  voucher?: Resolver<ResolversTypes['Voucher'], ParentType, ContextType, RequireFields<QueryVoucherArgs, 'id'>>;
  webhookDeliveries?: Resolver<ResolversTypes['WebhookDeliveryPage'], ParentType, ContextType, RequireFields<QueryWebhookDeliveriesArgs, 'page' | 'pageSize' | 'subscriptionId'>>;
  webhookSubscriptions?: Resolver<Array<ResolversTypes['WebhookSubscription']>, ParentType, ContextType>;
};

export type RegisteredSaleResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RegisteredSale'] = ResolversParentTypes['RegisteredSale']> = {
  commissions?: Resolver<Array<ResolversTypes['RegisteredSaleCommission']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  installments?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paymentDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  paymentId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SaleStatus'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type RegisteredSaleCommissionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RegisteredSaleCommission'] = ResolversParentTypes['RegisteredSaleCommission']> = {
  installment?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  side?: Resolver<ResolversTypes['SaleCommissionSide'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type ReportChartPointResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ReportChartPoint'] = ResolversParentTypes['ReportChartPoint']> = {
  cycle?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  salesCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  unitName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type ReportUnitResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ReportUnit'] = ResolversParentTypes['ReportUnit']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SaleResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Sale'] = ResolversParentTypes['Sale']> = {
  commission?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  installments?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  paymentDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  paymentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SaleStatus'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type SaleCommissionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SaleCommission'] = ResolversParentTypes['SaleCommission']> = {
  beneficiaryName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  installment?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  side?: Resolver<ResolversTypes['SaleCommissionSide'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CommissionStatus'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['CommissionType'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type SaleCommissionSideResolvers = EnumResolverSignature<{ AFFILIATE?: any, BRANCH?: any }, ResolversTypes['SaleCommissionSide']>;

export type SaleDetailResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SaleDetail'] = ResolversParentTypes['SaleDetail']> = {
  commissions?: Resolver<Array<ResolversTypes['SaleCommission']>, ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  installments?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  linkCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  paymentId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  producerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sellerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SaleStatus'], ParentType, ContextType>;
  unitName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type SalePageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SalePage'] = ResolversParentTypes['SalePage']> = {
  items?: Resolver<Array<ResolversTypes['Sale']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalRows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SaleReportPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SaleReportPage'] = ResolversParentTypes['SaleReportPage']> = {
  items?: Resolver<Array<ResolversTypes['SaleReportRow']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalRows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SaleReportRowResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SaleReportRow'] = ResolversParentTypes['SaleReportRow']> = {
  affiliateName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cycle?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  installments?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paymentId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SaleStatus'], ParentType, ContextType>;
  unitName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type SalesPeriodCycleResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SalesPeriodCycle'] = ResolversParentTypes['SalesPeriodCycle']> = {
  current?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SalesReportResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SalesReport'] = ResolversParentTypes['SalesReport']> = {
  affiliates?: Resolver<ResolversTypes['AffiliateReportPage'], ParentType, ContextType, RequireFields<SalesReportAffiliatesArgs, 'page' | 'pageSize'>>;
  branches?: Resolver<ResolversTypes['BranchReportPage'], ParentType, ContextType, RequireFields<SalesReportBranchesArgs, 'page' | 'pageSize'>>;
  chart?: Resolver<Array<ResolversTypes['ReportChartPoint']>, ParentType, ContextType>;
  csvPath?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<SalesReportCsvPathArgs, 'kind'>>;
  cycles?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  sales?: Resolver<ResolversTypes['SaleReportPage'], ParentType, ContextType, RequireFields<SalesReportSalesArgs, 'page' | 'pageSize'>>;
  units?: Resolver<Array<ResolversTypes['ReportUnit']>, ParentType, ContextType>;
};

export type SalesTrackingResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SalesTracking'] = ResolversParentTypes['SalesTracking']> = {
  csvPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cycle?: Resolver<Maybe<ResolversTypes['SalesPeriodCycle']>, ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  links?: Resolver<Array<ResolversTypes['LinkSalesTotal']>, ParentType, ContextType>;
  previous?: Resolver<Maybe<ResolversTypes['PreviousCycleSales']>, ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['ProductSalesTotal']>, ParentType, ContextType>;
  saleCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type SalesforceErrorResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SalesforceError'] = ResolversParentTypes['SalesforceError']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  occurredAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  productName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  resolved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['SalesforceErrorType'], ParentType, ContextType>;
};

export type SalesforceErrorPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SalesforceErrorPage'] = ResolversParentTypes['SalesforceErrorPage']> = {
  items?: Resolver<Array<ResolversTypes['SalesforceError']>, ParentType, ContextType>;
  totalCapped?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  totalRows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SellerSalesPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SellerSalesPage'] = ResolversParentTypes['SellerSalesPage']> = {
  items?: Resolver<Array<ResolversTypes['SellerSalesTotal']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalRows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SellerSalesTotalResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SellerSalesTotal'] = ResolversParentTypes['SellerSalesTotal']> = {
  csvPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  saleCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sellerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sellerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type SessionTokenResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SessionToken'] = ResolversParentTypes['SessionToken']> = {
  expiresIn?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  twoFactorEnrolmentRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SystemConfigsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SystemConfigs'] = ResolversParentTypes['SystemConfigs']> = {
  batchMaxBills?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cycleDefaultLengthDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  historyPageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TrafficTagResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TrafficTag'] = ResolversParentTypes['TrafficTag']> = {
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  gtmId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pixelId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type TrainingBreadcrumbResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TrainingBreadcrumb'] = ResolversParentTypes['TrainingBreadcrumb']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TrainingCategoryNodeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TrainingCategoryNode'] = ResolversParentTypes['TrainingCategoryNode']> = {
  attachmentCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  parentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TrainingItemResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TrainingItem'] = ResolversParentTypes['TrainingItem']> = {
  attachmentType?: Resolver<Maybe<ResolversTypes['TrainingAttachmentType']>, ParentType, ContextType>;
  fileName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  parentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  thumbnailUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  typeItem?: Resolver<ResolversTypes['TrainingItemKind'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type TrainingItemPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TrainingItemPage'] = ResolversParentTypes['TrainingItemPage']> = {
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['TrainingItem']>, ParentType, ContextType>;
  nextPage?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TrainingLibraryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TrainingLibrary'] = ResolversParentTypes['TrainingLibrary']> = {
  attachmentTypes?: Resolver<Array<ResolversTypes['TrainingAttachmentType']>, ParentType, ContextType>;
  breadcrumbs?: Resolver<Array<ResolversTypes['TrainingBreadcrumb']>, ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['TrainingItem']>, ParentType, ContextType>;
  items?: Resolver<ResolversTypes['TrainingItemPage'], ParentType, ContextType>;
};

export type TrainingWriteResultResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TrainingWriteResult'] = ResolversParentTypes['TrainingWriteResult']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TwoFactorEnrolmentResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TwoFactorEnrolment'] = ResolversParentTypes['TwoFactorEnrolment']> = {
  otpauthUri?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TwoFactorRecoveryCodesResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TwoFactorRecoveryCodes'] = ResolversParentTypes['TwoFactorRecoveryCodes']> = {
  codes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type TwoFactorStatusResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TwoFactorStatus'] = ResolversParentTypes['TwoFactorStatus']> = {
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  enabledAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recoveryCodesLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UnitResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Unit'] = ResolversParentTypes['Unit']> = {
  agenciador?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UnitBalanceResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UnitBalance'] = ResolversParentTypes['UnitBalance']> = {
  currentCycle?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  lastCycle?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type UnitCycleGoalResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UnitCycleGoal'] = ResolversParentTypes['UnitCycleGoal']> = {
  current?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cycleId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  cycleNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
};

export type UnitGoalResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UnitGoal'] = ResolversParentTypes['UnitGoal']> = {
  basic?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  master?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  minimum?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  unitId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  unitName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UnitPartyResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UnitParty'] = ResolversParentTypes['UnitParty']> = {
  cnpj?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UploadUrlsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UploadUrls'] = ResolversParentTypes['UploadUrls']> = {
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  getUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maxSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  putUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = Context, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  branchName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isAdmin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isAffiliated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isAgent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isBranch?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isHolding?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isProducer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mobilePhoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userInfo?: Resolver<Maybe<ResolversTypes['UserInfo']>, ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserInfo'] = ResolversParentTypes['UserInfo']> = {
  pointsAndVouchers?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  statusCnpj?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  statusPoints?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type VoucherResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Voucher'] = ResolversParentTypes['Voucher']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['Affiliate']>, ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['VoucherStatus'], ParentType, ContextType>;
  usedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type VoucherGroupResolvers<ContextType = Context, ParentType extends ResolversParentTypes['VoucherGroup'] = ResolversParentTypes['VoucherGroup']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type VoucherPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['VoucherPage'] = ResolversParentTypes['VoucherPage']> = {
  items?: Resolver<Array<ResolversTypes['Voucher']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalRows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type VoucherSummaryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['VoucherSummary'] = ResolversParentTypes['VoucherSummary']> = {
  available?: Resolver<ResolversTypes['VoucherGroup'], ParentType, ContextType>;
  expired?: Resolver<ResolversTypes['VoucherGroup'], ParentType, ContextType>;
  used?: Resolver<ResolversTypes['VoucherGroup'], ParentType, ContextType>;
};

export type WebhookDeliveryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['WebhookDelivery'] = ResolversParentTypes['WebhookDelivery']> = {
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  event?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  eventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  responseStatus?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type WebhookDeliveryPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['WebhookDeliveryPage'] = ResolversParentTypes['WebhookDeliveryPage']> = {
  items?: Resolver<Array<ResolversTypes['WebhookDelivery']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalRows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type WebhookSubscriptionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['WebhookSubscription'] = ResolversParentTypes['WebhookSubscription']> = {
  clientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = Context> = {
  AccreditationAgent?: AccreditationAgentResolvers<ContextType>;
  AccreditationSession?: AccreditationSessionResolvers<ContextType>;
  AccreditationStart?: AccreditationStartResolvers<ContextType>;
  Affiliate?: AffiliateResolvers<ContextType>;
  AffiliateReportPage?: AffiliateReportPageResolvers<ContextType>;
  AffiliateReportRow?: AffiliateReportRowResolvers<ContextType>;
  AgentRole?: AgentRoleResolvers;
  ApiClient?: ApiClientResolvers<ContextType>;
  AuditActor?: AuditActorResolvers<ContextType>;
  AuditEntry?: AuditEntryResolvers<ContextType>;
  AuditPage?: AuditPageResolvers<ContextType>;
  Balance?: BalanceResolvers<ContextType>;
  Bank?: BankResolvers<ContextType>;
  BankDetails?: BankDetailsResolvers<ContextType>;
  Banner?: BannerResolvers<ContextType>;
  Billing?: BillingResolvers<ContextType>;
  BillingPage?: BillingPageResolvers<ContextType>;
  BillingPaymentRecord?: BillingPaymentRecordResolvers<ContextType>;
  BillingStatus?: BillingStatusResolvers;
  BillingStatusStat?: BillingStatusStatResolvers<ContextType>;
  BranchReportPage?: BranchReportPageResolvers<ContextType>;
  BranchReportRow?: BranchReportRowResolvers<ContextType>;
  BrazilianState?: BrazilianStateResolvers<ContextType>;
  CampaignPoll?: CampaignPollResolvers<ContextType>;
  CareerLevel?: CareerLevelResolvers<ContextType>;
  CareerPlan?: CareerPlanResolvers<ContextType>;
  Commission?: CommissionResolvers<ContextType>;
  CommissionExplanation?: CommissionExplanationResolvers<ContextType>;
  CommissionPage?: CommissionPageResolvers<ContextType>;
  CommissionRule?: CommissionRuleResolvers<ContextType>;
  CommissionStatus?: CommissionStatusResolvers;
  CommissionStatusChange?: CommissionStatusChangeResolvers<ContextType>;
  CommissionType?: CommissionTypeResolvers;
  ContractFile?: ContractFileResolvers<ContextType>;
  ConvertCommissionsPayload?: ConvertCommissionsPayloadResolvers<ContextType>;
  ConvertPointsPayload?: ConvertPointsPayloadResolvers<ContextType>;
  ConvertibleCommission?: ConvertibleCommissionResolvers<ContextType>;
  ConvertibleCommissionPage?: ConvertibleCommissionPageResolvers<ContextType>;
  CreateApiClientPayload?: CreateApiClientPayloadResolvers<ContextType>;
  CreateWebhookSubscriptionPayload?: CreateWebhookSubscriptionPayloadResolvers<ContextType>;
  Cycle?: CycleResolvers<ContextType>;
  CycleGoalValues?: CycleGoalValuesResolvers<ContextType>;
  CycleGoals?: CycleGoalsResolvers<ContextType>;
  CycleSales?: CycleSalesResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DocumentLink?: DocumentLinkResolvers<ContextType>;
  Ed?: EdResolvers<ContextType>;
  EdBill?: EdBillResolvers<ContextType>;
  EdBillPage?: EdBillPageResolvers<ContextType>;
  EdContractSignature?: EdContractSignatureResolvers<ContextType>;
  EdLevelStars?: EdLevelStarsResolvers<ContextType>;
  EdNotification?: EdNotificationResolvers<ContextType>;
  EdNotificationPage?: EdNotificationPageResolvers<ContextType>;
  EdPage?: EdPageResolvers<ContextType>;
  EdPartnerCheck?: EdPartnerCheckResolvers<ContextType>;
  EdProgrammeTotals?: EdProgrammeTotalsResolvers<ContextType>;
  EdProgrammes?: EdProgrammesResolvers<ContextType>;
  EdSale?: EdSaleResolvers<ContextType>;
  EdSalePage?: EdSalePageResolvers<ContextType>;
  ExplainedCampaign?: ExplainedCampaignResolvers<ContextType>;
  ExplainedLink?: ExplainedLinkResolvers<ContextType>;
  ExplainedSale?: ExplainedSaleResolvers<ContextType>;
  Finance?: FinanceResolvers<ContextType>;
  Goals?: GoalsResolvers<ContextType>;
  HoldingBill?: HoldingBillResolvers<ContextType>;
  HoldingBillPage?: HoldingBillPageResolvers<ContextType>;
  Influencer?: InfluencerResolvers<ContextType>;
  InfluencerPage?: InfluencerPageResolvers<ContextType>;
  Integration?: IntegrationResolvers<ContextType>;
  Invoice?: InvoiceResolvers<ContextType>;
  InvoiceCheck?: InvoiceCheckResolvers<ContextType>;
  InvoiceCheckItem?: InvoiceCheckItemResolvers<ContextType>;
  InvoiceGeneration?: InvoiceGenerationResolvers<ContextType>;
  InvoiceGenerationItem?: InvoiceGenerationItemResolvers<ContextType>;
  InvoicePage?: InvoicePageResolvers<ContextType>;
  LinkSalesTotal?: LinkSalesTotalResolvers<ContextType>;
  LoginPayload?: LoginPayloadResolvers<ContextType>;
  MailDelivery?: MailDeliveryResolvers<ContextType>;
  MailDeliveryPage?: MailDeliveryPageResolvers<ContextType>;
  MailPreferences?: MailPreferencesResolvers<ContextType>;
  ManagedProduct?: ManagedProductResolvers<ContextType>;
  ManagedProductPage?: ManagedProductPageResolvers<ContextType>;
  ManagedProductRow?: ManagedProductRowResolvers<ContextType>;
  ManagedSale?: ManagedSaleResolvers<ContextType>;
  ManagedSalePage?: ManagedSalePageResolvers<ContextType>;
  ManagedUnit?: ManagedUnitResolvers<ContextType>;
  ManagedUnitDetails?: ManagedUnitDetailsResolvers<ContextType>;
  ManagedUnitPage?: ManagedUnitPageResolvers<ContextType>;
  MassChange?: MassChangeResolvers<ContextType>;
  MassChangeDetails?: MassChangeDetailsResolvers<ContextType>;
  MassChangePage?: MassChangePageResolvers<ContextType>;
  MassChangeRow?: MassChangeRowResolvers<ContextType>;
  MassChangeRowPage?: MassChangeRowPageResolvers<ContextType>;
  Money?: GraphQLScalarType;
  Mutation?: MutationResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  PayeeIntegration?: PayeeIntegrationResolvers<ContextType>;
  PayeeIntegrationPage?: PayeeIntegrationPageResolvers<ContextType>;
  PayeeKind?: PayeeKindResolvers;
  PaymentEntry?: PaymentEntryResolvers<ContextType>;
  PaymentsSummary?: PaymentsSummaryResolvers<ContextType>;
  PointEntry?: PointEntryResolvers<ContextType>;
  PointEntryPage?: PointEntryPageResolvers<ContextType>;
  PointSummary?: PointSummaryResolvers<ContextType>;
  PointsAndVouchers?: PointsAndVouchersResolvers<ContextType>;
  PointsConversion?: PointsConversionResolvers<ContextType>;
  PointsMembership?: PointsMembershipResolvers<ContextType>;
  PostalAddress?: PostalAddressResolvers<ContextType>;
  PreviousCycleSales?: PreviousCycleSalesResolvers<ContextType>;
  Producer?: ProducerResolvers<ContextType>;
  ProducerPage?: ProducerPageResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductLevelCommission?: ProductLevelCommissionResolvers<ContextType>;
  ProductLink?: ProductLinkResolvers<ContextType>;
  ProductSalesTotal?: ProductSalesTotalResolvers<ContextType>;
  ProductSpecialEvent?: ProductSpecialEventResolvers<ContextType>;
  Profile?: ProfileResolvers<ContextType>;
  PromotableProduct?: PromotableProductResolvers<ContextType>;
  PromotableProductDetail?: PromotableProductDetailResolvers<ContextType>;
  PromotableProducts?: PromotableProductsResolvers<ContextType>;
  PublicTrafficTags?: PublicTrafficTagsResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RegisteredSale?: RegisteredSaleResolvers<ContextType>;
  RegisteredSaleCommission?: RegisteredSaleCommissionResolvers<ContextType>;
  ReportChartPoint?: ReportChartPointResolvers<ContextType>;
  ReportUnit?: ReportUnitResolvers<ContextType>;
  Sale?: SaleResolvers<ContextType>;
  SaleCommission?: SaleCommissionResolvers<ContextType>;
  SaleCommissionSide?: SaleCommissionSideResolvers;
  SaleDetail?: SaleDetailResolvers<ContextType>;
  SalePage?: SalePageResolvers<ContextType>;
  SaleReportPage?: SaleReportPageResolvers<ContextType>;
  SaleReportRow?: SaleReportRowResolvers<ContextType>;
  SalesPeriodCycle?: SalesPeriodCycleResolvers<ContextType>;
  SalesReport?: SalesReportResolvers<ContextType>;
  SalesTracking?: SalesTrackingResolvers<ContextType>;
  SalesforceError?: SalesforceErrorResolvers<ContextType>;
  SalesforceErrorPage?: SalesforceErrorPageResolvers<ContextType>;
  SellerSalesPage?: SellerSalesPageResolvers<ContextType>;
  SellerSalesTotal?: SellerSalesTotalResolvers<ContextType>;
  SessionToken?: SessionTokenResolvers<ContextType>;
  SystemConfigs?: SystemConfigsResolvers<ContextType>;
  TrafficTag?: TrafficTagResolvers<ContextType>;
  TrainingBreadcrumb?: TrainingBreadcrumbResolvers<ContextType>;
  TrainingCategoryNode?: TrainingCategoryNodeResolvers<ContextType>;
  TrainingItem?: TrainingItemResolvers<ContextType>;
  TrainingItemPage?: TrainingItemPageResolvers<ContextType>;
  TrainingLibrary?: TrainingLibraryResolvers<ContextType>;
  TrainingWriteResult?: TrainingWriteResultResolvers<ContextType>;
  TwoFactorEnrolment?: TwoFactorEnrolmentResolvers<ContextType>;
  TwoFactorRecoveryCodes?: TwoFactorRecoveryCodesResolvers<ContextType>;
  TwoFactorStatus?: TwoFactorStatusResolvers<ContextType>;
  Unit?: UnitResolvers<ContextType>;
  UnitBalance?: UnitBalanceResolvers<ContextType>;
  UnitCycleGoal?: UnitCycleGoalResolvers<ContextType>;
  UnitGoal?: UnitGoalResolvers<ContextType>;
  UnitParty?: UnitPartyResolvers<ContextType>;
  UploadUrls?: UploadUrlsResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserInfo?: UserInfoResolvers<ContextType>;
  Voucher?: VoucherResolvers<ContextType>;
  VoucherGroup?: VoucherGroupResolvers<ContextType>;
  VoucherPage?: VoucherPageResolvers<ContextType>;
  VoucherSummary?: VoucherSummaryResolvers<ContextType>;
  WebhookDelivery?: WebhookDeliveryResolvers<ContextType>;
  WebhookDeliveryPage?: WebhookDeliveryPageResolvers<ContextType>;
  WebhookSubscription?: WebhookSubscriptionResolvers<ContextType>;
};

