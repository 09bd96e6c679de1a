import { Alert, Button, Stack } from '@mui/material';
import { SignInCodeField } from '@devjobs/web/AuthFields';
import type { FormEvent } from 'react';
import { errorCode, errorMessage } from '@devjobs/web/graphql-errors';
import { TwoFactorEnrolment } from '@devjobs/web/TwoFactorEnrolment';
import { CODE_NEEDED, ENROLMENT_NEEDED } from '@devjobs/web/two-factor';
import { useTextFields } from '@devjobs/web/use-text-fields';
import type { SessionUserFragment } from '@devjobs/web/operations';
import { useSession } from '../../lib/session';
import { showRefusal } from './show-refusal';

/** What the password step answered (decision 064): a code to enter, or two-factor sign-in to set up. */
export type SecondStep = 'code' | 'enrol';

/** The second step a console sign-in asks for, from the API's error code; none for other errors. */
export const secondStepOf = (error: unknown): SecondStep | undefined =>
  errorCode(error) === 'TWO_FACTOR_REQUIRED'
    ? 'code'
    : errorCode(error) === 'TWO_FACTOR_ENROLMENT_REQUIRED'
      ? 'enrol'
      : undefined;

type Props = {
  step: SecondStep;
  /** Signed in: on to the console. */
  onSignedIn: (user: SessionUserFragment) => void;
  /** The sign-in expired or ran out of tries: back to the password. */
  onStartOver: (message: string) => void;
};

/**
 * /admin/login's second step (docs/product.md#two-factor-sign-in): a code from the authenticator
 * app or a recovery code; or, for staff without two-factor sign-in when the console requires it,
 * setting it up before entering.
 */
export function AdminSecondStep({ step, onSignedIn, onStartOver }: Props) {
  const { completeSignIn, signedIn } = useSession();
  const form = useTextFields({ code: '' });

  if (step === 'enrol')
    return (
      <Stack spacing={2.5}>
        <Alert severity="info">{ENROLMENT_NEEDED}</Alert>
        <TwoFactorEnrolment
          onDone={({ user }) => {
            signedIn(user);
            onSignedIn(user);
          }}
        />
      </Stack>
    );

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = form.values.code.trim();
    if (!code) {
      form.setErrors({ code: 'Enter the code from your app' });
      return;
    }
    try {
      onSignedIn(await completeSignIn(code));
    } catch (error) {
      if (errorCode(error) === 'UNAUTHENTICATED') return onStartOver(errorMessage(error));
      showRefusal(error, 'Could not sign in', form.showFieldErrors);
    }
  }

  return (
    <Stack
      component="form"
      noValidate
      spacing={2.5}
      onSubmit={handleSubmit}
      aria-label="Sign-in code"
    >
      <Alert severity="info">
        {CODE_NEEDED} Lost your phone? Enter one of your recovery codes.
      </Alert>
      <SignInCodeField id="admin-code" inputMode="text" {...form.field('code')} />
      <Button type="submit" variant="contained" size="large">
        Verify
      </Button>
    </Stack>
  );
}
