import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { Box, Button, Container, Divider, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { toast } from '@devjobs/web/toast';
import { errorMessage } from '@devjobs/web/graphql-errors';
import { coursePath, readerPath } from '../../lib/course-paths';
import { useSetModuleCompleted, type CourseDetails } from './course-details';
import { ModuleContent, ModuleContentSkeleton } from './ModuleContent';
import { OpenModuleDialog, type ModuleOpening } from './OpenModuleDialog';

/**
 * The reader's main area: the shown module, marking it done or not done, and the way on. Its
 * content is asked for only once it is known not to end the buyer's refund, or once they chose to
 * open it anyway; Cancel goes back to the outline with nothing opened (product.md#refunds).
 */
export function ReaderModule({
  course,
  index,
  opening,
}: {
  course: CourseDetails;
  index: number;
  opening: ModuleOpening;
}) {
  const [setCompleted, { loading: saving }] = useSetModuleCompleted(course.id);
  const navigate = useNavigate();
  const module = course.modules[index];
  const count = course.modules.length;
  const notice = opening.ready ? opening.noticeFor(module.id) : null;

  async function toggleDone() {
    try {
      await setCompleted({ variables: { moduleId: module.id, completed: !module.completed } });
    } catch (error) {
      toast.error(errorMessage(error, 'Could not save your progress. Please try again.'));
    }
  }

  return (
    <Box component="main" id="main" sx={{ flexGrow: 1, minWidth: 0 }}>
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        <Typography variant="overline" component="p" color="text.secondary">
          Module {index + 1} of {count}
        </Typography>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 3 }}>
          <Typography variant="h3" component="h1">
            {module.subTitle}
          </Typography>
          {module.completed && <CheckCircleIcon color="success" titleAccess="Done" />}
        </Stack>
        {!opening.ready ? (
          <ModuleContentSkeleton hasVideo={module.hasVideo} />
        ) : notice ? (
          <Typography color="text.secondary">
            Not opened yet: its text and video load once you choose to open it.
          </Typography>
        ) : (
          <ModuleContent key={module.id} courseId={course.id} module={module} />
        )}
        <OpenModuleDialog
          notice={notice}
          onCancel={() => navigate(readerPath(course.id))}
          onOpen={() => opening.confirm(module.id)}
        />
        <Divider sx={{ my: 4 }} />
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between' }}
        >
          <Button
            variant={module.completed ? 'outlined' : 'contained'}
            color="success"
            startIcon={module.completed ? <RadioButtonUncheckedIcon /> : <CheckCircleIcon />}
            loading={saving}
            onClick={toggleDone}
          >
            {module.completed ? 'Mark as not done' : 'Mark as done'}
          </Button>
          <ModuleSteps courseId={course.id} index={index} count={count} />
        </Stack>
      </Container>
    </Box>
  );
}

/** Previous and Next through the modules; the last module's way on is back to the course page. */
function ModuleSteps({
  courseId,
  index,
  count,
}: {
  courseId: string;
  index: number;
  count: number;
}) {
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ justifyContent: { xs: 'space-between', sm: 'flex-end' } }}
    >
      {index > 0 && (
        <Button
          component={RouterLink}
          to={readerPath(courseId, index)}
          variant="outlined"
          startIcon={<ArrowBackIcon />}
        >
          Previous
        </Button>
      )}
      {index < count - 1 ? (
        <Button
          component={RouterLink}
          to={readerPath(courseId, index + 2)}
          variant="contained"
          endIcon={<ArrowForwardIcon />}
          sx={{ ml: 'auto' }}
        >
          Next
        </Button>
      ) : (
        <Button
          component={RouterLink}
          to={coursePath(courseId)}
          variant="outlined"
          sx={{ ml: 'auto' }}
        >
          Back to the course
        </Button>
      )}
    </Stack>
  );
}

/** The reader before a module is picked: the course's modules, none of them opened. */
export function ReaderOutline({ course, nav }: { course: CourseDetails; nav: ReactNode }) {
  return (
    <Box component="main" id="main" sx={{ flexGrow: 1, minWidth: 0 }}>
      <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
        <Typography variant="h3" component="h1" sx={{ mb: 1 }}>
          {course.title}
        </Typography>
        <Typography color="text.secondary">
          Pick a module to open it. A module counts as opened for the refund policy once its text
          and video are sent to you.
        </Typography>
        {nav}
      </Container>
    </Box>
  );
}
