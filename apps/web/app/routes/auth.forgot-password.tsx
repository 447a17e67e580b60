import { forgotPassword } from '../features/auth/actions.server.ts';
import { AuthForm } from '../features/auth/auth-form.tsx';
import type { Route } from './+types/auth.forgot-password';

export function action({ request }: Route.ActionArgs) {
  return forgotPassword(request);
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  return (
    <AuthForm
      titleKey="forgot.title"
      sentenceKey="forgot.sentence"
      submitKey="forgot.submit"
      result={actionData}
      fields={[
        { name: 'username', labelKey: 'fields.email', type: 'email', autoComplete: 'email' },
      ]}
    />
  );
}
