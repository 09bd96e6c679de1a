import { useMutation } from '@apollo/client/react';
import { Button, Link, TextField } from '@mui/material';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { Page } from '../../components/Page';
import { errorMessage, fieldErrors } from '@devjobs/web/graphql-errors';
import { useSession } from '../../lib/session';
import { SignupDocument } from '../../graphql/generated/operations';
import { AuthCard } from './AuthCard';

const FIELDS = ['name', 'email', 'password'] as const;
type Field = (typeof FIELDS)[number];

/** /signup: name, email, password (all required); on success to /login (SPEC §2). */
export function SignupPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const [signup, { loading }] = useMutation(SignupDocument);
  const [values, setValues] = useState<Record<Field, string>>({ name: '', email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  if (user) return <Navigate to="/courses" replace />;

  const change = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // `required` stops empty fields; whitespace-only ones are caught here, with the same wording.
    const blank = FIELDS.filter((field) => field !== 'password' && !values[field].trim());
    if (blank.length) {
      setErrors(Object.fromEntries(blank.map((field) => [field, 'This field is required.'])));
      return;
    }
    setErrors({});
    try {
      await signup({
        variables: { input: { name: values.name.trim(), email: values.email.trim(), password: values.password } },
      });
      toast.success('Account created. Please log in.');
      navigate('/login');
    } catch (error) {
      const fields = fieldErrors(error);
      const inline = Object.fromEntries(FIELDS.filter((field) => fields[field]).map((field) => [field, fields[field]]));
      if (Object.keys(inline).length) setErrors(inline);
      else toast.error(errorMessage(error, 'Registration failed'));
    }
  }

  return (
    <Page title="Sign up">
      <AuthCard
        title="Create your account"
        subtitle="Sign up to buy courses and interview-prep notes."
        onSubmit={handleSubmit}
        footer={
          <>
            Already have an account?{' '}
            <Link component={RouterLink} to="/login">
              Log in
            </Link>
          </>
        }
      >
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          required
          autoFocus
          value={values.name}
          onChange={change('name')}
          error={Boolean(errors.name)}
          helperText={errors.name}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={change('email')}
          error={Boolean(errors.email)}
          helperText={errors.email}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          value={values.password}
          onChange={change('password')}
          error={Boolean(errors.password)}
          helperText={errors.password ?? 'At least 8 characters.'}
        />
        <Button type="submit" variant="contained" size="large" loading={loading}>
          Sign up
        </Button>
      </AuthCard>
    </Page>
  );
}
