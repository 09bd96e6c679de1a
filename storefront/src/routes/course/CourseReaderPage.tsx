import { signInPath } from '@devjobs/web/after-login';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import { Box, Button, Container, Drawer, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { ErrorState } from '@devjobs/web/ErrorState';
import { CourseProgressBar } from '../../components/CourseProgressBar';
import { LinkButtons } from '../../components/LinkButtons';
import { NotFoundMessage } from '../../components/NotFoundMessage';
import { PageMessage } from '../../components/PageMessage';
import { coursePath } from '../../lib/course-paths';
import { formatDate } from '@devjobs/web/dates';
import { PageMeta } from '../../components/PageMeta';
import { useSession } from '../../lib/session';
import { useCourseDetails, type CourseAccess, type CourseDetails } from './course-details';
import { useModuleOpening } from './OpenModuleDialog';
import { ReaderModule, ReaderOutline } from './ReaderModule';
import { ReaderModuleNav } from './ReaderModuleNav';
import { BackToCourse, READER_BAR_HEIGHT, ReaderShell } from './ReaderShell';

const SIDEBAR_WIDTH = 300;

/**
 * /course/content?course={id}&module={n} (product.md#customer-screens): the distraction-free reader, outside the shared
 * layout (no navbar, no footer). The module list sits beside the content (a drawer on phones); a
 * module is marked done or not done; Previous and Next walk the course. The outline comes with the
 * course; the shown module's text and video load on their own, one module at a time (decision 069).
 * Without access, or signed out, it says so and links back to the course page.
 */
export function CourseReaderPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const courseId = params.get('course') ?? '';
  const { user, loading: sessionLoading } = useSession();
  const { data, error, refetch, notFound } = useCourseDetails(courseId);
  const course = data?.course;

  let title = 'Course reader';
  let body: ReactNode;
  if (notFound) {
    title = 'Course not found';
    body = <NotFoundMessage what="courseContent" />;
  } else if (error) {
    body = (
      <ErrorState error={error} title="Failed to fetch the course." onRetry={() => refetch()} />
    );
  } else if (!course || sessionLoading) {
    body = (
      <Typography role="status" sx={{ textAlign: 'center', py: 6 }}>
        Loading course...
      </Typography>
    );
  } else if (!data.courseAccess.hasAccess) {
    title = course.title;
    body = (
      <NoAccess
        course={course}
        access={data.courseAccess}
        signedIn={Boolean(user)}
        from={`${location.pathname}${location.search}`}
      />
    );
  } else if (!course.modules.length) {
    title = course.title;
    body = (
      <PageMessage
        icon={MenuBookIcon}
        title="This course has no modules yet."
        description="Its modules will appear here once they are written."
        action={<BackToCourse id={course.id} />}
      />
    );
  }
  const index = course ? moduleIndex(params.get('module'), course.modules.length) : null;
  const module = index === null ? undefined : course?.modules[index];
  const meta = (
    <PageMeta
      title={
        body || !course ? title : module ? `${module.subTitle} · ${course.title}` : course.title
      }
      description={
        course
          ? `Read ${course.title}, module by module: notes, videos and your progress.`
          : 'Read a course you bought on DevJobs, module by module.'
      }
    />
  );

  if (body || !course || !data) {
    return (
      <ReaderShell courseId={notFound ? null : courseId}>
        {meta}
        <Container maxWidth="sm" component="main" id="main" sx={{ py: { xs: 4, md: 8 } }}>
          {body}
        </Container>
      </ReaderShell>
    );
  }
  return (
    <>
      {meta}
      <Reader course={course} access={data.courseAccess} index={index} />
    </>
  );
}

/**
 * The `module` parameter (1-based) as an index into the modules; null (the outline, nothing
 * opened) without one or for anything else: no module opens by itself (product.md#refunds).
 */
function moduleIndex(param: string | null, count: number): number | null {
  const n = Number(param);
  return param && Number.isInteger(n) && n >= 1 && n <= count ? n - 1 : null;
}

/**
 * An open course: its bar with the progress, then the outline to pick a module from, or the
 * module list beside (or in a drawer) and the picked module.
 */
function Reader({
  course,
  access,
  index,
}: {
  course: CourseDetails;
  access: CourseAccess;
  index: number | null;
}) {
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [menuOpen, setMenuOpen] = useState(false);
  // Here, not in the module: a module opened anyway is remembered while the buyer walks on.
  const opening = useModuleOpening(course.id);
  const nav = (
    <ReaderModuleNav course={course} index={index} onNavigate={() => setMenuOpen(false)} />
  );
  const picked = index !== null;
  return (
    <ReaderShell
      courseId={course.id}
      title={course.title}
      menuButton={
        desktop || !picked ? undefined : (
          <Button
            color="inherit"
            startIcon={<MenuBookIcon />}
            aria-controls="reader-modules"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
          >
            Modules
          </Button>
        )
      }
      progress={
        <Box sx={{ width: { xs: 110, sm: 180 } }} aria-live="polite">
          <span className="visually-hidden">
            {access.progress.completedModules} of {access.progress.totalModules} modules done.
          </span>
          <CourseProgressBar percent={access.progress.percent} label="Course progress" />
        </Box>
      }
    >
      <Box sx={{ display: 'flex', flexGrow: 1 }}>
        {!picked ? null : desktop ? (
          <Box
            id="reader-modules"
            sx={{
              width: SIDEBAR_WIDTH,
              flexShrink: 0,
              borderRight: 1,
              borderColor: 'divider',
              bgcolor: 'background.paper',
              position: 'sticky',
              top: READER_BAR_HEIGHT,
              height: `calc(100vh - ${READER_BAR_HEIGHT}px)`,
              overflowY: 'auto',
            }}
          >
            {nav}
          </Box>
        ) : (
          <Drawer
            id="reader-modules"
            anchor="left"
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            slotProps={{ paper: { 'aria-label': 'Modules' } }}
          >
            {nav}
          </Drawer>
        )}
        {picked ? (
          <ReaderModule course={course} index={index} opening={opening} />
        ) : (
          <ReaderOutline course={course} nav={nav} />
        )}
      </Box>
    </ReaderShell>
  );
}

/** Signed out, or signed in without (or past) a purchase: what to do, and the way back. */
function NoAccess({
  course,
  access,
  signedIn,
  from,
}: {
  course: CourseDetails;
  access: CourseAccess;
  signedIn: boolean;
  from: string;
}) {
  const ended = formatDate(access.endsAt);
  return (
    <PageMessage
      icon={LockOutlinedIcon}
      title={signedIn ? 'You do not have access to this course.' : 'Sign in to read this course.'}
      description={
        signedIn
          ? ended
            ? `Your access to ${course.title} ended on ${ended}. Buying it again gives you 30 more days.`
            : `${course.title} is open to its buyers. Its page shows the price and the modules.`
          : `${course.title} is open to its buyers. Sign in with the account you bought it with.`
      }
      action={
        <LinkButtons
          links={[
            ...(signedIn ? [] : [{ to: signInPath('/login', from), label: 'Login' }]),
            { to: coursePath(course.id), label: 'Back to the course' },
          ]}
        />
      }
    />
  );
}
