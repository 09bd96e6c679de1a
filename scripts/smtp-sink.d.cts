/** A message as the sink received it, parsed. */
export type ArrivedMail = {
  /** The To header as text. */
  to: string;
  /** The To header's bare addresses. */
  recipients: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  /** Its List-* headers (List-Unsubscribe, List-Unsubscribe-Post) by lower-case name. */
  listHeaders: Record<string, string>;
};

export type SmtpSink<Mail> = {
  port: number;
  /** `smtp://127.0.0.1:<port>` */
  url: string;
  /** Every message accepted, in order. */
  arrived: Mail[];
  close: () => Promise<void>;
};

type Common<Mail> = {
  /** A free port when absent. */
  port?: number;
  /** Answer this many messages with a temporary error (451) first. */
  refuse?: number;
  onMail?: (mail: Mail) => void;
};

/** An SMTP server on 127.0.0.1 that keeps what arrives (scripts/smtp-sink.cjs). */
export function startSmtpSink(
  options?: Common<ArrivedMail> & { parse?: true },
): Promise<SmtpSink<ArrivedMail>>;
export function startSmtpSink(
  options: Common<{ messageId: string }> & { parse: false },
): Promise<SmtpSink<{ messageId: string }>>;
