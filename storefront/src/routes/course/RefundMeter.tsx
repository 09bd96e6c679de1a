import { useQuery } from '@apollo/client/react';
import { Box, Button, Link, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '@devjobs/web/dates';
import { ErrorState } from '@devjobs/web/ErrorState';
import {
  MyCourseRefundDocument,
  type RefundMeterFragment,
} from '../../graphql/generated/operations';
import { useSession } from '../../lib/session';
import type { CourseDetails } from './course-details';
import { RefundRequestDialog } from './RefundRequestDialog';

/**
 * Beside the course, under the access panel: a signed-in buyer's refund meter (decision 069,
 * product.md#refunds): the modules the server has sent them and until when a refund may be asked,
 * 'Ask for a refund' while the policy allows it, else why not, and where an asked refund stands
 * (with staff's answer when they declined it).
 * Shown while they can read the course or once they asked (an ended purchase is past the 7 days);
 * nothing for a visitor, a buyer with no purchase left to refund, or staff reading without one.
 * Asked again each time the page shows: a module read in the reader changes it.
 */
export function RefundMeter({ course, hasAccess }: { course: CourseDetails; hasAccess: boolean }) {
  const { user } = useSession();
  const { data, previousData, error, refetch } = useQuery(MyCourseRefundDocument, {
    variables: { courseId: course.id },
    skip: !user,
    fetchPolicy: 'cache-and-network',
  });
  // Asked again after a module was opened (useCourseModule): the last meter stays until the new one.
  const shown = data ?? previousData;
  if (!user) return null;
  if (error)
    return hasAccess ? (
      <ErrorState inline title="Failed to fetch your refund details." onRetry={() => refetch()} />
    ) : null;
  if (!shown) return hasAccess ? <Skeleton variant="rounded" height={152} /> : null;
  const refund = shown.myCourseRefund;
  if (!refund || (!hasAccess && !refund.refundStatus)) return null;
  return <Meter course={course} refund={refund} onChanged={() => void refetch()} />;
}

function Meter({
  course,
  refund,
  onChanged,
}: {
  course: CourseDetails;
  refund: RefundMeterFragment;
  onChanged: () => void;
}) {
  const headingId = useId();
  const [asking, setAsking] = useState(false);
  const status = statusLine(refund);
  // Why not, in the policy's words: while no refund was asked, or after one failed.
  const why = !refund.eligible && (!refund.refundStatus || refund.refundStatus === 'FAILED');
  return (
    <Paper variant="outlined" component="aside" aria-labelledby={headingId} sx={{ p: 2.5 }}>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Typography id={headingId} variant="subtitle2" component="h2">
          Refund
        </Typography>
        <Typography variant="body2">
          {refund.openedModules} of {refund.totalModules}{' '}
          {refund.totalModules === 1 ? 'module' : 'modules'} opened
          {refund.eligible && (
            <>
              {' · '}
              <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                refundable until {formatDate(refund.windowEndsAt, 'short-day')}
              </Box>
            </>
          )}
        </Typography>
        {status && <Typography variant="body2">{status}</Typography>}
        {refund.refundStatus === 'DECLINED' && refund.declineReason && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            Our answer: “{refund.declineReason}”
          </Typography>
        )}
        {why && (
          <Typography variant="body2" color="text.secondary">
            {refund.reason}
          </Typography>
        )}
        <Stack
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap', pt: 0.5 }}
        >
          {refund.eligible && (
            <Button variant="outlined" size="small" onClick={() => setAsking(true)}>
              Ask for a refund
            </Button>
          )}
          <Link component={RouterLink} to="/refund-policy" variant="body2">
            Refund policy
          </Link>
        </Stack>
      </Stack>
      <RefundRequestDialog
        open={asking}
        onClose={() => setAsking(false)}
        course={course}
        refund={refund}
        onRefused={onChanged}
      />
    </Paper>
  );
}

/** Where an asked refund stands, in plain words (product.md#refunds); null when none was asked. */
function statusLine(refund: RefundMeterFragment): string | null {
  switch (refund.refundStatus) {
    case 'REQUESTED':
      return `Refund requested on ${formatDate(refund.requestedAt, 'short-day')}. We mail you once it is refunded.`;
    case 'DECLINED':
      return `Refund request declined on ${formatDate(refund.declinedAt, 'short-day')}. You keep your access.`;
    case 'PENDING':
      return 'Refund on its way: the money reaches you in 5-7 business days.';
    case 'PARTIAL':
      return 'Partly refunded. You keep your access.';
    case 'REFUNDED':
      return 'Refunded.';
    case 'FAILED':
      return 'The last refund failed, so nothing was refunded.';
    default:
      return null;
  }
}
