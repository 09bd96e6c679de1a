import { MINUTE_MS, type SignedIn, TestClock } from '../harness';
import { eventually, linkIn, startSmtpServer, useAppsPerTest } from '../mail.fixtures';
import { confirmedSeeker, createAlert, marked, oneClick } from './job-alert.factory';

/**
 * Alert mail as it arrives (product.md#job-alerts), read from the loopback SMTP server: the jobs,
 * and the one-click unsubscribe headers of RFC 8058 that mail apps act on.
 */
const { cleanups, appWith } = useAppsPerTest();

test('an alert mail arrives once with List-Unsubscribe headers; their one-click POST stops the alert', async () => {
  const smtp = await startSmtpServer();
  cleanups.push(smtp.close);
  const clock = new TestClock();
  const app = await appWith({ SMTP_URL: smtp.url }, clock);
  const admin = await app.signIn('admin');
  const seeker: SignedIn = await confirmedSeeker(app);
  const { marker, post } = marked(admin);
  await createAlert(seeker, { filter: { q: marker }, frequency: 'INSTANT' });
  clock.advance(MINUTE_MS);
  const job = await post();
  await app.services.jobAlertSweeps.sweepInstant();
  await app.services.jobAlertSweeps.sweepInstant();
  await eventually(async () => {
    await app.services.mail.deliverDue();
    return smtp.arrived.length > 0;
  });
  const [mail, ...more] = smtp.arrived;
  expect(more).toEqual([]);
  expect(mail).toMatchObject({
    to: seeker.email.toLowerCase(),
    subject: '1 new job for your DevJobs alert',
  });
  expect(mail.text).toContain(job.title);
  const link = linkIn(mail, '/alerts/unsubscribe');
  expect(mail.listHeaders).toEqual({
    'list-unsubscribe': `<${link}>`,
    'list-unsubscribe-post': 'List-Unsubscribe=One-Click',
  });

  expect((await oneClick(app, link)).status).toBe(200);
  clock.advance(MINUTE_MS);
  await post();
  await app.services.jobAlertSweeps.sweepInstant();
  await app.services.mail.deliverDue();
  expect(smtp.arrived).toHaveLength(1);
});
