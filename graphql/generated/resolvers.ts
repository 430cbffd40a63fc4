import type { GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../../gateway/context.ts';
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
};

export type AccountType =
  | 'ADMIN'
  | 'SUB_ADMIN';

/** Result of a delete, restore or other change that returns no record. */
export type ActionResult = {
  __typename?: 'ActionResult';
  id: Scalars['ID']['output'];
  message: Scalars['String']['output'];
};

export type CreateRoleInput = {
  name: Scalars['String']['input'];
  permissions: Array<PermissionInput>;
};

export type Health = {
  __typename?: 'Health';
  api: Scalars['Boolean']['output'];
  gateway: Scalars['Boolean']['output'];
};

/** The signed-in account, read afresh from the API on every request. */
export type Me = {
  __typename?: 'Me';
  accountType: AccountType;
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  permissions: Array<Permission>;
  roleName?: Maybe<Scalars['String']['output']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  createRole: RoleResult;
  deleteRole: ActionResult;
  login: Session;
  setRoleStatus: RoleResult;
  updateRole: RoleResult;
};


export type MutationCreateRoleArgs = {
  input: CreateRoleInput;
};


export type MutationDeleteRoleArgs = {
  id: Scalars['ID']['input'];
};


export type MutationLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationSetRoleStatusArgs = {
  id: Scalars['ID']['input'];
  status: Status;
};


export type MutationUpdateRoleArgs = {
  input: UpdateRoleInput;
};

/** One row of a role's permission matrix; `module` is one of the 17 module keys. */
export type Permission = {
  __typename?: 'Permission';
  add: Scalars['Boolean']['output'];
  all: Scalars['Boolean']['output'];
  del: Scalars['Boolean']['output'];
  edit: Scalars['Boolean']['output'];
  module: Scalars['String']['output'];
  view: Scalars['Boolean']['output'];
};

export type PermissionInput = {
  add: Scalars['Boolean']['input'];
  all: Scalars['Boolean']['input'];
  del: Scalars['Boolean']['input'];
  edit: Scalars['Boolean']['input'];
  module: Scalars['String']['input'];
  view: Scalars['Boolean']['input'];
};

export type Query = {
  __typename?: 'Query';
  /** Active roles, for choosing a sub-admin's role. */
  allRoles: Array<Role>;
  /** Liveness of the gateway and the API behind it. */
  health: Health;
  me: Me;
  role: Role;
  roles: RolePage;
};


export type QueryRoleArgs = {
  id: Scalars['ID']['input'];
};


export type QueryRolesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};

export type Role = {
  __typename?: 'Role';
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  permissions: Array<Permission>;
  status: Status;
};

export type RolePage = {
  __typename?: 'RolePage';
  count: Scalars['Int']['output'];
  items: Array<Role>;
};

export type RoleResult = {
  __typename?: 'RoleResult';
  message: Scalars['String']['output'];
  role: Role;
};

export type Session = {
  __typename?: 'Session';
  accountType: AccountType;
  message: Scalars['String']['output'];
  name: Scalars['String']['output'];
  permissions: Array<Permission>;
  token: Scalars['String']['output'];
};

/** Record status: 1 active, 2 inactive in the REST API. */
export type Status =
  | 'ACTIVE'
  | 'INACTIVE';

export type UpdateRoleInput = {
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
  permissions: Array<PermissionInput>;
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
  AccountType: AccountType;
  ActionResult: ResolverTypeWrapper<ActionResult>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CreateRoleInput: CreateRoleInput;
  Health: ResolverTypeWrapper<Health>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Me: ResolverTypeWrapper<Me>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Permission: ResolverTypeWrapper<Permission>;
  PermissionInput: PermissionInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Role: ResolverTypeWrapper<Role>;
  RolePage: ResolverTypeWrapper<RolePage>;
  RoleResult: ResolverTypeWrapper<RoleResult>;
  Session: ResolverTypeWrapper<Session>;
  Status: Status;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  UpdateRoleInput: UpdateRoleInput;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  ActionResult: ActionResult;
  Boolean: Scalars['Boolean']['output'];
  CreateRoleInput: CreateRoleInput;
  Health: Health;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Me: Me;
  Mutation: Record<PropertyKey, never>;
  Permission: Permission;
  PermissionInput: PermissionInput;
  Query: Record<PropertyKey, never>;
  Role: Role;
  RolePage: RolePage;
  RoleResult: RoleResult;
  Session: Session;
  String: Scalars['String']['output'];
  UpdateRoleInput: UpdateRoleInput;
};

export type ActionResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActionResult'] = ResolversParentTypes['ActionResult']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HealthResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Health'] = ResolversParentTypes['Health']> = {
  api?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  gateway?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type MeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Me'] = ResolversParentTypes['Me']> = {
  accountType?: Resolver<ResolversTypes['AccountType'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['Permission']>, ParentType, ContextType>;
  roleName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  createRole?: Resolver<ResolversTypes['RoleResult'], ParentType, ContextType, RequireFields<MutationCreateRoleArgs, 'input'>>;
  deleteRole?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationDeleteRoleArgs, 'id'>>;
  login?: Resolver<ResolversTypes['Session'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'email' | 'password'>>;
  setRoleStatus?: Resolver<ResolversTypes['RoleResult'], ParentType, ContextType, RequireFields<MutationSetRoleStatusArgs, 'id' | 'status'>>;
  updateRole?: Resolver<ResolversTypes['RoleResult'], ParentType, ContextType, RequireFields<MutationUpdateRoleArgs, 'input'>>;
};

export type PermissionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Permission'] = ResolversParentTypes['Permission']> = {
  add?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  all?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  del?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  edit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  module?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  view?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  allRoles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
  health?: Resolver<ResolversTypes['Health'], ParentType, ContextType>;
  me?: Resolver<ResolversTypes['Me'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType, RequireFields<QueryRoleArgs, 'id'>>;
  roles?: Resolver<ResolversTypes['RolePage'], ParentType, ContextType, Partial<QueryRolesArgs>>;
};

export type RoleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Role'] = ResolversParentTypes['Role']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['Permission']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Status'], ParentType, ContextType>;
};

export type RolePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RolePage'] = ResolversParentTypes['RolePage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
};

export type RoleResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RoleResult'] = ResolversParentTypes['RoleResult']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
};

export type SessionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Session'] = ResolversParentTypes['Session']> = {
  accountType?: Resolver<ResolversTypes['AccountType'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['Permission']>, ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  ActionResult?: ActionResultResolvers<ContextType>;
  Health?: HealthResolvers<ContextType>;
  Me?: MeResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Permission?: PermissionResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Role?: RoleResolvers<ContextType>;
  RolePage?: RolePageResolvers<ContextType>;
  RoleResult?: RoleResultResolvers<ContextType>;
  Session?: SessionResolvers<ContextType>;
};

