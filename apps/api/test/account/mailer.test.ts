import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, LocalOutboxMailer, SmtpMailer } from '../../src/services/mail/mailer.ts';
import { passwordResetMail } from '../../src/services/mail/templates.ts';
import { startSmtp } from './smtp-helper.ts';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(() => smtp.close());

describe('e-mail', () => {
  it('goes over real SMTP when SMTP_URL is set', async () => {
    const mailer = createMailer({
      smtpUrl: smtp.url,
      from: 'Gameweek <no-reply@gameweek.test>',
      outboxDir: '/nonexistent',
    });
    expect(mailer).toBeInstanceOf(SmtpMailer);
    const link = `https://play.example/auth/reset-password?token=${'a'.repeat(43)}`;
    await mailer.send(passwordResetMail('ada@example.com', link, 'Gameweek'));
    (mailer as SmtpMailer).close();
    const mail = smtp.inbox.at(-1)!;
    expect(mail.to).toEqual(['ada@example.com']);
    expect(mail.from).toBe('no-reply@gameweek.test');
    expect(mail.subject).toBe('Gameweek: reset your password');
    expect(mail.text).toContain(link);
  });

  it('goes to the local outbox when no SMTP server is configured', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'outbox-'));
    try {
      const mailer = createMailer({ from: 'no-reply@gameweek.test', outboxDir: dir });
      expect(mailer).toBeInstanceOf(LocalOutboxMailer);
      await mailer.send({ to: 'a@example.com', subject: 'one', text: 'first' });
      await mailer.send({ to: 'b@example.com', subject: 'two', text: 'second' });
      const outbox = mailer as LocalOutboxMailer;
      expect((await outbox.list()).map((m) => m.subject)).toEqual(['two', 'one']);
      expect((await outbox.list({ to: 'A@example.com' })).map((m) => m.text)).toEqual(['first']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
