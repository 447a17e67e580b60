import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { AppLink } from '../components/app-link.tsx';
import { login } from '../features/auth/actions.server.ts';
import { AuthForm } from '../features/auth/auth-form.tsx';
import type { RouteHandle } from '../lib/route-handle.ts';
import type { Route } from './+types/auth.login';

export const handle: RouteHandle = { titleKey: 'menu.login' };

export function action({ request }: Route.ActionArgs) {
  return login(request);
}

export default function Login({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation('auth');
  return (
    <AuthForm
      titleKey="login.title"
      submitKey="login.submit"
      result={actionData}
      fields={[
        { name: 'username', labelKey: 'fields.email', type: 'email', autoComplete: 'username' },
        {
          name: 'password',
          labelKey: 'fields.password',
          type: 'password',
          autoComplete: 'current-password',
        },
      ]}
    >
      <p className="form-links">
        <AppLink to="/auth/forgot-password">{t('login.forgot')}</AppLink>
        <AppLink to="/auth/register">{t('login.noAccount')}</AppLink>
      </p>
      <Form method="post">
        <input type="hidden" name="intent" value="demo" />
        <button type="submit" className="button button-secondary">
          {t('login.demo')}
        </button>
      </Form>
    </AuthForm>
  );
}
