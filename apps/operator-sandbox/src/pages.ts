// Server-rendered pages of the sandbox: no scripts (the CSP forbids them), auto-refresh by meta tag.

import { escapeHtml as e } from './http-util.ts';
import type { Operator } from './operator.ts';

const STYLE = `body{font:14px/1.4 system-ui,sans-serif;margin:16px;max-width:960px}
table{border-collapse:collapse;width:100%;margin-bottom:16px}td,th{border:1px solid #ccc;padding:4px 6px;text-align:start}
.code{font:bold 20px monospace}form{display:inline}nav a{margin-inline-end:12px}`;

function layout(title: string, body: string, refreshSeconds?: number): string {
  const refresh = refreshSeconds ? `<meta http-equiv="refresh" content="${refreshSeconds}">` : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">${refresh}<title>${e(title)}</title><style>${STYLE}</style></head><body><nav><a href="/">Operator sandbox</a><a href="/sms">SMS inbox</a></nav><h1>${e(title)}</h1>${body}</body></html>`;
}

export function inboxPage(op: Operator, msisdn: string | null): string {
  const rows = op.sms
    .filter((m) => !msisdn || m.to === msisdn)
    .map((m) => {
      // Highlight the code so a person finds it quickly in the demo.
      const text = e(m.text).replace(/\b(\d{6})\b/, '<span class="code">$1</span>');
      return `<tr data-msisdn="${e(m.to)}"><td>${e(m.receivedAt)}</td><td>+${e(m.to)}</td><td>${text}</td></tr>`;
    })
    .join('');
  const filter = `<form method="get" action="/sms"><label>Number <input name="msisdn" value="${e(msisdn ?? '')}" inputmode="numeric"></label> <button>Filter</button></form>`;
  return layout(
    'SMS inbox',
    `<p>Every SMS the service sent through this operator. Refreshes every 3 s.</p>${filter}<table><thead><tr><th>Received</th><th>To</th><th>Text</th></tr></thead><tbody>${rows || '<tr><td colspan="3">No messages yet.</td></tr>'}</tbody></table>`,
    3,
  );
}

export function dashboardPage(op: Operator, heUrl: string): string {
  const subs = [...op.subscriptions.values()]
    .map(
      (s) =>
        `<tr><td>${e(s.id)}</td><td>+${e(s.msisdn)}</td><td>${e(s.serviceId)}</td><td>${e(s.status)}</td><td>${e(s.currentPeriodEnd ?? '')}</td><td>
<form method="post" action="/sandbox/renewals/run"><input type="hidden" name="subscription_id" value="${e(s.id)}"><button>Renew now</button></form>
<form method="post" action="/sandbox/subscriptions/${e(s.id)}/cancel"><button>Customer sends STOP</button></form></td></tr>`,
    )
    .join('');
  const charges = [...op.charges.values()]
    .reverse()
    .slice(0, 50)
    .map(
      (c) =>
        `<tr><td>${e(c.id)}</td><td>${e(c.kind)}</td><td>+${e(c.msisdn)}</td><td>${c.amountMinor} ${e(c.currency)}</td><td>${e(c.status)}</td><td>${e(c.createdAt)}</td></tr>`,
    )
    .join('');
  const events = [...op.events.values()]
    .reverse()
    .slice(0, 50)
    .map(
      (ev) =>
        `<tr><td>${e(ev.payload.event_id)}</td><td>${e(ev.payload.type)}</td><td>${ev.attempts}</td><td>${e(ev.lastResult ?? '')}</td><td><form method="post" action="/sandbox/events/${e(ev.payload.event_id)}/redeliver"><button>Send again</button></form></td></tr>`,
    )
    .join('');
  const outcomes = `<form method="post" action="/sandbox/subscribers"><label>Number <input name="msisdn" inputmode="numeric" required></label> <select name="charge_outcome"><option value="succeed">charges succeed</option><option value="fail">charges fail (no balance)</option></select> <button>Set</button></form>`;
  return layout(
    'Operator sandbox',
    `<p>A stand-in mobile operator: SMS delivery, header enrichment (proxy at <a href="${e(heUrl)}/__operator/device">${e(heUrl)}</a>) and carrier billing with signed callbacks.</p>
<h2>Subscriber balance</h2>${outcomes}
<h2>Subscriptions</h2><table><thead><tr><th>Id</th><th>Number</th><th>Service</th><th>Status</th><th>Paid until</th><th></th></tr></thead><tbody>${subs}</tbody></table>
<h2>Charges</h2><table><thead><tr><th>Id</th><th>Kind</th><th>Number</th><th>Amount</th><th>Status</th><th>Created</th></tr></thead><tbody>${charges}</tbody></table>
<h2>Callbacks</h2><table><thead><tr><th>Event</th><th>Type</th><th>Attempts</th><th>Last result</th><th></th></tr></thead><tbody>${events}</tbody></table>`,
  );
}

/** `rejected`: what was typed when it is not a phone number, shown back with the reason. */
export function devicePage(current: string | null, rejected?: string): string {
  const error = rejected
    ? `<p class="error" role="alert">“${e(rejected)}” is not a phone number: type it in international form, e.g. +4915123456789 or 4915123456789 (8 to 15 digits, no leading 0).</p>`
    : '';
  return layout(
    'Phone on the operator network',
    `<p>Requests through this proxy carry the signed number of the phone chosen here, as a mobile network's HTTP gateway adds it. Current: <strong>${current ? `+${e(current)}` : 'none (Wi-Fi: no enrichment)'}</strong>.</p>
${error}<form method="post" action="/__operator/device"><label>Number <input name="msisdn" type="tel" inputmode="tel" value="${e(rejected ?? (current ? `+${current}` : ''))}"></label> <button>Use this number</button></form>
<form method="post" action="/__operator/device"><input type="hidden" name="msisdn" value=""><button>Switch to Wi-Fi</button></form>`,
  );
}
