/**
 * What the API and the web server accept as a tenant's domain (the `domain` header, Host): a host name
 * as DNS allows it (RFC 1123: at most 253 characters, labels of letters, digits and inner hyphens, an
 * optional final dot) or an IPv6 literal in brackets. Anything else names no tenant: both servers refuse
 * it before looking it up or keeping it in a cache (issue 17: 8 KB junk domains were cached forever).
 * Expects the name lower-cased, without scheme, path or port.
 */
export const MAX_DOMAIN_LENGTH = 253;
const HOSTNAME =
  /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?$/;
const IPV6_LITERAL = /^\[[0-9a-f:.]{2,45}\]$/;

export const isHostname = (domain: string): boolean =>
  domain.length <= MAX_DOMAIN_LENGTH && (HOSTNAME.test(domain) || IPV6_LITERAL.test(domain));
