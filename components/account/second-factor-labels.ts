/** The two second factors the pool offers, as fetchMFAPreference names them. */
export type SecondFactor = 'TOTP' | 'EMAIL';

export const SECOND_FACTORS: readonly SecondFactor[] = ['TOTP', 'EMAIL'];

export const FACTOR_LABELS: Record<SecondFactor, string> = {
  TOTP: 'Authenticator app',
  EMAIL: 'Code by e-mail',
};

/** What sign-in asks for with each factor. */
const ASKED_FOR: Record<SecondFactor, string> = {
  TOTP: 'the code your authenticator app shows',
  EMAIL: 'a code it sends by e-mail',
};

/** The first sentence of the page: which factors are on, and which one sign-in asks for. */
export function describeFactors(enabled: readonly SecondFactor[], preferred: SecondFactor | undefined): string {
  if (enabled.length === 0) return 'Two-step sign-in is off: your password alone signs you in.';
  const names = enabled.map((factor) => FACTOR_LABELS[factor].toLowerCase());
  const asked = preferred ?? (enabled.length === 1 ? enabled[0] : undefined);
  const which = asked ? ` Sign-in asks for ${ASKED_FOR[asked]}.` : ' Sign-in lets you choose which code to give.';
  return `Two-step sign-in is on (${names.join(' and ')}).${which}`;
}
