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

/** A notification to send to every ED (affiliate). */
export type EdNotificationInput = {
  /** Body, plain text; trimmed, not blank, at most 2000 characters. */
  message: Scalars['String']['input'];
  /** Short heading, plain text; trimmed, not blank, at most 120 characters. */
  title: Scalars['String']['input'];
  /** Severity; INFO when absent or null. */
  type?: InputMaybe<NotificationType>;
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

/** Invoice-issuing integration of an account: it generates invoices instead of uploading them. */
export type IntegrationKind =
  /** Invoices are generated through BBP. */
  | 'BBP'
  /** Invoices are generated through DMEI (MEI invoice issuer). */
  | 'DMEI';

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

/** Status of a sale's payment. */
export type SaleStatus =
  /** Payment approved. */
  | 'APPROVED'
  /** Cancelled before payment. */
  | 'CANCELED'
  /** Paid, then refunded to the customer. */
  | 'REFUNDED';

/** Sort direction of a list (by date for commissions and sales, by cycle number for payments). */
export type SortDirection =
  /** Oldest (lowest) first. */
  | 'ASC'
  /** Newest (highest) first. */
  | 'DESC';

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
