import { Grid, type GridSize } from '@mui/material';
import type { ReactNode } from 'react';

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
export function CardGrid<T>({ items, keyOf, children, widths = THREE_A_ROW, dimmed = false }: Props<T>) {
  return (
    <Grid container spacing={2.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0, opacity: dimmed ? 0.6 : 1 }}>
      {items.map((item) => (
        <Grid key={keyOf(item)} component="li" size={widths}>
          {children(item)}
        </Grid>
      ))}
    </Grid>
  );
}

/** The grid's loading state: `count` card-shaped placeholders of the same size. */
export function CardGridSkeleton({ count, card, label, widths = THREE_A_ROW }: { count: number; card: ReactNode; label?: string; widths?: CardWidths }) {
  return (
    <Grid container spacing={2.5} aria-busy="true" aria-label={label} aria-hidden={label ? undefined : true}>
      {Array.from({ length: count }, (_, i) => (
        <Grid key={i} size={widths}>
          {card}
        </Grid>
      ))}
    </Grid>
  );
}
