import {
  Box,
  Chip,
  IconButton,
  Skeleton,
  Stack,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import {
  Dash,
  listItemSkeleton,
  opensOnClick,
  StaffListItem,
} from '../../components/staff-list/parts';
import EditOutlined from '@mui/icons-material/EditOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import {
  JOB_LOCATION_LABELS,
  JOB_TYPE_LABELS,
  jobCityLabel,
  jobWhereLabel,
} from '@devjobs/web/job-labels';
import type { JobRowFragment } from '../../graphql/generated/operations';
import { formatDate } from '@devjobs/web/dates';
import { formatCount } from '@devjobs/web/numbers';
import type { ReactNode } from 'react';
import type { JobInterestState } from './use-job-interest';

export const JOB_TABLE_COLUMNS = [
  'Title',
  'Company',
  'Type',
  'Location',
  'Deadline',
  'Interest',
  'Status',
  'Actions',
] as const;

const dash = <Dash label="Not set" />;

/** The figure columns, right-aligned. */
export const JOB_FIGURE_COLUMNS: readonly string[] = ['Interest'];

type JobProps = {
  job: JobRowFragment;
  /** Its views, saves and apply clicks (use-job-interest.ts). */
  interest: JobInterestState;
  onEdit(job: JobRowFragment): void;
  onDelete(job: JobRowFragment): void;
};

const counted = (n: number, one: string, many: string) =>
  `${formatCount(n)} ${n === 1 ? one : many}`;

/**
 * The job's views, saves and apply clicks of all time, one a line: the views at once, the others a
 * placeholder while they load and a dash when they could not be read.
 */
function InterestFigures({ views, interest }: { views: number; interest: JobInterestState }) {
  let rest: ReactNode;
  if (interest === 'loading')
    rest = (
      <>
        <Skeleton width={56} sx={{ ml: 'auto' }} />
        <Skeleton width={88} sx={{ ml: 'auto' }} />
      </>
    );
  else if (interest === 'error') rest = <Dash label="Saves and apply clicks could not be loaded" />;
  else
    rest = (
      <>
        <div>{counted(interest.saves, 'save', 'saves')}</div>
        <div>{counted(interest.applyClicks, 'apply click', 'apply clicks')}</div>
      </>
    );
  return (
    <Box sx={{ whiteSpace: 'nowrap' }}>
      <div>{counted(views, 'view', 'views')}</div>
      {rest}
    </Box>
  );
}

/** Open or closed. */
function OpenChip({ job }: { job: JobRowFragment }) {
  return (
    <Chip
      size="small"
      label={job.isOpen ? 'Open' : 'Closed'}
      color={job.isOpen ? 'success' : 'default'}
      variant={job.isOpen ? 'filled' : 'outlined'}
    />
  );
}

/** Edit and Delete, named with the job's title; smaller in the table. */
function JobButtons({
  job,
  onEdit,
  onDelete,
  small,
}: Omit<JobProps, 'interest'> & { small?: boolean }) {
  const size = small ? 'small' : undefined;
  return (
    <>
      <IconButton aria-label={`Edit ${job.title}`} onClick={() => onEdit(job)} size={size}>
        <EditOutlined fontSize="small" />
      </IconButton>
      <IconButton
        aria-label={`Delete ${job.title}`}
        onClick={() => onDelete(job)}
        size={size}
        color="error"
      >
        <DeleteOutlined fontSize="small" />
      </IconButton>
    </>
  );
}

/** One job in the admin table, with its edit and delete buttons; a click on the row edits it too. */
export function JobRow({ job, interest, onEdit, onDelete }: JobProps) {
  return (
    <TableRow hover {...opensOnClick(() => onEdit(job))}>
      <TableCell component="th" scope="row" sx={{ fontWeight: 600, minWidth: 180 }}>
        {job.title}
      </TableCell>
      <TableCell sx={{ minWidth: 120 }}>{job.company}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {job.jobType ? JOB_TYPE_LABELS[job.jobType] : dash}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {job.jobLocation ? JOB_LOCATION_LABELS[job.jobLocation] : !job.city && dash}
        {job.city && (
          <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
            {jobCityLabel(job.city)}
          </Typography>
        )}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {formatDate(job.deadline, 'short-day') ?? dash}
      </TableCell>
      <TableCell align="right">
        <InterestFigures views={job.views} interest={interest} />
      </TableCell>
      <TableCell>
        <OpenChip job={job} />
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <JobButtons job={job} onEdit={onEdit} onDelete={onDelete} small />
      </TableCell>
    </TableRow>
  );
}

/** A placeholder row of the same height while the table loads. */
export function JobRowSkeleton() {
  return (
    <TableRow aria-hidden>
      {JOB_TABLE_COLUMNS.map((column) => (
        <TableCell key={column}>
          {column === 'Actions' ? (
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
              <Skeleton variant="circular" width={28} height={28} />
              <Skeleton variant="circular" width={28} height={28} />
            </Stack>
          ) : (
            <Skeleton width={column === 'Title' ? '80%' : '60%'} />
          )}
        </TableCell>
      ))}
    </TableRow>
  );
}

/** The same job on a phone: a list item instead of a table row, with the same buttons. */
export function JobListItem({ job, interest, onEdit, onDelete }: JobProps) {
  const facts = [
    job.jobType ? JOB_TYPE_LABELS[job.jobType] : null,
    jobWhereLabel(job),
    job.deadline ? `Deadline ${formatDate(job.deadline, 'short-day')}` : null,
    counted(job.views, 'view', 'views'),
    typeof interest === 'object' ? counted(interest.saves, 'save', 'saves') : null,
    typeof interest === 'object'
      ? counted(interest.applyClicks, 'apply click', 'apply clicks')
      : null,
  ].filter(Boolean);
  return (
    <StaffListItem>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography
            component="h2"
            sx={{ fontWeight: 600, fontSize: '1rem', overflowWrap: 'anywhere' }}
          >
            {job.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {job.company}
          </Typography>
        </Box>
        <Stack direction="row" sx={{ flexShrink: 0, mr: -1 }}>
          <JobButtons job={job} onEdit={onEdit} onDelete={onDelete} />
        </Stack>
      </Stack>
      <Stack
        direction="row"
        useFlexGap
        spacing={1}
        sx={{ alignItems: 'center', mt: 0.75, flexWrap: 'wrap', rowGap: 0.5 }}
      >
        <OpenChip job={job} />
        <Typography variant="body2" color="text.secondary">
          {facts.join(' · ')}
        </Typography>
      </Stack>
    </StaffListItem>
  );
}

export const JobListItemSkeleton = listItemSkeleton(
  { width: '70%', height: 24 },
  { width: '40%' },
  { width: '85%' },
);
