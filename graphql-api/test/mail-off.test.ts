import { PasswordReset } from '../src/modules/auth/password-reset.entity';
import { OutboxMessage } from '../src/modules/mail/outbox.entity';
import { startTestApp, uniqueEmail, useTestApp } from './harness';
import { useStorefrontBundle } from './storefront-bundle';

/**
 * MAIL=off (decision 061, docs/product.md#mail): a request whose only work is to mail a link is
 * refused with MAIL_OFF, on every surface, with nothing stored; staff are told what users miss.
 * On both databases.
 */
const bundle = useStorefrontBundle();
const ORIGIN = 'https://devjobs.example';
const { t, admin } = useTestApp({ env: { ...bundle.env, PUBLIC_URL: ORIGIN, MAIL: 'off' } });

const OFF = 'This site sends no email at the moment. Please contact us instead.';
const STATUS = '{ mailStatus { delivery unavailable } }';

async function customer() {
  const email = uniqueEmail('mail-off');
  await t.client().post('/api/auth/signup', { name: 'Mail Off', email, password: 'password-123' });
  await t.services.mail.settled(email); // the account and its mail are written after the answer
  return email;
}

test('asking for a password reset says the site sends no email, over REST, GraphQL and the form; nothing is kept', async () => {
  const email = await customer();
  const visitor = t.client('storefront');
  const before = await t.db.getRepository(OutboxMessage).count();

  const rest = await visitor.post('/api/auth/forgot-password', { email });
  expect(rest.status).toBe(503);
  expect(rest.body).toMatchObject({ code: 'MAIL_OFF', message: OFF });

  const gql = await visitor.gql(
    'mutation ($email: String!) { requestPasswordReset(email: $email) }',
    {
      email,
    },
  );
  expect(gql.errors?.[0]).toMatchObject({ message: OFF, extensions: { code: 'MAIL_OFF' } });

  const page = await visitor.request('POST', '/forgot-password', {
    body: new URLSearchParams({ email }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
  });
  expect(page.status).toBe(503);
  expect(page.text).toContain(OFF);

  expect(await t.db.getRepository(PasswordReset).count()).toBe(0);
  expect(await t.db.getRepository(OutboxMessage).count()).toBe(before);
});

test('an unconfirmed account is not asked to confirm: no link can be sent', async () => {
  const email = await customer();
  const browser = t.client('storefront');
  await browser.post('/api/auth/login', { email, password: 'password-123' });
  const { data, errors } = await browser.gql('{ me { emailConfirmed emailConfirmationPending } }');
  expect(errors).toBeUndefined();
  expect(data.me).toEqual({ emailConfirmed: false, emailConfirmationPending: false });
});

test('resending a confirmation link, emailing my downloads and changing the address say the same; nothing is kept', async () => {
  const email = await customer();
  const browser = t.client('storefront');
  expect((await browser.post('/api/auth/login', { email, password: 'password-123' })).status).toBe(
    200,
  );
  const before = await t.db.getRepository(OutboxMessage).count();

  const resend = await browser.post('/api/auth/resend-confirmation', {});
  expect(resend.status).toBe(503);
  expect(resend.body).toMatchObject({ code: 'MAIL_OFF', message: OFF });
  const downloads = await browser.post('/api/pdfs/email-downloads', { email });
  expect(downloads.status).toBe(503);
  expect(downloads.body).toMatchObject({ code: 'MAIL_OFF', message: OFF });
  const change = await browser.post('/api/auth/change-email', {
    newEmail: uniqueEmail('moved'),
    currentPassword: 'password-123',
  });
  expect(change.status).toBe(503);
  expect(change.body).toMatchObject({ code: 'MAIL_OFF', message: OFF });

  expect(await t.db.getRepository(OutboxMessage).count()).toBe(before);
  expect((await browser.get('/api/auth/me')).body.user?.email ?? email).toBe(email);
});

test('staff read that mail is off and what users do not receive; customers may not ask', async () => {
  const { data, errors } = await admin.gql(STATUS);
  expect(errors).toBeUndefined();
  expect(data.mailStatus.delivery).toBe('off');
  expect(data.mailStatus.unavailable).toContain('password reset links');

  const visitor = await t.client('storefront').gql(STATUS);
  expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
});

test('without SMTP_URL mail is kept and nothing is unavailable; with it, sent', async () => {
  for (const [env, delivery] of [
    [{}, 'kept'],
    [{ SMTP_URL: 'smtp://127.0.0.1:9', MAIL_FROM: 'DevJobs <mail@example.com>' }, 'smtp'],
  ] as const) {
    const app = await startTestApp({ env });
    try {
      const staff = await app.signIn('admin');
      const { data } = await staff.gql(STATUS);
      expect(data.mailStatus).toEqual({ delivery, unavailable: [] });
    } finally {
      await app.close();
    }
  }
});
