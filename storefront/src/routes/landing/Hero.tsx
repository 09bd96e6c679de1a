import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { surfaces } from '../../lib/theme';
import { heroMotion } from './Reveal';

const TAGS = ['React', 'Next.js', 'System Design', 'Resume Review', 'Mock Interviews'];

/** A light pill on the dark gradient, the size of a medium chip. */
const topicSx = {
  display: 'inline-flex',
  alignItems: 'center',
  height: 32,
  px: 1.5,
  borderRadius: 999,
  bgcolor: 'rgba(255, 255, 255, 0.14)',
  fontSize: '0.8125rem',
  fontWeight: 600,
} as const;

/** The landing page's first section (product.md#landing-page, point 1): headline, subline, topic chips, the way to the jobs. */
export function Hero() {
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{ background: surfaces.hero, color: surfaces.heroText, overflow: 'hidden' }}
    >
      <Container maxWidth="md" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center', ...heroMotion }}>
        <Typography id="hero-title" variant="h1" sx={{ mb: 2.5 }}>
          Stop Applying Blindly. Start Getting Interviews.
        </Typography>
        <Typography
          variant="h6"
          component="p"
          sx={{ fontWeight: 400, opacity: 0.9, maxWidth: 640, mx: 'auto', mb: 4 }}
        >
          Hand-picked developer jobs, reviewed by real engineers. No login to browse, no recruiters
          in the way: open a role and apply on the company's own page.
        </Typography>
        <Stack
          component="ul"
          aria-label="Topics"
          direction="row"
          useFlexGap
          spacing={1}
          sx={{ flexWrap: 'wrap', justifyContent: 'center', listStyle: 'none', p: 0, m: 0, mb: 5 }}
        >
          {/* Labels, not controls: drawn as chips without MUI's Chip (code the landing page need not load). */}
          {TAGS.map((tag) => (
            <Typography key={tag} component="li" variant="body2" sx={topicSx}>
              {tag}
            </Typography>
          ))}
        </Stack>
        <Button
          component={RouterLink}
          to="/jobs"
          variant="contained"
          color="secondary"
          size="large"
          endIcon={<ArrowForwardIcon />}
        >
          Browse Curated Jobs
        </Button>
      </Container>
    </Box>
  );
}
