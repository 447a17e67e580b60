import { changePassword } from '../features/auth/actions.server.ts';
import { AuthForm } from '../features/auth/auth-form.tsx';
import type { RouteHandle } from '../lib/route-handle.ts';
import type { Route } from './+types/change-password';

export const handle: RouteHandle = { titleKey: 'account.changePassword' };

export function action({ request }: Route.ActionArgs) {
  return changePassword(request);
}

export default function ChangePassword({ actionData }: Route.ComponentProps) {
  return (
    <AuthForm
      titleKey="changePassword.title"
      submitKey="changePassword.submit"
      result={actionData}
      fields={[
        { name: 'username', labelKey: 'fields.email', type: 'email', autoComplete: 'username' },
        {
          name: 'password',
          labelKey: 'fields.password',
          type: 'password',
          autoComplete: 'new-password',
        },
        {
          name: 'password_confirmation',
          labelKey: 'fields.passwordConfirmation',
          type: 'password',
          autoComplete: 'new-password',
        },
      ]}
    />
  );
}
