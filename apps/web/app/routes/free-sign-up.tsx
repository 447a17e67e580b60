import { register } from '../features/auth/actions.server.ts';
import { AuthForm } from '../features/auth/auth-form.tsx';
import type { Route } from './+types/free-sign-up';

/** The free registration entry (no operator billing): the register call with a short pitch. */
export function action({ request }: Route.ActionArgs) {
  return register(request);
}

export default function FreeSignUp({ actionData }: Route.ComponentProps) {
  return (
    <AuthForm
      titleKey="freeSignUp.title"
      sentenceKey="freeSignUp.sentence"
      submitKey="register.submit"
      result={actionData}
      fields={[
        { name: 'name', labelKey: 'fields.name', type: 'text', autoComplete: 'name' },
        { name: 'username', labelKey: 'fields.email', type: 'email', autoComplete: 'email' },
        {
          name: 'password',
          labelKey: 'fields.password',
          type: 'password',
          autoComplete: 'new-password',
        },
      ]}
    />
  );
}
