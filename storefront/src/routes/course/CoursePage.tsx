import { Grid, Paper, Skeleton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { ErrorState } from '@devjobs/web/ErrorState';
import { BackLink } from '../../components/BackLink';
import { NotFoundMessage } from '../../components/NotFoundMessage';
import { Page } from '../../components/Page';
import { summary } from '../../components/PageMeta';
import { surfaces } from '../../lib/theme';
import { AccessPanel } from './AccessPanel';
import { useCourseDetails, type CourseAccess, type CourseDetails } from './course-details';
import { CourseContent } from './CourseContent';
import { ModuleOutline } from './ModuleOutline';
import { RefundMeter } from './RefundMeter';
import { RichText } from './RichText';

/**
 * /course/:id (product.md#customer-screens): a banner with title and description, 'Course Modules', the title and the
 * overview; with access 'Course Content' (each module's text and video, loaded when the module is
 * opened), without it the price and Buy Now. A buyer also sees their refund meter (decision 069).
 */
export function CoursePage() {
  const { id = '' } = useParams();
  const { data, error, refetch, notFound } = useCourseDetails(id);

  let title: string | null = 'Course';
  let description =
    'A project-based video course for developers on DevJobs: its modules, price in rupees and 30 days of access.';
  let content: ReactNode;
  if (notFound) {
    title = 'Course not found';
    description =
      'This course does not exist or is no longer on sale. Pick another from the DevJobs course catalogue.';
    content = <NotFoundMessage what="course" />;
  } else if (error) {
    content = (
      <ErrorState error={error} title="Failed to fetch the course." onRetry={() => refetch()} />
    );
  } else if (!data?.course) {
    content = <CourseSkeleton />;
  } else {
    title = data.course.title;
    if (data.course.description.trim()) description = summary(data.course.description);
    content = <CourseView course={data.course} access={data.courseAccess} />;
  }

  return (
    <Page title={title} description={description}>
      <BackLink to="/courses">All courses</BackLink>
      {content}
    </Page>
  );
}

function CourseView({ course, access }: { course: CourseDetails; access: CourseAccess }) {
  // With access and no overview the column beside holds nothing: the panels take the width.
  const wide = access.hasAccess && !course.fullBlog;
  return (
    <Stack spacing={3}>
      <Banner>
        <Typography variant="h2" component="h1" sx={{ mb: 1 }}>
          {course.title}
        </Typography>
        {course.description && (
          <Typography sx={{ opacity: 0.9, maxWidth: 720 }}>{course.description}</Typography>
        )}
      </Banner>

      <Grid container spacing={3}>
        {/* First in reading order (price or access before the outline); to the right on wide screens. */}
        <Grid size={{ xs: 12, md: wide ? 12 : 4 }} sx={{ order: { md: 2 } }}>
          <Stack
            direction={{ xs: 'column', md: wide ? 'row' : 'column' }}
            spacing={2}
            sx={{
              position: { md: 'sticky' },
              top: { md: 88 },
              '& > *': wide ? { flex: { md: 1 } } : undefined,
            }}
          >
            <AccessPanel course={course} access={access} />
            <RefundMeter course={course} hasAccess={access.hasAccess} />
          </Stack>
        </Grid>
        {!wide && (
          <Grid size={{ xs: 12, md: 8 }}>
            <Stack spacing={3}>
              {/* The modules are listed once: with access, 'Course Content' below lists them. */}
              {!access.hasAccess && (
                <Section title="Course Modules">
                  <ModuleOutline course={course} />
                </Section>
              )}
              {course.fullBlog && (
                <Section title={course.title}>
                  <RichText html={course.fullBlog} />
                </Section>
              )}
            </Stack>
          </Grid>
        )}
      </Grid>
      {/* The page's full width: the videos are 800 px wide where there is room. */}
      {access.hasAccess && (
        <Section title="Course Content">
          <CourseContent course={course} />
        </Section>
      )}
    </Stack>
  );
}

function Banner({ children }: { children: ReactNode }) {
  return (
    <Paper
      component="header"
      sx={{ p: { xs: 3, sm: 5 }, background: surfaces.hero, color: surfaces.heroText, border: 0 }}
    >
      {children}
    </Paper>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2.5, sm: 4 } }}>
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** The page's shape while the course loads, with the loading text of product.md#customer-screens. */
function CourseSkeleton() {
  return (
    <Stack spacing={3} aria-busy="true">
      <Banner>
        <Typography role="status" sx={{ mb: 1.5, fontWeight: 600 }}>
          Loading course...
        </Typography>
        <Skeleton
          variant="text"
          width="60%"
          sx={{ fontSize: '2.2rem', bgcolor: 'rgba(255,255,255,0.18)' }}
        />
        <Skeleton variant="text" width="80%" sx={{ bgcolor: 'rgba(255,255,255,0.18)' }} />
      </Banner>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 4 }} sx={{ order: { md: 2 } }}>
          <Skeleton variant="rounded" height={180} />
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <Skeleton variant="rounded" height={260} />
        </Grid>
      </Grid>
    </Stack>
  );
}
