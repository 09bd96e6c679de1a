import { NetworkStatus } from '@apollo/client';
import { Fragment, type ComponentType, type ReactNode } from 'react';
import {
  Box,
  Button,
  List,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { ErrorState } from '@devjobs/web/ErrorState';
import {
  loadMore,
  type LoadMoreFailure,
  type PagedList,
  type PagedQuery,
  totalLabel,
} from '@devjobs/web/pagination';

export type Column = { label: string; align?: 'left' | 'right' };

/**
 * A table on wider screens and a stacked list on phones (`compact`), where a scrolling table would
 * push the row actions off screen. Rows pass the matching children: table rows or list items.
 */
function ResponsiveTable({
  compact,
  label,
  columns,
  minWidth,
  children,
}: {
  compact: boolean;
  label: string;
  columns: Column[];
  minWidth: number;
  children: ReactNode;
}) {
  if (compact) {
    return (
      <List disablePadding aria-label={label}>
        {children}
      </List>
    );
  }
  return (
    <TableContainer>
      <Table size="small" aria-label={label} sx={{ minWidth }}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.label} align={column.align ?? 'left'}>
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * A loading row for a table of `columns` whose cells hold two lines (the audit log's, the orders'
 * and the outbox's): each cell two placeholder lines, one under a column with no heading (a
 * button's). Made once per table, outside render, and passed as ConnectionTable's `RowSkeleton`.
 */
export function twoLineRowSkeleton(columns: readonly Column[]): ComponentType {
  return function TwoLineRowSkeleton() {
    return (
      <TableRow aria-hidden>
        {columns.map((column) => (
          <TableCell key={column.label}>
            <Skeleton width="80%" />
            {column.label && <Skeleton width="50%" />}
          </TableCell>
        ))}
      </TableRow>
    );
  };
}

/** A page of a connection, as the list queries read it. */
type Connection = PagedList & {
  edges: readonly unknown[];
  totalCount: number;
  totalCountCapped?: boolean | null;
};

/**
 * "Showing N of M things" and a Load more button, which fetches the page after `list`'s, while there
 * is one; a failure is toasted (`failure`, else the apps' own words) and the rows stay (loadMore).
 */
export function LoadMoreFooter({
  list,
  noun,
  query,
  failure,
}: {
  list: Connection;
  noun: [string, string];
  query: PagedQuery;
  failure?: LoadMoreFailure;
}) {
  const { edges, pageInfo } = list;
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{
        alignItems: 'center',
        justifyContent: 'space-between',
        p: 2,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="body2" color="text.secondary" role="status">
        Showing {edges.length} of {totalLabel(list, noun)}
      </Typography>
      {pageInfo.hasNextPage && (
        <Button
          variant="outlined"
          loading={query.networkStatus === NetworkStatus.fetchMore}
          onClick={() => loadMore(query, pageInfo.endCursor, failure)}
        >
          Load more
        </Button>
      )}
    </Stack>
  );
}

/** A list that failed to load, inside the table's frame: what failed and a retry (above the rows still shown, with `above`). */
export function TableError({
  title,
  onRetry,
  above = false,
}: {
  title: string;
  onRetry: () => void;
  above?: boolean;
}) {
  return (
    <Box sx={{ p: 2, ...(above && { pb: 0 }) }}>
      <ErrorState inline title={title} onRetry={onRetry} />
    </Box>
  );
}

type TableProps<Node> = {
  label: string;
  columns: Column[];
  minWidth: number;
  /** What a row is, one and many: "Showing 3 of 7 jobs". */
  noun: [string, string];
  /** The page shown: undefined until the first answer. */
  list: (Connection & { edges: readonly { node: Node }[] }) | undefined;
  query: PagedQuery;
  /** The query's error: in place of the table before the first answer, above its rows after. */
  error: unknown;
  errorTitle: string;
  onRetry: () => void;
  empty: ReactNode;
  /** A node as a table row, and as a list item on phones; with their loading placeholders. */
  row: (node: Node) => ReactNode;
  listItem: (node: Node) => ReactNode;
  RowSkeleton: ComponentType;
  ListItemSkeleton: ComponentType;
};

/** A connection's rows in each state of its query: failed, loading (six placeholders), empty, or its rows and Load more. */
export function ConnectionTable<Node extends { id: string }>({
  list,
  query,
  error,
  errorTitle,
  onRetry,
  empty,
  row,
  listItem,
  RowSkeleton,
  ListItemSkeleton,
  noun,
  ...table
}: TableProps<Node>) {
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  if (!list) {
    if (error) return <TableError title={errorTitle} onRetry={onRetry} />;
    const Skeleton = compact ? ListItemSkeleton : RowSkeleton;
    return (
      <ResponsiveTable compact={compact} {...table}>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} />
        ))}
      </ResponsiveTable>
    );
  }
  const edges: readonly { node: Node }[] = list.edges;
  if (edges.length === 0) return empty;
  return (
    <>
      {Boolean(error) && <TableError above title={errorTitle} onRetry={onRetry} />}
      <ResponsiveTable compact={compact} {...table}>
        {edges.map(({ node }) => (
          <Fragment key={node.id}>{compact ? listItem(node) : row(node)}</Fragment>
        ))}
      </ResponsiveTable>
      <LoadMoreFooter list={list} noun={noun} query={query} />
    </>
  );
}
