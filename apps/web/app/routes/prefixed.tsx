import { data } from 'react-router';
import { loadTerms, resolvePrefixed } from '../features/terms/terms.server.ts';
import { TermsPageView } from '../features/terms/terms-page.tsx';
import { UnsubscribedPage } from '../features/terms/unsubscribed-page.tsx';
import type { Route } from './+types/prefixed';

/** /public/… and /welcome/…: the prefixed variants of the footer links. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const target = resolvePrefixed(params['*'] ?? '');
  if (!target) throw data(null, { status: 404 });
  if (target.kind === 'unsubscribed') return { kind: 'unsubscribed' as const };
  return { kind: 'terms' as const, terms: await loadTerms(request, target.page) };
}

export default function Prefixed({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'unsubscribed') return <UnsubscribedPage />;
  return <TermsPageView terms={loaderData.terms} />;
}
