// Outgoing e-mail through nodemailer. With SMTP_URL set it is real SMTP; without (the embedded
// default) every message is written to a local outbox directory that the demo's mailbox page reads,
// so registration, verification and password reset work end to end with no mail server.
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface StoredMail extends MailMessage {
  id: string;
  from: string;
  sentAt: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'local-outbox';
  send(message: MailMessage): Promise<void>;
}

export class SmtpMailer implements Mailer {
  readonly kind = 'smtp';
  private readonly transport: nodemailer.Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...message });
  }

  close(): void {
    this.transport.close();
  }
}

/** The local outbox: one JSON file per message, newest read first. Demo and development only. */
export class LocalOutboxMailer implements Mailer {
  readonly kind = 'local-outbox';

  constructor(
    private readonly dir: string,
    private readonly from: string,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async send(message: MailMessage): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const sentAt = this.clock().toISOString();
    // Names sort newest first: two mails in one millisecond (or under a fixed test clock) are ordered
    // by this process's monotonic clock, not by the random part, which put them either way round.
    const tick = process.hrtime.bigint().toString().padStart(20, '0');
    const id = `${sentAt.replace(/[:.]/g, '-')}-${tick}-${randomUUID()}`;
    const stored: StoredMail = { id, from: this.from, sentAt, ...message };
    await writeFile(join(this.dir, `${id}.json`), JSON.stringify(stored, null, 2));
  }

  /** Newest first; `to` filters by recipient. */
  async list(opts: { to?: string; limit?: number } = {}): Promise<StoredMail[]> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch {
      return [];
    }
    const files = names
      .filter((n) => n.endsWith('.json'))
      .sort()
      .reverse();
    const out: StoredMail[] = [];
    for (const name of files) {
      const mail = JSON.parse(await readFile(join(this.dir, name), 'utf8')) as StoredMail;
      if (opts.to && mail.to.toLowerCase() !== opts.to.toLowerCase()) continue;
      out.push(mail);
      if (out.length >= (opts.limit ?? 50)) break;
    }
    return out;
  }
}

export function createMailer(opts: {
  smtpUrl?: string | undefined;
  from: string;
  outboxDir: string;
}): Mailer {
  return opts.smtpUrl
    ? new SmtpMailer(opts.smtpUrl, opts.from)
    : new LocalOutboxMailer(opts.outboxDir, opts.from);
}
