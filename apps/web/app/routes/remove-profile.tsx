import { removeProfile } from '../features/auth/actions.server.ts';
import { AuthForm } from '../features/auth/auth-form.tsx';
import type { RouteHandle } from '../lib/route-handle.ts';
import type { Route } from './+types/remove-profile';

export const handle: RouteHandle = { titleKey: 'account.removeProfile' };

export function action({ request }: Route.ActionArgs) {
  return removeProfile(request);
}

export default function RemoveProfile({ actionData }: Route.ComponentProps) {
  return (
    <AuthForm
      titleKey="removeProfile.title"
      sentenceKey="removeProfile.sentence"
      submitKey="removeProfile.submit"
      result={actionData}
      fields={[]}
      danger
    />
  );
}
