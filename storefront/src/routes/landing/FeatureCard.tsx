import type { SvgIconComponent } from '@mui/icons-material';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { cardHover } from '../../lib/theme';

/** A feature card of the landing page (icon, title, text; product.md#landing-page). */
export function FeatureCard({
  icon: Icon,
  title,
  text,
}: {
  icon: SvgIconComponent;
  title: string;
  text: string;
}) {
  return (
    <Card component="article" sx={{ height: '100%', ...cardHover }}>
      <CardContent>
        <Stack spacing={1.5}>
          <Icon color="secondary" fontSize="large" aria-hidden />
          <Typography variant="h5" component="h3">
            {title}
          </Typography>
          <Typography color="text.secondary">{text}</Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}
