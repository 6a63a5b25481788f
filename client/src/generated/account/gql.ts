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
    "fragment AccountUser on User {\n  id\n  email\n  firstName\n  lastName\n  role\n  isVerified\n}\n\nfragment AccountSession on AuthPayload {\n  accessToken\n  refreshToken\n  user {\n    ...AccountUser\n  }\n}\n\nmutation SignIn($input: SignInInput!) {\n  signIn(input: $input) {\n    ...AccountSession\n  }\n}\n\nmutation SignUp($input: SignUpInput!) {\n  signUp(input: $input) {\n    ...AccountSession\n  }\n}\n\nmutation ConfirmEmail($token: String!) {\n  confirmEmail(token: $token) {\n    ...AccountSession\n  }\n}\n\nmutation ResendConfirmation($email: String!) {\n  resendConfirmation(email: $email) {\n    message\n  }\n}\n\nmutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email) {\n    message\n  }\n}\n\nmutation ResetPassword($input: NewPasswordInput!) {\n  resetPassword(input: $input) {\n    ...AccountSession\n  }\n}\n\nquery AccountMe {\n  me {\n    ...AccountUser\n  }\n}\n\nmutation UpdateProfile($id: Int!, $input: UserUpdateInput!) {\n  updateUser(id: $id, input: $input) {\n    ...AccountUser\n  }\n}\n\nmutation ChangePassword($userId: Int!, $input: ChangePasswordInput!) {\n  changePassword(userId: $userId, input: $input) {\n    message\n  }\n}\n\nmutation SignOut($token: String) {\n  signOut(token: $token) {\n    message\n  }\n}": typeof types.AccountUserFragmentDoc,
    "mutation SendHelpMessage($input: HelpInput!) {\n  sendHelpMessage(input: $input) {\n    message\n  }\n}\n\nmutation RequestCallBack($input: CallBackInput!) {\n  requestCallBack(input: $input) {\n    message\n  }\n}\n\nquery ConsentText {\n  consentText {\n    version\n    text\n  }\n}": typeof types.SendHelpMessageDocument,
};
const documents: Documents = {
    "fragment AccountUser on User {\n  id\n  email\n  firstName\n  lastName\n  role\n  isVerified\n}\n\nfragment AccountSession on AuthPayload {\n  accessToken\n  refreshToken\n  user {\n    ...AccountUser\n  }\n}\n\nmutation SignIn($input: SignInInput!) {\n  signIn(input: $input) {\n    ...AccountSession\n  }\n}\n\nmutation SignUp($input: SignUpInput!) {\n  signUp(input: $input) {\n    ...AccountSession\n  }\n}\n\nmutation ConfirmEmail($token: String!) {\n  confirmEmail(token: $token) {\n    ...AccountSession\n  }\n}\n\nmutation ResendConfirmation($email: String!) {\n  resendConfirmation(email: $email) {\n    message\n  }\n}\n\nmutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email) {\n    message\n  }\n}\n\nmutation ResetPassword($input: NewPasswordInput!) {\n  resetPassword(input: $input) {\n    ...AccountSession\n  }\n}\n\nquery AccountMe {\n  me {\n    ...AccountUser\n  }\n}\n\nmutation UpdateProfile($id: Int!, $input: UserUpdateInput!) {\n  updateUser(id: $id, input: $input) {\n    ...AccountUser\n  }\n}\n\nmutation ChangePassword($userId: Int!, $input: ChangePasswordInput!) {\n  changePassword(userId: $userId, input: $input) {\n    message\n  }\n}\n\nmutation SignOut($token: String) {\n  signOut(token: $token) {\n    message\n  }\n}": types.AccountUserFragmentDoc,
    "mutation SendHelpMessage($input: HelpInput!) {\n  sendHelpMessage(input: $input) {\n    message\n  }\n}\n\nmutation RequestCallBack($input: CallBackInput!) {\n  requestCallBack(input: $input) {\n    message\n  }\n}\n\nquery ConsentText {\n  consentText {\n    version\n    text\n  }\n}": types.SendHelpMessageDocument,
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
export function graphql(source: "fragment AccountUser on User {\n  id\n  email\n  firstName\n  lastName\n  role\n  isVerified\n}\n\nfragment AccountSession on AuthPayload {\n  accessToken\n  refreshToken\n  user {\n    ...AccountUser\n  }\n}\n\nmutation SignIn($input: SignInInput!) {\n  signIn(input: $input) {\n    ...AccountSession\n  }\n}\n\nmutation SignUp($input: SignUpInput!) {\n  signUp(input: $input) {\n    ...AccountSession\n  }\n}\n\nmutation ConfirmEmail($token: String!) {\n  confirmEmail(token: $token) {\n    ...AccountSession\n  }\n}\n\nmutation ResendConfirmation($email: String!) {\n  resendConfirmation(email: $email) {\n    message\n  }\n}\n\nmutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email) {\n    message\n  }\n}\n\nmutation ResetPassword($input: NewPasswordInput!) {\n  resetPassword(input: $input) {\n    ...AccountSession\n  }\n}\n\nquery AccountMe {\n  me {\n    ...AccountUser\n  }\n}\n\nmutation UpdateProfile($id: Int!, $input: UserUpdateInput!) {\n  updateUser(id: $id, input: $input) {\n    ...AccountUser\n  }\n}\n\nmutation ChangePassword($userId: Int!, $input: ChangePasswordInput!) {\n  changePassword(userId: $userId, input: $input) {\n    message\n  }\n}\n\nmutation SignOut($token: String) {\n  signOut(token: $token) {\n    message\n  }\n}"): (typeof documents)["fragment AccountUser on User {\n  id\n  email\n  firstName\n  lastName\n  role\n  isVerified\n}\n\nfragment AccountSession on AuthPayload {\n  accessToken\n  refreshToken\n  user {\n    ...AccountUser\n  }\n}\n\nmutation SignIn($input: SignInInput!) {\n  signIn(input: $input) {\n    ...AccountSession\n  }\n}\n\nmutation SignUp($input: SignUpInput!) {\n  signUp(input: $input) {\n    ...AccountSession\n  }\n}\n\nmutation ConfirmEmail($token: String!) {\n  confirmEmail(token: $token) {\n    ...AccountSession\n  }\n}\n\nmutation ResendConfirmation($email: String!) {\n  resendConfirmation(email: $email) {\n    message\n  }\n}\n\nmutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email) {\n    message\n  }\n}\n\nmutation ResetPassword($input: NewPasswordInput!) {\n  resetPassword(input: $input) {\n    ...AccountSession\n  }\n}\n\nquery AccountMe {\n  me {\n    ...AccountUser\n  }\n}\n\nmutation UpdateProfile($id: Int!, $input: UserUpdateInput!) {\n  updateUser(id: $id, input: $input) {\n    ...AccountUser\n  }\n}\n\nmutation ChangePassword($userId: Int!, $input: ChangePasswordInput!) {\n  changePassword(userId: $userId, input: $input) {\n    message\n  }\n}\n\nmutation SignOut($token: String) {\n  signOut(token: $token) {\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SendHelpMessage($input: HelpInput!) {\n  sendHelpMessage(input: $input) {\n    message\n  }\n}\n\nmutation RequestCallBack($input: CallBackInput!) {\n  requestCallBack(input: $input) {\n    message\n  }\n}\n\nquery ConsentText {\n  consentText {\n    version\n    text\n  }\n}"): (typeof documents)["mutation SendHelpMessage($input: HelpInput!) {\n  sendHelpMessage(input: $input) {\n    message\n  }\n}\n\nmutation RequestCallBack($input: CallBackInput!) {\n  requestCallBack(input: $input) {\n    message\n  }\n}\n\nquery ConsentText {\n  consentText {\n    version\n    text\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;