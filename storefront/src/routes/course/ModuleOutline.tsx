import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutlined';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { Box, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { readerPath } from '../../lib/course-paths';
import type { CourseDetails } from './course-details';

/**
 * 'Course Modules': the module titles in order (public). With access each opens in the reader and
 * shows whether it is done; without, a lock says the content comes with a purchase.
 */
export function ModuleOutline({
  course,
  hasAccess,
}: {
  course: CourseDetails;
  hasAccess: boolean;
}) {
  return (
    <Stack component="ol" spacing={1.25} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {course.modules.map((module, i) => (
        <Stack
          component="li"
          key={module.id}
          direction="row"
          spacing={1.5}
          sx={{ alignItems: 'flex-start' }}
        >
          <Box
            sx={{
              display: 'flex',
              pt: '2px',
              color: module.completed ? 'success.main' : 'text.secondary',
            }}
            aria-hidden
          >
            {!hasAccess ? (
              <LockOutlinedIcon fontSize="small" />
            ) : module.completed ? (
              <CheckCircleIcon fontSize="small" />
            ) : (
              <RadioButtonUncheckedIcon fontSize="small" />
            )}
          </Box>
          <Typography component="span" sx={{ flexGrow: 1 }}>
            <Box component="span" sx={{ color: 'text.secondary', mr: 0.75 }}>
              {i + 1}.
            </Box>
            {hasAccess ? (
              <Link component={RouterLink} to={readerPath(course.id, i + 1)}>
                {module.subTitle}
              </Link>
            ) : (
              module.subTitle
            )}
            {hasAccess && module.completed && <span className="visually-hidden"> (done)</span>}
          </Typography>
          {module.hasVideo && <VideoMarker />}
        </Stack>
      ))}
    </Stack>
  );
}

/** 'Video' beside a module that has one (the outline, the course page's module panels). */
export function VideoMarker() {
  return (
    <Stack
      direction="row"
      spacing={0.5}
      sx={{ alignItems: 'center', color: 'text.secondary', flexShrink: 0 }}
    >
      <PlayCircleOutlineIcon fontSize="small" aria-hidden />
      <Typography variant="body2" component="span">
        Video
      </Typography>
    </Stack>
  );
}
