import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Button,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { readerPath } from '../../lib/course-paths';
import type { CourseDetails } from './course-details';
import { ModuleContent } from './ModuleContent';
import { OpenModuleDialog, useModuleOpening } from './OpenModuleDialog';
import { VideoMarker } from './ModuleOutline';
import { EmptyMessage } from '../../components/EmptyMessage';

/**
 * 'Course Content', for a viewer with access: a panel per module, closed. Opening one loads its
 * video and text (ModuleContent), so showing the page opens no module for the refund policy
 * (decision 069); a panel whose module would end the buyer's refund asks first
 * (useModuleOpening). Each leads into the reader at that module too.
 */
export function CourseContent({ course }: { course: CourseDetails }) {
  const opening = useModuleOpening(course.id);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [asking, setAsking] = useState<string | null>(null);
  const toggle = (moduleId: string, open: boolean) =>
    setExpanded((ids) => {
      const next = new Set(ids);
      if (open) next.add(moduleId);
      else next.delete(moduleId);
      return next;
    });
  function onChange(moduleId: string, open: boolean) {
    if (open && opening.noticeFor(moduleId)) setAsking(moduleId);
    else toggle(moduleId, open);
  }
  if (!course.modules.length)
    return (
      <EmptyMessage
        icon={MenuBookIcon}
        title="This course has no modules yet."
        description="Its modules will appear here once they are written."
        titleComponent="h3"
      />
    );
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">
        Open a module to watch its video and read its text here, or read it in the reader.
      </Typography>
      <Stack spacing={1}>
        {course.modules.map((module, i) => {
          const summaryId = `module-${module.id}-summary`;
          const contentId = `module-${module.id}-content`;
          return (
            // Closed, a panel's content is not mounted: nothing of it is asked before it opens.
            <Accordion
              key={module.id}
              expanded={expanded.has(module.id)}
              // Until the refund meter is here, it is not known whether opening asks first.
              disabled={!opening.ready}
              onChange={(_, open) => onChange(module.id, open)}
              slotProps={{ transition: { unmountOnExit: true } }}
            >
              <AccordionSummary
                id={summaryId}
                aria-controls={contentId}
                expandIcon={<ExpandMoreIcon />}
              >
                <Stack
                  direction="row"
                  spacing={1.5}
                  sx={{ alignItems: 'center', flexGrow: 1, minWidth: 0, pr: 1 }}
                >
                  <Typography component="span" sx={{ fontWeight: 600, flexGrow: 1 }}>
                    Module {i + 1}: {module.subTitle}
                  </Typography>
                  {module.hasVideo && <VideoMarker />}
                </Stack>
              </AccordionSummary>
              <AccordionDetails>
                <ModuleContent key={module.id} courseId={course.id} module={module} />
                <Box sx={{ mt: 3 }}>
                  <Button
                    component={RouterLink}
                    to={readerPath(course.id, i + 1)}
                    variant="outlined"
                    size="small"
                  >
                    Open module {i + 1} in the reader
                  </Button>
                </Box>
              </AccordionDetails>
            </Accordion>
          );
        })}
      </Stack>
      <OpenModuleDialog
        notice={asking ? opening.noticeFor(asking) : null}
        onCancel={() => setAsking(null)}
        onOpen={() => {
          if (!asking) return;
          opening.confirm(asking);
          toggle(asking, true);
          setAsking(null);
        }}
      />
    </Stack>
  );
}
