import { Link, TextField, type TextFieldProps } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/**
 * The sign-in fields both apps' account forms are made of (sign-in, sign-up, reset, the account
 * pages, two-factor changes), one way each: the same label, type, autofill and `required`
 * everywhere, so a password manager and the e2e suite find them by the same label. The rest
 * (`useTextFields().field(name)`, an id, `autoFocus`, `disabled`) is the form's.
 */
type FieldProps = Omit<TextFieldProps, 'type' | 'autoComplete' | 'label'> & { label?: string };

/** An email address; staff sign-ins autofill it as the username of a saved login. */
export function EmailField({
  label = 'Email',
  autoComplete = 'email',
  ...props
}: FieldProps & { autoComplete?: 'email' | 'username' }) {
  return <TextField label={label} type="email" autoComplete={autoComplete} required {...props} />;
}

/** A password: the one the account has (`current-password`) or the one it will have (`new-password`). */
export function PasswordField({
  label = 'Password',
  autoComplete,
  ...props
}: FieldProps & { autoComplete: 'current-password' | 'new-password' }) {
  return (
    <TextField label={label} type="password" autoComplete={autoComplete} required {...props} />
  );
}

/** The password the account has now, asked again before a change to the account. */
export function CurrentPasswordField(props: Omit<FieldProps, 'label'>) {
  return <PasswordField label="Current password" autoComplete="current-password" {...props} />;
}

/**
 * A sign-in's second step (decision 064): a code from the authenticator app or a recovery code, at
 * most 20 characters. `inputMode` is the console's, which names the keyboard it has always asked for.
 */
export function SignInCodeField({ inputMode, ...props }: FieldProps & { inputMode?: 'text' }) {
  return (
    <TextField
      label="Code"
      autoComplete="one-time-code"
      required
      autoFocus
      slotProps={{ htmlInput: inputMode ? { inputMode, maxLength: 20 } : { maxLength: 20 } }}
      {...props}
    />
  );
}

/** The other way on under an account form's button ("Forgot password?", "Back to login"). */
export function FormFootLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to} variant="body2" sx={{ alignSelf: 'center' }}>
      {children}
    </Link>
  );
}
