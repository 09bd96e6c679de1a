import { randomUUID } from 'node:crypto';
import { uniqueEmail } from '../harness';
import {
  eventually,
  outboxFor,
  startSmtpServer,
  startVanishingRelay,
  useAppsPerTest,
} from '../mail.fixtures';

const { cleanups, appWith } = useAppsPerTest();

const reset = (to: string) => ({
  to,
  idempotencyKey: `reset:${randomUUID()}`,
  template: {
    kind: 'password-reset' as const,
    name: 'Asha',
    link: `https://devjobs.example/reset-password?token=${randomUUID()}`,
    expiresAt: new Date('2026-11-27T14:45:00Z'),
  },
});
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('mail recovers on its own after the SMTP relay restarts (product.md#mail)', () => {
  test('a relay that restarts and closes its connections: the next message arrives at once', async () => {
    let smtp = await startSmtpServer();
    const { port } = smtp;
    cleanups.push(() => smtp.close());
    const app = await appWith({ SMTP_URL: smtp.url });
    const first = uniqueEmail('before-restart');
    await app.services.inTransaction((tx) => tx.mail.enqueue(reset(first)));
    await eventually(() => smtp.arrived.length === 1);

    await smtp.close();
    smtp = await startSmtpServer({ port });
    const second = uniqueEmail('after-restart');
    await app.services.inTransaction((tx) => tx.mail.enqueue(reset(second)));
    await eventually(() => smtp.arrived.length === 1, 10_000);
    expect(smtp.arrived.map((m) => m.to)).toEqual([second]);
  });

  test('a relay that vanishes without a word and is back 2 s later: the next message arrives within 10 s', async () => {
    const before = await startSmtpServer();
    cleanups.push(() => before.close());
    let relay = await startVanishingRelay(before.port);
    cleanups.push(() => relay.close());
    const app = await appWith({ SMTP_URL: relay.url });
    const first = uniqueEmail('before-restart');
    await app.services.inTransaction((tx) => tx.mail.enqueue(reset(first)));
    await eventually(() => before.arrived.length === 1);

    // The relay's machine restarts: the connection the sender kept leads nowhere.
    await relay.vanish();
    const after = await startSmtpServer();
    cleanups.push(() => after.close());
    const gone = relay;
    cleanups.push(() => gone.close());
    await pause(2000);
    relay = await startVanishingRelay(after.port, relay.port);

    const second = uniqueEmail('after-restart');
    const written = Date.now();
    await app.services.inTransaction((tx) => tx.mail.enqueue(reset(second)));
    await eventually(() => after.arrived.length === 1, 15_000);
    expect(Date.now() - written).toBeLessThan(10_000);
    expect(after.arrived.map((m) => m.to)).toEqual([second]);
    const [row] = await outboxFor(app.db, second);
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
  });
});
