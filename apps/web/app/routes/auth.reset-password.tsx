import { resetPassword } from '../features/auth/actions.server.ts';
import { AuthForm } from '../features/auth/auth-form.tsx';
import type { Route } from './+types/auth.reset-password';

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get('token') ?? '' };
}

export function action({ request }: Route.ActionArgs) {
  return resetPassword(request);
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AuthForm
      titleKey="reset.title"
      submitKey="reset.submit"
      result={actionData ?? (loaderData.token ? undefined : { errorKey: 'verify.missing' })}
      fields={[
        { name: 'token', labelKey: 'fields.code', type: 'hidden', value: loaderData.token },
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
