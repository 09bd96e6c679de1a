import { randomUUID } from 'node:crypto';
import type { Client, SignedIn, TestApp } from '../harness';
import { aJob } from '../jobs/job.factory';
import { User } from '../../src/modules/users/user.entity';
import { outboxFor } from '../mail.fixtures';

export const ALERT_FIELDS =
  'id email frequency state createdAt filter { q types locations maxSalary includeClosed }';
export const CREATE = `mutation CreateJobAlert($input: JobAlertInput!) {
  createJobAlert(input: $input) { ${ALERT_FIELDS} }
}`;
export const MINE = `query MyJobAlerts { myJobAlerts { ${ALERT_FIELDS} } }`;

/** A word only this test's jobs have in their titles, and staff posting such jobs (distinct titles) over REST. */
export function marked(admin: SignedIn) {
  const marker = `m${randomUUID().replace(/-/g, '').slice(0, 10)}`;
  let posted = 0;
  const post = async (overrides: Record<string, unknown> = {}) =>
    (
      await admin.post(
        '/api/jobs',
        aJob({ title: `Developer ${marker} n${++posted}`, ...overrides }),
      )
    ).body as {
      id: string;
      title: string;
      slug: string;
    };
  return { marker, post };
}

/** Creates an alert as `client` (signed in or a guest); the alert, or the GraphQL errors. */
export async function createAlert(client: Client, input: Record<string, unknown>) {
  const reply = await client.gql(CREATE, { input });
  return { alert: reply.data?.createJobAlert, errors: reply.errors };
}

/** The job-alert mails kept for `to`, newest first. */
export const alertMails = (t: TestApp, to: string) =>
  outboxFor(t.db, to).then((all) => all.filter((m) => m.kind === 'job-alert'));

/** The path and query of a mailed link, to open on the storefront's origin. */
export const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

/** A one-click unsubscribe as mail apps send it (RFC 8058): a form POST with no cookie, no Origin. */
export const oneClick = (t: TestApp, link: string) =>
  t.client('storefront').request('POST', pathOf(link), {
    body: 'List-Unsubscribe=One-Click',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

/** A seeker signed in, whose address is confirmed (as the link signup mails would, decision 063). */
export async function confirmedSeeker(t: TestApp): Promise<SignedIn> {
  const seeker = await t.signIn('user');
  await t.db.getRepository(User).update({ email: seeker.email }, { emailConfirmedAt: new Date() });
  return seeker;
}
