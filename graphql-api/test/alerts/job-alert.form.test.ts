import { JobAlert } from '../../src/modules/alerts/job-alert.entity';
import { uniqueEmail, useTestApp } from '../harness';
import { outboxFor } from '../mail.fixtures';
import { useStorefrontBundle } from '../storefront-bundle';

/**
 * "Email me jobs like these" posted to /jobs without JavaScript (decision 054,
 * product.md#job-alerts): the filters are the list's address, the rest the form's fields.
 */
const bundle = useStorefrontBundle();
const { t } = useTestApp({ admin: false, env: bundle.env });

const post = (path: string, fields: Record<string, string>) =>
  t.client('storefront').request('POST', path, {
    body: new URLSearchParams(fields).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: t.url.storefront,
    },
  });

test('a guest’s alert keeps the list’s filters from its address and mails a confirmation link', async () => {
  const email = uniqueEmail('noscript');
  const sent = await post('/jobs?q=react&type=full-time&mode=remote&maxSalary=60000', {
    email,
    frequency: 'INSTANT',
  });
  expect(sent.status).toBe(303);
  expect(sent.headers.get('location')).toBe(
    '/jobs?q=react&type=full-time&mode=remote&maxSalary=60000#job-alert',
  );
  const [alert] = await t.db.getRepository(JobAlert).findBy({ email });
  expect(alert).toMatchObject({ frequency: 'INSTANT', state: 'PENDING' });
  expect(JSON.parse(alert.filter)).toMatchObject({
    q: 'react',
    types: ['FULL_TIME'],
    locations: ['REMOTE'],
    maxSalary: 60000,
  });
  expect((await outboxFor(t.db, email)).map((m) => m.kind)).toEqual(['confirm-alert']);
});

test('a bad address or filter is refused with nothing kept; a post from another site is refused', async () => {
  const bad = await post('/jobs?q=react', { email: 'not-an-address', frequency: 'DAILY' });
  expect(bad.status).toBe(400);
  expect(bad.text).toContain('Email must be one valid email address, like name@example.com.');
  const email = uniqueEmail('badfilter');
  const badFilter = await post('/jobs?maxSalary=-5', { email, frequency: 'DAILY' });
  expect(badFilter.status).toBe(400);
  expect(badFilter.text).toContain('maxSalary');
  const crossSite = await t.client('storefront').request('POST', '/jobs', {
    body: new URLSearchParams({ email, frequency: 'DAILY' }).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'https://evil.example',
    },
  });
  expect(crossSite.status).toBe(403);
  expect(await t.db.getRepository(JobAlert).countBy({ email })).toBe(0);
});
