import { LinearProgress, Stack, Typography } from '@mui/material';

/** A learner's progress in a course: a bar (a progressbar named by `label`) and its percent. */
export function CourseProgressBar({ percent, label }: { percent: number; label: string }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={label}
        sx={{ flexGrow: 1, height: 8, borderRadius: 4 }}
      />
      <Typography variant="body2" sx={{ fontWeight: 600, minWidth: '4ch', textAlign: 'right' }}>
        {percent}%
      </Typography>
    </Stack>
  );
}
