import { fontFamily, sharedThemeOptions } from '@devjobs/web/theme-tokens';
import { alpha, createTheme } from '@mui/material/styles';

/**
 * The admin console's look: every token and every component override lives here.
 * Staff get a calmer, denser look than the storefront: an ink sidebar, indigo actions, white surfaces.
 */

// ---- Tokens ----------------------------------------------------------------------------------

const ink = {
  50: '#f8fafc',
  100: '#f1f5f9',
  200: '#e2e8f0',
  300: '#cbd5e1',
  400: '#94a3b8',
  500: '#64748b',
  600: '#475569',
  700: '#334155',
  800: '#1e293b',
  900: '#0f172a',
} as const;

const indigo = {
  100: '#e0e7ff',
  300: '#a5b4fc',
  500: '#6366f1',
  600: '#4f46e5',
  700: '#4338ca',
  800: '#3730a3',
} as const;

export const tokens = {
  ink,
  indigo,
  sidebar: {
    background: ink[900],
    text: ink[300],
    textMuted: ink[400],
    textActive: '#ffffff',
    accent: indigo[300],
    divider: alpha('#ffffff', 0.08),
    hover: alpha('#ffffff', 0.06),
    active: alpha(indigo[500], 0.28),
  },
  surface: { page: '#f4f6fb', paper: '#ffffff' },
  radius: 8,
  drawerWidth: 248,
  fontFamily,
  /** Ids (orders, payments) in lists: easy to compare character by character. */
  monoFontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
} as const;

// ---- Theme -----------------------------------------------------------------------------------

const base = createTheme(
  sharedThemeOptions({ radius: tokens.radius, line: ink[200], inputLine: ink[300] }),
  {
    palette: {
      mode: 'light',
      primary: {
        main: indigo[700],
        light: indigo[500],
        dark: indigo[800],
        contrastText: '#ffffff',
      },
      secondary: { main: '#0f766e', contrastText: '#ffffff' },
      error: { main: '#b91c1c' },
      success: { main: '#15803d' },
      warning: { main: '#b45309' },
      background: { default: tokens.surface.page, paper: tokens.surface.paper },
      text: { primary: ink[900], secondary: ink[600] },
      divider: ink[200],
    },
    typography: {
      h1: { fontSize: '1.75rem', fontWeight: 700, letterSpacing: '-0.01em', lineHeight: 1.25 },
      h2: { fontSize: '1.375rem', fontWeight: 700, lineHeight: 1.3 },
      h3: { fontSize: '1.125rem', fontWeight: 600, lineHeight: 1.4 },
    },
  },
);

export const theme = createTheme(base, {
  components: {
    // inputs
    MuiButton: {
      styleOverrides: { root: { paddingInline: 16 } },
    },
    MuiIconButton: {
      styleOverrides: {
        root: { '&:focus-visible': { outline: `2px solid ${indigo[500]}`, outlineOffset: 2 } },
      },
    },
    // data display
    MuiTableCell: {
      styleOverrides: {
        head: {
          fontWeight: 700,
          fontSize: '0.75rem',
          textTransform: 'uppercase',
          letterSpacing: '0.04em',
          color: ink[600],
          backgroundColor: ink[50],
          whiteSpace: 'nowrap',
        },
        root: { borderColor: ink[200] },
      },
    },
    MuiTableRow: {
      styleOverrides: { root: { '&:last-child td': { borderBottom: 0 } } },
    },
    MuiChip: {
      styleOverrides: { root: { fontWeight: 600 }, sizeSmall: { height: 22 } },
    },
    // feedback
    MuiDialogTitle: {
      styleOverrides: { root: { fontWeight: 700, fontSize: '1.25rem' } },
    },
    MuiDialogActions: {
      styleOverrides: { root: { padding: base.spacing(2, 3) } },
    },
    // navigation
    MuiStepIcon: {
      styleOverrides: { text: { fontWeight: 700 } },
    },
    MuiListItemButton: {
      styleOverrides: {
        root: {
          borderRadius: tokens.radius,
          margin: base.spacing(0.25, 1.5),
          color: tokens.sidebar.text,
          '& .MuiListItemIcon-root': { color: 'inherit', minWidth: 36 },
          '&:hover': { backgroundColor: tokens.sidebar.hover, color: tokens.sidebar.textActive },
          '&.Mui-selected, &.Mui-selected:hover, &.active, &.active:hover': {
            backgroundColor: tokens.sidebar.active,
            color: tokens.sidebar.textActive,
          },
          '&.Mui-focusVisible': { outline: `2px solid ${indigo[300]}`, outlineOffset: -2 },
        },
      },
    },
    // surfaces
    MuiDrawer: {
      styleOverrides: {
        paper: {
          backgroundColor: tokens.sidebar.background,
          color: tokens.sidebar.text,
          borderRight: 0,
        },
      },
    },
    MuiPaper: {
      defaultProps: { elevation: 0 },
    },
  },
});
