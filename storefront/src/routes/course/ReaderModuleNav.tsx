import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import {
  Box,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { readerPath } from '../../lib/course-paths';
import type { CourseDetails } from './course-details';

/** The modules in order, each a link to its place in the reader, with whether it is done. */
export function ReaderModuleNav({
  course,
  index,
  onNavigate,
}: {
  course: CourseDetails;
  /** The shown module; null on the outline. */
  index: number | null;
  onNavigate: () => void;
}) {
  return (
    <Box component="nav" aria-label="Modules" sx={{ py: 1 }}>
      <Typography
        variant="overline"
        component="h2"
        color="text.secondary"
        sx={{ px: 2.5, display: 'block' }}
      >
        Modules
      </Typography>
      <List sx={{ px: 1 }}>
        {course.modules.map((m, i) => (
          <ListItem key={m.id} disablePadding>
            <ListItemButton
              component={RouterLink}
              to={readerPath(course.id, i + 1)}
              selected={i === index}
              aria-current={i === index ? 'page' : undefined}
              onClick={onNavigate}
            >
              <ListItemIcon sx={{ minWidth: 34 }}>
                {m.completed ? (
                  <CheckCircleIcon color="success" fontSize="small" />
                ) : (
                  <RadioButtonUncheckedIcon fontSize="small" />
                )}
              </ListItemIcon>
              <ListItemText
                primary={`${i + 1}. ${m.subTitle}`}
                secondary={m.completed ? 'Done' : undefined}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
