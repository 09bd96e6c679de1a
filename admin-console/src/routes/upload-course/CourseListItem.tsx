import { Box, Button, Chip, ListItem, Skeleton, Stack, Typography } from '@mui/material';
import EditOutlined from '@mui/icons-material/EditOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { formatRupees } from '@devjobs/web/money';
import type { CourseListItemFragment } from '../../graphql/generated/operations';

type Props = {
  course: CourseListItemFragment;
  /** This course is in the form now. */
  editing: boolean;
  /** Its Edit is loading the course into the form. */
  opening: boolean;
  /** Another course is loading: Edit waits. */
  busy: boolean;
  onEdit(course: CourseListItemFragment): void;
  onDelete(course: CourseListItemFragment): void;
};

/** One of the Existing Courses: title, 'Modules: N', ₹price, Edit and Delete. */
export function CourseListItem({ course, editing, opening, busy, onEdit, onDelete }: Props) {
  return (
    <ListItem
      divider
      sx={{
        display: 'block',
        px: { xs: 2, sm: 2.5 },
        py: 1.5,
        bgcolor: editing ? 'action.selected' : undefined,
      }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 1.25, sm: 2 }}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography
              component="h3"
              sx={{ fontWeight: 600, fontSize: '1rem', overflowWrap: 'anywhere' }}
            >
              {course.title}
            </Typography>
            {editing && <Chip size="small" color="primary" variant="outlined" label="Editing" />}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            <span>Modules: {course.moduleCount}</span>
            <Box component="span" aria-hidden sx={{ mx: 1 }}>
              ·
            </Box>
            <span>{formatRupees(course.price)}</span>
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          <Button
            variant="outlined"
            size="small"
            startIcon={<EditOutlined fontSize="small" />}
            aria-label={`Edit ${course.title}`}
            loading={opening}
            disabled={busy && !opening}
            onClick={() => onEdit(course)}
          >
            Edit
          </Button>
          <Button
            variant="outlined"
            size="small"
            color="error"
            startIcon={<DeleteOutlined fontSize="small" />}
            aria-label={`Delete ${course.title}`}
            onClick={() => onDelete(course)}
          >
            Delete
          </Button>
        </Stack>
      </Stack>
    </ListItem>
  );
}

/** A placeholder of the same height while the list loads. */
export function CourseListItemSkeleton() {
  return (
    <ListItem divider aria-hidden sx={{ display: 'block', px: { xs: 2, sm: 2.5 }, py: 1.5 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 1.25, sm: 2 }}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <Box sx={{ flexGrow: 1 }}>
          <Skeleton width="55%" height={24} />
          <Skeleton width="30%" />
        </Box>
        <Stack direction="row" spacing={1}>
          <Skeleton variant="rounded" width={72} height={30} />
          <Skeleton variant="rounded" width={84} height={30} />
        </Stack>
      </Stack>
    </ListItem>
  );
}
