import { Link, Skeleton, TableCell, TableRow, Typography } from '@mui/material';
import { formatDate } from '@devjobs/web/dates';
import { Dash, listItemSkeleton, StaffListItem } from '../../components/staff-list/parts';
import { storefrontJobUrl } from '../../lib/links';
import type { SuggestionRowFragment } from '../../graphql/generated/operations';

export const SUGGESTION_COLUMNS = ['Suggestion', 'From job', 'Date'] as const;

/** The job a suggestion was sent from, opening its storefront page in a new tab. */
function JobLink({ job }: { job: NonNullable<SuggestionRowFragment['job']> }) {
  return (
    <Link href={storefrontJobUrl(job.slug)} target="_blank" rel="noopener noreferrer">
      {job.title}
    </Link>
  );
}

/** One suggestion, with a link to the storefront page it was sent from. */
export function SuggestionRow({ suggestion }: { suggestion: SuggestionRowFragment }) {
  return (
    <TableRow hover>
      <TableCell sx={{ minWidth: 240, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {suggestion.suggestion}
      </TableCell>
      <TableCell sx={{ minWidth: 160 }}>
        {suggestion.job ? <JobLink job={suggestion.job} /> : <Dash label="No job" />}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <time dateTime={suggestion.createdAt}>{formatDate(suggestion.createdAt, 'date-time')}</time>
      </TableCell>
    </TableRow>
  );
}

export function SuggestionRowSkeleton() {
  return (
    <TableRow aria-hidden>
      <TableCell>
        <Skeleton width="90%" />
      </TableCell>
      <TableCell>
        <Skeleton width="70%" />
      </TableCell>
      <TableCell>
        <Skeleton width={130} />
      </TableCell>
    </TableRow>
  );
}

/** The same suggestion on a phone: text first, then where and when. */
export function SuggestionListItem({ suggestion }: { suggestion: SuggestionRowFragment }) {
  return (
    <StaffListItem>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {suggestion.suggestion}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {suggestion.job ? (
          <>
            From <JobLink job={suggestion.job} />
            {' · '}
          </>
        ) : null}
        <time dateTime={suggestion.createdAt}>{formatDate(suggestion.createdAt, 'date-time')}</time>
      </Typography>
    </StaffListItem>
  );
}

export const SuggestionListItemSkeleton = listItemSkeleton({ width: '90%' }, { width: '50%' });
