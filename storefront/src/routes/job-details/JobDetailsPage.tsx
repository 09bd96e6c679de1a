import { useQuery } from '@apollo/client/react';
import CurrencyRupeeIcon from '@mui/icons-material/CurrencyRupee';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import WorkOutlineIcon from '@mui/icons-material/WorkOutlined';
import { Box, Chip, Paper, Skeleton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { ErrorState } from '@devjobs/web/ErrorState';
import { BackLink } from '../../components/BackLink';
import { Page } from '../../components/Page';
import { summary } from '../../components/PageMeta';
import { StaticMarkup } from '../../components/StaticMarkup';
import { NotFoundMessage } from '../../components/NotFoundMessage';
import { formatDate } from '@devjobs/web/dates';
import { jobTypeLabel, jobWhereLabel } from '@devjobs/web/job-labels';
import { JobDetailsDocument, type JobDetailsQuery } from '../../graphql/generated/operations';
import { JobHeader } from './JobHeader';
import { SuggestionForm } from './SuggestionForm';

const NOT_SPECIFIED = 'Not specified';
const NOT_DISCLOSED = 'Not disclosed';
/** The four facts' tiles: two columns, four from sm. */
const TILE_GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' },
} as const;

/** /page-details/:jobname: everything product.md#job-page lists about one job, and the feedback form. */
export function JobDetailsPage() {
  const { jobname = '' } = useParams();
  const location = useLocation();
  const listSearch = (location.state as { listSearch?: string } | null)?.listSearch ?? '';
  const { data, loading, error, refetch } = useQuery(JobDetailsDocument, {
    variables: { slug: jobname },
  });
  const job = data?.job;

  let title: string | null = 'Job details';
  let description =
    'A developer job on DevJobs, reviewed by a developer: the role, its requirements and a direct link to apply on the company page.';
  let content: ReactNode;
  if (loading && !data) {
    content = <JobDetailsSkeleton />;
  } else if (error) {
    content = (
      <ErrorState error={error} title="Failed to fetch job details." onRetry={() => refetch()} />
    );
  } else if (!job) {
    title = 'Job not found';
    description =
      'This job listing does not exist or was taken down. Browse the open developer jobs on DevJobs instead.';
    content = <NotFoundMessage what="job" />;
  } else {
    title = `${job.title} at ${job.company}`;
    // The text crawlers were given before the page was rendered on the server (job.seo.ts).
    description = summary(`${job.title} at ${job.company}. ${job.description}`);
    content = <JobDetailsView job={job} />;
  }

  return (
    <Page title={title} description={description} maxWidth="md">
      <BackLink to={`/jobs${listSearch}`}>All jobs</BackLink>
      {content}
    </Page>
  );
}

function JobDetailsView({ job }: { job: NonNullable<JobDetailsQuery['job']> }) {
  const deadline = formatDate(job.deadline);

  return (
    <Stack spacing={3}>
      <JobHeader job={job} deadline={deadline} />

      {/* Text only: kept as the server sent it (StaticMarkup). dl > div > (dt, dd): each tile is one of the list's groups. */}
      <StaticMarkup>
        <Box component="dl" sx={{ ...TILE_GRID, m: 0 }}>
          <Tile
            icon={<WorkOutlineIcon />}
            label="Job Type"
            value={jobTypeLabel(job.jobType) ?? NOT_SPECIFIED}
          />
          <Tile
            icon={<PlaceOutlinedIcon />}
            label="Location"
            value={jobWhereLabel(job) ?? NOT_SPECIFIED}
          />
          <Tile
            icon={<CurrencyRupeeIcon />}
            label="Salary"
            value={job.salary?.trim() || NOT_DISCLOSED}
          />
          <Tile icon={<EventBusyIcon />} label="Deadline" value={deadline ?? NOT_DISCLOSED} />
        </Box>
      </StaticMarkup>

      <StaticMarkup>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Stack spacing={4}>
            <Section title="Job Description">
              {job.description.trim() ? (
                <Typography sx={{ whiteSpace: 'pre-line' }}>{job.description.trim()}</Typography>
              ) : (
                <NotSpecified />
              )}
            </Section>
            <ListSection title="Responsibilities" items={job.responsibilities} />
            <ListSection title="Requirements" items={job.requirements} />
            <ListSection title="Perks & Benefits" items={job.benefits} />
            <Section title="Required Skills">
              {nonBlank(job.skills).length ? (
                <Stack
                  component="ul"
                  direction="row"
                  useFlexGap
                  spacing={1}
                  sx={{ flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }}
                >
                  {nonBlank(job.skills).map((skill, i) => (
                    <li key={`${i}-${skill}`}>
                      <Chip label={skill} color="primary" variant="outlined" />
                    </li>
                  ))}
                </Stack>
              ) : (
                <NotSpecified />
              )}
            </Section>
          </Stack>
        </Paper>
      </StaticMarkup>

      <SuggestionForm jobId={job.id} />
    </Stack>
  );
}

function nonBlank(items: string[]): string[] {
  return items.map((item) => item.trim()).filter(Boolean);
}

function Tile({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography
        component="dt"
        variant="overline"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          mb: 0.5,
          color: 'text.secondary',
          lineHeight: 1.6,
          '& svg': { fontSize: 20, color: 'primary.main' },
        }}
      >
        {icon}
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
        {value}
      </Typography>
    </Paper>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <Typography variant="h5" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </section>
  );
}

function ListSection({ title, items }: { title: string; items: string[] }) {
  const lines = nonBlank(items);
  return (
    <Section title={title}>
      {lines.length ? (
        <Box component="ul" sx={{ m: 0, pl: 3, '& li': { mb: 0.75 } }}>
          {lines.map((line, i) => (
            <Typography component="li" key={`${i}-${line}`}>
              {line}
            </Typography>
          ))}
        </Box>
      ) : (
        <NotSpecified />
      )}
    </Section>
  );
}

function NotSpecified() {
  return <Typography color="text.secondary">{NOT_SPECIFIED}</Typography>;
}

/** The page's shape while the job loads: header, four tiles, the sections. */
function JobDetailsSkeleton() {
  return (
    <Stack spacing={3} aria-busy="true" aria-label="Loading job">
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 2, sm: 3 }}
          sx={{ alignItems: { sm: 'center' } }}
        >
          <Skeleton variant="rounded" width={88} height={88} />
          <Box sx={{ flexGrow: 1 }}>
            <Skeleton variant="text" width="70%" sx={{ fontSize: '1.6rem' }} />
            <Skeleton variant="text" width="35%" />
            <Skeleton variant="text" width="30%" />
          </Box>
          <Skeleton variant="rounded" width={150} height={48} />
        </Stack>
      </Paper>
      <Box sx={TILE_GRID}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} variant="rounded" height={84} />
        ))}
      </Box>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        {[0, 1, 2].map((i) => (
          <Box key={i} sx={{ mb: 3 }}>
            <Skeleton variant="text" width="40%" sx={{ fontSize: '1.15rem', mb: 1 }} />
            <Skeleton variant="text" />
            <Skeleton variant="text" />
            <Skeleton variant="text" width="80%" />
          </Box>
        ))}
      </Paper>
    </Stack>
  );
}
