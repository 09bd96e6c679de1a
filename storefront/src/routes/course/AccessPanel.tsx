import LockOpenIcon from '@mui/icons-material/LockOpen';
import { Alert, Button, Link, Paper, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatRupees } from '@devjobs/web/money';
import { BuyButton } from '../../components/BuyButton';
import { CourseProgressBar } from '../../components/CourseProgressBar';
import { GstDetails, useGstDetails } from '../../components/GstDetails';
import { readerPath } from '../../lib/course-paths';
import { formatDate } from '@devjobs/web/dates';
import { PAYMENTS_OFF } from '../../lib/razorpay';
import { useSession } from '../../lib/session';
import type { CourseAccess, CourseDetails } from './course-details';
import { useCoursePurchase } from './use-course-purchase';
import {
  ACCESS_ENDING_DAYS,
  COURSE_ACCESS_PROMISE,
  inLastDaysOfAccess,
} from '@devjobs/web/course-access';

/**
 * Beside the course: the viewer's access and progress with a way into the reader (and, for a buyer,
 * a way to extend it), or the price and Buy Now.
 */
export function AccessPanel({ course, access }: { course: CourseDetails; access: CourseAccess }) {
  if (access.hasAccess) return <YourAccess course={course} access={access} />;
  return <Purchase course={course} access={access} />;
}

function YourAccess({ course, access }: { course: CourseDetails; access: CourseAccess }) {
  const { completedModules, totalModules, percent } = access.progress;
  const until = formatDate(access.endsAt);
  return (
    <Paper variant="outlined" component="aside" aria-label="Your access" sx={{ p: 3 }}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'success.main' }}>
          <LockOpenIcon aria-hidden />
          <Typography variant="h6" component="p" color="text.primary">
            You have access
          </Typography>
        </Stack>
        <Typography color="text.secondary">
          {until ? `Access until ${until}.` : 'As an admin you can read every course.'}
        </Typography>
        <div>
          <Typography variant="body2" sx={{ mb: 0.5 }}>
            {completedModules} of {totalModules} {totalModules === 1 ? 'module' : 'modules'} done
          </Typography>
          <CourseProgressBar percent={percent} label="Course progress" />
        </div>
        <Button
          component={RouterLink}
          // Its outline: the buyer picks the module to open (product.md#refunds).
          to={readerPath(course.id)}
          variant="contained"
          size="large"
        >
          Open the reader
        </Button>
        {/* An admin reads without a purchase (no end date): nothing to extend. */}
        {access.endsAt &&
          (inLastDaysOfAccess(new Date(access.endsAt), new Date()) ? (
            <ExtendAccess course={course} />
          ) : (
            <Typography variant="body2" color="text.secondary">
              You can extend your access in its last {ACCESS_ENDING_DAYS} days.
            </Typography>
          ))}
      </Stack>
    </Paper>
  );
}

function Purchase({ course, access }: { course: CourseDetails; access: CourseAccess }) {
  const { user, loading } = useSession();
  const purchase = useCoursePurchase(course);
  const gst = useGstDetails();
  const noteId = useId();
  const ended = formatDate(access.endsAt);
  const off = purchase.status === 'off';
  return (
    <Paper variant="outlined" component="aside" aria-label="Buy this course" sx={{ p: 3 }}>
      <Stack spacing={2}>
        <Typography variant="h4" component="p">
          Price: {formatRupees(course.price)}
        </Typography>
        {ended && (
          <Alert severity="info">
            Your access ended on {ended}. Buying again gives you 30 more days.
          </Alert>
        )}
        <Typography color="text.secondary">{COURSE_ACCESS_PROMISE}</Typography>
        {user && !off && <GstDetails gst={gst} />}
        <BuyButton
          step={purchase.step}
          disabled={loading || off}
          onClick={() => purchase.buy(gst)}
          describedBy={off || !user ? noteId : undefined}
        />
        {off ? (
          <Typography id={noteId} variant="body2" color="text.secondary">
            {PAYMENTS_OFF}
          </Typography>
        ) : (
          !loading &&
          !user && (
            <Typography id={noteId} variant="body2" color="text.secondary">
              Sign in to buy: a purchase belongs to your account. New here?{' '}
              <Link component={RouterLink} to="/signup">
                Create an account
              </Link>
              .
            </Typography>
          )
        )}
      </Stack>
    </Paper>
  );
}

/**
 * In the last days of an access (ACCESS_ENDING_DAYS, when the access-ending mail goes), its buyer
 * may buy again: 30 more days from the current end. Not before: nothing to extend yet.
 */
function ExtendAccess({ course }: { course: CourseDetails }) {
  const purchase = useCoursePurchase(course);
  const gst = useGstDetails();
  const noteId = useId();
  const off = purchase.status === 'off';
  return (
    <Stack spacing={1}>
      {!off && <GstDetails gst={gst} />}
      <BuyButton
        step={purchase.step}
        disabled={off}
        onClick={() => purchase.buy(gst)}
        describedBy={noteId}
        label="Extend access"
        variant="outlined"
      />
      <Typography id={noteId} variant="body2" color="text.secondary">
        {off
          ? PAYMENTS_OFF
          : `Buy 30 more days for ${formatRupees(course.price)}, added to the end of your access.`}
      </Typography>
    </Stack>
  );
}
