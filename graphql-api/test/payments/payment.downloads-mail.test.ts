import { type Client, startTestApp, TestClock, uniqueEmail, useTestApp } from '../harness';
import { eventually, linkIn, outboxFor, startSmtpServer } from '../mail.fixtures';
import { guestBuysPdf } from '../purchases.fixtures';
import { checkoutResult } from './payment.factory';

/**
 * "Email me my downloads" (decision 065, product.md#receipts): fresh links to every PDF paid with an
 * address, mailed to it; the same answer whether or not it bought anything; limited per network and
 * per address. Each test starts an hour after the last, past the limits' window.
 */
const clock = new TestClock();
const { t } = useTestApp({ clock, admin: false });
beforeEach(() => clock.advance(61 * 60_000));

const SENT =
  'If PDFs were bought with this address, a mail with fresh download links is on its way to it.';
const ask = (email: unknown, client: Client = t.client()) =>
  client.post('/api/pdfs/email-downloads', { email });
const downloadsMails = (to: string) =>
  outboxFor(t.db, to).then((all) => all.filter((m) => m.kind === 'pdf-downloads'));

describe('email me my downloads', () => {
  test('an address with purchases and one without get the same answer; only the first gets a mail, whose links download', async () => {
    const buyer = uniqueEmail('downloads');
    const nobody = uniqueEmail('nobody');
    await guestBuysPdf(t.client(), buyer);
    await guestBuysPdf(t.client(), buyer, { pdfId: 'react-handwritten-notes' });

    const none = await ask(nobody);
    const some = await ask(buyer.toUpperCase());
    expect({ status: none.status, body: none.body }).toEqual({
      status: 200,
      body: { message: SENT },
    });
    expect({ status: some.status, body: some.body }).toEqual({
      status: 200,
      body: { message: SENT },
    });
    await eventually(async () => (await downloadsMails(buyer)).length === 1);
    const [mail] = await downloadsMails(buyer);
    expect(mail.subject).toBe('Your DevJobs PDF downloads');
    expect(mail.text).toContain('React Intermediate Notes');
    expect(mail.text).toContain('React Handwritten Notes');
    const links = mail.text.match(/https?:\/\/\S+\/api\/downloads\/[\w.-]+/g) ?? [];
    expect(links).toHaveLength(2);
    clock.advance(6 * 24 * 60 * 60_000);
    for (const link of links) {
      const file = await t.client().get(link.slice(t.config.publicUrl.length));
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('application/pdf');
    }
    expect(await outboxFor(t.db, nobody)).toEqual([]);
  });

  test('an account’s PDFs bought signed in are mailed to its address, over GraphQL too', async () => {
    const user = await t.signIn('user');
    const placed = await user.post('/api/create-razorpay-order', {
      pdfId: 'react-handwritten-notes',
      amount: 4000,
      currency: 'INR',
    });
    await user.post('/api/verify-razorpay-payment', {
      ...checkoutResult(placed.body.id),
      pdfId: 'react-handwritten-notes',
    });
    const reply = await t
      .client()
      .gql('mutation EmailMyDownloads($email: String!) { emailMyDownloads(email: $email) }', {
        email: user.email,
      });
    expect(reply.data).toEqual({ emailMyDownloads: SENT });
    await eventually(async () => (await downloadsMails(user.email)).length === 1);
    expect((await downloadsMails(user.email))[0].text).toContain('React Handwritten Notes');
  });

  test('a malformed, multi-line or oversize address: a 400 naming email, and no mail', async () => {
    for (const [email, message] of [
      ['', 'Email is required.'],
      ['not-an-address', 'Email must be one valid email address, like name@example.com.'],
      ['a@b.com\r\nBcc: x@example.com', 'Email must be one line: no line breaks.'],
      [`${'a'.repeat(250)}@b.com`, 'Email must be at most 254 characters.'],
    ]) {
      const reply = await ask(email);
      expect({ status: reply.status, body: reply.body }).toEqual({
        status: 400,
        body: { code: 'BAD_USER_INPUT', field: 'email', message },
      });
    }
    const gql = await t.client().gql('mutation { emailMyDownloads(email: "nope") }');
    expect(gql.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'email' });
  });

  test('three asks an hour per address, ten per network: then 429 and no mail', async () => {
    const buyer = uniqueEmail('limited');
    await guestBuysPdf(t.client(), buyer);
    for (let i = 0; i < 3; i++) expect((await ask(buyer)).status).toBe(200);
    const fourth = await ask(buyer);
    expect({ status: fourth.status, body: fourth.body }).toEqual({
      status: 429,
      body: {
        code: 'RATE_LIMITED',
        message:
          'Too many download mails were asked for this address. Please try again in an hour.',
      },
    });
    await eventually(async () => (await downloadsMails(buyer)).length === 3);
    for (let i = 0; i < 6; i++) expect((await ask(uniqueEmail('other'))).status).toBe(200);
    const eleventh = await ask(uniqueEmail('other'));
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.message).toBe(
      'Too many download mails were asked for from this network. Please try again later.',
    );
    expect(await downloadsMails(buyer)).toHaveLength(3);
  });
});

describe('over SMTP', () => {
  test('a guest’s receipt arrives at the SMTP server with a link that downloads the PDF', async () => {
    const smtp = await startSmtpServer();
    const app = await startTestApp({
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'DevJobs <no-reply@devjobs.test>' },
    });
    try {
      const email = uniqueEmail('smtp-guest');
      await guestBuysPdf(app.client(), email, {
        pdfId: 'react-handwritten-notes',
        event: 'order.paid',
      });
      await app.services.mail.deliverDue();
      await eventually(() => smtp.arrived.some((m) => m.to === email));
      const mail = smtp.arrived.find((m) => m.to === email)!;
      expect(mail.subject).toBe('Your DevJobs receipt');
      const link = linkIn(mail, '/api/downloads/');
      const file = await app.client().get(link.slice(app.config.publicUrl.length));
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('application/pdf');
    } finally {
      await app.close();
      await smtp.close();
    }
  });
});
