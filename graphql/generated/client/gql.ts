/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation CliDeleteRole($id: ID!) {\n    deleteRole(id: $id) {\n      id\n      message\n    }\n  }\n": typeof types.CliDeleteRoleDocument,
    "\n  query CliRole($id: ID!) {\n    role(id: $id) {\n      ...CliRoleFields\n    }\n  }\n": typeof types.CliRoleDocument,
    "\n  query CliRoles($limit: Int, $offset: Int, $search: String) {\n    roles(limit: $limit, offset: $offset, search: $search) {\n      count\n      items {\n        ...CliRoleFields\n      }\n    }\n  }\n": typeof types.CliRolesDocument,
    "\n  fragment CliRoleFields on Role {\n    id\n    name\n    status\n    createdAt\n    permissions {\n      module\n      all\n      add\n      view\n      edit\n      del\n    }\n  }\n": typeof types.CliRoleFieldsFragmentDoc,
    "\n  mutation CliSetRoleStatus($id: ID!, $status: Status!) {\n    setRoleStatus(id: $id, status: $status) {\n      message\n      role {\n        ...CliRoleFields\n      }\n    }\n  }\n": typeof types.CliSetRoleStatusDocument,
    "\n  query CliHealth {\n    health {\n      gateway\n      api\n    }\n  }\n": typeof types.CliHealthDocument,
    "\n  query CliMe {\n    me {\n      id\n      name\n      email\n      accountType\n      roleName\n    }\n  }\n": typeof types.CliMeDocument,
    "\n  mutation CliLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      name\n      accountType\n      message\n    }\n  }\n": typeof types.CliLoginDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      name\n      accountType\n      message\n      permissions { module all add view edit del }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  query Me {\n    me {\n      name\n      accountType\n      permissions { module all add view edit del }\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation CreateRole($input: CreateRoleInput!) {\n    createRole(input: $input) { message role { id } }\n  }\n": typeof types.CreateRoleDocument,
    "\n  mutation DeleteRole($id: ID!) {\n    deleteRole(id: $id) { id message }\n  }\n": typeof types.DeleteRoleDocument,
    "\n  query Role($id: ID!) {\n    role(id: $id) {\n      id\n      name\n      status\n      createdAt\n      permissions { module all add view edit del }\n    }\n  }\n": typeof types.RoleDocument,
    "\n  query Roles($limit: Int, $offset: Int, $search: String) {\n    roles(limit: $limit, offset: $offset, search: $search) {\n      count\n      items { id name status createdAt }\n    }\n  }\n": typeof types.RolesDocument,
    "\n  mutation SetRoleStatus($id: ID!, $status: Status!) {\n    setRoleStatus(id: $id, status: $status) { message role { id status } }\n  }\n": typeof types.SetRoleStatusDocument,
    "\n  mutation UpdateRole($input: UpdateRoleInput!) {\n    updateRole(input: $input) { message role { id } }\n  }\n": typeof types.UpdateRoleDocument,
};
const documents: Documents = {
    "\n  mutation CliDeleteRole($id: ID!) {\n    deleteRole(id: $id) {\n      id\n      message\n    }\n  }\n": types.CliDeleteRoleDocument,
    "\n  query CliRole($id: ID!) {\n    role(id: $id) {\n      ...CliRoleFields\n    }\n  }\n": types.CliRoleDocument,
    "\n  query CliRoles($limit: Int, $offset: Int, $search: String) {\n    roles(limit: $limit, offset: $offset, search: $search) {\n      count\n      items {\n        ...CliRoleFields\n      }\n    }\n  }\n": types.CliRolesDocument,
    "\n  fragment CliRoleFields on Role {\n    id\n    name\n    status\n    createdAt\n    permissions {\n      module\n      all\n      add\n      view\n      edit\n      del\n    }\n  }\n": types.CliRoleFieldsFragmentDoc,
    "\n  mutation CliSetRoleStatus($id: ID!, $status: Status!) {\n    setRoleStatus(id: $id, status: $status) {\n      message\n      role {\n        ...CliRoleFields\n      }\n    }\n  }\n": types.CliSetRoleStatusDocument,
    "\n  query CliHealth {\n    health {\n      gateway\n      api\n    }\n  }\n": types.CliHealthDocument,
    "\n  query CliMe {\n    me {\n      id\n      name\n      email\n      accountType\n      roleName\n    }\n  }\n": types.CliMeDocument,
    "\n  mutation CliLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      name\n      accountType\n      message\n    }\n  }\n": types.CliLoginDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      name\n      accountType\n      message\n      permissions { module all add view edit del }\n    }\n  }\n": types.LoginDocument,
    "\n  query Me {\n    me {\n      name\n      accountType\n      permissions { module all add view edit del }\n    }\n  }\n": types.MeDocument,
    "\n  mutation CreateRole($input: CreateRoleInput!) {\n    createRole(input: $input) { message role { id } }\n  }\n": types.CreateRoleDocument,
    "\n  mutation DeleteRole($id: ID!) {\n    deleteRole(id: $id) { id message }\n  }\n": types.DeleteRoleDocument,
    "\n  query Role($id: ID!) {\n    role(id: $id) {\n      id\n      name\n      status\n      createdAt\n      permissions { module all add view edit del }\n    }\n  }\n": types.RoleDocument,
    "\n  query Roles($limit: Int, $offset: Int, $search: String) {\n    roles(limit: $limit, offset: $offset, search: $search) {\n      count\n      items { id name status createdAt }\n    }\n  }\n": types.RolesDocument,
    "\n  mutation SetRoleStatus($id: ID!, $status: Status!) {\n    setRoleStatus(id: $id, status: $status) { message role { id status } }\n  }\n": types.SetRoleStatusDocument,
    "\n  mutation UpdateRole($input: UpdateRoleInput!) {\n    updateRole(input: $input) { message role { id } }\n  }\n": types.UpdateRoleDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CliDeleteRole($id: ID!) {\n    deleteRole(id: $id) {\n      id\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation CliDeleteRole($id: ID!) {\n    deleteRole(id: $id) {\n      id\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CliRole($id: ID!) {\n    role(id: $id) {\n      ...CliRoleFields\n    }\n  }\n"): (typeof documents)["\n  query CliRole($id: ID!) {\n    role(id: $id) {\n      ...CliRoleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CliRoles($limit: Int, $offset: Int, $search: String) {\n    roles(limit: $limit, offset: $offset, search: $search) {\n      count\n      items {\n        ...CliRoleFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query CliRoles($limit: Int, $offset: Int, $search: String) {\n    roles(limit: $limit, offset: $offset, search: $search) {\n      count\n      items {\n        ...CliRoleFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CliRoleFields on Role {\n    id\n    name\n    status\n    createdAt\n    permissions {\n      module\n      all\n      add\n      view\n      edit\n      del\n    }\n  }\n"): (typeof documents)["\n  fragment CliRoleFields on Role {\n    id\n    name\n    status\n    createdAt\n    permissions {\n      module\n      all\n      add\n      view\n      edit\n      del\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CliSetRoleStatus($id: ID!, $status: Status!) {\n    setRoleStatus(id: $id, status: $status) {\n      message\n      role {\n        ...CliRoleFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CliSetRoleStatus($id: ID!, $status: Status!) {\n    setRoleStatus(id: $id, status: $status) {\n      message\n      role {\n        ...CliRoleFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CliHealth {\n    health {\n      gateway\n      api\n    }\n  }\n"): (typeof documents)["\n  query CliHealth {\n    health {\n      gateway\n      api\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CliMe {\n    me {\n      id\n      name\n      email\n      accountType\n      roleName\n    }\n  }\n"): (typeof documents)["\n  query CliMe {\n    me {\n      id\n      name\n      email\n      accountType\n      roleName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CliLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      name\n      accountType\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation CliLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      name\n      accountType\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      name\n      accountType\n      message\n      permissions { module all add view edit del }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      name\n      accountType\n      message\n      permissions { module all add view edit del }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      name\n      accountType\n      permissions { module all add view edit del }\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      name\n      accountType\n      permissions { module all add view edit del }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateRole($input: CreateRoleInput!) {\n    createRole(input: $input) { message role { id } }\n  }\n"): (typeof documents)["\n  mutation CreateRole($input: CreateRoleInput!) {\n    createRole(input: $input) { message role { id } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteRole($id: ID!) {\n    deleteRole(id: $id) { id message }\n  }\n"): (typeof documents)["\n  mutation DeleteRole($id: ID!) {\n    deleteRole(id: $id) { id message }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Role($id: ID!) {\n    role(id: $id) {\n      id\n      name\n      status\n      createdAt\n      permissions { module all add view edit del }\n    }\n  }\n"): (typeof documents)["\n  query Role($id: ID!) {\n    role(id: $id) {\n      id\n      name\n      status\n      createdAt\n      permissions { module all add view edit del }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Roles($limit: Int, $offset: Int, $search: String) {\n    roles(limit: $limit, offset: $offset, search: $search) {\n      count\n      items { id name status createdAt }\n    }\n  }\n"): (typeof documents)["\n  query Roles($limit: Int, $offset: Int, $search: String) {\n    roles(limit: $limit, offset: $offset, search: $search) {\n      count\n      items { id name status createdAt }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetRoleStatus($id: ID!, $status: Status!) {\n    setRoleStatus(id: $id, status: $status) { message role { id status } }\n  }\n"): (typeof documents)["\n  mutation SetRoleStatus($id: ID!, $status: Status!) {\n    setRoleStatus(id: $id, status: $status) { message role { id status } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateRole($input: UpdateRoleInput!) {\n    updateRole(input: $input) { message role { id } }\n  }\n"): (typeof documents)["\n  mutation UpdateRole($input: UpdateRoleInput!) {\n    updateRole(input: $input) { message role { id } }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;