// The code an authenticator app shows for a secret, `steps` 30-second steps from now (decision 064).
import { Secret, TOTP } from 'otpauth';

export function totpCode(secret, steps = 0) {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + steps * 30_000,
  });
}
