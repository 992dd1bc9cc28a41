import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { Context } from '../context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
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
};

/** A notification sent by admin or holding to every ED (affiliate). */
export type EdNotification = {
  __typename?: 'EdNotification';
  date: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  message: Scalars['String']['output'];
  /** How many users received it. */
  recipients: Scalars['Int']['output'];
  title: Scalars['String']['output'];
  type: NotificationType;
};

export type EdNotificationInput = {
  message: Scalars['String']['input'];
  title: Scalars['String']['input'];
  type?: InputMaybe<NotificationType>;
};

export type LoginPayload = {
  __typename?: 'LoginPayload';
  /** Seconds until the token expires. */
  expiresIn: Scalars['Int']['output'];
  /** Bearer token to send as `Authorization: Bearer <token>`. */
  token: Scalars['String']['output'];
  user: User;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Sets a new password using the one-time recovery token from the reset link. */
  changePassword: Scalars['Boolean']['output'];
  /** Deletes a sent ED notification and the copies it created (admin, holding); returns its id. */
  deleteEdNotification: Scalars['ID']['output'];
  /** Deletes one of the viewer's notifications; returns its id. */
  deleteNotification: Scalars['ID']['output'];
  /**
   * Exchanges credentials for a bearer token. Errors carry the message 'Usuário ou senha incorretos.'
   * (wrong credentials) or 'Campos incorretos.' (malformed request) with code BAD_USER_INPUT.
   */
  login: LoginPayload;
  /** Starts a password reset: a one-time link is sent to the e-mail when it belongs to an account. */
  requestPasswordReset: Scalars['Boolean']['output'];
  /** Sends a notification to every ED (admin, holding). */
  sendEdNotification: EdNotification;
};


export type MutationChangePasswordArgs = {
  password: Scalars['String']['input'];
  recoveryToken: Scalars['String']['input'];
};


export type MutationDeleteEdNotificationArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteNotificationArgs = {
  id: Scalars['ID']['input'];
};


export type MutationLoginArgs = {
  password: Scalars['String']['input'];
  username: Scalars['String']['input'];
};


export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
};


export type MutationSendEdNotificationArgs = {
  input: EdNotificationInput;
};

export type Notification = {
  __typename?: 'Notification';
  date: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  message: Scalars['String']['output'];
  title: Scalars['String']['output'];
  type: NotificationType;
};

export type NotificationType =
  | 'ERROR'
  | 'INFO'
  | 'SUCCESS'
  | 'WARN';

export type Query = {
  __typename?: 'Query';
  /** ED notifications sent so far (admin, holding). */
  edNotifications: Array<EdNotification>;
  /** The authenticated user. */
  me: User;
  /** The viewer's notifications, newest first. */
  notifications: Array<Notification>;
};

/** Role flags of a user. A user may hold several (SPEC §1). */
export type Role =
  | 'ADMIN'
  | 'AFFILIATED'
  | 'AGENT'
  | 'BRANCH'
  | 'HOLDING'
  | 'PRODUCER';

export type User = {
  __typename?: 'User';
  /** Unit name for branch users. */
  branchName?: Maybe<Scalars['String']['output']>;
  /** First word of the name. */
  displayName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isAdmin: Scalars['Boolean']['output'];
  isAffiliated: Scalars['Boolean']['output'];
  isAgent: Scalars['Boolean']['output'];
  isBranch: Scalars['Boolean']['output'];
  isHolding: Scalars['Boolean']['output'];
  isProducer: Scalars['Boolean']['output'];
  mobilePhoneNumber?: Maybe<Scalars['String']['output']>;
  /** Full name. */
  name: Scalars['String']['output'];
  roles: Array<Role>;
  /** Registration status (OK, PENDING_CONFIRMATION, PENDING_PASSWORD, PENDING_CNPJ, ...). */
  status: Scalars['String']['output'];
  userInfo?: Maybe<UserInfo>;
  /** Login e-mail, lowercase. */
  username: Scalars['String']['output'];
};

/** Registration and programme flags of the user (upstream `userInfo`). */
export type UserInfo = {
  __typename?: 'UserInfo';
  pointsAndVouchers?: Maybe<Scalars['String']['output']>;
  statusCnpj?: Maybe<Scalars['String']['output']>;
  statusPoints?: Maybe<Scalars['String']['output']>;
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
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  EdNotification: ResolverTypeWrapper<EdNotification>;
  EdNotificationInput: EdNotificationInput;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  LoginPayload: ResolverTypeWrapper<LoginPayload>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Notification: ResolverTypeWrapper<Notification>;
  NotificationType: NotificationType;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Role: Role;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  User: ResolverTypeWrapper<User>;
  UserInfo: ResolverTypeWrapper<UserInfo>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Boolean: Scalars['Boolean']['output'];
  DateTime: Scalars['DateTime']['output'];
  EdNotification: EdNotification;
  EdNotificationInput: EdNotificationInput;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  LoginPayload: LoginPayload;
  Mutation: Record<PropertyKey, never>;
  Notification: Notification;
  Query: Record<PropertyKey, never>;
  String: Scalars['String']['output'];
  User: User;
  UserInfo: UserInfo;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type EdNotificationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EdNotification'] = ResolversParentTypes['EdNotification']> = {
  date?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recipients?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['NotificationType'], ParentType, ContextType>;
};

export type LoginPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LoginPayload'] = ResolversParentTypes['LoginPayload']> = {
  expiresIn?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  changePassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'password' | 'recoveryToken'>>;
  deleteEdNotification?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteEdNotificationArgs, 'id'>>;
  deleteNotification?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteNotificationArgs, 'id'>>;
  login?: Resolver<ResolversTypes['LoginPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'password' | 'username'>>;
  requestPasswordReset?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'email'>>;
  sendEdNotification?: Resolver<ResolversTypes['EdNotification'], ParentType, ContextType, RequireFields<MutationSendEdNotificationArgs, 'input'>>;
};

export type NotificationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification']> = {
  date?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['NotificationType'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  edNotifications?: Resolver<Array<ResolversTypes['EdNotification']>, ParentType, ContextType>;
  me?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  notifications?: Resolver<Array<ResolversTypes['Notification']>, ParentType, ContextType>;
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

export type Resolvers<ContextType = Context> = {
  DateTime?: GraphQLScalarType;
  EdNotification?: EdNotificationResolvers<ContextType>;
  LoginPayload?: LoginPayloadResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserInfo?: UserInfoResolvers<ContextType>;
};

