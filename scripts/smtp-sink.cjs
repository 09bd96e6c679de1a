// The loopback SMTP sink of the API's tests (graphql-api/test/mail.fixtures.ts), the browser
// suite's server (e2e/serve.mjs) and the mail bench (bench/mail.mjs): one server for all three
// (decision 061). CommonJS, so jest's CommonJS runtime can require it and the .mjs files import it
// with no build step; its types are in smtp-sink.d.cts.
const { simpleParser } = require('mailparser');
const { SMTPServer } = require('smtp-server');

/** What the head of a message must hold for `parse: false`: its Message-ID. */
const HEAD_LIMIT = 64 * 1024;

/** A message's Message-ID from its raw head, read without parsing the rest. */
function readMessageId(stream) {
  return new Promise((resolve, reject) => {
    let head = '';
    stream.on('data', (chunk) => {
      if (head.length < HEAD_LIMIT) head += chunk.toString('latin1');
    });
    stream.on('end', () => resolve(/^message-id:\s*(\S+)/im.exec(head)?.[1] ?? ''));
    stream.on('error', reject);
  });
}

/** A message as it arrived, parsed: the To header as text and its bare addresses. */
async function readMail(stream) {
  const mail = await simpleParser(stream);
  const to = [mail.to ?? []].flat();
  return {
    to: to.map((a) => a.text).join(', '),
    recipients: to.flatMap((a) => a.value.map((v) => v.address ?? '')),
    from: mail.from?.text ?? '',
    subject: mail.subject ?? '',
    text: mail.text ?? '',
    html: typeof mail.html === 'string' ? mail.html : '',
    messageId: mail.messageId ?? '',
    // The List-* headers as sent (one-click unsubscribe, RFC 8058), by lower-case name.
    listHeaders: Object.fromEntries(
      (mail.headerLines ?? [])
        .filter((h) => h.key.startsWith('list-'))
        .map((h) => [h.key, h.line.slice(h.key.length + 1).trim()]),
    ),
  };
}

/**
 * An SMTP server on 127.0.0.1 (a free port, or `port`) that keeps what arrives in `arrived` and
 * hands each message to `onMail`. `refuse` answers that many messages with a temporary error
 * first; `parse: false` keeps only the Message-ID (the bench: no parsing beside the API it measures).
 */
async function startSmtpSink(options = {}) {
  const arrived = [];
  const parse = options.parse ?? true;
  let refuse = options.refuse ?? 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // No reverse DNS of the loopback client (this machine has no resolver for it).
    disableReverseLookup: true,
    logger: false,
    // close() waits this long for a client's open connection (a sender's pooled one) before
    // cutting it: smtp-server's default, 30 s, is jest's whole hook timeout.
    closeTimeout: 1000,
    onData(stream, _session, callback) {
      const read = parse
        ? readMail(stream)
        : readMessageId(stream).then((messageId) => ({ messageId }));
      read
        .then((mail) => {
          if (refuse > 0) {
            refuse--;
            const error = new Error('Try again later');
            error.responseCode = 451;
            return callback(error);
          }
          arrived.push(mail);
          options.onMail?.(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address();
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    arrived,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

module.exports = { startSmtpSink };
