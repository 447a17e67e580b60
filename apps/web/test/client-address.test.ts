// Issue 17, finding 6 (the web server's half): the address passed to the API is the real client's.
// Behind a trusted load balancer or gateway it comes from X-Forwarded-For, walking back past trusted
// hops; from anyone else the peer's own address, whatever the request claims.
import { describe, expect, it } from 'vitest';
import { clientAddressWith, compileTrust } from '../app/lib/client-address.server.ts';

const from = (peer: string, xff?: string | string[]) => ({
  socket: { remoteAddress: peer },
  headers: xff === undefined ? {} : { 'x-forwarded-for': xff },
});

describe('the client address the web server forwards', () => {
  const balancers = compileTrust(['10.0.0.0/8', '192.0.2.1']);

  it('is the peer when no proxy is trusted (the default), whatever X-Forwarded-For says', () => {
    const nobody = compileTrust([]);
    expect(clientAddressWith(nobody, from('198.51.100.9', '203.0.113.7'))).toBe('198.51.100.9');
    expect(clientAddressWith(nobody, from('127.0.0.1', '203.0.113.7'))).toBe('127.0.0.1');
  });

  it('is read past the trusted load balancers, so users do not share one limit bucket', () => {
    expect(clientAddressWith(balancers, from('10.0.0.5', '203.0.113.7'))).toBe('203.0.113.7');
    expect(clientAddressWith(balancers, from('10.0.0.5', '203.0.113.7, 192.0.2.1'))).toBe(
      '203.0.113.7',
    );
    expect(clientAddressWith(balancers, from('10.0.0.5', ['203.0.113.7', '10.9.9.9']))).toBe(
      '203.0.113.7',
    );
  });

  it('stops at the first untrusted hop: a forged start of the chain is not believed', () => {
    expect(clientAddressWith(balancers, from('10.0.0.5', '1.2.3.4, 198.51.100.1'))).toBe(
      '198.51.100.1',
    );
    expect(clientAddressWith(balancers, from('198.51.100.9', '203.0.113.7'))).toBe('198.51.100.9');
  });

  it('never passes on something that is not an address', () => {
    expect(clientAddressWith(balancers, from('10.0.0.5', 'evil, <script>'))).toBe('10.0.0.5');
    expect(clientAddressWith(balancers, from('10.0.0.5', '203.0.113.7, garbage'))).toBe('10.0.0.5');
  });
});
