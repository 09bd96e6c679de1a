// The browser suite's server (playwright.config.ts's webServer): an SMTP server on loopback that
// writes every message it receives to DATA_DIR/mailbox.jsonl (one JSON object a line: to,
// subject, text, html, messageId), then the built API sending its mail there. The specs read the
// mail a user would get (e2e/mailbox.ts); the outbox still holds every message for staff.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR is required');
fs.mkdirSync(dataDir, { recursive: true });
const mailbox = path.join(dataDir, 'mailbox.jsonl');

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  disableReverseLookup: true,
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream)
      .then((mail) => {
        const to = [mail.to ?? []]
          .flat()
          .flatMap((a) => a.value.map((v) => v.address ?? ''))
          .join(', ');
        const line = {
          to,
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          html: typeof mail.html === 'string' ? mail.html : '',
          messageId: mail.messageId ?? '',
        };
        fs.appendFileSync(mailbox, `${JSON.stringify(line)}\n`);
        callback();
      })
      .catch(callback);
  },
});
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const { port } = smtp.server.address();

const api = spawn(process.execPath, ['graphql-api/dist/server.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_FROM: 'DevJobs <mail@devjobs.local>',
  },
});
const stop = () => api.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
api.on('exit', (code) => {
  smtp.close(() => process.exit(code ?? 0));
});
