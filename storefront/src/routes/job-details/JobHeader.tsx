import EventBusyIcon from '@mui/icons-material/EventBusy';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Alert, AlertTitle, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { formatDate } from '@devjobs/web/dates';
import { SaveJobButton } from '../../components/SaveJobButton';
import type { JobDetailsQuery } from '../../graphql/generated/operations';
import { useSavedJob } from './use-saved-job';

const FALLBACK_THUMBNAIL = '/job-thumbnail.svg';

/**
 * The job page's header: who posted what and when, the bookmark, Apply Now while it is open (which
 * records that a signed-in seeker applied, product.md#saved-jobs), or that it closed.
 */
export function JobHeader({
  job,
  deadline,
}: {
  job: NonNullable<JobDetailsQuery['job']>;
  /** The deadline as the page shows it. */
  deadline: string | null;
}) {
  const posted = formatDate(job.startDate ?? job.createdAt);
  const canApply = job.isOpen && isWebLink(job.externalLink);
  const { saved, appliedAt, onApply } = useSavedJob(job.id);
  const applied = formatDate(appliedAt);
  return (
    <Paper variant="outlined" component="header" sx={{ p: { xs: 2.5, sm: 4 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 2, sm: 3 }}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <Thumbnail src={job.thumbnail} company={job.company} />
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="h3" component="h1" sx={{ mb: 0.5 }}>
            {job.title}
          </Typography>
          <Typography variant="subtitle1" component="p">
            {job.company}
          </Typography>
          {posted && (
            <Typography variant="body2" color="text.secondary">
              Posted on <time dateTime={job.startDate ?? job.createdAt}>{posted}</time>
            </Typography>
          )}
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
          <SaveJobButton job={job} saved={saved} />
          {canApply && (
            <Button
              component="a"
              href={applyPath(job.id)}
              target="_blank"
              rel="nofollow noopener noreferrer"
              variant="contained"
              color="secondary"
              size="large"
              endIcon={<OpenInNewIcon aria-hidden />}
              sx={{ flexGrow: { xs: 1, sm: 0 } }}
              onClick={onApply}
            >
              Apply Now
            </Button>
          )}
        </Stack>
      </Stack>
      {applied && (
        <Typography sx={{ mt: 2 }} color="text.secondary">
          Applied on {applied}
        </Typography>
      )}
      {!job.isOpen && (
        <Alert severity="warning" icon={<EventBusyIcon />} sx={{ mt: 3 }}>
          <AlertTitle>This job is closed</AlertTitle>
          {deadline
            ? `Applications closed on ${deadline}.`
            : 'This position no longer takes applications.'}
        </Alert>
      )}
    </Paper>
  );
}

/**
 * Apply Now's link: the storefront's redirect to the job's own apply link, which counts the press
 * and records that a signed-in seeker applied (product.md#saved-jobs), with or without JavaScript.
 */
const applyPath = (jobId: string) => `/apply/${encodeURIComponent(jobId)}`;

/** Apply Now links only to a web page: a listing's link of another scheme is not offered. */
function isWebLink(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

function Thumbnail({ src, company }: { src: string | null; company: string }) {
  const [failed, setFailed] = useState(false);
  const url = src && !failed ? src : FALLBACK_THUMBNAIL;
  return (
    <Box
      component="img"
      src={url}
      alt={`${company} logo`}
      width={88}
      height={88}
      onError={() => setFailed(true)}
      sx={{
        width: 88,
        height: 88,
        borderRadius: 3,
        objectFit: 'cover',
        flexShrink: 0,
        border: 1,
        borderColor: 'divider',
      }}
    />
  );
}
