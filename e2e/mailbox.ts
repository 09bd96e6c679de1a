import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { DATA_DIR } from './env';

/** One message as the suite's SMTP server received it (e2e/serve.mjs). */
export type ReceivedMail = { to: string; subject: string; text: string; html: string };

function received(): ReceivedMail[] {
  try {
    return fs
      .readFileSync(path.join(DATA_DIR, 'mailbox.jsonl'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as ReceivedMail);
  } catch {
    return [];
  }
}

/**
 * The newest mail delivered to `to` whose subject matches `subject`, waiting for the API's sender
 * to deliver it (it sends after the request's commit, usually within a second).
 */
export async function mailTo(
  to: string,
  subject: RegExp,
  /** Text the mail must hold (however its lines wrap), where one address gets several of the kind. */
  containing = '',
): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      () => {
        found = received()
          .filter(
            (mail) =>
              mail.to === to &&
              subject.test(mail.subject) &&
              mail.text.replace(/\s+/g, ' ').includes(containing),
          )
          .at(-1);
        return Boolean(found);
      },
      { message: `a mail to ${to} with a subject like ${subject}`, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** The first link in a mail's text that goes to `pathname` (with its query). */
export function linkIn(mail: ReceivedMail, pathname: string): string {
  const link = mail.text
    .match(/https?:\/\/\S+/g)
    ?.find((url) => new URL(url).pathname.endsWith(pathname));
  expect(link, `a link to ${pathname} in "${mail.subject}"`).toBeDefined();
  return link!;
}
