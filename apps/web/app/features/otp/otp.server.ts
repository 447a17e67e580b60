import { redirect } from 'react-router';
import { serverCall } from '../../lib/api.server.ts';

function field(form: FormData, name: string): string {
  const v = form.get(name);
  return typeof v === 'string' ? v.replace(/[^\d+]/g, '') : '';
}

/**
 * The one-time-code flow through POST /v1/compare-msisdn: the number first, then the number with
 * the code. A refusal ends on /otp/otp-error.
 */
export async function requestCode(request: Request) {
  const msisdn = field(await request.formData(), 'msisdn');
  try {
    await serverCall(request, '/v1/compare-msisdn', {
      method: 'POST',
      body: { msisdn },
      withToken: false,
    });
    return redirect(`/otp/otp-validation?msisdn=${encodeURIComponent(msisdn)}`);
  } catch {
    return redirect('/otp/otp-error');
  }
}

export async function validateCode(request: Request) {
  const form = await request.formData();
  const msisdn = field(form, 'msisdn');
  const code = field(form, 'code');
  try {
    await serverCall(request, '/v1/compare-msisdn', {
      method: 'POST',
      body: { msisdn, code },
      withToken: false,
    });
    return redirect('/auth/sms-holding');
  } catch {
    return redirect('/otp/otp-error');
  }
}
