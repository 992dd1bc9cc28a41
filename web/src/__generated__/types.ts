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
  /**
   * An amount of money in integer cents of BRL, e.g. 123456 for R$ 1.234,56; negative for debits. A JSON
   * number, exact up to 9 007 199 254 740 991 (2^53 − 1): `Int` is 32 bits and stops at R$ 21.474.836,47,
   * which holding-wide totals pass. Inputs must be integers within that range.
   */
  Money: { input: number; output: number; }
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

/** Which side an agent acts on (docs/product.md §1.2: agents act through `agent_as_role`). Ignored for other roles. */
export type AgentRole =
  /** Dashboard do Influenciador: the agent's own influencer (affiliate) side. */
  | 'AFFILIATED'
  /** Dashboard do Agenciador: the agent's branch side. */
  | 'BRANCH';

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

/** A new API client. */
export type CreateApiClientInput = {
  /** Optional expiry (ISO-8601 instant, at most a year ahead); null: until revoked. */
  expiresAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** The owner's name for it (at most 80 characters). */
  name: Scalars['String']['input'];
  /** Scopes to grant, e.g. points:read; never more than the owner's roles allow. */
  scopes: Array<Scalars['String']['input']>;
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

/** Which cycles (docs/product.md §11.2). */
export type CycleKind =
  /** Ciclos Comerciais: the sales cycles goals and commissions count in. */
  | 'COMMERCIAL'
  /** Ciclos Financeiros: the payment cycles. */
  | 'FINANCIAL';

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

/** Invoice-issuing integration of an account: it generates invoices instead of uploading them. */
export type IntegrationKind =
  /** Invoices are generated through BBP. */
  | 'BBP'
  /** Invoices are generated through DMEI (MEI invoice issuer). */
  | 'DMEI';

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

/** Sort field of the Notas Fiscais list: only the order an index serves at every scale. */
export type InvoiceSortField =
  /** When the invoice was sent (default, newest first). */
  | 'SENT_AT';

/** An e-mail category a person may turn off (docs/mail.md); codes and security notices are none. */
export type MailCategory =
  /** Bill e-mails: NF received and in analysis, NF refused, bill ready for payment, bill paid. */
  | 'BILLS'
  /** The ED notifications the holding sends, also by e-mail. */
  | 'ED_NOTIFICATIONS'
  /** The affiliate's weekly summary of the cycle: sales, commissions, goals. */
  | 'WEEKLY_SUMMARY';

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

/** A change of e-mail preferences: the categories given are set, the others keep their choice. */
export type MailPreferencesInput = {
  /** Bill e-mails on or off. */
  bills?: InputMaybe<Scalars['Boolean']['input']>;
  /** ED notifications by e-mail on or off. */
  edNotifications?: InputMaybe<Scalars['Boolean']['input']>;
  /** The weekly summary on or off. */
  weeklySummary?: InputMaybe<Scalars['Boolean']['input']>;
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

/** The CSV of a mass change (the template's columns: email;unidade_id;nivel;is_franchisee;is_trainer;is_lecturer;tracking). */
export type MassChangeInput = {
  /** The file's text (UTF-8), at most 4 000 000 characters. */
  csv: Scalars['String']['input'];
  /** The file's name, 1–255 characters. */
  fileName: Scalars['String']['input'];
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

/** Status of a points entry, derived when read (docs/product.md §3): fully spent, past its date, or usable. */
export type PointStatus =
  /** Disponível: usable until it expires. */
  | 'AVAILABLE'
  /** Expirado: past its expiry date, unspent. */
  | 'EXPIRED'
  /** Utilizado: spent on vouchers. */
  | 'USED';

/** Who joins the programme (docs/product.md §7.2): the user, the viewer's unit (the ED programme) or the holding. */
export type PointsMemberType =
  /** The holding: accepted at once. */
  | 'HOLDING'
  /** The branch user's unit (Programa de Pontos ED): accepted at once. */
  | 'UNITS'
  /** The viewer as an affiliate: joining, then signing, then the code. */
  | 'USER';

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

/** Which holding products a list shows: every one, those with a campaign (a special event), those without. */
export type ProductCampaignFilter =
  /** Every product. */
  | 'ALL'
  /** Products without special events. */
  | 'WITHOUT_CAMPAIGN'
  /** Products with at least one special event. */
  | 'WITH_CAMPAIGN';

/** A commission of the product form; each level at most once. */
export type ProductLevelCommissionInput = {
  /** Career level, 1–20. */
  level: Scalars['Int']['input'];
  /** Basis points, 0–10000. */
  rateBp: Scalars['Int']['input'];
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

/** Which account a commission of a sale belongs to. */
export type SaleCommissionSide =
  /** The affiliate who sold. */
  | 'AFFILIATE'
  /** The unit (or agency) credited with the sale. */
  | 'BRANCH';

/** Status of a sale's payment. */
export type SaleStatus =
  /** Payment approved. */
  | 'APPROVED'
  /** Cancelled before payment. */
  | 'CANCELED'
  /** Paid, then refunded to the customer. */
  | 'REFUNDED';

/** What a Salesforce error is about (a closed set). */
export type SalesforceErrorType =
  /** A CRM campaign the poll could not apply: no product with its code, invalid or past dates. */
  | 'CAMPAIGN'
  /** A product the CRM's code points at ambiguously: the code on several products, or on an inactive one. */
  | 'PRODUCT'
  /** A registered sale that could not be sent to the CRM: its product has no Salesforce code. */
  | 'SALE';

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

/** Whether a library item is a category or an attachment (upstream's type_item). */
export type TrainingItemKind =
  /** An attachment: opens in the viewer, the player or as a download. */
  | 'ATTACHMENT'
  /** A category: opens its own level of the library. */
  | 'CATEGORY';

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

/** A goal of a unit edit. */
export type UnitCycleGoalInput = {
  /** The commercial cycle's id (`UnitCycleGoal.cycleId`). */
  cycleId: Scalars['ID']['input'];
  /** The goal in cents (0 or more); null removes the cycle's goal. */
  value?: InputMaybe<Scalars['Money']['input']>;
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
