import { unsubscribe } from '../features/auth/actions.server.ts';
import { AuthForm } from '../features/auth/auth-form.tsx';
import type { RouteHandle } from '../lib/route-handle.ts';
import type { Route } from './+types/manage-account';

export const handle: RouteHandle = { titleKey: 'account.manage' };

export function action({ request }: Route.ActionArgs) {
  return unsubscribe(request);
}

export default function ManageAccount({ actionData }: Route.ComponentProps) {
  return (
    <AuthForm
      titleKey="manage.title"
      sentenceKey="manage.unsubscribeSentence"
      submitKey="manage.unsubscribe"
      result={actionData}
      fields={[]}
      danger
    />
  );
}
