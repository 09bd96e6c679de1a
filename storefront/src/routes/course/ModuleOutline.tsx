import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutlined';
import { Box, Stack, Typography } from '@mui/material';
import type { CourseDetails } from './course-details';

/**
 * 'Course Modules' for a viewer without access: the module titles in order (public), a lock saying
 * the content comes with a purchase. With access, 'Course Content' lists them instead (once).
 */
export function ModuleOutline({ course }: { course: CourseDetails }) {
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
          <Box sx={{ display: 'flex', pt: '2px', color: 'text.secondary' }} aria-hidden>
            <LockOutlinedIcon fontSize="small" />
          </Box>
          <Typography component="span" sx={{ flexGrow: 1 }}>
            <Box component="span" sx={{ color: 'text.secondary', mr: 0.75 }}>
              {i + 1}.
            </Box>
            {module.subTitle}
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
