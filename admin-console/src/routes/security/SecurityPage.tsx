import { Paper, Typography } from '@mui/material';
import { TwoFactorSettings } from '@devjobs/web/TwoFactorSettings';
import { PageHeader } from '../../components/PageHeader';

/** /admin/security: the signed-in staff member's two-factor sign-in (docs/product.md#two-factor-sign-in). */
export function SecurityPage() {
  return (
    <>
      <PageHeader
        title="Security"
        subtitle="How you sign in to the console. Lost your phone and your recovery codes? Another admin runs npm run admin:reset-2fa -- <your email>."
      />
      <Paper
        component="section"
        aria-labelledby="two-factor-title"
        variant="outlined"
        sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}
      >
        <Typography id="two-factor-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          Two-factor sign-in
        </Typography>
        <TwoFactorSettings />
      </Paper>
    </>
  );
}
