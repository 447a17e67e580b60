import { loadAccount } from '../features/account/account.server.ts';
import { AccountPage } from '../features/account/account-page.tsx';
import type { RouteHandle } from '../lib/route-handle.ts';
import type { Route } from './+types/account';

export const handle: RouteHandle = { titleKey: 'account.title' };

export function loader({ request }: Route.LoaderArgs) {
  return loadAccount(request);
}

export default function Account({ loaderData }: Route.ComponentProps) {
  return <AccountPage user={loaderData.user} />;
}
