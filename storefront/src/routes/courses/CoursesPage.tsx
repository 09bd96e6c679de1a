import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import { Box, Typography } from '@mui/material';
import { CardGridSkeleton, QueryCardGrid } from '../../components/CardGrid';
import { CourseCard, CourseCardSkeleton } from '../../components/CourseCard';
import { LoadMoreButton } from '../../components/LoadMoreButton';
import { LinkButtons } from '../../components/LinkButtons';
import { Page } from '../../components/Page';
import { CoursesPageDocument } from '../../graphql/generated/operations';
import { EmptyMessage } from '../../components/EmptyMessage';
import { COURSE_ACCESS_PROMISE } from '@devjobs/web/course-access';

/** A page of cards: four rows of three on a desktop. */
const COURSES_PAGE_SIZE = 12;
const SKELETON_CARDS = 3;

/** /courses: the catalogue as a grid of cards, each with View to /course/{id} (product.md#customer-screens). */
export function CoursesPage() {
  const { data, error, refetch, fetchMore, networkStatus } = useQuery(CoursesPageDocument, {
    variables: { first: COURSES_PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });
  const fetchingMore = networkStatus === NetworkStatus.fetchMore;
  const connection = data?.courses;

  const content = (
    <QueryCardGrid
      items={connection?.edges}
      keyOf={({ node }) => node.id}
      error={fetchingMore ? undefined : error}
      errorTitle="Failed to fetch courses."
      onRetry={() => refetch()}
      loading={
        <CardGridSkeleton
          count={SKELETON_CARDS}
          card={<CourseCardSkeleton />}
          label="Loading courses"
        />
      }
      empty={
        <EmptyMessage
          icon={SchoolOutlinedIcon}
          title="No courses yet."
          description="New project-based courses are on their way. Meanwhile, the job board is open."
          action={<LinkButtons links={[{ to: '/jobs', label: 'Browse jobs' }]} />}
        />
      }
      footer={
        connection && <LoadMoreButton list={connection} query={{ networkStatus, fetchMore }} />
      }
    >
      {({ node }) => <CourseCard course={node} />}
    </QueryCardGrid>
  );

  return (
    <Page
      title="Courses"
      description="Project-based video courses for developers, priced in rupees: build portfolio projects and prepare for interviews. Each purchase gives 30 days of access."
    >
      <Box sx={{ mb: 3 }}>
        <Typography variant="h2" component="h1">
          Courses
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          Build portfolio projects, with resume, system design and interview prep.{' '}
          {COURSE_ACCESS_PROMISE}
        </Typography>
      </Box>
      <Box component="section" aria-label="Courses">
        {content}
      </Box>
    </Page>
  );
}
