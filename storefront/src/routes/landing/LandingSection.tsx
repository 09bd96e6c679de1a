import { Container, Typography, type ContainerProps } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { StaticMarkup } from '../../components/StaticMarkup';
import { Reveal, RevealItem } from './Reveal';

type Props = {
  /** The section's h2. */
  title: string;
  /** A line under the title. */
  intro?: string;
  /** A tinted band, to set it apart from its neighbours. */
  tinted?: boolean;
  maxWidth?: ContainerProps['maxWidth'];
  /** The section's content; its RevealItems are numbered from 1 (the title is 0). */
  children: ReactNode;
};

/** A lower section of the landing page: a band with a centred h2 and intro, rising into view. */
export function LandingSection({ title, intro, tinted = false, maxWidth = 'lg', children }: Props) {
  const titleId = useId();
  return (
    <Reveal
      aria-labelledby={titleId}
      sx={{ py: { xs: 7, md: 10 }, bgcolor: tinted ? 'background.paper' : undefined }}
    >
      <Container maxWidth={maxWidth}>
        <RevealItem index={0} sx={{ textAlign: 'center', mb: 5 }}>
          <StaticMarkup>
            <Typography id={titleId} variant="h2" sx={{ mb: intro ? 1.5 : 0 }}>
              {title}
            </Typography>
            {intro && (
              <Typography color="text.secondary" sx={{ maxWidth: 620, mx: 'auto' }}>
                {intro}
              </Typography>
            )}
          </StaticMarkup>
        </RevealItem>
        {children}
      </Container>
    </Reveal>
  );
}
