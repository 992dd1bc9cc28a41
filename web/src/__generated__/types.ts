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

export type EdNotificationInput = {
  message: Scalars['String']['input'];
  title: Scalars['String']['input'];
  type?: InputMaybe<NotificationType>;
};

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
