import BoltIcon from '@mui/icons-material/Bolt';
import CodeIcon from '@mui/icons-material/Code';
import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import GpsFixedIcon from '@mui/icons-material/GpsFixed';
import SpeedIcon from '@mui/icons-material/Speed';
import TrackChangesIcon from '@mui/icons-material/TrackChanges';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import type { SvgIconComponent } from '@mui/icons-material';
import { Grid } from '@mui/material';
import { Frame } from '../../components/Layout';
import { PageMeta } from '../../components/PageMeta';
import { StaticMarkup } from '../../components/StaticMarkup';
import { CoursePromo } from './CoursePromo';
import { FeatureCard } from './FeatureCard';
import { Hero } from './Hero';
import { LandingSection } from './LandingSection';
import { RevealItem } from './Reveal';
import { Testimonials } from './Testimonials';

type Feature = { icon: SvgIconComponent; title: string; text: string };

/** Point 2 of product.md#landing-page: what the board promises (product.md#what-devjobs-does). */
const FEATURES: Feature[] = [
  {
    icon: FilterAltOffIcon,
    title: 'Zero Noise',
    text: 'No recruiters and no spam. Only real openings from real companies, nothing reposted.',
  },
  {
    icon: GpsFixedIcon,
    title: 'Laser Focused',
    text: 'Roles for software developers only: frontend, backend, full-stack and everything in between.',
  },
  {
    icon: BoltIcon,
    title: 'Direct Apply',
    text: 'One click takes you to the official company link. No middlemen, no forms in between.',
  },
  {
    icon: VerifiedUserIcon,
    title: 'Human Curated',
    text: 'Every job is reviewed by real developers before it goes up, never scraped in bulk.',
  },
];

/** Point 4 of product.md#landing-page. */
const REASONS: Feature[] = [
  {
    icon: CodeIcon,
    title: 'Built by Real Devs',
    text: 'Made by working developers who have sat on both sides of the interview table.',
  },
  {
    icon: SpeedIcon,
    title: 'Speed & Simplicity',
    text: 'No login, no pop-ups, no endless forms. Open the board, filter, apply: done in minutes.',
  },
  {
    icon: TrackChangesIcon,
    title: 'Laser Focused',
    text: 'Only developer roles and developer prep. Nothing here is filler for a broader audience.',
  },
];

function CardRow({ cards, columns }: { cards: Feature[]; columns: 3 | 4 }) {
  return (
    <Grid container spacing={3}>
      {cards.map((card, i) => (
        <Grid key={card.title} size={{ xs: 12, sm: 6, md: 12 / columns }}>
          <RevealItem index={i + 1} sx={{ height: '100%' }}>
            <StaticMarkup style={{ height: '100%' }}>
              <FeatureCard {...card} />
            </StaticMarkup>
          </RevealItem>
        </Grid>
      ))}
    </Grid>
  );
}

/**
 * The landing page `/` (product.md#landing-page), outside the shared layout: its own frame of the same navbar and
 * footer around the hero, the features, the course promo, why devs choose us and the testimonials.
 * The sections below the hero rise into view as they are reached (Reveal).
 */
export function LandingPage() {
  return (
    <>
      <PageMeta
        title={null}
        description="Curated developer jobs with no recruiters and no spam: every role reviewed by real developers, one click to the official company page. No login needed."
      />
      <Frame>
        <StaticMarkup>
          <Hero />
        </StaticMarkup>
        <LandingSection
          title="A job board that respects your time"
          intro="Every listing is checked by a developer before it goes live, so you spend your evenings preparing, not filtering."
        >
          <CardRow cards={FEATURES} columns={4} />
        </LandingSection>
        <CoursePromo />
        <LandingSection
          title="Why Devs Choose Us"
          intro="A small team of developers, building the job board we wanted to use."
        >
          <CardRow cards={REASONS} columns={3} />
        </LandingSection>
        <Testimonials />
      </Frame>
    </>
  );
}
