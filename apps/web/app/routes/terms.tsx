import { data } from 'react-router';
import { isTermPage, loadTerms } from '../features/terms/terms.server.ts';
import { TermsPageView } from '../features/terms/terms-page.tsx';
import type { RouteHandle } from '../lib/route-handle.ts';
import type { Route } from './+types/terms';

export const handle: RouteHandle = { titleKey: 'terms.title' };

/** /public/terms/[termType]: one page per term type. */
export async function loader({ request, params }: Route.LoaderArgs) {
  if (!isTermPage(params.termType)) throw data(null, { status: 404 });
  return loadTerms(request, params.termType);
}

export default function Terms({ loaderData }: Route.ComponentProps) {
  return <TermsPageView terms={loaderData} />;
}
