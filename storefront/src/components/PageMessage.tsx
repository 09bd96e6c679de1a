import type { SvgIconComponent } from '@mui/icons-material';
import type { ReactNode } from 'react';
import { EmptyState } from '@devjobs/web/EmptyState';

type Props = {
  icon: SvgIconComponent;
  iconColor?: 'disabled' | 'error';
  title: string;
  description: string;
  action: ReactNode;
};

/** What a whole page says instead of its content (not found, crashed): a large icon, the page's h1, what happened and what to do next. */
export function PageMessage({
  icon: Icon,
  iconColor = 'disabled',
  title,
  description,
  action,
}: Props) {
  return (
    <EmptyState
      titleComponent="h1"
      icon={<Icon color={iconColor} sx={{ fontSize: 56 }} aria-hidden />}
      title={title}
      description={description}
      action={action}
    />
  );
}
