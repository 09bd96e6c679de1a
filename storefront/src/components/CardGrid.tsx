import { Card, CardActions, CardContent, Grid, Skeleton, type GridSize } from '@mui/material';
import type { ReactNode } from 'react';
import { ErrorState } from '@devjobs/web/ErrorState';
import { cardHover } from '../lib/theme';

/** How wide a card is at each breakpoint, in twelfths: three a row on a desktop, one on a phone. */
export type CardWidths = { xs?: GridSize; sm?: GridSize; md?: GridSize; lg?: GridSize };
const THREE_A_ROW: CardWidths = { xs: 12, sm: 6, md: 4 };

type Props<T> = {
  items: readonly T[];
  keyOf: (item: T) => string;
  children: (item: T) => ReactNode;
  widths?: CardWidths;
  /** Shown faded while a newer list loads (the job filters). */
  dimmed?: boolean;
};

/** A list of cards (jobs, courses) as a responsive grid: a `ul` of `li`. */
export function CardGrid<T>({
  items,
  keyOf,
  children,
  widths = THREE_A_ROW,
  dimmed = false,
}: Props<T>) {
  return (
    <Grid
      container
      spacing={2.5}
      component="ul"
      sx={{ listStyle: 'none', p: 0, m: 0, opacity: dimmed ? 0.6 : 1 }}
    >
      {items.map((item) => (
        <Grid key={keyOf(item)} component="li" size={widths}>
          {children(item)}
        </Grid>
      ))}
    </Grid>
  );
}

/** The grid's loading state: `count` card-shaped placeholders of the same size. */
export function CardGridSkeleton({
  count,
  card,
  label,
  widths = THREE_A_ROW,
}: {
  count: number;
  card: ReactNode;
  label?: string;
  widths?: CardWidths;
}) {
  return (
    <Grid
      container
      spacing={2.5}
      aria-busy="true"
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      {Array.from({ length: count }, (_, i) => (
        <Grid key={i} size={widths}>
          {card}
        </Grid>
      ))}
    </Grid>
  );
}

type QueryProps<T> = Omit<Props<T>, 'items'> & {
  /** What the query answered; undefined while it loads. */
  items: readonly T[] | undefined;
  /** The query's error: shown with a retry in place of the grid. */
  error: unknown;
  errorTitle: string;
  onRetry: () => void;
  /** The loading state (placeholders) and the empty state. */
  loading: ReactNode;
  empty: ReactNode;
  /** Below a grid with cards: Load more. */
  footer?: ReactNode;
};

/** A grid fed by a query, in each of its states: failed (with a retry), loading, empty, or its cards. */
export function QueryCardGrid<T>({
  items,
  error,
  errorTitle,
  onRetry,
  loading,
  empty,
  footer,
  ...grid
}: QueryProps<T>) {
  if (error) return <ErrorState error={error} title={errorTitle} onRetry={onRetry} />;
  if (!items) return loading;
  if (items.length === 0) return empty;
  return (
    <>
      <CardGrid items={items} {...grid} />
      {footer}
    </>
  );
}

/** A card of a grid that links on (a job, a course): an article named by its title, as tall as its row. */
export function GridCard({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <Card
      component="article"
      aria-labelledby={labelledBy}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', ...cardHover }}
    >
      {children}
    </Card>
  );
}

/** A card's loading placeholder: the card's outline, `children` as its body, and its button when it has one. */
export function CardSkeleton({
  children,
  buttonWidth,
}: {
  children: ReactNode;
  buttonWidth?: number;
}) {
  return (
    <Card aria-hidden sx={{ height: '100%' }}>
      <CardContent>{children}</CardContent>
      {buttonWidth && (
        <CardButtons>
          <Skeleton variant="rounded" width={buttonWidth} height={36} />
        </CardButtons>
      )}
    </Card>
  );
}

/** A card's row of buttons, at its foot. */
export function CardButtons({ children }: { children: ReactNode }) {
  return <CardActions sx={{ px: 2.5, pb: 2.5, pt: 0 }}>{children}</CardActions>;
}
