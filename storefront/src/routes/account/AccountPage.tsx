import { useMutation } from '@apollo/client/react';
import { Box, Skeleton, Stack, TextField, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { CurrentPasswordField, PasswordField } from '@devjobs/web/AuthFields';
import { toast } from '@devjobs/web/toast';
import { useTextFields } from '@devjobs/web/use-text-fields';
import { Page } from '../../components/Page';
import { SignInPrompt } from '../../components/SignInPrompt';
import type { SessionUserFragment } from '@devjobs/web/operations';
import { ChangePasswordDocument, UpdateMyNameDocument } from '../../graphql/generated/operations';
import { useSession } from '../../lib/session';
import { AccountSection, SectionSubmitButton } from './AccountSection';
import { EmailChangeForm } from './EmailChangeForm';
import { SignOutEverywhere } from './SignOutEverywhere';
import { TwoFactorSection } from './TwoFactorSection';

/**
 * /account (docs/product.md#account-page): the signed-in account's name, its email address (changed
 * by a link to the new one, decision 063), its password (given the current one; every other session
 * then ends) and "Sign out everywhere".
 */
export function AccountPage() {
  const { user, loading } = useSession();

  let content: ReactNode;
  if (loading) {
    content = (
      <Stack spacing={3} role="status" aria-label="Loading your account">
        <Skeleton variant="rounded" height={180} />
        <Skeleton variant="rounded" height={260} />
      </Stack>
    );
  } else if (!user) {
    content = (
      <SignInPrompt
        title="Sign in to see your account."
        description="Your name, your password and where you are signed in are kept with your account."
        from="/account"
      />
    );
  } else {
    content = (
      <Stack spacing={3}>
        <NameForm user={user} />
        <EmailChangeForm user={user} />
        <PasswordForm />
        <TwoFactorSection />
        <SignOutEverywhere />
      </Stack>
    );
  }

  return (
    <Page title="Your account" description="Your DevJobs account: name, password and sessions.">
      <Box sx={{ maxWidth: 640, mx: 'auto' }}>
        <Typography variant="h2" component="h1" sx={{ mb: 3 }}>
          Your account
        </Typography>
        {content}
      </Box>
    </Page>
  );
}

function NameForm({ user }: { user: SessionUserFragment }) {
  const { setUser } = useSession();
  const [rename] = useMutation(UpdateMyNameDocument);
  const form = useTextFields({ name: user.name });
  const handleSubmit = form.submit(async ({ name }) => {
    const { data } = await rename({ variables: { name: name.trim() } });
    if (data) setUser(data.updateMyName);
    toast.success('Name saved.');
  }, 'Could not save your name');

  return (
    <AccountSection id="account-name" title="Your name">
      <Stack component="form" spacing={2} onSubmit={handleSubmit} aria-label="Your name">
        <TextField label="Name" autoComplete="name" required {...form.field('name')} />
        <SectionSubmitButton
          sending={form.sending}
          disabled={form.values.name.trim() === user.name}
        >
          Save name
        </SectionSubmitButton>
      </Stack>
    </AccountSection>
  );
}

function PasswordForm() {
  const [change] = useMutation(ChangePasswordDocument);
  const form = useTextFields({ currentPassword: '', newPassword: '' });
  const handleSubmit = form.submit(async (input) => {
    const { data } = await change({ variables: { input } });
    form.reset();
    const ended = data?.changePassword ?? 0;
    toast.success(
      ended
        ? `Password changed. Signed out on ${ended} other ${ended === 1 ? 'session' : 'sessions'}.`
        : 'Password changed.',
    );
  }, 'Could not change your password');

  return (
    <AccountSection id="account-password" title="Change password">
      <Stack component="form" spacing={2} onSubmit={handleSubmit} aria-label="Change password">
        <CurrentPasswordField {...form.field('currentPassword')} />
        <PasswordField
          label="New password"
          autoComplete="new-password"
          {...form.field(
            'newPassword',
            'At least 8 characters. Other browsers signed in to your account are signed out.',
          )}
        />
        <SectionSubmitButton sending={form.sending}>Change password</SectionSubmitButton>
      </Stack>
    </AccountSection>
  );
}
