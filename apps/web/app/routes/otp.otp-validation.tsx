import { AuthForm } from '../features/auth/auth-form.tsx';
import { validateCode } from '../features/otp/otp.server.ts';
import type { Route } from './+types/otp.otp-validation';

export function loader({ request }: Route.LoaderArgs) {
  return { msisdn: new URL(request.url).searchParams.get('msisdn') ?? '' };
}

export function action({ request }: Route.ActionArgs) {
  return validateCode(request);
}

export default function OtpValidation({ loaderData }: Route.ComponentProps) {
  return (
    <AuthForm
      titleKey="otp.validationTitle"
      sentenceKey="otp.validationSentence"
      submitKey="otp.verify"
      result={undefined}
      fields={[
        { name: 'msisdn', labelKey: 'fields.msisdn', type: 'hidden', value: loaderData.msisdn },
        {
          name: 'code',
          labelKey: 'fields.code',
          type: 'text',
          autoComplete: 'one-time-code',
          inputMode: 'numeric',
        },
      ]}
    />
  );
}
