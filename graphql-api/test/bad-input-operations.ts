import { randomUUID } from 'node:crypto';
import type { Caller } from './bad-input-battery';
import { aJobInput } from './jobs/job.factory';
import { COURSE_AND_ADMIN_OPERATIONS } from './bad-input-operations.courses-admin';

/** One GraphQL operation, the callers that matter, and valid variables the battery bends. */
export type Operation = {
  name: string;
  callers: Caller[];
  doc: string;
  variables: Record<string, unknown>;
};

const JOBS = `query Jobs($filter: JobFilter, $first: Int, $after: String) {
  jobs(filter: $filter, first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node { id slug title isOpen } } }
}`;
const SUGGESTIONS = `query Suggestions($first: Int, $after: String) {
  suggestions(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node { id suggestion job { id } } } }
}`;

/** Every operation of schema.graphql, the callers that matter, and valid variables the battery bends. */
export const OPERATIONS: Operation[] = [
  {
    name: 'jobs',
    callers: ['anonymous'],
    doc: JOBS,
    variables: {
      filter: {
        q: 'react',
        types: ['FULL_TIME'],
        locations: ['REMOTE'],
        maxSalary: 5_000_000,
        minSalary: 0,
        maxExperience: 5,
        includeClosed: false,
      },
      first: 5,
      after: null,
    },
  },
  {
    name: 'job',
    callers: ['anonymous'],
    doc: 'query Job($slug: String!) { job(slug: $slug) { id title slug } }',
    variables: { slug: '{SLUG}' },
  },
  {
    name: 'jobTitleSuggestions',
    callers: ['anonymous'],
    doc: 'query Titles($q: String!, $limit: Int) { jobTitleSuggestions(q: $q, limit: $limit) }',
    variables: { q: 'react', limit: 5 },
  },
  {
    name: 'me',
    callers: ['anonymous', 'customer', 'admin'],
    doc: 'query Me { me { id email isAdmin } }',
    variables: {},
  },
  {
    name: 'suggestions',
    callers: ['admin', 'customer', 'anonymous'],
    doc: SUGGESTIONS,
    variables: { first: 5, after: null },
  },
  {
    name: 'createJob',
    callers: ['admin', 'customer', 'anonymous'],
    doc: 'mutation Create($input: JobInput!) { createJob(input: $input) { id slug } }',
    variables: { input: aJobInput({}, 'sweep') },
  },
  {
    name: 'updateJob',
    callers: ['admin', 'customer', 'anonymous'],
    doc: 'mutation Update($id: ID!, $input: JobInput!) { updateJob(id: $id, input: $input) { id slug } }',
    variables: { id: '{JOB}', input: aJobInput({}, 'sweep') },
  },
  {
    name: 'deleteJob',
    callers: ['admin', 'customer', 'anonymous'],
    doc: 'mutation Delete($id: ID!) { deleteJob(id: $id) }',
    variables: { id: randomUUID() },
  },
  {
    name: 'recordJobView',
    callers: ['anonymous'],
    doc: 'mutation View($id: ID!) { recordJobView(id: $id) { id views } }',
    variables: { id: '{VIEWED}' },
  },
  {
    name: 'signup',
    callers: ['anonymous'],
    doc: 'mutation Signup($input: SignupInput!) { signup(input: $input) { id } }',
    variables: {
      input: { name: 'Sweep', email: 'sweep.signup@example.com', password: 'long-enough-1' },
    },
  },
  {
    name: 'login',
    callers: ['anonymous'],
    doc: 'mutation Login($input: LoginInput!) { login(input: $input) { id } }',
    variables: { input: { email: '{AN_EMAIL}', password: 'not-the-password', adminOnly: true } },
  },
  { name: 'logout', callers: ['anonymous'], doc: 'mutation Logout { logout }', variables: {} },
  // Anonymous only: signed in, it would end the sweep's own sessions.
  {
    name: 'signOutEverywhere',
    callers: ['anonymous'],
    doc: 'mutation Everywhere { signOutEverywhere }',
    variables: {},
  },
  // Password resets (decision 062): a link is asked for a known address, checked and used.
  {
    name: 'requestPasswordReset',
    callers: ['anonymous'],
    doc: 'mutation Forgot($email: String!) { requestPasswordReset(email: $email) }',
    variables: { email: '{AN_EMAIL}' },
  },
  {
    name: 'resetLinkState',
    callers: ['anonymous'],
    doc: 'query LinkState($token: String!) { resetLinkState(token: $token) }',
    variables: { token: 'x'.repeat(43) },
  },
  {
    name: 'resetPassword',
    callers: ['anonymous'],
    doc: 'mutation Reset($input: ResetPasswordInput!) { resetPassword(input: $input) }',
    variables: { input: { token: 'x'.repeat(43), password: 'long-enough-1' } },
  },
  // Confirmed addresses (decision 063): a link asked for, checked and used; a change asked for.
  {
    name: 'resendEmailConfirmation',
    callers: ['customer', 'anonymous'],
    doc: 'mutation Resend { resendEmailConfirmation }',
    variables: {},
  },
  {
    name: 'emailLinkState',
    callers: ['anonymous'],
    doc: 'query EmailLink($token: String!) { emailLinkState(token: $token) }',
    variables: { token: 'x'.repeat(43) },
  },
  {
    name: 'confirmEmail',
    callers: ['anonymous'],
    doc: 'mutation Confirm($token: String!) { confirmEmail(token: $token) }',
    variables: { token: 'x'.repeat(43) },
  },
  {
    name: 'requestEmailChange',
    callers: ['customer', 'anonymous'],
    doc: 'mutation ChangeEmail($input: RequestEmailChangeInput!) { requestEmailChange(input: $input) }',
    variables: {
      input: { newEmail: 'sweep.moved@example.com', currentPassword: 'not-the-password' },
    },
  },
  // Two-factor sign-in (decision 064): no pending sign-in, a wrong code, nothing to turn off.
  {
    name: 'completeSignIn',
    callers: ['anonymous'],
    doc: 'mutation Second($code: String!) { completeSignIn(code: $code) { id } }',
    variables: { code: '123456' },
  },
  {
    name: 'twoFactorStatus',
    callers: ['customer', 'anonymous'],
    doc: 'query TwoFactor { twoFactorStatus { enabled recoveryCodesLeft required } }',
    variables: {},
  },
  {
    name: 'startTwoFactorEnrolment',
    callers: ['customer', 'anonymous'],
    doc: 'mutation Enrol { startTwoFactorEnrolment { secret uri qrCode } }',
    variables: {},
  },
  {
    name: 'confirmTwoFactorEnrolment',
    callers: ['customer', 'anonymous'],
    doc: 'mutation Confirm($code: String!) { confirmTwoFactorEnrolment(code: $code) { recoveryCodes } }',
    variables: { code: '000000' },
  },
  {
    name: 'disableTwoFactor',
    callers: ['customer', 'anonymous'],
    doc: 'mutation Off($input: TwoFactorCheckInput!) { disableTwoFactor(input: $input) { enabled } }',
    variables: { input: { currentPassword: 'not-the-password', code: '123456' } },
  },
  {
    name: 'newRecoveryCodes',
    callers: ['customer', 'anonymous'],
    doc: 'mutation Renew($input: TwoFactorCheckInput!) { newRecoveryCodes(input: $input) }',
    variables: { input: { currentPassword: 'not-the-password', code: '123456' } },
  },
  // The account's own changes: a wrong current password changes nothing.
  {
    name: 'changePassword',
    callers: ['customer', 'anonymous'],
    doc: 'mutation Change($input: ChangePasswordInput!) { changePassword(input: $input) }',
    variables: { input: { currentPassword: 'not-the-password', newPassword: 'long-enough-1' } },
  },
  {
    name: 'updateMyName',
    callers: ['customer', 'anonymous'],
    doc: 'mutation Rename($name: String!) { updateMyName(name: $name) { id name } }',
    variables: { name: 'Sweep Customer' },
  },
  ...COURSE_AND_ADMIN_OPERATIONS,
];
