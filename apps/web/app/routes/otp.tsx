import { AuthForm } from '../features/auth/auth-form.tsx';
import { requestCode } from '../features/otp/otp.server.ts';
import type { Route } from './+types/otp';

export function action({ request }: Route.ActionArgs) {
  return requestCode(request);
}

export default function Otp() {
  return (
    <AuthForm
      titleKey="otp.title"
      sentenceKey="otp.sentence"
      submitKey="otp.send"
      result={undefined}
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
