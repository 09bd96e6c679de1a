import type { ReactNode } from 'react';
import { Button } from '@mui/material';
import { EmptyState } from '@devjobs/web/EmptyState';

type Words = { title: string; description: string; action?: ReactNode };

/**
 * An empty staff list: with filters set (useListFilters), that nothing matches and a button that
 * clears them (`clearLabel`); without, that there is nothing yet and what would add some.
 */
export function ListEmpty({
  filters,
  clearLabel = 'Clear filters',
  matching,
  nothing,
}: {
  filters: { filtered: boolean; clear(): void };
  clearLabel?: string;
  matching: Omit<Words, 'action'>;
  nothing: Words;
}) {
  if (filters.filtered)
    return (
      <EmptyState
        inline
        title={matching.title}
        description={matching.description}
        action={<Button onClick={filters.clear}>{clearLabel}</Button>}
      />
    );
  return (
    <EmptyState
      inline
      title={nothing.title}
      description={nothing.description}
      action={nothing.action}
    />
  );
}
