import { useMutation } from '@apollo/client/react';
import { SignInCodeField } from '@devjobs/web/AuthFields';
import { errorCode, errorMessage } from '@devjobs/web/graphql-errors';
import { CompleteSignInDocument } from '@devjobs/web/operations';
import type { FormOutcome } from '@devjobs/web/form-outcome';
import { CODE_NEEDED } from '@devjobs/web/two-factor';
import { toast } from '@devjobs/web/toast';
import { useTextFields } from '@devjobs/web/use-text-fields';
import { useSession } from '../../lib/session';
import { AuthCard } from './AuthCard';

type Props = {
  /** Where to go once signed in. */
  next: string;
  /** What the server answered the form posted without JavaScript, if it did. */
  outcome: FormOutcome | undefined;
  onSignedIn: () => void;
  /** The sign-in expired or ran out of tries: back to the password form, saying so. */
  onStartOver: (message: string) => void;
};

/**
 * /login's second step for an account with two-factor sign-in (docs/product.md#two-factor-sign-in):
 * a code from the authenticator app or a recovery code. Without JavaScript it posts to /login with
 * step=code, where the pending sign-in's cookie says whose it is.
 */
export function LoginCodeStep({ next, outcome, onSignedIn, onStartOver }: Props) {
  const { setUser } = useSession();
  const [complete] = useMutation(CompleteSignInDocument);
  const form = useTextFields({ code: '' }, outcome);

  const handleSubmit = form.submit(async ({ code }) => {
    try {
      const { data } = await complete({ variables: { code: code.trim() } });
      if (!data) throw new Error('No answer');
      setUser(data.completeSignIn);
    } catch (error) {
      if (errorCode(error) !== 'UNAUTHENTICATED') throw error;
      return onStartOver(errorMessage(error));
    }
    toast.success('Logged in successfully');
    onSignedIn();
  }, 'Login failed');

  return (
    <AuthCard
      form="login-code"
      next={next}
      onSubmit={handleSubmit}
      submitting={form.sending}
      refusal={
        outcome?.errors
          ? undefined
          : outcome?.message === CODE_NEEDED
            ? undefined
            : outcome?.message
      }
      notice={`${CODE_NEEDED} Lost your phone? Enter one of your recovery codes.`}
    >
      <input type="hidden" name="step" value="code" />
      <SignInCodeField {...form.field('code')} />
    </AuthCard>
  );
}
