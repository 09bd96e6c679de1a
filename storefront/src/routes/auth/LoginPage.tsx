import { useApolloClient, useMutation } from '@apollo/client/react';
import { Button, Link, TextField } from '@mui/material';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Navigate, Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { Page } from '../../components/Page';
import { errorMessage, fieldErrors } from '@devjobs/web/graphql-errors';
import { useSession, writeSessionUser } from '../../lib/session';
import { LoginDocument } from '@devjobs/web/operations';
import { AuthCard } from './AuthCard';

type Field = 'email' | 'password';

/**
 * Where to go after signing in: /courses (SPEC §2), or back to the page that sent the visitor here
 * (a course's Buy Now), passed as router state `from`: a path of this site only.
 */
function afterLogin(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : '/courses';
}

/** /login: email + password; on success to /courses (SPEC §2) or back (see afterLogin). Signed-in visitors go straight there. */
export function LoginPage() {
  const { user } = useSession();
  const next = afterLogin(useLocation().state);
  const client = useApolloClient();
  const navigate = useNavigate();
  const [login, { loading }] = useMutation(LoginDocument);
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [justLoggedIn, setJustLoggedIn] = useState(false);

  if (user && !justLoggedIn) return <Navigate to={next} replace />;

  const change = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setErrors({});
    try {
      const { data } = await login({ variables: { input: { email: values.email.trim(), password: values.password } } });
      if (!data) throw new Error('No answer');
      setJustLoggedIn(true);
      writeSessionUser(client, data.login);
      toast.success('Logged in successfully');
      navigate(next);
    } catch (error) {
      const fields = fieldErrors(error);
      const inline = { email: fields.email, password: fields.password };
      if (inline.email || inline.password) setErrors(inline);
      else toast.error(errorMessage(error, 'Login failed'));
    }
  }

  return (
    <Page title="Login">
      <AuthCard
        title="Login"
        subtitle="Welcome back. Sign in to reach your courses."
        onSubmit={handleSubmit}
        footer={
          <>
            New here?{' '}
            <Link component={RouterLink} to="/signup">
              Create an account
            </Link>
          </>
        }
      >
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          autoFocus
          value={values.email}
          onChange={change('email')}
          error={Boolean(errors.email)}
          helperText={errors.email}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={values.password}
          onChange={change('password')}
          error={Boolean(errors.password)}
          helperText={errors.password}
        />
        <Button type="submit" variant="contained" size="large" loading={loading}>
          Login
        </Button>
      </AuthCard>
    </Page>
  );
}
