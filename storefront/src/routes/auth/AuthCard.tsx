import { Alert, Box, Button, Link, Paper, Stack, Typography } from '@mui/material';
import type { FormEventHandler, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { signInPath } from '@devjobs/web/after-login';
import { Page } from '../../components/Page';

/**
 * The words of the two account pages: the page's title and description, the card's heading and
 * subtitle, the submit button, and the line under the form that leads to the other form.
 */
const FORMS = {
  login: {
    page: 'Login',
    description:
      'Log in to DevJobs to buy project-based courses and interview-prep PDF notes, and to open the courses you bought.',
    title: 'Login',
    subtitle: 'Welcome back. Sign in to reach your courses.',
    submit: 'Login',
    other: { question: 'New here?', to: '/signup', label: 'Create an account' },
  },
  'login-code': {
    page: 'Login',
    description:
      'Log in to DevJobs to buy project-based courses and interview-prep PDF notes, and to open the courses you bought.',
    title: 'Enter your code',
    subtitle: 'Your account has two-factor sign-in.',
    submit: 'Verify',
    other: { question: 'Not you?', to: '/login', label: 'Log in with another account' },
  },
  signup: {
    page: 'Sign up',
    description:
      'Create a free DevJobs account to buy courses and interview-prep PDFs. Browsing the job board and applying to jobs needs no account.',
    title: 'Create your account',
    subtitle: 'Sign up to buy courses and interview-prep notes.',
    submit: 'Sign up',
    other: { question: 'Already have an account?', to: '/login', label: 'Log in' },
  },
  'forgot-password': {
    page: 'Forgot password',
    description: 'Get a link by email to set a new password for your DevJobs account.',
    title: 'Forgot your password?',
    subtitle: "Enter your account's email and we will send you a link to set a new password.",
    submit: 'Send reset link',
    other: { question: 'Remembered it?', to: '/login', label: 'Log in' },
  },
  'reset-password': {
    page: 'Set a new password',
    description: 'Set a new password for your DevJobs account with the link from your email.',
    title: 'Set a new password',
    subtitle: 'Choose a new password: at least 8 characters. You will then log in with it.',
    submit: 'Set password',
    other: { question: 'Link not working?', to: '/forgot-password', label: 'Ask for a new one' },
  },
} as const;

/**
 * Where each form posts without JavaScript: its own page. The reset form posts to the address it
 * was opened at (no action), which carries the link's token; the page's HTML is the same for every
 * link, so no token is in it (decision 062).
 */
const ACTION: Record<keyof typeof FORMS, string | undefined> = {
  login: '/login',
  // The second step posts to /login too, with step=code (decision 064).
  'login-code': '/login',
  signup: '/signup',
  'forgot-password': '/forgot-password',
  'reset-password': undefined,
};

type Props = {
  form: keyof typeof FORMS;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Whether the request is on its way (the button shows a spinner). */
  submitting: boolean;
  /** The form cannot be sent (a reset link known to be dead). */
  disabled?: boolean;
  /** Above the fields: why the server refused the form posted without JavaScript (decision 054). */
  refusal?: string;
  /** Above the fields: what went well just before (the account made by the signup form). */
  notice?: string;
  /**
   * The page to come back to once signed in (decision 095): posted with the form, and carried by
   * the link to the other sign-in form.
   */
  next?: string;
  /** Under the button: another way on (login's "Forgot password?"). */
  footer?: ReactNode;
  children: ReactNode;
};

/**
 * An account page (login, signup, forgotten password): the card its form sits in, with its fields, its button and a line linking to
 * the other form. The form is posted to its own page when the app is not running (decision 054).
 */
export function AuthCard({
  form,
  onSubmit,
  submitting,
  disabled,
  refusal,
  notice,
  next,
  footer,
  children,
}: Props) {
  const { page, description, title, subtitle, submit, other } = FORMS[form];
  return (
    <Page title={page} description={description}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, mx: 'auto', maxWidth: 460 }}>
        <Typography variant="h3" component="h1" sx={{ mb: 0.5 }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {subtitle}
        </Typography>
        <Box
          component="form"
          method="post"
          action={ACTION[form]}
          onSubmit={onSubmit}
          aria-label={title}
        >
          <Stack spacing={2.5}>
            {notice ? (
              <Alert severity="success" role="status">
                {notice}
              </Alert>
            ) : null}
            {refusal ? (
              <Alert severity="error" role="alert">
                {refusal}
              </Alert>
            ) : null}
            {next ? <input type="hidden" name="next" value={next} /> : null}
            {children}
            <Button
              type="submit"
              variant="contained"
              size="large"
              loading={submitting}
              disabled={disabled}
            >
              {submit}
            </Button>
            {footer}
          </Stack>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
          {other.question}{' '}
          <Link component={RouterLink} to={next ? signInPath(other.to, next) : other.to}>
            {other.label}
          </Link>
        </Typography>
      </Paper>
    </Page>
  );
}
