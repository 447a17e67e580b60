import { useTranslation } from 'react-i18next';
import { AppLink } from '../components/app-link.tsx';
import { register } from '../features/auth/actions.server.ts';
import { AuthForm } from '../features/auth/auth-form.tsx';
import type { RouteHandle } from '../lib/route-handle.ts';
import type { Route } from './+types/auth.register';

export const handle: RouteHandle = { titleKey: 'menu.register' };

export function action({ request }: Route.ActionArgs) {
  return register(request);
}

export default function Register({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation('auth');
  return (
    <AuthForm
      titleKey="register.title"
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
    >
      <p className="form-links">
        <AppLink to="/auth/login">{t('register.haveAccount')}</AppLink>
      </p>
    </AuthForm>
  );
}
