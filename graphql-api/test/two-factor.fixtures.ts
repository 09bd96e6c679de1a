import { Secret, TOTP } from 'otpauth';
import type { Client, TestClock } from './harness';

/** The length of one step of a two-factor code (decision 064). */
export const STEP_MS = 30_000;

/** Starts two-factor enrolment with the password; the secret an authenticator app is given. */
export const START_ENROLMENT =
  'mutation ($currentPassword: String) { startTwoFactorEnrolment(currentPassword: $currentPassword) { secret } }';
const CONFIRM_ENROLMENT =
  'mutation ($code: String!) { confirmTwoFactorEnrolment(code: $code) { recoveryCodes } }';

/**
 * An authenticator app on the test's clock: `codeOf(secret)` is the code it shows now (or
 * `offsetSteps` steps away), `nextStep()` moves the clock to the start of the next step (a fresh
 * code), and `turnOn(browser, password)` turns two-factor sign-in on for the signed-in account.
 */
export function authenticatorOn(clock: TestClock) {
  const codeOf = (secret: string, offsetSteps = 0) =>
    new TOTP({ secret: Secret.fromBase32(secret) }).generate({
      timestamp: clock.now().getTime() + offsetSteps * STEP_MS,
    });
  const nextStep = () => clock.advance(STEP_MS - (clock.now().getTime() % STEP_MS) + 10);

  /** Turns two-factor sign-in on from `browser` with the password; its secret and recovery codes. */
  async function turnOn(browser: Client, password: string) {
    const started = await browser.gql(START_ENROLMENT, { currentPassword: password });
    expect(started.errors).toBeUndefined();
    const secret: string = started.data.startTwoFactorEnrolment.secret;
    const confirmed = await browser.gql(CONFIRM_ENROLMENT, { code: codeOf(secret) });
    expect(confirmed.errors).toBeUndefined();
    nextStep();
    const recoveryCodes: string[] = confirmed.data.confirmTwoFactorEnrolment.recoveryCodes;
    return { secret, recoveryCodes };
  }

  return { codeOf, nextStep, turnOn };
}
