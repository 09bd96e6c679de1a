import { Container, type ContainerProps } from '@mui/material';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../lib/document-title';

type Props = {
  /** The document title ("{title} | DevJobs"). */
  title: string | null;
  maxWidth?: ContainerProps['maxWidth'];
  children: ReactNode;
};

/** A page inside the layout: a centred container with the page's vertical rhythm and its title. */
export function Page({ title, maxWidth = 'lg', children }: Props) {
  useDocumentTitle(title);
  return (
    <Container maxWidth={maxWidth} sx={{ py: { xs: 3, md: 5 }, flexGrow: 1 }}>
      {children}
    </Container>
  );
}
