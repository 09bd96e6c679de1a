import { alpha, type ThemeOptions } from '@mui/material/styles';

/**
 * What the two apps' themes share (decision 016): the type, the shape of buttons, inputs, links,
 * the app bar and alerts. Each app's `lib/theme.ts` passes its own palette (the storefront's brand
 * indigo and warm accent, the console's calmer slate) and adds its component looks on top:
 * `createTheme(sharedThemeOptions(tokens), appOptions)` deep-merges them.
 *
 * No web fonts: the system font stack, so nothing loads from the internet at run time.
 */

export const fontFamily = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  '"Noto Sans"',
  '"Liberation Sans"',
  'Arial',
  'sans-serif',
  '"Apple Color Emoji"',
  '"Segoe UI Emoji"',
  '"Noto Color Emoji"',
].join(',');

export type SharedTokens = {
  /** Corner radius of buttons, cards and alerts. */
  radius: number;
  /** Hairlines: dividers, outlined surfaces, the app bar's bottom edge. */
  line: string;
  /** The outline of inputs. */
  inputLine: string;
};

export function sharedThemeOptions({ radius, line, inputLine }: SharedTokens): ThemeOptions {
  return {
    shape: { borderRadius: radius },
    typography: {
      fontFamily,
      subtitle1: { fontWeight: 600 },
      overline: { fontWeight: 700, letterSpacing: '0.08em' },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          // The toasts (react-toastify, still top right): below the app bar, whose height each app
          // sets in --app-bar-height, never over it; a close button of 44 x 44 px, a tap target
          // (product.md#phones). `.Toastify` first: its own stylesheet loads later and would win.
          '.Toastify .Toastify__toast-container--top-right': {
            top: 'calc(var(--app-bar-height, 64px) + 8px)',
          },
          '.Toastify .Toastify__toast': { paddingRight: 48 },
          '.Toastify .Toastify__close-button': {
            top: 0,
            right: 0,
            width: 44,
            height: 44,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          },
        },
      },
      // On phones and tablets an icon button is a 44 x 44 px tap target (product.md#phones). A
      // variant for every icon button: the apps' own styleOverrides.root would replace a root here.
      MuiIconButton: {
        variants: [
          {
            props: () => true,
            style: ({ theme }) => ({
              [theme.breakpoints.down('md')]: { minWidth: 44, minHeight: 44 },
            }),
          },
        ],
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { borderRadius: radius } },
      },
      MuiTextField: { defaultProps: { fullWidth: true } },
      MuiOutlinedInput: {
        styleOverrides: {
          root: { backgroundColor: '#ffffff' },
          notchedOutline: { borderColor: inputLine },
        },
      },
      MuiAlert: { styleOverrides: { root: { borderRadius: radius } } },
      MuiLink: {
        defaultProps: { underline: 'hover' },
        styleOverrides: { root: { fontWeight: 500 } },
      },
      MuiAppBar: {
        defaultProps: { elevation: 0, color: 'inherit' },
        styleOverrides: {
          root: {
            backgroundColor: alpha('#ffffff', 0.92),
            backdropFilter: 'blur(8px)',
            borderBottom: `1px solid ${line}`,
          },
        },
      },
      MuiPaper: { styleOverrides: { outlined: { borderColor: line } } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
    },
  };
}
