import { randomUUID } from 'node:crypto';
import { type FieldNode, type OperationDefinitionNode, parse } from 'graphql';
import type { Caller } from './bad-input-battery';
import { aJobInput } from './jobs/job.factory';

/**
 * One GraphQL operation, named by the field it asks for; the callers that matter, the first of
 * whom is sent the bent variables; and valid variables the battery bends.
 */
export type Operation = {
  name: string;
  callers: Caller[];
  doc: string;
  variables: Record<string, unknown>;
};

/** Staff only: bent as the admin, refused to a customer and to anonymous. */
export const STAFF: Caller[] = ['admin', 'customer', 'anonymous'];
/** An account's own: bent as a customer, refused to anonymous. */
export const ACCOUNT: Caller[] = ['customer', 'anonymous'];
export const ANYONE: Caller[] = ['anonymous'];

/** `doc` as `callers` send it with `variables`, named by the one field it asks for. */
export function operation(
  callers: Caller[],
  doc: string,
  variables: Record<string, unknown> = {},
): Operation {
  const [definition] = parse(doc).definitions as OperationDefinitionNode[];
  const [field] = definition.selectionSet.selections as FieldNode[];
  return { name: field.name.value, callers, doc, variables };
}

const JOBS = `query Jobs($filter: JobFilter, $first: Int, $after: String) {
  jobs(filter: $filter, first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node { id slug title isOpen } } }
}`;
const SUGGESTIONS = `query Suggestions($first: Int, $after: String) {
  suggestions(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node { id suggestion job { id } } } }
}`;

const SAVED_JOBS = `query Saved($first: Int, $after: String) {
  mySavedJobs(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node { id state job { id } } } }
}`;

/** The operations of jobs and accounts (the others: bad-input-operations.courses-admin.ts). */
export const JOB_AND_ACCOUNT_OPERATIONS: Operation[] = [
  operation(ANYONE, JOBS, {
    filter: {
      q: 'react',
      types: ['FULL_TIME'],
      locations: ['REMOTE'],
      cities: ['PUNE'],
      regions: ['INDIA'],
      maxSalary: 5_000_000,
      minSalary: 0,
      maxExperience: 5,
      includeClosed: false,
    },
    first: 5,
    after: null,
  }),
  operation(ANYONE, 'query ApiGuide { apiGuide { address limits { costPerRequest } } }'),
  operation(ANYONE, 'query Job($slug: String!) { job(slug: $slug) { id title slug } }', {
    slug: '{SLUG}',
  }),
  operation(
    ANYONE,
    'query Titles($q: String!, $limit: Int) { jobTitleSuggestions(q: $q, limit: $limit) }',
    { q: 'react', limit: 5 },
  ),
  operation(['anonymous', 'customer', 'admin'], 'query Me { me { id email isAdmin } }'),
  operation(STAFF, SUGGESTIONS, { first: 5, after: null }),
  operation(STAFF, 'mutation Create($input: JobInput!) { createJob(input: $input) { id slug } }', {
    input: aJobInput({ city: 'PUNE', region: 'ASIA' }, 'sweep'),
  }),
  operation(
    STAFF,
    'mutation Update($id: ID!, $input: JobInput!) { updateJob(id: $id, input: $input) { id slug } }',
    { id: '{JOB}', input: aJobInput({}, 'sweep') },
  ),
  operation(STAFF, 'mutation Delete($id: ID!) { deleteJob(id: $id) }', { id: randomUUID() }),
  operation(ANYONE, 'mutation View($id: ID!) { recordJobView(id: $id) { id views } }', {
    id: '{VIEWED}',
  }),
  operation(ANYONE, 'mutation Apply($id: ID!) { recordJobApplyClick(id: $id) { id } }', {
    id: '{VIEWED}',
  }),
  operation(ANYONE, 'mutation Signup($input: SignupInput!) { signup(input: $input) { id } }', {
    input: { name: 'Sweep', email: 'sweep.signup@example.com', password: 'long-enough-1' },
  }),
  operation(ANYONE, 'mutation Login($input: LoginInput!) { login(input: $input) { id } }', {
    input: { email: '{AN_EMAIL}', password: 'not-the-password', adminOnly: true },
  }),
  operation(ANYONE, 'mutation Logout { logout }'),
  // Anonymous only: signed in, it would end the sweep's own sessions.
  operation(ANYONE, 'mutation Everywhere { signOutEverywhere }'),
  // Password resets (decision 062): a link is asked for a known address, checked and used.
  operation(ANYONE, 'mutation Forgot($email: String!) { requestPasswordReset(email: $email) }', {
    email: '{AN_EMAIL}',
  }),
  operation(ANYONE, 'query LinkState($token: String!) { resetLinkState(token: $token) }', {
    token: 'x'.repeat(43),
  }),
  operation(
    ANYONE,
    'mutation Reset($input: ResetPasswordInput!) { resetPassword(input: $input) }',
    { input: { token: 'x'.repeat(43), password: 'long-enough-1' } },
  ),
  // Confirmed addresses (decision 063): a link asked for, checked and used; a change asked for.
  operation(ACCOUNT, 'mutation Resend { resendEmailConfirmation }'),
  operation(ANYONE, 'query EmailLink($token: String!) { emailLinkState(token: $token) }', {
    token: 'x'.repeat(43),
  }),
  operation(ANYONE, 'mutation Confirm($token: String!) { confirmEmail(token: $token) }', {
    token: 'x'.repeat(43),
  }),
  operation(
    ACCOUNT,
    'mutation ChangeEmail($input: RequestEmailChangeInput!) { requestEmailChange(input: $input) }',
    {
      input: { newEmail: 'sweep.moved@example.com', currentPassword: 'not-the-password' },
    },
  ),
  // Two-factor sign-in (decision 064): no pending sign-in, a wrong code, nothing to turn off.
  operation(ANYONE, 'mutation Second($code: String!) { completeSignIn(code: $code) { id } }', {
    code: '123456',
  }),
  operation(ACCOUNT, 'query TwoFactor { twoFactorStatus { enabled recoveryCodesLeft required } }'),
  operation(ACCOUNT, 'mutation Enrol { startTwoFactorEnrolment { secret uri qrCode } }'),
  operation(
    ACCOUNT,
    'mutation Confirm($code: String!) { confirmTwoFactorEnrolment(code: $code) { recoveryCodes } }',
    { code: '000000' },
  ),
  operation(
    ACCOUNT,
    'mutation Off($input: TwoFactorCheckInput!) { disableTwoFactor(input: $input) { enabled } }',
    { input: { currentPassword: 'not-the-password', code: '123456' } },
  ),
  operation(
    ACCOUNT,
    'mutation Renew($input: TwoFactorCheckInput!) { newRecoveryCodes(input: $input) }',
    { input: { currentPassword: 'not-the-password', code: '123456' } },
  ),
  // The account's own changes: a wrong current password changes nothing.
  operation(
    ACCOUNT,
    'mutation Change($input: ChangePasswordInput!) { changePassword(input: $input) }',
    { input: { currentPassword: 'not-the-password', newPassword: 'long-enough-1' } },
  ),
  operation(ACCOUNT, 'mutation Rename($name: String!) { updateMyName(name: $name) { id name } }', {
    name: 'Sweep Customer',
  }),
  // Saved jobs (product.md#saved-jobs): the seeker's own.
  operation(ACCOUNT, SAVED_JOBS, { first: 5, after: null }),
  operation(ACCOUNT, 'query Among($jobIds: [ID!]!) { mySavedJobsAmong(jobIds: $jobIds) { id } }', {
    jobIds: ['{VIEWED}'],
  }),
  operation(ACCOUNT, 'mutation Save($jobId: ID!) { saveJob(jobId: $jobId) { id state } }', {
    jobId: '{VIEWED}',
  }),
  operation(
    ACCOUNT,
    'mutation Applied($jobId: ID!, $applied: Boolean!) { markJobApplied(jobId: $jobId, applied: $applied) { id appliedAt } }',
    { jobId: '{VIEWED}', applied: true },
  ),
  operation(
    ACCOUNT,
    'mutation Note($jobId: ID!, $note: String) { setSavedJobNote(jobId: $jobId, note: $note) { id note } }',
    { jobId: '{VIEWED}', note: 'Sweep note' },
  ),
  operation(ACCOUNT, 'mutation Unsave($jobId: ID!) { unsaveJob(jobId: $jobId) }', {
    jobId: '{VIEWED}',
  }),
  // Job alerts (product.md#job-alerts): a guest's with an address, or the seeker's own.
  operation(
    ANYONE,
    'mutation Alert($input: JobAlertInput!) { createJobAlert(input: $input) { id state } }',
    {
      input: {
        filter: { q: 'react', types: ['FULL_TIME'], maxSalary: 2000000 },
        frequency: 'DAILY',
        email: 'sweep.alert@example.com',
      },
    },
  ),
  operation(ACCOUNT, 'query Alerts { myJobAlerts { id filter { q types } } }'),
  operation(
    ACCOUNT,
    'mutation EditAlert($id: ID!, $filter: JobFilter, $frequency: JobAlertFrequency) { updateJobAlert(id: $id, filter: $filter, frequency: $frequency) { id } }',
    { id: randomUUID(), filter: { q: 'go' }, frequency: 'INSTANT' },
  ),
  operation(ACCOUNT, 'mutation PauseAlert($id: ID!) { pauseJobAlert(id: $id) { id } }', {
    id: randomUUID(),
  }),
  operation(ACCOUNT, 'mutation ResumeAlert($id: ID!) { resumeJobAlert(id: $id) { id } }', {
    id: randomUUID(),
  }),
  operation(ACCOUNT, 'mutation DeleteAlert($id: ID!) { deleteJobAlert(id: $id) }', {
    id: randomUUID(),
  }),
  operation(
    ANYONE,
    'mutation ConfirmAlert($token: String!) { confirmJobAlert(token: $token) { id } }',
    {
      token: 'A'.repeat(43),
    },
  ),
  operation(ANYONE, 'mutation StopAlert($token: String!) { unsubscribeJobAlert(token: $token) }', {
    token: 'A'.repeat(43),
  }),
];
