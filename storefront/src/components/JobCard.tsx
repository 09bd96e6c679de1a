import BusinessIcon from '@mui/icons-material/Business';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import { Box, Button, CardContent, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { jobTypeLabel, jobWhereLabel } from '@devjobs/web/job-labels';
import type { JobCardFragment } from '../graphql/generated/operations';
import { jobPath } from '@devjobs/web/job-path';
import { CardButtons, CardSkeleton, GridCard } from './CardGrid';
import { StaticMarkup } from './StaticMarkup';

/** The room Read More leaves before it for `action`: a 44 px target and a gap. */
const ACTION_WIDTH = 52;

type Props = {
  /** The fields of `fragment JobCard` (JobCard.graphql), which list queries spread. */
  job: JobCardFragment;
  /** Called when Read More is followed (records a view); never blocks the navigation. */
  onOpen?: (job: JobCardFragment) => void;
  /** Router state handed to the detail page (e.g. the list's filters, for its back link). */
  linkState?: unknown;
  /**
   * A control in the card's last row, before Read More, outside its static markup (the bookmark).
   * At the row's start, clear of the install banner's buttons, which sit at the window's bottom
   * right over the page (decision 076).
   */
  action?: ReactNode;
};

/**
 * One job in the list: title, company, job type, where (mode or remote region, city), salary and 'Read More'
 * (product.md#job-list). The whole card is StaticMarkup: a page of twenty cards hydrates none of
 * them. Read More still opens the job in the app, with `linkState`, and tells `onOpen`. `action`
 * sits over the card beside it, so it hydrates on its own.
 */
export function JobCard({ job, onOpen, linkState, action }: Props) {
  const titleId = useId();
  const type = jobTypeLabel(job.jobType);
  const location = jobWhereLabel(job);
  return (
    <Box sx={{ position: 'relative', height: '100%' }}>
      <StaticMarkup
        style={{ height: '100%' }}
        linkState={linkState}
        onFollow={onOpen && (() => onOpen(job))}
      >
        <GridCard labelledBy={titleId}>
          <CardContent sx={{ flexGrow: 1 }}>
            <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 0.75 }}>
              {job.title}
            </Typography>
            <Stack
              direction="row"
              spacing={0.75}
              sx={{ alignItems: 'center', color: 'text.secondary', mb: 2 }}
            >
              <BusinessIcon fontSize="small" aria-hidden />
              <Typography variant="body2" component="p">
                {job.company}
              </Typography>
            </Stack>
            <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', mb: 2 }}>
              <Chip
                size="small"
                color="primary"
                variant="outlined"
                label={type ?? 'Type not stated'}
              />
              <Chip size="small" label={location ?? 'Location not stated'} />
            </Stack>
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              <PaymentsOutlinedIcon fontSize="small" color="action" aria-hidden />
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                <span className="visually-hidden">Salary: </span>
                {job.salary?.trim() || 'Not disclosed'}
              </Typography>
            </Stack>
          </CardContent>
          <CardButtons>
            <Button
              component={RouterLink}
              to={jobPath(job.slug)}
              state={linkState}
              variant="outlined"
              sx={action ? { ml: `${ACTION_WIDTH}px` } : undefined}
            >
              Read More
              <span className="visually-hidden">
                {' '}
                about {job.title} at {job.company}
              </span>
            </Button>
          </CardButtons>
        </GridCard>
      </StaticMarkup>
      {action && <Box sx={{ position: 'absolute', bottom: 16, left: 16 }}>{action}</Box>}
    </Box>
  );
}

/** A card-shaped placeholder of the same size, for the list's loading state. */
export function JobCardSkeleton() {
  return (
    <CardSkeleton buttonWidth={112}>
      <Skeleton variant="text" width="80%" sx={{ fontSize: '1.25rem', mb: 0.75 }} />
      <Skeleton variant="text" width="45%" sx={{ mb: 2 }} />
      <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
        <Skeleton variant="rounded" width={72} height={24} />
        <Skeleton variant="rounded" width={64} height={24} />
      </Stack>
      <Skeleton variant="text" width="55%" />
    </CardSkeleton>
  );
}
