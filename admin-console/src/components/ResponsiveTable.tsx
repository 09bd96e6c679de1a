import { NetworkStatus } from '@apollo/client';
import type { ReactNode } from 'react';
import { Box, Button, List, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { ErrorState } from '@devjobs/web/ErrorState';
import type { PagedList, PagedQuery } from '@devjobs/web/pagination';

export type Column = { label: string; align?: 'left' | 'right' };

/**
 * A table on wider screens and a stacked list on phones (`compact`), where a scrolling table would
 * push the row actions off screen. Rows pass the matching children: table rows or list items.
 */
export function ResponsiveTable({ compact, label, columns, minWidth, children }: { compact: boolean; label: string; columns: Column[]; minWidth: number; children: ReactNode }) {
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

/** A page of a connection, as the list queries read it. */
type Connection = PagedList & { edges: readonly unknown[]; totalCount: number };

/** "Showing N of M things" and a Load more button, which fetches the page after `list`'s, while there is one. */
export function LoadMoreFooter({ list, noun, query }: { list: Connection; noun: [string, string]; query: PagedQuery }) {
  const { edges, totalCount, pageInfo } = list;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: 'center', justifyContent: 'space-between', p: 2, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="body2" color="text.secondary" role="status">
        Showing {edges.length} of {totalCount} {totalCount === 1 ? noun[0] : noun[1]}
      </Typography>
      {pageInfo.hasNextPage && (
        <Button variant="outlined" loading={query.networkStatus === NetworkStatus.fetchMore} onClick={() => void query.fetchMore({ variables: { after: pageInfo.endCursor } })}>
          Load more
        </Button>
      )}
    </Stack>
  );
}

/** A list that failed to load, inside the table's frame: what failed and a retry (above the rows still shown, with `above`). */
export function TableError({ title, onRetry, above = false }: { title: string; onRetry: () => void; above?: boolean }) {
  return (
    <Box sx={{ p: 2, ...(above && { pb: 0 }) }}>
      <ErrorState inline title={title} onRetry={onRetry} />
    </Box>
  );
}
