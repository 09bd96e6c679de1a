import type { SvgIconComponent } from '@mui/icons-material';
import type { ComponentProps } from 'react';
import { EmptyState } from '@devjobs/web/EmptyState';

type Props = Omit<ComponentProps<typeof EmptyState>, 'icon' | 'inline'> & {
  icon: SvgIconComponent;
};

/** What a list or a part of a page says when it has nothing to show: its icon, what is (not) there, what to do next. */
export function EmptyMessage({ icon: Icon, ...props }: Props) {
  return (
    <EmptyState icon={<Icon color="disabled" sx={{ fontSize: 48 }} aria-hidden />} {...props} />
  );
}
