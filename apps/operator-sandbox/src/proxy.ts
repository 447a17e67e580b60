// The header-enrichment proxy: what an operator's HTTP gateway does for traffic from its mobile
// network. It removes any MSISDN headers the client sent (a phone must not be able to claim a number)
// and adds the chosen number with a timestamped HMAC the service verifies.
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { SandboxConfig } from './env.ts';
import { isMsisdn, msisdnFromInput, parseBody, readBody, redirect, sendHtml } from './http-util.ts';
import { devicePage } from './pages.ts';
import {
  MSISDN_HEADER,
  MSISDN_SIGNATURE_HEADER,
  MSISDN_TIMESTAMP_HEADER,
  signMsisdn,
} from './signature.ts';

const DEVICE_COOKIE = 'operator_device_msisdn';

function deviceMsisdn(req: IncomingMessage): string | null {
  const cookie = req.headers.cookie ?? '';
  for (const part of cookie.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === DEVICE_COOKIE && isMsisdn(value)) return value;
  }
  return null;
}

/** Headers forwarded upstream: client-sent enrichment removed, ours added. */
export function enrichHeaders(
  incoming: IncomingMessage['headers'],
  msisdn: string | null,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(incoming)) {
    if (v === undefined) continue;
    if (k === MSISDN_HEADER || k === MSISDN_TIMESTAMP_HEADER || k === MSISDN_SIGNATURE_HEADER)
      continue;
    if (k === 'host' || k === 'connection') continue;
    out[k] = v;
  }
  if (msisdn) {
    const timestamp = String(nowSeconds);
    out[MSISDN_HEADER] = msisdn;
    out[MSISDN_TIMESTAMP_HEADER] = timestamp;
    out[MSISDN_SIGNATURE_HEADER] = signMsisdn(secret, msisdn, timestamp);
  }
  return out;
}

export function createProxyHandler(config: SandboxConfig) {
  const target = new URL(config.heTarget);
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const path = req.url ?? '/';
    if (path === '/__operator/device') {
      if (req.method === 'POST') {
        const body = parseBody(req, await readBody(req));
        const typed = typeof body.msisdn === 'string' ? body.msisdn.trim() : '';
        const msisdn = msisdnFromInput(typed) ?? '';
        if (typed && !msisdn) {
          // Saying nothing left the previous phone (or Wi-Fi) in place, as if the number were taken.
          sendHtml(res, 400, devicePage(deviceMsisdn(req), typed));
          return;
        }
        res.setHeader(
          'set-cookie',
          `${DEVICE_COOKIE}=${msisdn}; Path=/; HttpOnly; SameSite=Lax${msisdn ? '' : '; Max-Age=0'}`,
        );
        redirect(res, '/__operator/device');
        return;
      }
      sendHtml(res, 200, devicePage(deviceMsisdn(req)));
      return;
    }
    const headers = enrichHeaders(req.headers, deviceMsisdn(req), config.secret);
    const forwardedFor = req.socket.remoteAddress ?? '';
    headers['x-forwarded-for'] = forwardedFor;
    headers['x-forwarded-host'] = req.headers.host ?? '';
    headers.host = target.host;
    const upstream = httpRequest(
      {
        protocol: target.protocol,
        hostname: target.hostname,
        port: target.port,
        method: req.method,
        path,
        headers,
      },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent)
        sendHtml(
          res,
          502,
          '<h1>502: the service behind the operator gateway is not reachable</h1>',
        );
      else res.destroy();
    });
    req.pipe(upstream);
  };
}
