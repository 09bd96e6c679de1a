import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { AppBar, Box, Button, Toolbar, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { coursePath } from '../../lib/course-paths';

/** The reader's bar height, for the sidebar that sticks below it. */
export const READER_BAR_HEIGHT = 64;

type ShellProps = {
  /** The course the back link leads to; null when there is none (not found). */
  courseId: string | null;
  title?: string;
  menuButton?: ReactNode;
  progress?: ReactNode;
  children: ReactNode;
};

/** The reader's own slim bar in place of the navbar: back to the course, its title and progress. */
export function ReaderShell({ courseId, title, menuButton, progress, children }: ShellProps) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <AppBar position="sticky">
        <Toolbar sx={{ gap: 1.5, minHeight: { xs: READER_BAR_HEIGHT } }}>
          {menuButton}
          {courseId ? <BackToCourse id={courseId} compact /> : <BackToCourses />}
          <Typography
            component="p"
            variant="subtitle1"
            noWrap
            sx={{ flexGrow: 1, fontWeight: 700, display: { xs: 'none', sm: 'block' } }}
          >
            {title}
          </Typography>
          <Box sx={{ flexGrow: 1, display: { sm: 'none' } }} />
          {progress}
        </Toolbar>
      </AppBar>
      {children}
    </Box>
  );
}

export function BackToCourse({ id, compact = false }: { id: string; compact?: boolean }) {
  return (
    <Button
      component={RouterLink}
      to={coursePath(id)}
      color="inherit"
      startIcon={<ArrowBackIcon />}
      sx={{ flexShrink: 0 }}
    >
      {compact ? 'Course' : 'Back to the course'}
      {compact && <span className="visually-hidden"> page</span>}
    </Button>
  );
}

function BackToCourses() {
  return (
    <Button component={RouterLink} to="/courses" color="inherit" startIcon={<ArrowBackIcon />}>
      Courses
    </Button>
  );
}
