import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { retryOnceWhenBusy } from '@devjobs/web/retry-when-busy';
import { toast } from '@devjobs/web/toast';
import { Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { errorCode, errorMessage } from '@devjobs/web/graphql-errors';
import { useTextFields } from '@devjobs/web/use-text-fields';
import { isAdmin, useSession } from '../../lib/session';
import { FullPageLoader } from '../../components/FullPageLoader';

type Field = 'email' | 'password';
type Errors = Partial<Record<Field, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function validate(email: string, password: string): Errors {
  const errors: Errors = {};
  if (!email.trim()) errors.email = 'Email is required';
  else if (!EMAIL.test(email.trim())) errors.email = 'Enter a valid email address';
  if (!password) errors.password = 'Password is required';
  return errors;
}

/** /admin/login: outside the admin layout. */
export function AdminLoginPage() {
  const { loading, user, login } = useSession();
  const navigate = useNavigate();
  const form = useTextFields({ email: '', password: '' });
  const [submitting, setSubmitting] = useState(false);

  if (loading) return <FullPageLoader label="Checking your session…" />;
  if (isAdmin(user) && !submitting) return <Navigate to="/admin/dashboard" replace />;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { email, password } = form.values;
    const found = validate(email, password);
    form.setErrors(found);
    if (Object.keys(found).length) {
      document.getElementById(found.email ? 'admin-email' : 'admin-password')?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await retryOnceWhenBusy(() => login(email.trim(), password));
      toast.success('Admin login successful!');
      void navigate('/admin/dashboard', { replace: true });
    } catch (error) {
      setSubmitting(false);
      if (errorCode(error) === 'FORBIDDEN') {
        toast.error('Access Denied: Not an admin account.');
        return;
      }
      if (form.showFieldErrors(error)) return;
      toast.error(
        errorCode(error)
          ? errorMessage(error, 'Invalid credentials')
          : 'Could not reach the server. Please try again.',
      );
    }
  }

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'grid',
        placeItems: 'center',
        p: 2,
        bgcolor: 'background.default',
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Stack spacing={1} sx={{ alignItems: 'center', mb: 3 }}>
            <Box
              sx={{
                width: 48,
                height: 48,
                borderRadius: '50%',
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                display: 'grid',
                placeItems: 'center',
              }}
            >
              <LockOutlined aria-hidden />
            </Box>
            <Typography variant="h1">Admin Login</Typography>
            <Typography color="text.secondary" variant="body2">
              DevJobs staff console
            </Typography>
          </Stack>
          <Stack
            component="form"
            noValidate
            spacing={2.5}
            onSubmit={handleSubmit}
            aria-label="Admin login"
          >
            <TextField
              id="admin-email"
              label="Email"
              type="email"
              autoComplete="username"
              required
              autoFocus
              {...form.field('email')}
            />
            <TextField
              id="admin-password"
              label="Password"
              type="password"
              autoComplete="current-password"
              required
              {...form.field('password')}
            />
            <Button type="submit" variant="contained" size="large" loading={submitting}>
              Login
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
