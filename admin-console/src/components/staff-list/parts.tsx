import type { ComponentType, ReactNode } from 'react';
import { Box, ListItem, Skeleton, type SkeletonProps, Stack, Typography } from '@mui/material';
import { formatDate } from '@devjobs/web/dates';
import { tokens } from '../../lib/theme';

/** Ids, addresses and other machine text in a staff list's cells. */
export const mono = {
  fontFamily: tokens.monoFontFamily,
  fontSize: '0.75rem',
  overflowWrap: 'anywhere',
} as const;

/** A cell with nothing in it, named for screen readers ('None', 'Not set'). */
export function Dash({ label }: { label: string }) {
  return (
    <Typography component="span" color="text.secondary" aria-label={label}>
      —
    </Typography>
  );
}

/** When a row happened, date and time in India's time. */
export function When({ at }: { at: string }) {
  return (
    <Typography variant="body2">
      <time dateTime={at}>{formatDate(at, 'date-time')}</time>
    </Typography>
  );
}

const LIST_ITEM = { display: 'block', px: 2, py: 1.5 } as const;

/** A row as a list item on a phone. */
export function StaffListItem({ children }: { children: ReactNode }) {
  return (
    <ListItem divider sx={LIST_ITEM}>
      {children}
    </ListItem>
  );
}

/** A list item's first line: what the row is on the left, its state (`aside`) on the right. */
export function ListItemHead({ children, aside }: { children: ReactNode; aside: ReactNode }) {
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}
    >
      <Box sx={{ minWidth: 0 }}>{children}</Box>
      {aside}
    </Stack>
  );
}

/**
 * A loading list item: a placeholder line for each of `lines` (its width, and height if taller).
 * Made once per list, outside render, and passed as ConnectionTable's `ListItemSkeleton`.
 */
export function listItemSkeleton(
  ...lines: Pick<SkeletonProps, 'width' | 'height'>[]
): ComponentType {
  return function ListItemSkeleton() {
    return (
      <ListItem divider aria-hidden sx={LIST_ITEM}>
        {lines.map((line, i) => (
          <Skeleton key={i} {...line} />
        ))}
      </ListItem>
    );
  };
}

/** A loading list item of three lines (the audit log's, the outbox's and the orders'). */
export const ListItemSkeleton = listItemSkeleton(
  { width: '70%' },
  { width: '50%' },
  { width: '60%' },
);

/**
 * A table row that opens its detail when clicked anywhere (`onOpen`), besides the row's own
 * button that keyboards reach (View, Edit): a click on a control inside it, or one that ends a
 * text selection, is left alone.
 */
export function opensOnClick(onOpen: () => void) {
  return {
    onClick: (event: React.MouseEvent<HTMLElement>) => {
      if ((event.target as HTMLElement).closest('button, a, input, select, textarea, label'))
        return;
      if (window.getSelection()?.toString()) return;
      onOpen();
    },
    sx: { cursor: 'pointer' },
  } as const;
}
