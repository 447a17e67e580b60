// GET /dev/mailbox: the local outbox as a page, so the demo can follow e-mail links (verification,
// password reset) with no mail server. Exists only while mail goes to the local outbox, which the
// environment check forbids in production.
import type { FastifyPluginAsync } from 'fastify';
import { LocalOutboxMailer } from '../../services/mail/mailer.ts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const linkify = (s: string) =>
  escapeHtml(s).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

const mailboxRoutes: FastifyPluginAsync = async (app) => {
  const mailer = app.services.mailer;
  if (!(mailer instanceof LocalOutboxMailer) || app.env.NODE_ENV === 'production') return;

  app.get<{ Querystring: { to?: string } }>(
    '/dev/mailbox',
    { schema: { hide: true } },
    async (request, reply) => {
      const to = typeof request.query.to === 'string' ? request.query.to : undefined;
      const mails = await mailer.list({ ...(to ? { to } : {}), limit: 50 });
      const items = mails
        .map(
          (m) =>
            `<article><h2>${escapeHtml(m.subject)}</h2><p>To ${escapeHtml(m.to)} · ${escapeHtml(m.sentAt)}</p><pre>${linkify(m.text)}</pre></article>`,
        )
        .join('');
      reply
        .type('text/html; charset=utf-8')
        .header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
        )
        .header('cache-control', 'no-store');
      return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta http-equiv="refresh" content="5"><title>Local mailbox</title><style>body{font:14px system-ui;margin:16px;max-width:800px}pre{white-space:pre-wrap}article{border-bottom:1px solid #ccc}</style></head><body><h1>Local mailbox</h1><p>E-mail the demo sent (no SMTP server configured).</p>${items || '<p>No e-mail yet.</p>'}</body></html>`;
    },
  );

  app.get<{ Querystring: { to?: string } }>(
    '/dev/mailbox.json',
    { schema: { hide: true } },
    async (request) => {
      const to = typeof request.query.to === 'string' ? request.query.to : undefined;
      return { mails: await mailer.list({ ...(to ? { to } : {}), limit: 50 }) };
    },
  );
};

export default mailboxRoutes;
