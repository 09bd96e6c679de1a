import { useId } from 'react';
import { Box, Card, CardContent, Divider, Skeleton, Typography } from '@mui/material';
import { formatRupees } from '@devjobs/web/money';
import { formatCount } from '@devjobs/web/numbers';
import type { PeriodCardFragment } from '../../graphql/generated/operations';
import { CardTitle } from './ChartCard';

/** A list of terms and their values, the values right-aligned. */
const FIGURES = {
  m: 0,
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  rowGap: 0.75,
  columnGap: 2,
} as const;

/**
 * A stat card: one period's gross revenue (with the course / PDF split), what refunds paid back in
 * it and the net revenue left, then job views, saves, apply clicks and purchases.
 */
export function PeriodCard({
  title,
  caption,
  period,
}: {
  title: string;
  caption: string;
  period: PeriodCardFragment;
}) {
  const id = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={id} sx={{ height: '100%' }}>
      <CardContent>
        <CardTitle id={id} title={title} caption={caption} />
        <Typography
          variant="overline"
          component="p"
          color="text.secondary"
          sx={{ mt: 1.5, lineHeight: 1.5 }}
        >
          Revenue
        </Typography>
        <Typography component="p" sx={{ fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.2 }}>
          {formatRupees(period.revenue)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Courses {formatRupees(period.courseRevenue)} · PDFs {formatRupees(period.pdfRevenue)}
        </Typography>
        <Box component="dl" sx={{ ...FIGURES, mt: 1 }}>
          <Figure
            label="Refunds"
            value={period.refunds ? `−${formatRupees(period.refunds)}` : formatRupees(0)}
          />
          <Figure label="Net revenue" value={formatRupees(period.netRevenue)} />
        </Box>
        <Divider sx={{ my: 1.5 }} />
        <Box component="dl" sx={FIGURES}>
          <Figure label="Job views" value={formatCount(period.jobViews)} />
          <Figure label="Job saves" value={formatCount(period.jobSaves)} />
          <Figure label="Apply clicks" value={formatCount(period.jobApplyClicks)} />
          <Figure label="Course purchases" value={formatCount(period.coursePurchases)} />
          <Figure label="PDF purchases" value={formatCount(period.pdfPurchases)} />
        </Box>
      </CardContent>
    </Card>
  );
}

/** The course buyers card: distinct course buyers, the API's totalUsers as product.md#data defines it. */
export function BuyersCard({ totalUsers }: { totalUsers: number }) {
  const id = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={id} sx={{ height: '100%' }}>
      <CardContent>
        <CardTitle id={id} title="Course buyers" caption="All time" />
        <Typography
          component="p"
          sx={{ fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.2, mt: 1.5 }}
        >
          {formatCount(totalUsers)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          People who bought at least one course. Someone who bought two courses counts once.
        </Typography>
      </CardContent>
    </Card>
  );
}

/** A term and its value; the value is named by its term (read as "Job views, 1,234"). */
function Figure({ label, value }: { label: string; value: string }) {
  const id = useId();
  return (
    <>
      <Typography id={id} component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        component="dd"
        aria-labelledby={id}
        variant="body2"
        sx={{ m: 0, fontWeight: 600, textAlign: 'right' }}
      >
        {value}
      </Typography>
    </>
  );
}

/** A card of the same size while the figures load. */
export function PeriodCardSkeleton({ tall = true }: { tall?: boolean }) {
  return (
    <Card variant="outlined" aria-hidden sx={{ height: '100%' }}>
      <CardContent>
        <Skeleton width="45%" height={28} />
        <Skeleton width="35%" />
        <Skeleton width="30%" sx={{ mt: 1.5 }} />
        <Skeleton width="60%" height={42} />
        <Skeleton width="80%" />
        {tall && (
          <>
            <Skeleton width="100%" sx={{ mt: 1 }} />
            <Skeleton width="100%" />
            <Divider sx={{ my: 1.5 }} />
            {[0, 1, 2, 3, 4].map((i) => (
              <Skeleton key={i} width="100%" />
            ))}
          </>
        )}
      </CardContent>
    </Card>
  );
}
