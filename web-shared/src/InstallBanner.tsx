import { darken, lighten, useTheme } from '@mui/material/styles';
import { useSyncExternalStore } from 'react';
import {
  acceptInstallOffer,
  closeInstallOffer,
  installOffer,
  subscribeToInstallOffer,
} from './pwa';

/** Material's InstallMobileOutlined and Close, drawn as they are, 24 units square. */
const INSTALL_ICON =
  'M17 18H7V6h7V4H7V3h7V1.01L7 1c-1.1 0-2 .9-2 2v18c0 1.1.9 2 2 2h10c1.1 0 2-.9 2-2v-5h-2zm0 3H7v-1h10zM18 14l5-5-1.41-1.41L19 10.17V3h-2v7.17l-2.59-2.58L13 9z';
const CLOSE_ICON =
  'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z';

function Icon({ path, size, color }: { path: string; size: number; color?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill={color ?? 'currentColor'}
      aria-hidden
      focusable="false"
      style={{ flexShrink: 0 }}
    >
      <path d={path} />
    </svg>
  );
}

/**
 * The install banner (product.md#navigation-bar), at the bottom of the window (each app's layout
 * renders it last): 'Add for better performance' with Add Now and a close button, in the colours of
 * MUI's info Alert. Shown only while the browser offers installation (`beforeinstallprompt`, kept by
 * `startPwa`); Add Now opens the browser's dialog, close hides it for good on this origin.
 *
 * The offer usually comes while a page starts, so the banner is drawn with plain elements and
 * inline styles from the theme: MUI's Button and IconButton had the browser compile their styles,
 * and a lazily loaded view had React reveal it, in the longest task left of a page's start
 * (decision 076). It comes last in the page and sticks to the bottom of the window: it appears over
 * the page instead of pushing what the reader sees down, and at the page's end it sits below the
 * footer, covering none of it.
 */
export function InstallBanner() {
  // The server's render and the first render of a hydration show nothing (no offer on the server).
  const offer = useSyncExternalStore(subscribeToInstallOffer, installOffer, () => null);
  const theme = useTheme();
  if (!offer) return null;
  const { info, primary } = theme.palette;
  const button = {
    font: 'inherit',
    cursor: 'pointer',
    flexShrink: 0,
    border: 0,
  } as const;
  return (
    <section
      role="region"
      aria-label="Install the app"
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: theme.spacing(1.5),
        position: 'sticky',
        bottom: 0,
        zIndex: theme.zIndex.appBar,
        padding: `${theme.spacing(0.75)} ${theme.spacing(2)} calc(${theme.spacing(0.75)} + env(safe-area-inset-bottom, 0px))`,
        borderTop: `1px solid ${lighten(info.light, 0.6)}`,
        boxShadow: '0 -2px 8px rgba(0, 0, 0, 0.08)',
        background: lighten(info.light, 0.9),
        color: darken(info.light, 0.6),
      }}
    >
      <Icon path={INSTALL_ICON} size={22} color={info.main} />
      <p style={{ ...theme.typography.body2, margin: 0, flex: 1 }}>Add for better performance</p>
      <button
        type="button"
        onClick={acceptInstallOffer}
        style={{
          ...button,
          ...theme.typography.button,
          fontSize: '0.8125rem',
          lineHeight: 1.75,
          padding: '4px 16px',
          borderRadius: theme.shape.borderRadius,
          background: primary.main,
          color: primary.contrastText,
          whiteSpace: 'nowrap',
        }}
      >
        Add Now
      </button>
      <button
        type="button"
        aria-label="Close"
        onClick={closeInstallOffer}
        style={{
          ...button,
          display: 'inline-flex',
          padding: 5,
          borderRadius: '50%',
          background: 'transparent',
          color: 'inherit',
        }}
      >
        <Icon path={CLOSE_ICON} size={20} />
      </button>
    </section>
  );
}
