import { Container, type ContainerProps } from '@mui/material';
import type { ReactNode } from 'react';
import { PageMeta } from './PageMeta';

type Props = {
  /** The document title ("{title} | DevJobs"). */
  title: string | null;
  /** The page's meta description (see PageMeta). */
  description: string;
  maxWidth?: ContainerProps['maxWidth'];
  children: ReactNode;
};

/** A page inside the layout: a centred container with the page's vertical rhythm and its title. */
export function Page({ title, description, maxWidth = 'lg', children }: Props) {
  return (
    <Container maxWidth={maxWidth} sx={{ py: { xs: 3, md: 5 }, flexGrow: 1 }}>
      <PageMeta title={title} description={description} />
      {children}
    </Container>
  );
}
