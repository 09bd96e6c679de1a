import { JobAlert } from '../../src/modules/alerts/job-alert.entity';
import { DAY_MS, MINUTE_MS, TestClock, uniqueEmail, useTestApp } from '../harness';
import { linkIn, outboxFor } from '../mail.fixtures';
import {
  ALERT_FIELDS,
  alertMails,
  confirmedSeeker,
  createAlert,
  marked,
  MINE,
  oneClick,
  pathOf,
} from './job-alert.factory';

/**
 * Job alerts (product.md#job-alerts): a search kept to mail new jobs, each job to an address once,
 * through the outbox. The tests move the app's clock and run the sweeps the API process runs (the
 * instant one every 30 s, the digest at 09:00 IST).
 */
const clock = new TestClock();
const { t, admin } = useTestApp({ clock });

const sweeps = () => t.services.jobAlertSweeps;
const PAUSE = `mutation Pause($id: ID!) { pauseJobAlert(id: $id) { ${ALERT_FIELDS} } }`;
const RESUME = `mutation Resume($id: ID!) { resumeJobAlert(id: $id) { ${ALERT_FIELDS} } }`;
const UPDATE = `mutation Update($id: ID!, $filter: JobFilter, $frequency: JobAlertFrequency) {
  updateJobAlert(id: $id, filter: $filter, frequency: $frequency) { ${ALERT_FIELDS} }
}`;
const DELETE = 'mutation Delete($id: ID!) { deleteJobAlert(id: $id) }';

describe('a signed-in seeker’s alerts mail each new matching job once', () => {
  test('an instant alert mails a new matching job once: not again on the next sweep, nor after an edit', async () => {
    const seeker = await confirmedSeeker(t);
    const { marker, post } = marked(admin);
    const { alert } = await createAlert(seeker, {
      filter: { q: marker, types: ['FULL_TIME'] },
      frequency: 'INSTANT',
    });
    expect(alert).toMatchObject({
      email: seeker.email.toLowerCase(),
      frequency: 'INSTANT',
      state: 'ACTIVE',
      filter: {
        q: marker,
        types: ['FULL_TIME'],
        locations: [],
        maxSalary: null,
        includeClosed: false,
      },
    });
    clock.advance(MINUTE_MS);
    const job = await post();
    const other = await post({ jobType: 'Internship' });
    expect(await sweeps().sweepInstant()).toBeGreaterThanOrEqual(1);

    const [mail, ...more] = await alertMails(t, seeker.email);
    expect(more).toEqual([]);
    expect(mail.subject).toBe('1 new job for your DevJobs alert');
    expect(mail.text).toContain(job.title);
    expect(mail.text).not.toContain(other.title);
    expect(linkIn(mail, '/page-details/')).toBe(`${t.config.publicUrl}/page-details/${job.slug}`);
    expect(linkIn(mail, '/alerts/unsubscribe?token=')).toMatch(/token=[\w-]{43}$/);

    await sweeps().sweepInstant();
    await admin.put(`/api/jobs/${job.id}`, {
      ...(await admin.get(`/api/jobs/${job.id}`)).body,
      salary: '₹20 LPA',
    });
    clock.advance(MINUTE_MS);
    await sweeps().sweepInstant();
    await sweeps().sweepDaily();
    expect(await alertMails(t, seeker.email)).toHaveLength(1);
  });

  test('a job mailed by the instant alert is not in the daily digest; the digest brings only the new one', async () => {
    const seeker = await confirmedSeeker(t);
    const { marker, post } = marked(admin);
    await createAlert(seeker, { filter: { q: marker }, frequency: 'INSTANT' });
    await createAlert(seeker, { filter: { q: marker, locations: ['REMOTE'] }, frequency: 'DAILY' });
    clock.advance(MINUTE_MS);
    const first = await post();
    await sweeps().sweepInstant();
    clock.advance(MINUTE_MS);
    await sweeps().sweepDaily();
    expect(await alertMails(t, seeker.email)).toHaveLength(1);

    clock.advance(20 * MINUTE_MS); // past the instant sweep's window
    const second = await post();
    await sweeps().sweepDaily();
    const [digest] = await alertMails(t, seeker.email);
    expect(await alertMails(t, seeker.email)).toHaveLength(2);
    expect(digest.text).toContain(second.title);
    expect(digest.text).not.toContain(first.title);
  });

  test('a digest lists the 20 newest new jobs, newest first, and nothing when nothing is new', async () => {
    const seeker = await confirmedSeeker(t);
    const { marker, post } = marked(admin);
    await createAlert(seeker, { filter: { q: marker }, frequency: 'DAILY' });
    expect(await sweeps().sweepDaily()).toBe(0);
    const titles: string[] = [];
    for (let i = 0; i < 22; i++) {
      clock.advance(1000);
      titles.push((await post({ title: `Engineer ${i} ${marker}` })).title);
    }
    await sweeps().sweepDaily();
    const [digest] = await alertMails(t, seeker.email);
    expect(digest.subject).toBe('20 new jobs for your DevJobs alert');
    const order = titles
      .map((title) => ({ title, at: digest.text.indexOf(title) }))
      .filter((found) => found.at >= 0)
      .sort((a, b) => a.at - b.at)
      .map((found) => found.title);
    expect(order).toEqual(titles.slice(2).reverse());
    await sweeps().sweepDaily();
    const [rest] = await alertMails(t, seeker.email);
    expect(rest.subject).toBe('2 new jobs for your DevJobs alert');
    await sweeps().sweepDaily();
    expect(await alertMails(t, seeker.email)).toHaveLength(2);
  });

  test('alerts without a search match by type, or by work mode alone', async () => {
    const seeker = await confirmedSeeker(t);
    const other = await confirmedSeeker(t);
    await createAlert(seeker, { filter: { types: ['CONTRACT'] }, frequency: 'INSTANT' });
    await createAlert(other, { filter: { locations: ['HYBRID'] }, frequency: 'INSTANT' });
    clock.advance(MINUTE_MS);
    const { post } = marked(admin);
    const contract = await post({ jobType: 'Contract', jobLocation: 'Remote' });
    const hybrid = await post({ jobType: 'Full-Time', jobLocation: 'Hybrid' });
    await sweeps().sweepInstant();
    const [mine] = await alertMails(t, seeker.email);
    expect(mine.text).toContain(contract.title);
    expect(mine.text).not.toContain(hybrid.title);
    const [theirs] = await alertMails(t, other.email);
    expect(theirs.text).toContain(hybrid.title);
    expect(theirs.text).not.toContain(contract.title);
  });

  test('a paused alert mails nothing; edited filters apply; a deleted one is gone', async () => {
    const seeker = await confirmedSeeker(t);
    const { marker, post } = marked(admin);
    const { alert } = await createAlert(seeker, { filter: { q: marker }, frequency: 'INSTANT' });
    const paused = await seeker.gql(PAUSE, { id: alert.id });
    expect(paused.data.pauseJobAlert.state).toBe('PAUSED');
    clock.advance(MINUTE_MS);
    await post();
    await sweeps().sweepInstant();
    expect(await alertMails(t, seeker.email)).toEqual([]);

    clock.advance(20 * MINUTE_MS);
    expect((await seeker.gql(RESUME, { id: alert.id })).data.resumeJobAlert.state).toBe('ACTIVE');
    const edited = await seeker.gql(UPDATE, {
      id: alert.id,
      filter: { q: marker, locations: ['ON_SITE'] },
    });
    expect(edited.data.updateJobAlert.filter).toMatchObject({ q: marker, locations: ['ON_SITE'] });
    const remote = await post({ jobLocation: 'Remote' });
    const onsite = await post({ jobLocation: 'On-site' });
    await sweeps().sweepInstant();
    const [mail] = await alertMails(t, seeker.email);
    expect(mail.text).toContain(onsite.title);
    expect(mail.text).not.toContain(remote.title);

    const theirs = await t.signIn('user');
    expect((await theirs.gql(DELETE, { id: alert.id })).errors?.[0].extensions?.code).toBe(
      'NOT_FOUND',
    );
    expect((await seeker.gql(DELETE, { id: alert.id })).data.deleteJobAlert).toBe(alert.id);
    expect((await seeker.gql(MINE)).data.myJobAlerts).toEqual([]);
  });
});

/**
 * A confirmed seeker's instant alert, mailed one matching job: the seeker, the marked job poster
 * and the mail's unsubscribe link.
 */
async function unsubscribeLinkMailed() {
  const seeker = await confirmedSeeker(t);
  const { marker, post } = marked(admin);
  await createAlert(seeker, { filter: { q: marker }, frequency: 'INSTANT' });
  clock.advance(MINUTE_MS);
  await post();
  await sweeps().sweepInstant();
  const link = linkIn((await alertMails(t, seeker.email))[0], '/alerts/unsubscribe');
  return { seeker, post, link };
}

describe('one-click unsubscribe, without signing in', () => {
  test('the mail’s link stops the alert by RFC 8058’s POST; used again or forged it is a 400', async () => {
    const { seeker, post, link } = await unsubscribeLinkMailed();

    const page = await t.client('storefront').get(pathOf(link));
    expect(page.status).toBe(200);
    expect(page.text).toContain('<button type="submit">Stop this alert</button>');
    const done = await oneClick(t, link);
    expect(done.status).toBe(200);
    expect(done.text).toContain('This job alert is stopped');
    expect((await seeker.gql(MINE)).data.myJobAlerts).toEqual([]);

    const again = await oneClick(t, link);
    expect(again.status).toBe(400);
    expect(again.text).toContain('This link was used already.');
    const forged = await oneClick(t, link.replace(/token=.*/, `token=${'A'.repeat(43)}`));
    expect(forged.status).toBe(400);
    clock.advance(MINUTE_MS);
    await post();
    await sweeps().sweepInstant();
    expect(await alertMails(t, seeker.email)).toHaveLength(1);
  });

  test('the landing page’s button works as a plain form post', async () => {
    const { seeker, link } = await unsubscribeLinkMailed();
    const token = new URL(link).searchParams.get('token')!;
    const done = await t.client('storefront').request('POST', '/alerts/unsubscribe', {
      body: `token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(done.status).toBe(200);
    expect((await seeker.gql(MINE)).data.myJobAlerts).toEqual([]);
  });
});

describe('a guest’s alert (double opt-in)', () => {
  test('sends nothing before the address is confirmed, then mails new jobs', async () => {
    const guest = t.client('api');
    const email = uniqueEmail('guest');
    const { marker, post } = marked(admin);
    const { alert } = await createAlert(guest, {
      filter: { q: marker },
      frequency: 'INSTANT',
      email,
    });
    expect(alert).toMatchObject({ email, state: 'PENDING' });
    clock.advance(MINUTE_MS);
    await post();
    await sweeps().sweepInstant();
    expect(await alertMails(t, email)).toEqual([]);

    const [confirmation] = await outboxFor(t.db, email);
    expect(confirmation.subject).toBe('Confirm your DevJobs job alert');
    const link = linkIn(confirmation, '/alerts/confirm');
    const page = await t.client('storefront').get(pathOf(link));
    expect(page.text).toContain('Start my job alert');
    const token = new URL(link).searchParams.get('token')!;
    const form = {
      body: `token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    };
    expect((await t.client('storefront').request('POST', '/alerts/confirm', form)).status).toBe(
      200,
    );
    expect((await t.client('storefront').request('POST', '/alerts/confirm', form)).status).toBe(
      400,
    );

    clock.advance(MINUTE_MS);
    const job = await post();
    await sweeps().sweepInstant();
    const mails = await alertMails(t, email);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(job.title);
  });
});

describe('bad input is a clear 4xx and changes nothing', () => {
  const count = (email: string) => t.db.getRepository(JobAlert).countBy({ email });

  test('malformed filters and frequencies are refused naming the field', async () => {
    const seeker = await confirmedSeeker(t);
    const long = await createAlert(seeker, { filter: { q: 'x'.repeat(500) } });
    expect(long.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'q' });
    const negative = await createAlert(seeker, { filter: { maxSalary: -1 } });
    expect(negative.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'maxSalary',
    });
    const kind = await seeker.gql(
      'mutation { createJobAlert(input: { frequency: HOURLY }) { id } }',
    );
    expect(kind.status).toBe(400);
    expect(await count(seeker.email.toLowerCase())).toBe(0);
  });

  test('an address keeps at most 20 alerts: every one past that is refused on email', async () => {
    const seeker = await confirmedSeeker(t);
    for (let i = 0; i < 20; i++)
      expect((await createAlert(seeker, { filter: { q: `w${i}` } })).errors).toBeUndefined();
    for (let i = 0; i < 5; i++) {
      const refused = await createAlert(seeker, { filter: { q: 'more' } });
      expect(refused.errors?.[0]).toMatchObject({
        message: 'An address can have at most 20 job alerts. Delete some to add more.',
        extensions: { code: 'BAD_USER_INPUT', field: 'email' },
      });
    }
    expect(await count(seeker.email.toLowerCase())).toBe(20);
  });

  test('a guest cannot flood an address with confirmation mails', async () => {
    const guest = t.client('api');
    const email = uniqueEmail('flood');
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 5; i++)
      codes.push(
        (await createAlert(guest, { email, filter: { q: `f${i}` } })).errors?.[0].extensions?.code,
      );
    expect(codes).toEqual([undefined, undefined, undefined, 'RATE_LIMITED', 'RATE_LIMITED']);
    expect(await count(email)).toBe(3);
    expect(await outboxFor(t.db, email)).toHaveLength(3);
    clock.advance(DAY_MS + MINUTE_MS);
  });

  test('a seeker whose address is not confirmed gets a confirmation link first', async () => {
    const seeker = await t.signIn('user');
    const { alert } = await createAlert(seeker, { filter: { q: 'unconfirmed' } });
    expect(alert.state).toBe('PENDING');
    const kinds = (await outboxFor(t.db, seeker.email)).map((m) => m.kind);
    expect(kinds).toContain('confirm-alert');
  });

  test('anonymous callers cannot list, pause or delete alerts', async () => {
    const guest = t.client('api');
    expect((await guest.gql(MINE)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
