import { useQuery } from '@apollo/client/react';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import { Box, Chip, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { ReactNode } from 'react';
import { CardGridSkeleton, QueryCardGrid } from '../../components/CardGrid';
import { CourseCard, CourseCardSkeleton } from '../../components/CourseCard';
import { CourseProgressBar } from '../../components/CourseProgressBar';
import { LinkButtons } from '../../components/LinkButtons';
import { Page } from '../../components/Page';
import { SignInPrompt } from '../../components/SignInPrompt';
import { YourCoursesDocument, type YourCoursesQuery } from '../../graphql/generated/operations';
import { formatDate } from '@devjobs/web/dates';
import { useSession } from '../../lib/session';
import { YourInvoices } from './YourInvoices';
import { YourPdfs } from './YourPdfs';
import { EmptyMessage } from '../../components/EmptyMessage';
import { COURSE_ACCESS_PROMISE } from '@devjobs/web/course-access';

/**
 * /your-courses (product.md#customer-screens): the courses the user bought, each card with its price, when access ends
 * and the progress, linking to the course page. Expired purchases stay listed, marked expired
 * (decision 023), and so do those a refund ended, marked refunded: the course page offers them
 * again. Below, the PDFs they bought (YourPdfs) and their invoices (YourInvoices).
 */
export function YourCoursesPage() {
  const { user, loading: sessionLoading } = useSession();
  const { data, error, refetch } = useQuery(YourCoursesDocument, { skip: !user });

  let content: ReactNode;
  if (!sessionLoading && !user) {
    content = (
      <SignInPrompt
        title="Sign in to see your courses."
        description="The courses you buy are kept with your account."
        from="/your-courses"
        more={[{ to: '/courses', label: 'Browse courses' }]}
      />
    );
  } else {
    content = (
      <QueryCardGrid
        items={data?.myEnrollments}
        keyOf={(enrollment) => enrollment.course.id}
        error={error}
        errorTitle="Failed to fetch your courses."
        onRetry={() => refetch()}
        loading={
          <>
            <Typography role="status" sx={{ mb: 2 }}>
              Loading your courses...
            </Typography>
            <CardGridSkeleton count={3} card={<CourseCardSkeleton />} />
          </>
        }
        empty={
          <EmptyMessage
            icon={SchoolOutlinedIcon}
            title="You have not purchased any courses yet."
            description={`Pick a course from the catalogue. ${COURSE_ACCESS_PROMISE}`}
            action={<LinkButtons links={[{ to: '/courses', label: 'Browse courses' }]} />}
          />
        }
      >
        {(enrollment) => (
          <CourseCard course={enrollment.course}>
            <EnrollmentDetails enrollment={enrollment} />
          </CourseCard>
        )}
      </QueryCardGrid>
    );
  }

  return (
    <Page
      title="Your Courses"
      description="The DevJobs courses and interview-prep PDFs you bought, with how long your 30 days of course access last. Open a course to carry on reading."
    >
      <Stack
        direction="row"
        spacing={2}
        sx={{ mb: 3, alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Typography variant="h2" component="h1">
          Your Courses
        </Typography>
        {user && (
          <Link component={RouterLink} to="/account">
            Account settings
          </Link>
        )}
      </Stack>
      <Box component="section" aria-label="Your courses">
        {content}
      </Box>
      {user && <YourPdfs />}
      {user && <YourInvoices />}
    </Page>
  );
}

function EnrollmentDetails({
  enrollment,
}: {
  enrollment: YourCoursesQuery['myEnrollments'][number];
}) {
  const endsAt = formatDate(enrollment.endsAt);
  // A refund that ended the access (decision 068) says so in place of the expiry.
  const refundedAt = formatDate(enrollment.refundedAt);
  const expired = !enrollment.active && !refundedAt;
  let ends = `Access until ${endsAt}`;
  if (refundedAt) ends = `Refunded on ${refundedAt}`;
  else if (expired) ends = `Access ended on ${endsAt}`;
  return (
    <Stack spacing={1} sx={{ mt: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {expired && <Chip size="small" color="warning" label="Expired" />}
        <Typography variant="body2" color="text.secondary">
          {ends}
        </Typography>
      </Stack>
      <CourseProgressBar
        percent={enrollment.progress.percent}
        label={`Progress in ${enrollment.course.title}`}
      />
    </Stack>
  );
}
