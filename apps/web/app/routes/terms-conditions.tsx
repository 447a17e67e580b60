import { loadTerms } from '../features/terms/terms.server.ts';
import { TermsPageView } from '../features/terms/terms-page.tsx';
import type { RouteHandle } from '../lib/route-handle.ts';
import type { Route } from './+types/terms-conditions';

export const handle: RouteHandle = { titleKey: 'terms.title' };

export function loader({ request }: Route.LoaderArgs) {
  return loadTerms(request, 'termsAndConditions');
}

export default function TermsConditions({ loaderData }: Route.ComponentProps) {
  return <TermsPageView terms={loaderData} />;
}
