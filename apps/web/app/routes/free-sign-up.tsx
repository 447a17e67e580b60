import { register } from '../features/auth/actions.server.ts';
import { AuthForm } from '../features/auth/auth-form.tsx';
import { getHost } from '../lib/api.server.ts';
import { lookupTenant } from '../lib/tenant.server.ts';
import type { Route } from './+types/free-sign-up';

/** Offered only where the tenant enables it (config `free_sign_up`); elsewhere the page does not exist. */
async function requireFreeSignUp(request: Request): Promise<void> {
  const found = await lookupTenant(request, getHost(request));
  if (!found.ok || !found.tenant.freeSignUp) throw new Response('Not Found', { status: 404 });
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireFreeSignUp(request);
  return null;
}

/** The free registration entry (no operator billing): the register call with a short pitch. */
export async function action({ request }: Route.ActionArgs) {
  await requireFreeSignUp(request);
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
