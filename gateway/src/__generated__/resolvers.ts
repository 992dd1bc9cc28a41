import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { FinanceSource, BillingSource } from '../resolvers/finance-model.ts';
import type { UpstreamEd, UpstreamEdSale } from '../upstream/network.ts';
import type { AgentSide } from '../kernel/side.ts';
import type { UpstreamBillStatus, UpstreamCommissionStatus, UpstreamCommissionType } from '../upstream/finance-shapes.ts';
import type { PointsAndVouchersSource } from '../resolvers/points.ts';
import type { UpstreamVoucher, UpstreamVoucherSummary } from '../upstream/points.ts';
import type { UpstreamEdNotification } from '../upstream/notifications.ts';
import type { Context } from '../context.ts';
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

/** A federative unit of Brazil. */
export type BrazilianState = {
  __typename?: 'BrazilianState';
  /** Name, e.g. Ceará. */
  name: Scalars['String']['output'];
  /** Two-letter code, e.g. CE. */
  uf: Scalars['String']['output'];
};

/** One level of the career plan. */
export type CareerLevel = {
  __typename?: 'CareerLevel';
  /** Sales goal of the level in cents (level 1: 2 500 000, otherwise 3 200 000). */
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

/** A file the browser saves (the ED list as CSV). */
export type EdsCsvFile = {
  __typename?: 'EdsCsvFile';
  /** The CSV, base64: UTF-8 with a BOM, ';' between fields, decimal comma, dates DD/MM/AAAA. */
  contentBase64: Scalars['String']['output'];
  /** File name offered for the download, e.g. 'eds-2026-11-24.csv'. */
  fileName: Scalars['String']['output'];
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
  /** The viewer's commissions, by date. */
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
  /** The viewer's billings (payments), by cycle number. */
  payments: BillingPage;
  /** Totals of the viewer's billings by stage. */
  paymentsSummary?: Maybe<PaymentsSummary>;
  /** The viewer's sales, by payment date. */
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
export type FinanceCommissionsArgs = {
  order?: InputMaybe<SortDirection>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<CommissionStatus>;
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
  order?: InputMaybe<SortDirection>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<BillingStatus>;
};


/**
 * The viewer's finances. Each field is loaded on its own: when a balance, sales or cycle lookup fails,
 * that field is null and the rest still arrives (with an error entry for the failed path).
 * Holding users skip commission, sales and balance lookups (those come back empty or null).
 */
export type FinanceSalesArgs = {
  order?: InputMaybe<SortDirection>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
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

/** Result of a successful login. */
export type LoginPayload = {
  __typename?: 'LoginPayload';
  /** Seconds until the token expires. */
  expiresIn: Scalars['Int']['output'];
  /** Bearer token to send as `Authorization: Bearer <token>`. */
  token: Scalars['String']['output'];
  /** The user the token belongs to. */
  user: User;
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
  /** Meu Perfil: changes the password; a wrong current password is BAD_USER_INPUT on currentPassword. */
  changeMyPassword: Scalars['Boolean']['output'];
  /** Sets a new password using the one-time recovery token from the reset link. */
  changePassword: Scalars['Boolean']['output'];
  /** Status Faturamento (holding, admin): sets a bill to Closed; only Open, Error, PaymentError and Ready bills may be. */
  closeBilling: HoldingBill;
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
  /** Starts a password reset: a one-time link is sent to the e-mail when it belongs to an account. */
  requestPasswordReset: Scalars['Boolean']['output'];
  /** Sends a new code (at most once a minute). */
  resendAccreditationCode: Scalars['Boolean']['output'];
  /** Sends a new confirmation code (the attempts start again). Answers WAITING_CODE. */
  resendPointsCode: Scalars['String']['output'];
  /** Revokes one of the viewer's API clients at once: its tokens are refused from the next call. */
  revokeApiClient: ApiClient;
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
  /** Swaps the positions of two banners in one transaction (holding); returns every banner in order. */
  swapBanners: Array<Banner>;
  /** Edits a banner (holding). */
  updateBanner: Banner;
  /** Meu Perfil: saves phone and address; returns the profile. */
  updateMyContact: Profile;
  /** Changes the description of one of the viewer's links. */
  updateProductLink: ProductLink;
  /** Edits a paid-traffic tag (admin). */
  updateTrafficTag: TrafficTag;
  /**
   * Uploads the invoice PDF (base64 without the data prefix, at most 5 MB) for a billing in OPEN or ERROR.
   * `as`: for agents, the side the billing belongs to (default AFFILIATED); ignored for other roles.
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
export type MutationCloseBillingArgs = {
  billingId: Scalars['ID']['input'];
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
export type MutationReplayWebhookDeliveryArgs = {
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
export type MutationRevokeApiClientArgs = {
  id: Scalars['ID']['input'];
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
export type MutationUpdateMyContactArgs = {
  input: ProfileContactInput;
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
export type MutationUploadInvoiceArgs = {
  as?: InputMaybe<AgentRole>;
  billingId: Scalars['ID']['input'];
  pdf: Scalars['String']['input'];
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

/** Who joins the programme (docs/product.md §7.2): the user, the viewer's unit (the ED programme) or the holding. */
export type PointsMemberType =
  /** The holding: accepted at once. */
  | 'HOLDING'
  /** The branch user's unit (Programa de Pontos ED): accepted at once. */
  | 'UNITS'
  /** The viewer as an affiliate: joining, then signing, then the code. */
  | 'USER';

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

/** One of the viewer's affiliate links. */
export type ProductLink = {
  __typename?: 'ProductLink';
  /** The short, unguessable code of the public URL. */
  code: Scalars['String']['output'];
  /** When the link was made (ISO-8601 instant). */
  createdAt: Scalars['DateTime']['output'];
  /** The viewer's note to tell its links apart (e.g. 'Instagram'); may be empty. */
  description: Scalars['String']['output'];
  /** Opaque link id. */
  id: Scalars['ID']['output'];
  /** The public URL to share: it counts the visit and redirects to the product's checkout. */
  url: Scalars['String']['output'];
  /** Visits counted so far. */
  visits: Scalars['Int']['output'];
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
  /** The 27 federative units. */
  brazilianStates: Array<BrazilianState>;
  /** The viewer's career plan progress. */
  careerPlan: CareerPlan;
  /**
   * One ED of the ED details (holding, admin, branch). Null when there is no such ED in the viewer's
   * scope: a branch asking for another unit's ED gets null, exactly as for an unknown id.
   */
  ed?: Maybe<Ed>;
  /** The units an ED notification can be sent to: those with at least one active ED, by name (admin, holding). */
  edNotificationUnits: Array<Unit>;
  /** ED notifications sent so far (admin, holding). */
  edNotifications: Array<EdNotification>;
  /**
   * The EDs the viewer manages: the whole network for holding and admin, the unit's own for a
   * branch (Gerenciador de EDs / Gerenciador ED). Ordered by name, ties by id.
   */
  eds: EdPage;
  /**
   * The ED list of the viewer's scope (every ED for holding and admin, the unit's for a branch) as a
   * CSV file, name order, with the list's search (ED managers' 'Exportar CSV').
   */
  edsCsv: EdsCsvFile;
  /** The viewer's finances; `as` picks the side for agents. */
  finance: Finance;
  /** Status Faturamento (holding, admin): count and total per status, every status listed. */
  holdingBillStats: Array<BillingStatusStat>;
  /** Status Faturamento (holding, admin): every bill, newest cycle first. */
  holdingBills: HoldingBillPage;
  /** Ciclos Comerciais / Ciclos Financeiros (holding): every cycle of the kind, newest first. */
  holdingCycles: Array<Cycle>;
  /** One of the agent's influencers; null for anyone else (another agent's, or not an influencer). */
  influencer?: Maybe<Influencer>;
  /** The agent's influencers (Influenciadores, agents only), by name. */
  influencers: InfluencerPage;
  /** Holding and admin: a batch invoice generation's state, or null when there is none with this id. */
  invoiceGeneration?: Maybe<InvoiceGeneration>;
  /**
   * Notas Fiscais (docs/product.md §6: holding, branch, producer): holding reads every invoice, a branch its
   * unit's, a producer its own bills' invoices.
   */
  invoices: InvoicePage;
  /**
   * Suas vendas (admin, branch, holding, agent): every sale for holding and admin, the unit's for a
   * branch, the agency's (its influencers') for an agent. Newest first, ties by id.
   */
  managedSales: ManagedSalePage;
  /**
   * Gerenciador de Vouchers (holding, producer, branch), by expiry date: every voucher for holding,
   * those of the company for a producer, those of the unit's affiliates for a branch.
   */
  managedVouchers: VoucherPage;
  /** The authenticated user. */
  me: User;
  /** Meu Perfil (affiliate, agent). */
  myProfile: Profile;
  /** The viewer's notifications, newest first. */
  notifications: Array<Notification>;
  /** Pontos e Vouchers (affiliates): the viewer's vouchers and their summary. */
  pointsAndVouchers: PointsAndVouchers;
  /** The address of a CEP; null when unknown (the form stays editable). */
  postalAddress?: Maybe<PostalAddress>;
  /** A promotable product with the viewer's links; NOT_FOUND when unknown or above the viewer's level. */
  promotableProduct: PromotableProductDetail;
  /** Seus produtos (affiliate, agent): the products the viewer may promote with its link counters. */
  promotableProducts: PromotableProducts;
  /** The enabled pixel and GTM ids (public: what product pages would load). */
  publicTrafficTags: PublicTrafficTags;
  /** The paid-traffic tags (admin: Tráfego Pago). */
  trafficTags: Array<TrafficTag>;
  /** Every category with its parent: the targets of a move (holding). */
  trainingCategories: Array<TrainingCategoryNode>;
  /** Material de Apoio: the root, a category's level, or a search, 50 items per page (affiliate, branch, holding, agent). */
  trainingLibrary: TrainingLibrary;
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
export type QueryEdArgs = {
  id: Scalars['ID']['input'];
};


/** Read operations of the portal; each needs a bearer token (see `Mutation.login`). */
export type QueryEdsArgs = {
  order?: InputMaybe<SortDirection>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/** Read operations of the portal; each needs a bearer token (see `Mutation.login`). */
export type QueryEdsCsvArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
};


/** Read operations of the portal; each needs a bearer token (see `Mutation.login`). */
export type QueryFinanceArgs = {
  as?: InputMaybe<AgentRole>;
};


/** Read operations of the portal; each needs a bearer token (see `Mutation.login`). */
export type QueryHoldingBillsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<BillingStatus>;
};


/** Read operations of the portal; each needs a bearer token (see `Mutation.login`). */
export type QueryHoldingCyclesArgs = {
  kind: CycleKind;
};


/** Read operations of the portal; each needs a bearer token (see `Mutation.login`). */
export type QueryInfluencerArgs = {
  id: Scalars['ID']['input'];
};


/** Read operations of the portal; each needs a bearer token (see `Mutation.login`). */
export type QueryInfluencersArgs = {
  order?: InputMaybe<SortDirection>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** Read operations of the portal; each needs a bearer token (see `Mutation.login`). */
export type QueryInvoiceGenerationArgs = {
  id: Scalars['ID']['input'];
};


/** Read operations of the portal; each needs a bearer token (see `Mutation.login`). */
export type QueryInvoicesArgs = {
  order?: InputMaybe<SortDirection>;
  orderBy?: InputMaybe<InvoiceSortField>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<BillingStatus>;
};


/** Read operations of the portal; each needs a bearer token (see `Mutation.login`). */
export type QueryManagedSalesArgs = {
  order?: InputMaybe<SortDirection>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/** Read operations of the portal; each needs a bearer token (see `Mutation.login`). */
export type QueryManagedVouchersArgs = {
  order?: InputMaybe<SortDirection>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<VoucherStatus>;
};


/** Read operations of the portal; each needs a bearer token (see `Mutation.login`). */
export type QueryPostalAddressArgs = {
  cep: Scalars['String']['input'];
};


/** Read operations of the portal; each needs a bearer token (see `Mutation.login`). */
export type QueryPromotableProductArgs = {
  id: Scalars['ID']['input'];
};


/** Read operations of the portal; each needs a bearer token (see `Mutation.login`). */
export type QueryTrainingLibraryArgs = {
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  page?: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<TrainingSearchType>;
};


/** Read operations of the portal; each needs a bearer token (see `Mutation.login`). */
export type QueryWebhookDeliveriesArgs = {
  page?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
  subscriptionId: Scalars['ID']['input'];
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

/** Status of a sale's payment. */
export type SaleStatus =
  /** Payment approved. */
  | 'APPROVED'
  /** Cancelled before payment. */
  | 'CANCELED'
  /** Paid, then refunded to the customer. */
  | 'REFUNDED';

/** A fresh token of the same session, from `renewSession`. */
export type SessionToken = {
  __typename?: 'SessionToken';
  /** Seconds until the new token expires: the token lifetime, or less when the session nears its limit after the password login (12 hours by default). */
  expiresIn: Scalars['Int']['output'];
  /** Bearer token to send as `Authorization: Bearer <token>` from now on; the previous one stays valid until it expires. */
  token: Scalars['String']['output'];
};

/** Sort direction of a list (by date for commissions and sales, by cycle number for payments). */
export type SortDirection =
  /** Oldest (lowest) first. */
  | 'ASC'
  /** Newest (highest) first. */
  | 'DESC';

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
  AddTrainingFileInput: AddTrainingFileInput;
  AddTrainingVideoInput: AddTrainingVideoInput;
  Affiliate: ResolverTypeWrapper<Affiliate>;
  AgentRole: ResolverTypeWrapper<AgentSide>;
  ApiClient: ResolverTypeWrapper<ApiClient>;
  Balance: ResolverTypeWrapper<Balance>;
  Bank: ResolverTypeWrapper<Bank>;
  BankDetails: ResolverTypeWrapper<BankDetails>;
  BankDetailsInput: BankDetailsInput;
  Banner: ResolverTypeWrapper<Banner>;
  BannerType: BannerType;
  Billing: ResolverTypeWrapper<BillingSource>;
  BillingPage: ResolverTypeWrapper<Omit<BillingPage, 'items'> & { items: Array<ResolversTypes['Billing']> }>;
  BillingStatus: ResolverTypeWrapper<UpstreamBillStatus>;
  BillingStatusStat: ResolverTypeWrapper<Omit<BillingStatusStat, 'status'> & { status: ResolversTypes['BillingStatus'] }>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BrazilianState: ResolverTypeWrapper<BrazilianState>;
  CareerLevel: ResolverTypeWrapper<CareerLevel>;
  CareerPlan: ResolverTypeWrapper<CareerPlan>;
  Commission: ResolverTypeWrapper<Omit<Commission, 'status' | 'type'> & { status: ResolversTypes['CommissionStatus'], type: ResolversTypes['CommissionType'] }>;
  CommissionPage: ResolverTypeWrapper<Omit<CommissionPage, 'items'> & { items: Array<ResolversTypes['Commission']> }>;
  CommissionStatus: ResolverTypeWrapper<UpstreamCommissionStatus>;
  CommissionType: ResolverTypeWrapper<UpstreamCommissionType>;
  ContractFile: ResolverTypeWrapper<ContractFile>;
  ConvertPointsPayload: ResolverTypeWrapper<Omit<ConvertPointsPayload, 'voucher'> & { voucher: ResolversTypes['Voucher'] }>;
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
  CycleKind: CycleKind;
  CycleSales: ResolverTypeWrapper<CycleSales>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DocumentLink: ResolverTypeWrapper<DocumentLink>;
  Ed: ResolverTypeWrapper<UpstreamEd>;
  EdAudienceInput: EdAudienceInput;
  EdAudienceKind: EdAudienceKind;
  EdBill: ResolverTypeWrapper<Omit<EdBill, 'status'> & { status: ResolversTypes['BillingStatus'] }>;
  EdBillPage: ResolverTypeWrapper<Omit<EdBillPage, 'items'> & { items: Array<ResolversTypes['EdBill']> }>;
  EdFlag: EdFlag;
  EdLevelStars: ResolverTypeWrapper<EdLevelStars>;
  EdNotification: ResolverTypeWrapper<UpstreamEdNotification>;
  EdNotificationInput: EdNotificationInput;
  EdPage: ResolverTypeWrapper<Omit<EdPage, 'items'> & { items: Array<ResolversTypes['Ed']> }>;
  EdProgrammeTotals: ResolverTypeWrapper<EdProgrammeTotals>;
  EdProgrammes: ResolverTypeWrapper<EdProgrammes>;
  EdSale: ResolverTypeWrapper<UpstreamEdSale>;
  EdSalePage: ResolverTypeWrapper<Omit<EdSalePage, 'items'> & { items: Array<ResolversTypes['EdSale']> }>;
  EditTrainingAttachmentInput: EditTrainingAttachmentInput;
  EditTrainingCategoryInput: EditTrainingCategoryInput;
  EdsCsvFile: ResolverTypeWrapper<EdsCsvFile>;
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
  InvoiceGeneration: ResolverTypeWrapper<InvoiceGeneration>;
  InvoiceGenerationItem: ResolverTypeWrapper<InvoiceGenerationItem>;
  InvoiceGenerationState: InvoiceGenerationState;
  InvoicePage: ResolverTypeWrapper<Omit<InvoicePage, 'items'> & { items: Array<ResolversTypes['Invoice']> }>;
  InvoiceSortField: InvoiceSortField;
  LoginPayload: ResolverTypeWrapper<LoginPayload>;
  ManagedSale: ResolverTypeWrapper<ManagedSale>;
  ManagedSalePage: ResolverTypeWrapper<ManagedSalePage>;
  Money: ResolverTypeWrapper<Scalars['Money']['output']>;
  MoveTrainingAttachmentInput: MoveTrainingAttachmentInput;
  MoveTrainingCategoryInput: MoveTrainingCategoryInput;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Notification: ResolverTypeWrapper<Notification>;
  NotificationType: NotificationType;
  PayeeKind: ResolverTypeWrapper<AgentSide>;
  PaymentEntry: ResolverTypeWrapper<PaymentEntry>;
  PaymentsSummary: ResolverTypeWrapper<PaymentsSummary>;
  PointEntry: ResolverTypeWrapper<PointEntry>;
  PointEntryPage: ResolverTypeWrapper<PointEntryPage>;
  PointStatus: PointStatus;
  PointSummary: ResolverTypeWrapper<PointSummary>;
  PointsAndVouchers: ResolverTypeWrapper<PointsAndVouchersSource>;
  PointsMemberType: PointsMemberType;
  PostalAddress: ResolverTypeWrapper<PostalAddress>;
  Product: ResolverTypeWrapper<Product>;
  ProductLink: ResolverTypeWrapper<ProductLink>;
  Profile: ResolverTypeWrapper<Profile>;
  ProfileContactInput: ProfileContactInput;
  PromotableProduct: ResolverTypeWrapper<PromotableProduct>;
  PromotableProductDetail: ResolverTypeWrapper<PromotableProductDetail>;
  PromotableProducts: ResolverTypeWrapper<PromotableProducts>;
  PublicTrafficTags: ResolverTypeWrapper<PublicTrafficTags>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Role: Role;
  Sale: ResolverTypeWrapper<Sale>;
  SalePage: ResolverTypeWrapper<SalePage>;
  SaleStatus: SaleStatus;
  SessionToken: ResolverTypeWrapper<SessionToken>;
  SortDirection: SortDirection;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  TrafficTag: ResolverTypeWrapper<TrafficTag>;
  TrafficTagInput: TrafficTagInput;
  TrainingAttachmentType: TrainingAttachmentType;
  TrainingBreadcrumb: ResolverTypeWrapper<TrainingBreadcrumb>;
  TrainingCategoryNode: ResolverTypeWrapper<TrainingCategoryNode>;
  TrainingItem: ResolverTypeWrapper<TrainingItem>;
  TrainingItemKind: TrainingItemKind;
  TrainingItemPage: ResolverTypeWrapper<TrainingItemPage>;
  TrainingLibrary: ResolverTypeWrapper<TrainingLibrary>;
  TrainingSearchType: TrainingSearchType;
  TrainingWriteResult: ResolverTypeWrapper<TrainingWriteResult>;
  Unit: ResolverTypeWrapper<Unit>;
  UnitBalance: ResolverTypeWrapper<UnitBalance>;
  UpdateBannerInput: UpdateBannerInput;
  UpdateProductLinkInput: UpdateProductLinkInput;
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
  ApiClient: ApiClient;
  Balance: Balance;
  Bank: Bank;
  BankDetails: BankDetails;
  BankDetailsInput: BankDetailsInput;
  Banner: Banner;
  Billing: BillingSource;
  BillingPage: Omit<BillingPage, 'items'> & { items: Array<ResolversParentTypes['Billing']> };
  BillingStatusStat: BillingStatusStat;
  Boolean: Scalars['Boolean']['output'];
  BrazilianState: BrazilianState;
  CareerLevel: CareerLevel;
  CareerPlan: CareerPlan;
  Commission: Commission;
  CommissionPage: Omit<CommissionPage, 'items'> & { items: Array<ResolversParentTypes['Commission']> };
  ContractFile: ContractFile;
  ConvertPointsPayload: Omit<ConvertPointsPayload, 'voucher'> & { voucher: ResolversParentTypes['Voucher'] };
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
  CycleSales: CycleSales;
  DateTime: Scalars['DateTime']['output'];
  DocumentLink: DocumentLink;
  Ed: UpstreamEd;
  EdAudienceInput: EdAudienceInput;
  EdBill: EdBill;
  EdBillPage: Omit<EdBillPage, 'items'> & { items: Array<ResolversParentTypes['EdBill']> };
  EdLevelStars: EdLevelStars;
  EdNotification: UpstreamEdNotification;
  EdNotificationInput: EdNotificationInput;
  EdPage: Omit<EdPage, 'items'> & { items: Array<ResolversParentTypes['Ed']> };
  EdProgrammeTotals: EdProgrammeTotals;
  EdProgrammes: EdProgrammes;
  EdSale: UpstreamEdSale;
  EdSalePage: Omit<EdSalePage, 'items'> & { items: Array<ResolversParentTypes['EdSale']> };
  EditTrainingAttachmentInput: EditTrainingAttachmentInput;
  EditTrainingCategoryInput: EditTrainingCategoryInput;
  EdsCsvFile: EdsCsvFile;
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
  InvoiceGeneration: InvoiceGeneration;
  InvoiceGenerationItem: InvoiceGenerationItem;
  InvoicePage: Omit<InvoicePage, 'items'> & { items: Array<ResolversParentTypes['Invoice']> };
  LoginPayload: LoginPayload;
  ManagedSale: ManagedSale;
  ManagedSalePage: ManagedSalePage;
  Money: Scalars['Money']['output'];
  MoveTrainingAttachmentInput: MoveTrainingAttachmentInput;
  MoveTrainingCategoryInput: MoveTrainingCategoryInput;
  Mutation: Record<PropertyKey, never>;
  Notification: Notification;
  PaymentEntry: PaymentEntry;
  PaymentsSummary: PaymentsSummary;
  PointEntry: PointEntry;
  PointEntryPage: PointEntryPage;
  PointSummary: PointSummary;
  PointsAndVouchers: PointsAndVouchersSource;
  PostalAddress: PostalAddress;
  Product: Product;
  ProductLink: ProductLink;
  Profile: Profile;
  ProfileContactInput: ProfileContactInput;
  PromotableProduct: PromotableProduct;
  PromotableProductDetail: PromotableProductDetail;
  PromotableProducts: PromotableProducts;
  PublicTrafficTags: PublicTrafficTags;
  Query: Record<PropertyKey, never>;
  Sale: Sale;
  SalePage: SalePage;
  SessionToken: SessionToken;
  String: Scalars['String']['output'];
  TrafficTag: TrafficTag;
  TrafficTagInput: TrafficTagInput;
  TrainingBreadcrumb: TrainingBreadcrumb;
  TrainingCategoryNode: TrainingCategoryNode;
  TrainingItem: TrainingItem;
  TrainingItemPage: TrainingItemPage;
  TrainingLibrary: TrainingLibrary;
  TrainingWriteResult: TrainingWriteResult;
  Unit: Unit;
  UnitBalance: UnitBalance;
  UpdateBannerInput: UpdateBannerInput;
  UpdateProductLinkInput: UpdateProductLinkInput;
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

export type BillingStatusResolvers = EnumResolverSignature<{ CLOSED?: any, ENQUEUED?: any, ERROR?: any, OPEN?: any, PAID?: any, PAYMENT_ERROR?: any, PROCESSING?: any, READY?: any }, ResolversTypes['BillingStatus']>;

export type BillingStatusStatResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BillingStatusStat'] = ResolversParentTypes['BillingStatusStat']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['BillingStatus'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type BrazilianStateResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BrazilianState'] = ResolversParentTypes['BrazilianState']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uf?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type CommissionPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CommissionPage'] = ResolversParentTypes['CommissionPage']> = {
  items?: Resolver<Array<ResolversTypes['Commission']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalRows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CommissionStatusResolvers = EnumResolverSignature<{ CANCELED?: any, CONVERTED_TO_POINTS?: any, EXECUTED?: any, HELD?: any, PROCESSING?: any, READY?: any }, ResolversTypes['CommissionStatus']>;

export type CommissionTypeResolvers = EnumResolverSignature<{ CREDIT?: any, DEBIT?: any }, ResolversTypes['CommissionType']>;

export type ContractFileResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ContractFile'] = ResolversParentTypes['ContractFile']> = {
  contentBase64?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConvertPointsPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ConvertPointsPayload'] = ResolversParentTypes['ConvertPointsPayload']> = {
  pointSummary?: Resolver<ResolversTypes['PointSummary'], ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  voucher?: Resolver<ResolversTypes['Voucher'], ParentType, ContextType>;
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
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isFranchisee?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isLecturer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isTrainer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  levelStars?: Resolver<ResolversTypes['EdLevelStars'], ParentType, ContextType>;
  mobilePhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type EdPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EdPage'] = ResolversParentTypes['EdPage']> = {
  items?: Resolver<Array<ResolversTypes['Ed']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalRows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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

export type EdsCsvFileResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EdsCsvFile'] = ResolversParentTypes['EdsCsvFile']> = {
  contentBase64?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FinanceResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Finance'] = ResolversParentTypes['Finance']> = {
  agentAsRole?: Resolver<Maybe<ResolversTypes['AgentRole']>, ParentType, ContextType>;
  balance?: Resolver<Maybe<ResolversTypes['Balance']>, ParentType, ContextType>;
  commercialCycle?: Resolver<Maybe<ResolversTypes['Cycle']>, ParentType, ContextType>;
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

export type LoginPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LoginPayload'] = ResolversParentTypes['LoginPayload']> = {
  expiresIn?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
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

export interface MoneyScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Money'], any> {
  name: 'Money';
}

export type MutationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addTrainingFile?: Resolver<ResolversTypes['TrainingWriteResult'], ParentType, ContextType, RequireFields<MutationAddTrainingFileArgs, 'input'>>;
  addTrainingVideo?: Resolver<ResolversTypes['TrainingWriteResult'], ParentType, ContextType, RequireFields<MutationAddTrainingVideoArgs, 'input'>>;
  changeMyPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationChangeMyPasswordArgs, 'currentPassword' | 'newPassword'>>;
  changePassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'password' | 'recoveryToken'>>;
  closeBilling?: Resolver<ResolversTypes['HoldingBill'], ParentType, ContextType, RequireFields<MutationCloseBillingArgs, 'billingId'>>;
  convertPoints?: Resolver<ResolversTypes['ConvertPointsPayload'], ParentType, ContextType, RequireFields<MutationConvertPointsArgs, 'points'>>;
  createApiClient?: Resolver<ResolversTypes['CreateApiClientPayload'], ParentType, ContextType, RequireFields<MutationCreateApiClientArgs, 'input'>>;
  createBanner?: Resolver<ResolversTypes['Banner'], ParentType, ContextType, RequireFields<MutationCreateBannerArgs, 'banner'>>;
  createCycle?: Resolver<ResolversTypes['Cycle'], ParentType, ContextType, RequireFields<MutationCreateCycleArgs, 'input'>>;
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
  editTrainingAttachment?: Resolver<ResolversTypes['TrainingWriteResult'], ParentType, ContextType, RequireFields<MutationEditTrainingAttachmentArgs, 'input'>>;
  editTrainingCategory?: Resolver<ResolversTypes['TrainingWriteResult'], ParentType, ContextType, RequireFields<MutationEditTrainingCategoryArgs, 'input'>>;
  generateInvoice?: Resolver<ResolversTypes['Billing'], ParentType, ContextType, RequireFields<MutationGenerateInvoiceArgs, 'billingId'>>;
  joinPointsProgramme?: Resolver<ResolversTypes['String'], ParentType, ContextType, Partial<MutationJoinPointsProgrammeArgs>>;
  login?: Resolver<ResolversTypes['LoginPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'password' | 'username'>>;
  moveTrainingAttachment?: Resolver<ResolversTypes['TrainingWriteResult'], ParentType, ContextType, RequireFields<MutationMoveTrainingAttachmentArgs, 'input'>>;
  moveTrainingCategory?: Resolver<ResolversTypes['TrainingWriteResult'], ParentType, ContextType, RequireFields<MutationMoveTrainingCategoryArgs, 'input'>>;
  renewSession?: Resolver<ResolversTypes['SessionToken'], ParentType, ContextType>;
  replayWebhookDelivery?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationReplayWebhookDeliveryArgs, 'id'>>;
  requestContract?: Resolver<ResolversTypes['ContractFile'], ParentType, ContextType>;
  requestPasswordReset?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'email'>>;
  resendAccreditationCode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationResendAccreditationCodeArgs, 'session'>>;
  resendPointsCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  revokeApiClient?: Resolver<ResolversTypes['ApiClient'], ParentType, ContextType, RequireFields<MutationRevokeApiClientArgs, 'id'>>;
  sendEdNotification?: Resolver<ResolversTypes['EdNotification'], ParentType, ContextType, RequireFields<MutationSendEdNotificationArgs, 'input'>>;
  setAccreditationBankDetails?: Resolver<ResolversTypes['AccreditationSession'], ParentType, ContextType, RequireFields<MutationSetAccreditationBankDetailsArgs, 'input' | 'session'>>;
  setAccreditationCnpj?: Resolver<ResolversTypes['AccreditationSession'], ParentType, ContextType, RequireFields<MutationSetAccreditationCnpjArgs, 'cnpj' | 'session'>>;
  setAccreditationPassword?: Resolver<ResolversTypes['AccreditationSession'], ParentType, ContextType, RequireFields<MutationSetAccreditationPasswordArgs, 'password' | 'session'>>;
  setBankDetails?: Resolver<ResolversTypes['Profile'], ParentType, ContextType, RequireFields<MutationSetBankDetailsArgs, 'input'>>;
  setEdActive?: Resolver<ResolversTypes['Ed'], ParentType, ContextType, RequireFields<MutationSetEdActiveArgs, 'active' | 'id'>>;
  setEdFlag?: Resolver<ResolversTypes['Ed'], ParentType, ContextType, RequireFields<MutationSetEdFlagArgs, 'flag' | 'id' | 'value'>>;
  signPointsProgramme?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startAccreditation?: Resolver<ResolversTypes['AccreditationStart'], ParentType, ContextType, RequireFields<MutationStartAccreditationArgs, 'flow' | 'input'>>;
  startInvoiceGeneration?: Resolver<ResolversTypes['InvoiceGeneration'], ParentType, ContextType, RequireFields<MutationStartInvoiceGenerationArgs, 'billingIds'>>;
  swapBanners?: Resolver<Array<ResolversTypes['Banner']>, ParentType, ContextType, RequireFields<MutationSwapBannersArgs, 'banner1' | 'banner2'>>;
  updateBanner?: Resolver<ResolversTypes['Banner'], ParentType, ContextType, RequireFields<MutationUpdateBannerArgs, 'changes' | 'id'>>;
  updateMyContact?: Resolver<ResolversTypes['Profile'], ParentType, ContextType, RequireFields<MutationUpdateMyContactArgs, 'input'>>;
  updateProductLink?: Resolver<ResolversTypes['ProductLink'], ParentType, ContextType, RequireFields<MutationUpdateProductLinkArgs, 'input'>>;
  updateTrafficTag?: Resolver<ResolversTypes['TrafficTag'], ParentType, ContextType, RequireFields<MutationUpdateTrafficTagArgs, 'id' | 'input'>>;
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

export type PostalAddressResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PostalAddress'] = ResolversParentTypes['PostalAddress']> = {
  cep?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  district?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isVoucher?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductLinkResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductLink'] = ResolversParentTypes['ProductLink']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  visits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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
  brazilianStates?: Resolver<Array<ResolversTypes['BrazilianState']>, ParentType, ContextType>;
  careerPlan?: Resolver<ResolversTypes['CareerPlan'], ParentType, ContextType>;
  ed?: Resolver<Maybe<ResolversTypes['Ed']>, ParentType, ContextType, RequireFields<QueryEdArgs, 'id'>>;
  edNotificationUnits?: Resolver<Array<ResolversTypes['Unit']>, ParentType, ContextType>;
  edNotifications?: Resolver<Array<ResolversTypes['EdNotification']>, ParentType, ContextType>;
  eds?: Resolver<ResolversTypes['EdPage'], ParentType, ContextType, RequireFields<QueryEdsArgs, 'order' | 'page' | 'pageSize'>>;
  edsCsv?: Resolver<ResolversTypes['EdsCsvFile'], ParentType, ContextType, Partial<QueryEdsCsvArgs>>;
  finance?: Resolver<ResolversTypes['Finance'], ParentType, ContextType, Partial<QueryFinanceArgs>>;
  holdingBillStats?: Resolver<Array<ResolversTypes['BillingStatusStat']>, ParentType, ContextType>;
  holdingBills?: Resolver<ResolversTypes['HoldingBillPage'], ParentType, ContextType, RequireFields<QueryHoldingBillsArgs, 'page' | 'pageSize'>>;
  holdingCycles?: Resolver<Array<ResolversTypes['Cycle']>, ParentType, ContextType, RequireFields<QueryHoldingCyclesArgs, 'kind'>>;
  influencer?: Resolver<Maybe<ResolversTypes['Influencer']>, ParentType, ContextType, RequireFields<QueryInfluencerArgs, 'id'>>;
  influencers?: Resolver<ResolversTypes['InfluencerPage'], ParentType, ContextType, RequireFields<QueryInfluencersArgs, 'order' | 'page' | 'pageSize'>>;
  invoiceGeneration?: Resolver<Maybe<ResolversTypes['InvoiceGeneration']>, ParentType, ContextType, RequireFields<QueryInvoiceGenerationArgs, 'id'>>;
  invoices?: Resolver<ResolversTypes['InvoicePage'], ParentType, ContextType, RequireFields<QueryInvoicesArgs, 'order' | 'orderBy' | 'page' | 'pageSize'>>;
  managedSales?: Resolver<ResolversTypes['ManagedSalePage'], ParentType, ContextType, RequireFields<QueryManagedSalesArgs, 'order' | 'page' | 'pageSize'>>;
  managedVouchers?: Resolver<ResolversTypes['VoucherPage'], ParentType, ContextType, RequireFields<QueryManagedVouchersArgs, 'order' | 'page' | 'pageSize'>>;
  me?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  myProfile?: Resolver<ResolversTypes['Profile'], ParentType, ContextType>;
  notifications?: Resolver<Array<ResolversTypes['Notification']>, ParentType, ContextType>;
  pointsAndVouchers?: Resolver<ResolversTypes['PointsAndVouchers'], ParentType, ContextType>;
  postalAddress?: Resolver<Maybe<ResolversTypes['PostalAddress']>, ParentType, ContextType, RequireFields<QueryPostalAddressArgs, 'cep'>>;
  promotableProduct?: Resolver<ResolversTypes['PromotableProductDetail'], ParentType, ContextType, RequireFields<QueryPromotableProductArgs, 'id'>>;
  promotableProducts?: Resolver<ResolversTypes['PromotableProducts'], ParentType, ContextType>;
  publicTrafficTags?: Resolver<ResolversTypes['PublicTrafficTags'], ParentType, ContextType>;
  trafficTags?: Resolver<Array<ResolversTypes['TrafficTag']>, ParentType, ContextType>;
  trainingCategories?: Resolver<Array<ResolversTypes['TrainingCategoryNode']>, ParentType, ContextType>;
  trainingLibrary?: Resolver<ResolversTypes['TrainingLibrary'], ParentType, ContextType, RequireFields<QueryTrainingLibraryArgs, 'page'>>;
  webhookDeliveries?: Resolver<ResolversTypes['WebhookDeliveryPage'], ParentType, ContextType, RequireFields<QueryWebhookDeliveriesArgs, 'page' | 'pageSize' | 'subscriptionId'>>;
  webhookSubscriptions?: Resolver<Array<ResolversTypes['WebhookSubscription']>, ParentType, ContextType>;
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

export type SalePageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SalePage'] = ResolversParentTypes['SalePage']> = {
  items?: Resolver<Array<ResolversTypes['Sale']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalRows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SessionTokenResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SessionToken'] = ResolversParentTypes['SessionToken']> = {
  expiresIn?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type UnitResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Unit'] = ResolversParentTypes['Unit']> = {
  agenciador?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UnitBalanceResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UnitBalance'] = ResolversParentTypes['UnitBalance']> = {
  currentCycle?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  lastCycle?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
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
  AgentRole?: AgentRoleResolvers;
  ApiClient?: ApiClientResolvers<ContextType>;
  Balance?: BalanceResolvers<ContextType>;
  Bank?: BankResolvers<ContextType>;
  BankDetails?: BankDetailsResolvers<ContextType>;
  Banner?: BannerResolvers<ContextType>;
  Billing?: BillingResolvers<ContextType>;
  BillingPage?: BillingPageResolvers<ContextType>;
  BillingStatus?: BillingStatusResolvers;
  BillingStatusStat?: BillingStatusStatResolvers<ContextType>;
  BrazilianState?: BrazilianStateResolvers<ContextType>;
  CareerLevel?: CareerLevelResolvers<ContextType>;
  CareerPlan?: CareerPlanResolvers<ContextType>;
  Commission?: CommissionResolvers<ContextType>;
  CommissionPage?: CommissionPageResolvers<ContextType>;
  CommissionStatus?: CommissionStatusResolvers;
  CommissionType?: CommissionTypeResolvers;
  ContractFile?: ContractFileResolvers<ContextType>;
  ConvertPointsPayload?: ConvertPointsPayloadResolvers<ContextType>;
  CreateApiClientPayload?: CreateApiClientPayloadResolvers<ContextType>;
  CreateWebhookSubscriptionPayload?: CreateWebhookSubscriptionPayloadResolvers<ContextType>;
  Cycle?: CycleResolvers<ContextType>;
  CycleSales?: CycleSalesResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DocumentLink?: DocumentLinkResolvers<ContextType>;
  Ed?: EdResolvers<ContextType>;
  EdBill?: EdBillResolvers<ContextType>;
  EdBillPage?: EdBillPageResolvers<ContextType>;
  EdLevelStars?: EdLevelStarsResolvers<ContextType>;
  EdNotification?: EdNotificationResolvers<ContextType>;
  EdPage?: EdPageResolvers<ContextType>;
  EdProgrammeTotals?: EdProgrammeTotalsResolvers<ContextType>;
  EdProgrammes?: EdProgrammesResolvers<ContextType>;
  EdSale?: EdSaleResolvers<ContextType>;
  EdSalePage?: EdSalePageResolvers<ContextType>;
  EdsCsvFile?: EdsCsvFileResolvers<ContextType>;
  Finance?: FinanceResolvers<ContextType>;
  Goals?: GoalsResolvers<ContextType>;
  HoldingBill?: HoldingBillResolvers<ContextType>;
  HoldingBillPage?: HoldingBillPageResolvers<ContextType>;
  Influencer?: InfluencerResolvers<ContextType>;
  InfluencerPage?: InfluencerPageResolvers<ContextType>;
  Integration?: IntegrationResolvers<ContextType>;
  Invoice?: InvoiceResolvers<ContextType>;
  InvoiceGeneration?: InvoiceGenerationResolvers<ContextType>;
  InvoiceGenerationItem?: InvoiceGenerationItemResolvers<ContextType>;
  InvoicePage?: InvoicePageResolvers<ContextType>;
  LoginPayload?: LoginPayloadResolvers<ContextType>;
  ManagedSale?: ManagedSaleResolvers<ContextType>;
  ManagedSalePage?: ManagedSalePageResolvers<ContextType>;
  Money?: GraphQLScalarType;
  Mutation?: MutationResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  PayeeKind?: PayeeKindResolvers;
  PaymentEntry?: PaymentEntryResolvers<ContextType>;
  PaymentsSummary?: PaymentsSummaryResolvers<ContextType>;
  PointEntry?: PointEntryResolvers<ContextType>;
  PointEntryPage?: PointEntryPageResolvers<ContextType>;
  PointSummary?: PointSummaryResolvers<ContextType>;
  PointsAndVouchers?: PointsAndVouchersResolvers<ContextType>;
  PostalAddress?: PostalAddressResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductLink?: ProductLinkResolvers<ContextType>;
  Profile?: ProfileResolvers<ContextType>;
  PromotableProduct?: PromotableProductResolvers<ContextType>;
  PromotableProductDetail?: PromotableProductDetailResolvers<ContextType>;
  PromotableProducts?: PromotableProductsResolvers<ContextType>;
  PublicTrafficTags?: PublicTrafficTagsResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Sale?: SaleResolvers<ContextType>;
  SalePage?: SalePageResolvers<ContextType>;
  SessionToken?: SessionTokenResolvers<ContextType>;
  TrafficTag?: TrafficTagResolvers<ContextType>;
  TrainingBreadcrumb?: TrainingBreadcrumbResolvers<ContextType>;
  TrainingCategoryNode?: TrainingCategoryNodeResolvers<ContextType>;
  TrainingItem?: TrainingItemResolvers<ContextType>;
  TrainingItemPage?: TrainingItemPageResolvers<ContextType>;
  TrainingLibrary?: TrainingLibraryResolvers<ContextType>;
  TrainingWriteResult?: TrainingWriteResultResolvers<ContextType>;
  Unit?: UnitResolvers<ContextType>;
  UnitBalance?: UnitBalanceResolvers<ContextType>;
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

