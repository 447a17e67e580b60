import { AuthForm } from '../features/auth/auth-form.tsx';
import { tryHeaderEnrichment } from '../features/otp/header-enrichment.server.ts';
import { requestCode } from '../features/otp/otp.server.ts';
import type { Route } from './+types/otp';

/** On the operator's network the gateway's number signs in without a code. */
export async function loader({ request }: Route.LoaderArgs) {
  const enriched = await tryHeaderEnrichment(request);
  if (enriched) throw enriched;
  return null;
}

export function action({ request }: Route.ActionArgs) {
  return requestCode(request);
}

export default function Otp({ actionData }: Route.ComponentProps) {
  return (
    <AuthForm
      titleKey="otp.title"
      sentenceKey="otp.sentence"
      submitKey="otp.send"
      result={actionData}
      fields={[
        {
          name: 'msisdn',
          labelKey: 'fields.msisdn',
          type: 'tel',
          autoComplete: 'tel',
          inputMode: 'tel',
        },
      ]}
    />
  );
}
