import { AccountPage } from '../features/account/account-page.tsx';
import type { RouteHandle } from '../lib/route-handle.ts';

export const handle: RouteHandle = { titleKey: 'account.title' };

export default function Account() {
  return <AccountPage />;
}
