import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import BoltIcon from '@mui/icons-material/Bolt';
import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import GpsFixedIcon from '@mui/icons-material/GpsFixed';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { Box, Button, Chip, Container, Grid, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { PageMeta } from '../../components/PageMeta';
import { surfaces } from '../../lib/theme';
import { FeatureCard } from './FeatureCard';

const TAGS = ['React', 'Next.js', 'System Design', 'Resume Review', 'Mock Interviews'];

const FEATURES = [
  { icon: FilterAltOffIcon, title: 'Zero Noise', text: 'No recruiters and no spam. Only real openings from real companies, nothing reposted.' },
  { icon: GpsFixedIcon, title: 'Laser Focused', text: 'Roles for software developers only: frontend, backend, full-stack and everything in between.' },
  { icon: BoltIcon, title: 'Direct Apply', text: 'One click takes you to the official company link. No middlemen, no forms in between.' },
  { icon: VerifiedUserIcon, title: 'Human Curated', text: 'Every job is reviewed by real developers before it goes up, never scraped in bulk.' },
];

/**
 * The landing page `/`, in the shared layout (navbar, footer) like every page. This issue builds the hero, the
 * feature cards and the footer; the course promo, "Why Devs Choose Us", testimonials and the
 * reveal animations come with a later issue.
 */
export function LandingPage() {
  return (
    <>
      <PageMeta title={null} />
      <Box component="section" aria-labelledby="hero-title" sx={{ background: surfaces.hero, color: surfaces.heroText }}>
        <Container maxWidth="md" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
          <Typography id="hero-title" variant="h1" sx={{ mb: 2.5 }}>
            Stop Applying Blindly. Start Getting Interviews.
          </Typography>
          <Typography variant="h6" component="p" sx={{ fontWeight: 400, opacity: 0.9, maxWidth: 640, mx: 'auto', mb: 4 }}>
            Hand-picked developer jobs, reviewed by real engineers. No sign-up to browse, no recruiters in
            the way: open a role and apply on the company's own page.
          </Typography>
          <Stack
            component="ul"
            aria-label="Topics"
            direction="row"
            useFlexGap
            spacing={1}
            sx={{ flexWrap: 'wrap', justifyContent: 'center', listStyle: 'none', p: 0, m: 0, mb: 5 }}
          >
            {TAGS.map((tag) => (
              <li key={tag}>
                <Chip label={tag} variant="onDark" />
              </li>
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

      <Box component="section" aria-labelledby="features-title" sx={{ py: { xs: 7, md: 10 } }}>
        <Container maxWidth="lg">
          <Typography id="features-title" variant="h2" sx={{ textAlign: 'center', mb: 1.5 }}>
            A job board that respects your time
          </Typography>
          <Typography color="text.secondary" sx={{ textAlign: 'center', maxWidth: 620, mx: 'auto', mb: 5 }}>
            Every listing is checked by a developer before it goes live, so you spend your evenings
            preparing, not filtering.
          </Typography>
          <Grid container spacing={3}>
            {FEATURES.map((feature) => (
              <Grid key={feature.title} size={{ xs: 12, sm: 6, md: 3 }}>
                <FeatureCard {...feature} />
              </Grid>
            ))}
          </Grid>
        </Container>
      </Box>
    </>
  );
}
