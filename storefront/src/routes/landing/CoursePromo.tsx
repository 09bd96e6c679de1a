import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Box, Button, Grid, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { StaticMarkup } from '../../components/StaticMarkup';
import { CoursePreview } from './CoursePreview';
import { LandingSection } from './LandingSection';
import { RevealItem } from './Reveal';
import { ACCESS_DAYS, COURSE_ACCESS_PROMISE } from '@devjobs/web/course-access';

/** What the course offers (product.md#what-devjobs-does): portfolio projects, its access (the one promise), resume, system design and interview prep. */
const BULLETS = [
  {
    title: 'Portfolio-ready projects',
    text: 'Build and ship real full-stack apps you can show in interviews.',
  },
  {
    title: `${ACCESS_DAYS} days of access`,
    text: COURSE_ACCESS_PROMISE,
  },
  {
    title: 'Resume that gets read',
    text: 'Turn your projects into a resume recruiters actually shortlist.',
  },
  {
    title: 'System design & interview prep',
    text: 'The design rounds, DSA patterns and mock interviews that decide offers.',
  },
];

/** The course promo (product.md#landing-page, point 3): the preview video, four bullet points and the "Comming Soon" call to action. */
export function CoursePromo() {
  return (
    <LandingSection
      tinted
      title="The Full-Stack Developer Course"
      intro="Everything we wish we had known before our first developer job, in one course."
    >
      <Grid container spacing={{ xs: 4, md: 6 }} sx={{ alignItems: 'center' }}>
        <Grid size={{ xs: 12, md: 7 }}>
          <RevealItem index={1}>
            <CoursePreview />
          </RevealItem>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <RevealItem index={2}>
            <StaticMarkup>
              <Typography variant="h3" sx={{ mb: 1 }}>
                What you get
              </Typography>
              {/* A plain list: MUI's List parts would add to the landing page's code for four rows. */}
              <Stack
                component="ul"
                spacing={3}
                sx={{ listStyle: 'none', p: 0, m: 0, mt: 2.5, mb: 4 }}
              >
                {BULLETS.map((bullet) => (
                  <Box component="li" key={bullet.title} sx={{ display: 'flex', gap: 1.5 }}>
                    <CheckCircleIcon color="success" aria-hidden sx={{ mt: 0.25 }} />
                    <div>
                      <Typography sx={{ fontWeight: 700 }}>{bullet.title}</Typography>
                      <Typography variant="body2" color="text.secondary">
                        {bullet.text}
                      </Typography>
                    </div>
                  </Box>
                ))}
              </Stack>
              {/* Spelled so on purpose (product.md#what-devjobs-does). */}
              <Button component={RouterLink} to="/checkout" variant="contained" size="large">
                Comming Soon
              </Button>
            </StaticMarkup>
          </RevealItem>
        </Grid>
      </Grid>
    </LandingSection>
  );
}
