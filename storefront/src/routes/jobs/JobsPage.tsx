import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import RssFeedIcon from '@mui/icons-material/RssFeed';
import TuneIcon from '@mui/icons-material/Tune';
import {
  Badge,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  LinearProgress,
  Link,
  Skeleton,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useHydrated } from '@devjobs/web/use-hydrated';
import { totalLabel } from '@devjobs/web/pagination';
import { Page } from '../../components/Page';
import {
  EMPTY_FILTERS,
  countFilters,
  readFilters,
  readPageCursor,
  toFilterInput,
  writeFilters,
  type JobFilters,
} from './job-filters';
import { JobAlertForm } from './JobAlertForm';
import { JobList } from './JobList';
import { NoScriptFilters } from './NoScriptFilters';
import { JobsPageDocument, type JobsPageQuery } from '../../graphql/generated/operations';

/**
 * The filter panel's code (title search with its suggestions, the form controls)
 * loads only when the panel is shown: at once on a desktop, on a phone when Filters is opened or is
 * about to be (pointer, touch or focus on it). A phone's first view of /jobs does not run it.
 */
const loadFilterPanel = () => import('./JobFilterPanel');
const JobFilterPanel = lazy(() => loadFilterPanel().then((m) => ({ default: m.JobFilterPanel })));
const prefetchFilterPanel = () => void loadFilterPanel();

export const JOBS_PAGE_SIZE = 20;

/** /jobs: 'Open Job Positions', the filter panel and the card grid (product.md#job-list). */
export function JobsPage() {
  const { filters, setFilters, clearFilters, pageCursor } = useUrlFilters();
  const filterInput = useMemo(() => toFilterInput(filters), [filters]);
  const activeFilters = countFilters(filters);

  const query = useQuery(JobsPageDocument, {
    variables: { filter: filterInput, first: JOBS_PAGE_SIZE, after: pageCursor },
    notifyOnNetworkStatusChange: true,
  });
  const { data, previousData, loading, networkStatus } = query;
  // While a new filter loads, keep showing the last list (dimmed) rather than flashing skeletons.
  const connection = (data ?? (loading ? previousData : undefined))?.jobs;

  return (
    <Page
      title="Open Job Positions"
      description="Open developer jobs, each reviewed by a developer: frontend, backend and full-stack roles. Filter by salary, work mode and job type, then apply directly."
    >
      <JobsHeading connection={connection} filters={filters} />
      {/* Filters beside the list; the alert form under the filters, or after the list on a phone,
          where the jobs come first. */}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 2fr', lg: '1fr 3fr' },
          gridTemplateRows: { md: 'auto 1fr' },
          gridTemplateAreas: { xs: '"filters" "jobs" "alert"', md: '"filters jobs" "alert jobs"' },
        }}
      >
        <Box sx={{ gridArea: 'filters', minWidth: 0 }}>
          <FilterColumn
            results={connection && totalLabel(connection, ['job', 'jobs'])}
            filters={filters}
            active={activeFilters}
            onChange={setFilters}
            onClear={clearFilters}
          />
        </Box>
        <Box
          component="section"
          aria-label="Jobs"
          sx={{ gridArea: 'jobs', position: 'relative', minWidth: 0 }}
        >
          {loading && connection && networkStatus !== NetworkStatus.fetchMore && (
            <LinearProgress
              aria-label="Updating jobs"
              sx={{ position: 'absolute', top: -12, left: 0, right: 0 }}
            />
          )}
          <JobList
            query={query}
            connection={connection}
            filters={filters}
            activeFilters={activeFilters}
            onClearFilters={clearFilters}
          />
        </Box>
        <Box sx={{ gridArea: 'alert', minWidth: 0 }}>
          <JobAlertForm filters={filters} />
        </Box>
      </Box>
    </Page>
  );
}

/**
 * The filters as /jobs's address says them. The URL is the source of truth; a local copy answers
 * clicks at once (the URL commits a tick later) and is re-read whenever the URL changes by itself
 * (Back, a shared link).
 */
function useUrlFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.toString();
  const [filters, setLocalFilters] = useState(() => readFilters(searchParams));
  const [readQuery, setReadQuery] = useState(query);
  if (query !== readQuery) {
    setReadQuery(query);
    setLocalFilters(readFilters(searchParams));
  }

  const setFilters = useCallback(
    (next: JobFilters, options?: { replace?: boolean }) => {
      setLocalFilters(next);
      setSearchParams(writeFilters(next), { replace: options?.replace, preventScrollReset: true });
    },
    [setSearchParams],
  );
  const clearFilters = useCallback(() => setFilters(EMPTY_FILTERS), [setFilters]);
  // The page a "More jobs" link led to without JavaScript; the app then appends as usual.
  return { filters, setFilters, clearFilters, pageCursor: readPageCursor(searchParams) };
}

/** The page's heading, how many jobs match, and the RSS feed of the same filters. */
function JobsHeading({
  connection,
  filters,
}: {
  connection: JobsPageQuery['jobs'] | undefined;
  filters: JobFilters;
}) {
  const rssQuery = writeFilters(filters).toString();
  const rssHref = `/jobs.rss${rssQuery ? `?${rssQuery}` : ''}`;
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' }, mb: 3 }}
    >
      <Box>
        <Typography variant="h2" component="h1">
          Open Job Positions
        </Typography>
        <Typography color="text.secondary" aria-live="polite" sx={{ mt: 0.5, minHeight: '1.5em' }}>
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
  );
}

/**
 * The filters beside the list: the app's panel, open on a desktop; on a phone a full-screen sheet
 * behind the Filters button, whose sticky "Show N jobs" (the live count) closes it onto the list
 * (product.md#job-list). Without JavaScript the panel never loads, and a form of the same filters does.
 */
function FilterColumn({
  results,
  filters,
  active,
  onChange,
  onClear,
}: {
  /** How many jobs the filters find ("12 jobs"), once known. */
  results: string | undefined;
  filters: JobFilters;
  active: number;
  onChange: (next: JobFilters, options?: { replace?: boolean }) => void;
  onClear: () => void;
}) {
  const theme = useTheme();
  // Not noSsr: a hydrating render must match the server's (the narrow layout), then it re-renders.
  const desktop = useMediaQuery(theme.breakpoints.up('md'));
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  const panel = (
    <Suspense
      fallback={
        <Skeleton variant="rounded" height={440} role="progressbar" aria-label="Loading filters" />
      }
    >
      <JobFilterPanel id="job-filters" filters={filters} onChange={onChange} onClear={onClear} />
    </Suspense>
  );
  return (
    <>
      <noscript>
        <NoScriptFilters filters={filters} />
      </noscript>
      {desktop ? (
        panel
      ) : (
        <>
          <FiltersToggle open={open} active={active} onToggle={() => setOpen(true)} />
          <Dialog fullScreen open={open} onClose={close} aria-labelledby="filters-title">
            <DialogContent sx={{ p: 2 }}>{panel}</DialogContent>
            <DialogActions sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}>
              <Button variant="contained" size="large" fullWidth onClick={close}>
                {results ? `Show ${results}` : 'Show jobs'}
              </Button>
            </DialogActions>
          </Dialog>
        </>
      )}
    </>
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
      aria-expanded={open}
      aria-haspopup="dialog"
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
