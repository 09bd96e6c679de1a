import { fontFamily, sharedThemeOptions } from '@devjobs/web/theme-tokens';
import { alpha, createTheme } from '@mui/material/styles';

/**
 * Every look of the storefront lives here: tokens first, then component overrides grouped like
 * MUI's docs (inputs, data display, feedback, navigation, surfaces). Pages use `sx` only for
 * layout and spacing.
 *
 * The type, and the looks both apps share, come from `@devjobs/web/theme-tokens`.
 */

// ---- tokens ---------------------------------------------------------------------------------

/** The navbar's height: phones, then from `sm` up (the toasts sit below it, theme-tokens.ts). */
export const APP_BAR_HEIGHT = { xs: 60, sm: 68 } as const;

const brand = {
  50: '#eef2ff',
  100: '#e0e7ff',
  200: '#c7d2fe',
  500: '#4f5bd5',
  600: '#3b47c4',
  700: '#2f3aa3',
  800: '#262f80',
  900: '#1c2260',
};

const accent = {
  light: '#ff9a80',
  main: '#f37254', // the product's accent, also the payment window colour (product.md#limits)
  dark: '#e0603f', // hover fill: still 4.9:1 under ink text
};

const ink = {
  50: '#f7f8fb',
  100: '#eef0f5',
  200: '#dfe3ec',
  300: '#c5cbd8',
  500: '#6b7386',
  700: '#384156',
  900: '#131827',
};

const radius = 10;

/** Surfaces the layout uses by name (footer, hero). */
export const surfaces = {
  footer: ink[900],
  footerText: ink[300],
  hero: `linear-gradient(135deg, ${brand[900]} 0%, ${brand[700]} 55%, ${brand[500]} 100%)`,
  heroText: '#ffffff',
} as const;

// ---- theme ----------------------------------------------------------------------------------

export const theme = createTheme(
  sharedThemeOptions({ radius, line: ink[200], inputLine: ink[300] }),
  {
    palette: {
      mode: 'light',
      primary: { light: brand[500], main: brand[600], dark: brand[800], contrastText: '#fff' },
      // Ink, not white, on the orange (decision 033): white reads at 2.9:1, ink at 6.2:1, as on the payment window.
      secondary: { ...accent, contrastText: ink[900] },
      background: { default: ink[50], paper: '#ffffff' },
      text: { primary: ink[900], secondary: ink[500] },
      divider: ink[200],
      grey: {
        50: ink[50],
        100: ink[100],
        200: ink[200],
        300: ink[300],
        500: ink[500],
        700: ink[700],
        900: ink[900],
      },
    },
    typography: {
      h1: {
        fontSize: 'clamp(2rem, 5vw + 0.5rem, 3.5rem)',
        fontWeight: 800,
        lineHeight: 1.1,
        letterSpacing: '-0.02em',
      },
      h2: {
        fontSize: 'clamp(1.6rem, 3vw + 0.5rem, 2.4rem)',
        fontWeight: 800,
        lineHeight: 1.2,
        letterSpacing: '-0.01em',
      },
      h3: { fontSize: '1.6rem', fontWeight: 700, lineHeight: 1.25 },
      h4: { fontSize: '1.35rem', fontWeight: 700, lineHeight: 1.3 },
      h5: { fontSize: '1.15rem', fontWeight: 700, lineHeight: 1.35 },
      h6: { fontSize: '1rem', fontWeight: 700, lineHeight: 1.4 },
      subtitle2: { fontWeight: 600, color: ink[500] },
    },
    components: {
      // ---- base
      MuiCssBaseline: {
        styleOverrides: {
          // react-toastify reads its look from these variables.
          ':root': {
            '--toastify-font-family': fontFamily,
            '--toastify-text-color-light': ink[900],
            '--toastify-color-success': '#1b873f',
            '--toastify-color-error': '#c62828',
            '--app-bar-height': `${APP_BAR_HEIGHT.xs}px`,
            '@media (min-width: 600px)': { '--app-bar-height': `${APP_BAR_HEIGHT.sm}px` },
          },
          body: { WebkitFontSmoothing: 'antialiased', overflowWrap: 'break-word' },
          // A visible focus ring for keyboard users everywhere.
          ':focus-visible': { outline: `3px solid ${alpha(brand[500], 0.6)}`, outlineOffset: 2 },
          // "Skip to content": hidden until a keyboard user tabs to it.
          '.skip-link': {
            position: 'absolute',
            left: 8,
            top: -48,
            zIndex: 2000,
            padding: '8px 16px',
            borderRadius: radius,
            background: brand[700],
            color: '#fff',
            fontWeight: 600,
            '&:focus': { top: 8 },
          },
          // Text for screen readers only ("Salary: " before a figure that is obvious by its icon).
          '.visually-hidden': {
            position: 'absolute',
            width: 1,
            height: 1,
            padding: 0,
            margin: -1,
            overflow: 'hidden',
            clip: 'rect(0 0 0 0)',
            whiteSpace: 'nowrap',
            border: 0,
          },
        },
      },

      // ---- inputs
      MuiButton: {
        styleOverrides: {
          // `.active` is set by react-router's NavLink on the link of the current page.
          root: { paddingInline: 18, '&.active:not(.MuiButton-contained)': { color: brand[600] } },
          sizeLarge: { paddingBlock: 12, paddingInline: 26, fontSize: '1rem' },
        },
      },
      MuiCheckbox: { defaultProps: { size: 'small' } },
      MuiRadio: { defaultProps: { size: 'small' } },
      MuiFormControlLabel: {
        styleOverrides: { label: { fontSize: '0.95rem' } },
      },
      MuiFormLabel: {
        // Group labels (legends) read as small headings; field labels keep MUI's look.
        styleOverrides: {
          root: {
            '&:not(.MuiInputLabel-root)': {
              fontWeight: 600,
              color: ink[700],
              '&.Mui-focused': { color: ink[700] },
            },
          },
        },
      },

      // ---- data display
      MuiChip: {
        styleOverrides: {
          root: { fontWeight: 600, borderRadius: 999 },
          colorDefault: { backgroundColor: ink[100], color: ink[700] },
        },
      },
      MuiTypography: {
        defaultProps: {
          variantMapping: { subtitle1: 'p', subtitle2: 'p' },
        },
      },

      // ---- feedback
      MuiLinearProgress: {
        styleOverrides: { root: { height: 3 } },
      },
      MuiSkeleton: {
        defaultProps: { animation: 'wave' },
        styleOverrides: { root: { backgroundColor: ink[100] } },
      },

      // ---- navigation
      MuiDrawer: {
        styleOverrides: { paper: { width: 280 } },
      },
      MuiListItemButton: {
        styleOverrides: {
          root: {
            borderRadius: radius,
            '&.active': { backgroundColor: brand[50], color: brand[700] },
          },
        },
      },

      // ---- surfaces
      MuiCard: {
        styleOverrides: {
          root: {
            borderRadius: radius + 4,
            transition: 'box-shadow 150ms ease, border-color 150ms ease, transform 150ms ease',
          },
        },
      },
      MuiCardContent: {
        styleOverrides: { root: { padding: 20, '&:last-child': { paddingBottom: 20 } } },
      },
      // Panels apart from each other (the course page's modules): outlined cards, no divider line.
      MuiAccordion: {
        defaultProps: { variant: 'outlined', disableGutters: true },
        styleOverrides: { root: { borderRadius: radius, '&::before': { display: 'none' } } },
      },
    },
  },
);

/** The hover lift of interactive cards (job cards, feature cards). */
export const cardHover = {
  '&:hover': { borderColor: brand[200], boxShadow: `0 8px 24px ${alpha(brand[900], 0.08)}` },
} as const;
