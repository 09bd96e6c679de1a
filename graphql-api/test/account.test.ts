import { uniqueEmail, useTestApp, signedIn } from './harness';

/**
 * The signed-in account's own changes (docs/product.md#account-page): its name, and its password
 * given the current one, which ends every other session of the account (decisions 055, 062).
 */
const { t } = useTestApp();

async function customer() {
  const email = uniqueEmail('account');
  const password = 'first-password-1';
  // Signed in here by signup (decision 095), there by login.
  const here = t.client('storefront');
  const there = t.client('storefront');
  expect((await here.post('/api/auth/signup', { name: 'Ravi', email, password })).status).toBe(201);
  expect((await there.post('/api/auth/login', { email, password })).status).toBe(200);
  return { email, password, here, there };
}

const CHANGE = `mutation ($input: ChangePasswordInput!) { changePassword(input: $input) }`;

describe('changing the password', () => {
  test('with the current password: other sessions end, this one stays, the new password signs in', async () => {
    const { email, password, here, there } = await customer();
    const changed = await here.gql(CHANGE, {
      input: { currentPassword: password, newPassword: 'second-password-2' },
    });
    expect(changed.data).toEqual({ changePassword: 1 });
    expect(await signedIn(here)).toBe(true);
    expect(await signedIn(there)).toBe(false);
    expect((await t.client().post('/api/auth/login', { email, password })).status).toBe(401);
    expect(
      (await t.client().post('/api/auth/login', { email, password: 'second-password-2' })).status,
    ).toBe(200);
  });

  test('a wrong current password changes nothing, and only five tries are allowed', async () => {
    const { email, password, here, there } = await customer();
    const wrong = await here.post('/api/auth/change-password', {
      currentPassword: 'not-my-password',
      newPassword: 'second-password-2',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.field).toBe('currentPassword');
    expect(await signedIn(there)).toBe(true);
    const short = await here.post('/api/auth/change-password', {
      currentPassword: password,
      newPassword: 'short',
    });
    expect(short.status).toBe(400);
    expect(short.body.field).toBe('newPassword');

    for (let i = 0; i < 4; i++)
      await here.post('/api/auth/change-password', {
        currentPassword: `wrong-${i}`,
        newPassword: 'second-password-2',
      });
    const limited = await here.post('/api/auth/change-password', {
      currentPassword: password,
      newPassword: 'second-password-2',
    });
    expect(limited.status).toBe(429);
    expect((await t.client().post('/api/auth/login', { email, password })).status).toBe(200);
  });

  test('signed out, it is UNAUTHENTICATED', async () => {
    const reply = await t.client('storefront').gql(CHANGE, {
      input: { currentPassword: 'x', newPassword: 'second-password-2' },
    });
    expect(reply.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('changing the name', () => {
  const RENAME = `mutation ($name: String!) { updateMyName(name: $name) { name email } }`;

  test('the name is trimmed and kept; blank or too long is a clear error', async () => {
    const { email, here } = await customer();
    expect((await here.gql(RENAME, { name: '  Ravi Kumar ' })).data).toEqual({
      updateMyName: { name: 'Ravi Kumar', email },
    });
    expect((await here.get('/api/auth/me')).body.user.name).toBe('Ravi Kumar');
    for (const name of ['   ', 'x'.repeat(101)]) {
      const refused = await here.gql(RENAME, { name });
      expect(refused.errors?.[0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'name',
      });
    }
    expect(
      (await t.client('storefront').gql(RENAME, { name: 'Nobody' })).errors?.[0].extensions?.code,
    ).toBe('UNAUTHENTICATED');
  });
});
