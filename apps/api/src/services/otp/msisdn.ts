// Phone numbers travel as E.164 digits without '+': the form the operator contract uses.

/** Digits of an E.164 number typed by a person ('+49 151 1234-5678'), or null when it is not one. */
export function normaliseMsisdn(input: string): string | null {
  const trimmed = input.trim();
  if (!/^\+?[\d\s\-().]{8,24}$/.test(trimmed)) return null;
  let digits = trimmed.replace(/\D/g, '');
  if (digits.startsWith('00')) digits = digits.slice(2);
  return /^[1-9]\d{7,14}$/.test(digits) ? digits : null;
}

/** Country code + operator range: SMS-pumping fraud targets a few premium ranges, not one number. */
export function msisdnPrefix(msisdn: string, length: number): string {
  return msisdn.slice(0, length);
}

/** For logs and pages: never the whole number. */
export function maskMsisdn(msisdn: string): string {
  return `+${msisdn.slice(0, 3)}${'•'.repeat(Math.max(0, msisdn.length - 5))}${msisdn.slice(-2)}`;
}
