// The browser suite's server (playwright.config.ts's webServer): an SMTP server on loopback that
// writes every message it receives to DATA_DIR/mailbox.jsonl (one JSON object a line: to,
// subject, text, html, messageId), then the built API sending its mail there. The e2e tests read
// the mail a user would get (e2e/mailbox.ts); the outbox still holds every message for staff.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startSmtpSink } from '../scripts/smtp-sink.cjs';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR is required');
fs.mkdirSync(dataDir, { recursive: true });
const mailbox = path.join(dataDir, 'mailbox.jsonl');

// The sink's `recipients` are the bare addresses e2e/mailbox.ts compares with.
const smtp = await startSmtpSink({
  onMail: ({ recipients, subject, text, html, messageId }) => {
    const line = { to: recipients.join(', '), subject, text, html, messageId };
    fs.appendFileSync(mailbox, `${JSON.stringify(line)}\n`);
  },
});

const api = spawn(process.execPath, ['graphql-api/dist/server.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    SMTP_URL: smtp.url,
    MAIL_FROM: 'DevJobs <mail@devjobs.local>',
  },
});
const stop = () => api.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
api.on('exit', (code) => {
  void smtp.close().then(() => process.exit(code ?? 0));
});
