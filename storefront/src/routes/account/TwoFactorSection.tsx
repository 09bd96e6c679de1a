import { Paper, Typography } from '@mui/material';
import { TwoFactorSettings } from '@devjobs/web/TwoFactorSettings';

/** /account's two-factor sign-in (docs/product.md#two-factor-sign-in): optional for customers. */
export function TwoFactorSection() {
  return (
    <Paper
      component="section"
      aria-labelledby="two-factor-heading"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="two-factor-heading" variant="h6" component="h2" sx={{ mb: 2 }}>
        Two-factor sign-in
      </Typography>
      <TwoFactorSettings />
    </Paper>
  );
}
