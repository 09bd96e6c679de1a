import { gql } from '@apollo/client';
import { Chip, IconButton, Skeleton, Stack, TableCell, TableRow, Typography } from '@mui/material';
import EditOutlined from '@mui/icons-material/EditOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { JOB_LOCATION_LABELS, JOB_TYPE_LABELS, type JobLocation, type JobType } from '../../graphql/job-enums';
import { formatDay } from '../../lib/dates';

export type JobRowFields = {
  __typename?: 'Job';
  id: string;
  slug: string;
  title: string;
  company: string;
  jobType: JobType | null;
  jobLocation: JobLocation | null;
  deadline: string | null;
  views: number;
  isOpen: boolean;
};

export const JOB_ROW_FRAGMENT = gql`
  fragment JobRow on Job {
    id
    slug
    title
    company
    jobType
    jobLocation
    deadline
    views
    isOpen
  }
`;

export const JOB_TABLE_COLUMNS = ['Title', 'Company', 'Type', 'Location', 'Deadline', 'Views', 'Status', 'Actions'] as const;

const dash = (
  <Typography component="span" color="text.secondary" aria-label="Not set">
    —
  </Typography>
);

/** One job in the admin table, with its edit and delete buttons. */
export function JobRow({ job, onEdit, onDelete }: { job: JobRowFields; onEdit(job: JobRowFields): void; onDelete(job: JobRowFields): void }) {
  return (
    <TableRow hover>
      <TableCell component="th" scope="row" sx={{ fontWeight: 600, minWidth: 180 }}>
        {job.title}
      </TableCell>
      <TableCell sx={{ minWidth: 120 }}>{job.company}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{job.jobType ? JOB_TYPE_LABELS[job.jobType] : dash}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{job.jobLocation ? JOB_LOCATION_LABELS[job.jobLocation] : dash}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(job.deadline) ?? dash}</TableCell>
      <TableCell align="right">{job.views.toLocaleString('en-IN')}</TableCell>
      <TableCell>
        <Chip size="small" label={job.isOpen ? 'Open' : 'Closed'} color={job.isOpen ? 'success' : 'default'} variant={job.isOpen ? 'filled' : 'outlined'} />
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <IconButton aria-label={`Edit ${job.title}`} onClick={() => onEdit(job)} size="small">
          <EditOutlined fontSize="small" />
        </IconButton>
        <IconButton aria-label={`Delete ${job.title}`} onClick={() => onDelete(job)} size="small" color="error">
          <DeleteOutlined fontSize="small" />
        </IconButton>
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
