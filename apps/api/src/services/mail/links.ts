// Links in e-mails (verification, password reset) point at the tenant's configured web app and
// nowhere else. They were built from the request's Host (or `domain`), which whoever sends the
// request chooses: `Host: evil.example` on /auth/register mailed a link to evil.example, and through
// the web app's proxy the link pointed at the API itself.

/** The base of a tenant's links: its own public URL, else the deployment's PUBLIC_WEB_URL. */
export function linkBase(
  tenant: { publicWebUrl: string | null },
  fallback: string | undefined,
): string | null {
  return tenant.publicWebUrl ?? fallback ?? null;
}

/** `path` on `base` with the token as its query; null when the tenant has no configured URL. */
export function tokenLink(base: string | null, path: string): ((token: string) => string) | null {
  if (!base) return null;
  return (token) => {
    const url = new URL(path, base);
    url.searchParams.set('token', token);
    return url.toString();
  };
}
