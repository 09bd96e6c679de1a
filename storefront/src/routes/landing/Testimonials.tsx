import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import { Avatar, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import { StaticMarkup } from '../../components/StaticMarkup';
import { LandingSection } from './LandingSection';
import { RevealItem } from './Reveal';

/** Three static sample reviews (product.md#landing-page, point 5): name, role, review. */
const TESTIMONIALS = [
  {
    name: 'Ananya Rao',
    role: 'Frontend Developer, Bengaluru',
    review:
      'I stopped scrolling through reposted listings. Every role here was real, and the apply link went straight to the company. Two interviews in my first week.',
  },
  {
    name: 'Rahul Mehta',
    role: 'Full-Stack Engineer, Pune',
    review:
      'The system design notes and the mock interview prep filled exactly the gaps my last rejections pointed at. Landed an offer a month later.',
  },
  {
    name: 'Sneha Iyer',
    role: 'React Developer, Remote',
    review:
      'Short, focused and no recruiter spam in my inbox. I check the board with my morning coffee and apply to the two or three roles that fit.',
  },
];

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('');

/** "Trusted by Developers": the sample reviews, one card each. */
export function Testimonials() {
  return (
    <LandingSection
      tinted
      title="Trusted by Developers"
      intro="What developers who found their next role here say."
    >
      <Grid container spacing={3}>
        {TESTIMONIALS.map((item, i) => (
          <Grid key={item.name} size={{ xs: 12, md: 4 }}>
            <RevealItem index={i + 1} sx={{ height: '100%' }}>
              <StaticMarkup style={{ height: '100%' }}>
                <Card component="figure" variant="outlined" sx={{ m: 0, height: '100%' }}>
                  <CardContent>
                    <FormatQuoteIcon color="secondary" fontSize="large" aria-hidden />
                    <Typography component="blockquote" sx={{ m: 0, mb: 2.5 }}>
                      {item.review}
                    </Typography>
                    <Stack
                      component="figcaption"
                      direction="row"
                      spacing={1.5}
                      sx={{ alignItems: 'center' }}
                    >
                      <Avatar sx={{ bgcolor: 'primary.main' }} aria-hidden>
                        {initials(item.name)}
                      </Avatar>
                      <div>
                        <Typography component="p" sx={{ fontWeight: 700 }}>
                          {item.name}
                        </Typography>
                        <Typography variant="body2" color="text.secondary">
                          {item.role}
                        </Typography>
                      </div>
                    </Stack>
                  </CardContent>
                </Card>
              </StaticMarkup>
            </RevealItem>
          </Grid>
        ))}
      </Grid>
    </LandingSection>
  );
}
