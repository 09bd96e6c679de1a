import { useId, type ReactNode } from 'react';
import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { EmptyState } from '@devjobs/web/EmptyState';

/**
 * A chart with its heading, as one labelled section of the dashboard. With nothing to plot
 * (`empty`), it says what the chart will show and when, instead of bare axes.
 */
export function ChartCard({
  title,
  subtitle,
  height,
  empty,
  children,
}: {
  title: string;
  subtitle: string;
  height: number;
  empty?: { title: string; description: string } | false;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={id}>
      <CardContent sx={{ pb: 1 }}>
        <CardTitle id={id} title={title} caption={subtitle} />
        <Box role="figure" aria-label={title} sx={{ height, mx: -1 }}>
          {empty ? <EmptyState inline {...empty} /> : children}
        </Box>
      </CardContent>
    </Card>
  );
}

/** The same card while the figures load. */
export function ChartCardSkeleton({ height }: { height: number }) {
  return (
    <Card variant="outlined" aria-hidden>
      <CardContent>
        <Skeleton width="40%" height={28} />
        <Skeleton width="25%" />
        <Skeleton variant="rounded" height={height - 16} sx={{ mt: 1 }} />
      </CardContent>
    </Card>
  );
}

/** A dashboard card's heading (the card's accessible name, by `id`) and the line under it. */
export function CardTitle({ id, title, caption }: { id: string; title: string; caption: string }) {
  return (
    <>
      <Typography id={id} variant="h3" component="h2">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {caption}
      </Typography>
    </>
  );
}
