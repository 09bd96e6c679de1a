import type { ReactNode } from 'react';
import { Button, List, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';

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

/** What the footer reads of a connection (a GraphQL list with pages). */
type Connection = { edges: readonly unknown[]; totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string | null } };

/** "Showing N of M things" and a Load more button while there are more pages (it asks for the page after `endCursor`). */
export function LoadMoreFooter({ connection, noun, loading, onLoadMore }: { connection: Connection; noun: [string, string]; loading: boolean; onLoadMore: (after: string | null) => void }) {
  const { edges, totalCount: total, pageInfo } = connection;
  const shown = edges.length;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: 'center', justifyContent: 'space-between', p: 2, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="body2" color="text.secondary" role="status">
        Showing {shown} of {total} {total === 1 ? noun[0] : noun[1]}
      </Typography>
      {pageInfo.hasNextPage && (
        <Button variant="outlined" loading={loading} onClick={() => onLoadMore(pageInfo.endCursor)}>
          Load more
        </Button>
      )}
    </Stack>
  );
}
