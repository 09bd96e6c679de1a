import { NetworkStatus } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import RssFeedIcon from '@mui/icons-material/RssFeed';
import TuneIcon from '@mui/icons-material/Tune';
import WorkOffIcon from '@mui/icons-material/WorkOff';
import {
  Badge,
  Box,
  Button,
  Collapse,
  Grid,
  LinearProgress,
  Link,
  Skeleton,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { EmptyState } from '@devjobs/web/EmptyState';
import { useHydrated } from '@devjobs/web/use-hydrated';
import { ErrorState } from '@devjobs/web/ErrorState';
import { totalLabel } from '@devjobs/web/pagination';
import { CardGrid, CardGridSkeleton, type CardWidths } from '../../components/CardGrid';
import { JobCard, JobCardSkeleton } from '../../components/JobCard';
import { LoadMoreButton } from '../../components/LoadMoreButton';
import { Page } from '../../components/Page';
import {
  EMPTY_FILTERS,
  countFilters,
  jobsQuery,
  readFilters,
  readPageCursor,
  toFilterInput,
  writeFilters,
  type JobFilters,
} from './job-filters';
import { NoScriptFilters } from './NoScriptFilters';
import {
  JobsPageDocument,
  RecordJobViewDocument,
  type JobCardFragment,
} from '../../graphql/generated/operations';

/**
 * The filter panel's code (title search with its suggestions, the form controls)
 * loads only when the panel is shown: at once on a desktop, on a phone when Filters is opened or is
 * about to be (pointer, touch or focus on it). A phone's first view of /jobs does not run it.
 */
const loadFilterPanel = () => import('./JobFilterPanel');
const JobFilterPanel = lazy(() => loadFilterPanel().then((m) => ({ default: m.JobFilterPanel })));
const prefetchFilterPanel = () => void loadFilterPanel();

export const JOBS_PAGE_SIZE = 20;
const SKELETON_CARDS = 6;
/** Beside the filter panel: two a row until the large breakpoint. */
const JOB_CARD_WIDTHS: CardWidths = { xs: 12, sm: 6, lg: 4 };

/** /jobs: 'Open Job Positions', the filter panel and the card grid (product.md#job-list). */
export function JobsPage() {
  const theme = useTheme();
  // Not noSsr: a hydrating render must match the server's (the narrow layout), then it re-renders.
  const desktop = useMediaQuery(theme.breakpoints.up('md'));
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();

  // The URL is the source of truth; a local copy answers clicks at once (the URL commits a tick
  // later) and is re-read whenever the URL changes by itself (Back, a shared link).
  const query = searchParams.toString();
  const [filters, setLocalFilters] = useState(() => readFilters(searchParams));
  const [readQuery, setReadQuery] = useState(query);
  if (query !== readQuery) {
    setReadQuery(query);
    setLocalFilters(readFilters(searchParams));
  }
  const filterInput = useMemo(() => toFilterInput(filters), [filters]);
  // The page a "More jobs" link led to without JavaScript; the app then appends as usual.
  const pageCursor = readPageCursor(searchParams);
  const activeFilters = countFilters(filters);

  const setFilters = useCallback(
    (next: JobFilters, options?: { replace?: boolean }) => {
      setLocalFilters(next);
      setSearchParams(writeFilters(next), { replace: options?.replace, preventScrollReset: true });
    },
    [setSearchParams],
  );
  const clearFilters = useCallback(() => setFilters(EMPTY_FILTERS), [setFilters]);

  const { data, previousData, loading, error, refetch, fetchMore, networkStatus } = useQuery(
    JobsPageDocument,
    {
      variables: { filter: filterInput, first: JOBS_PAGE_SIZE, after: pageCursor },
      notifyOnNetworkStatusChange: true,
    },
  );
  const [recordView] = useMutation(RecordJobViewDocument);

  const openJob = useCallback(
    (job: JobCardFragment) => {
      // Counting a view must never get in the way of reading the job: failures are only logged.
      recordView({ variables: { id: job.id } }).catch((err: unknown) =>
        console.warn('Could not record the job view.', err),
      );
    },
    [recordView],
  );

  const fetchingMore = networkStatus === NetworkStatus.fetchMore;
  // While a new filter loads, keep showing the last list (dimmed) rather than flashing skeletons.
  const shown = data ?? (loading ? previousData : undefined);
  const connection = shown?.jobs;
  const rssQuery = writeFilters(filters).toString();
  const rssHref = `/jobs.rss${rssQuery ? `?${rssQuery}` : ''}`;

  let results: ReactNode;
  if (error && !fetchingMore) {
    results = <ErrorState error={error} title="Failed to fetch jobs." onRetry={() => refetch()} />;
  } else if (!connection) {
    results = (
      <CardGridSkeleton
        count={SKELETON_CARDS}
        card={<JobCardSkeleton />}
        label="Loading jobs"
        widths={JOB_CARD_WIDTHS}
      />
    );
  } else if (connection.edges.length === 0) {
    results = (
      <EmptyState
        icon={<WorkOffIcon color="disabled" sx={{ fontSize: 48 }} aria-hidden />}
        title="No matching jobs found."
        description={
          activeFilters
            ? 'Try fewer filters, or clear them to see every open position.'
            : 'New roles are added every week. Check back soon.'
        }
        action={
          activeFilters ? (
            <Button variant="contained" onClick={clearFilters}>
              Clear filters
            </Button>
          ) : undefined
        }
      />
    );
  } else {
    results = (
      <>
        <CardGrid
          items={connection.edges}
          keyOf={({ node }) => node.id}
          widths={JOB_CARD_WIDTHS}
          dimmed={!data}
        >
          {({ node }) => (
            <JobCard job={node} onOpen={openJob} linkState={{ listSearch: location.search }} />
          )}
        </CardGrid>
        <LoadMoreButton
          list={connection}
          query={{ networkStatus, fetchMore }}
          href={(after) => `/jobs?${jobsQuery(filters, after).toString()}`}
        />
      </>
    );
  }

  const panel = (
    <Suspense
      fallback={
        <Skeleton variant="rounded" height={440} role="progressbar" aria-label="Loading filters" />
      }
    >
      <JobFilterPanel
        id="job-filters"
        filters={filters}
        onChange={setFilters}
        onClear={clearFilters}
      />
    </Suspense>
  );

  return (
    <Page
      title="Open Job Positions"
      description="Open developer jobs, each reviewed by a developer: frontend, backend and full-stack roles. Filter by salary, work mode and job type, then apply directly."
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' }, mb: 3 }}
      >
        <Box>
          <Typography variant="h2" component="h1">
            Open Job Positions
          </Typography>
          <Typography
            color="text.secondary"
            aria-live="polite"
            sx={{ mt: 0.5, minHeight: '1.5em' }}
          >
            {connection ? totalLabel(connection, ['job', 'jobs']) : ''}
          </Typography>
        </Box>
        <Link
          href={rssHref}
          variant="body2"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
        >
          <RssFeedIcon fontSize="small" aria-hidden />
          RSS feed of these jobs
        </Link>
      </Stack>

      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 4, lg: 3 }}>
          {/* Without JavaScript the panel below never loads: a form of the same filters does. */}
          <noscript>
            <NoScriptFilters filters={filters} />
          </noscript>
          {desktop ? (
            panel
          ) : (
            <>
              <FiltersToggle
                open={filtersOpen}
                active={activeFilters}
                onToggle={() => setFiltersOpen((open) => !open)}
              />
              <Collapse in={filtersOpen} unmountOnExit>
                <Box sx={{ mt: 2 }}>{panel}</Box>
              </Collapse>
            </>
          )}
        </Grid>
        <Grid
          size={{ xs: 12, md: 8, lg: 9 }}
          component="section"
          aria-label="Jobs"
          sx={{ position: 'relative' }}
        >
          {loading && connection && !fetchingMore && (
            <LinearProgress
              aria-label="Updating jobs"
              sx={{ position: 'absolute', top: -12, left: 0, right: 0 }}
            />
          )}
          {results}
        </Grid>
      </Grid>
    </Page>
  );
}

/**
 * A phone's Filters button, which opens the app's panel: disabled until the app runs (decision
 * 054). It reads whether the app runs itself: that value changes right after hydration, and React
 * renders what reads it again at once, in one task; read by the page, it re-rendered the whole list.
 */
function FiltersToggle({
  open,
  active,
  onToggle,
}: {
  open: boolean;
  active: number;
  onToggle: () => void;
}) {
  const hydrated = useHydrated();
  return (
    <Button
      variant="outlined"
      fullWidth
      startIcon={
        <Badge badgeContent={active} color="secondary">
          <TuneIcon />
        </Badge>
      }
      endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
      aria-expanded={open}
      aria-controls="job-filters"
      disabled={!hydrated}
      onPointerEnter={prefetchFilterPanel}
      onTouchStart={prefetchFilterPanel}
      onFocus={prefetchFilterPanel}
      onClick={onToggle}
    >
      Filters
    </Button>
  );
}
