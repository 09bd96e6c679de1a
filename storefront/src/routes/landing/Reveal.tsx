import { Box, type BoxProps, type SxProps, type Theme } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';

/**
 * The landing page's motion (product.md#landing-page, decisions 031 and 094): the hero slides in
 * over 0.9 s; each lower section rises into place once, when 15% of it is visible, its items
 * 0.25 s apart. Nothing moves under `prefers-reduced-motion: reduce`.
 *
 * Never blank (decision 094): the server's HTML and the first client render show everything as it
 * is (no window, no observer during render), and no state hides anything: after hydration an
 * effect only lowers a section still below the fold by 32 px, fully visible, and its observer lets
 * it rise. A section already in view, a browser without IntersectionObserver and a visitor who
 * asked for less motion keep it as it is.
 */

/** The share of a section that must be visible before it rises into view. */
export const REVEAL_THRESHOLD = 0.15;
/** Seconds between one item of a section and the next. */
export const REVEAL_STAGGER = 0.25;
/** Seconds the hero takes to slide in. */
export const HERO_DURATION = 0.9;

const REDUCED_MOTION = '@media (prefers-reduced-motion: reduce)';

/**
 * The hero, the page's largest paint, is never invisible: a slide up with a short fade from
 * 40% opacity (an element at opacity 0 would not count as painted, delaying LCP).
 */
const heroIn = keyframes`
  from { transform: translateY(28px); opacity: 0.4; }
  25% { opacity: 1; }
  to { transform: none; opacity: 1; }
`;

const rise = keyframes`
  from { transform: translateY(32px); }
  to { transform: none; }
`;

/** The `sx` of the hero's content: CSS only, so it runs from the first paint of the server's HTML. */
export const heroMotion = {
  animation: `${heroIn} ${HERO_DURATION}s cubic-bezier(0.2, 0.7, 0.2, 1) both`,
  [REDUCED_MOTION]: { animation: 'none' },
} as const;

type RevealState = 'as-rendered' | 'lowered' | 'shown';

/** Lowers the element once hydrated if it is below the fold, and lets it rise when 15% of it is in view. */
function useReveal<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [state, setState] = useState<RevealState>('as-rendered');
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    if (element.getBoundingClientRect().top < window.innerHeight) return; // already seen: leave it be
    setState('lowered');
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setState('shown');
        observer.disconnect(); // once
      },
      { threshold: REVEAL_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, state };
}

/** A section that rises into view (see above); its RevealItems follow one another. */
export function Reveal({ children, sx, ...props }: BoxProps<'section'>) {
  const { ref, state } = useReveal<HTMLElement>();
  // Array.isArray narrows to any[]: keep the array form of sx typed.
  const sxList = (Array.isArray(sx) ? sx : [sx]) as Extract<SxProps<Theme>, readonly unknown[]>;
  return (
    <Box
      component="section"
      ref={ref}
      data-reveal={state}
      {...props}
      sx={[
        {
          '&[data-reveal="lowered"] [data-reveal-item]': { transform: 'translateY(32px)' },
          '&[data-reveal="shown"] [data-reveal-item]': {
            animation: `${rise} 0.7s ease-out both`,
            animationDelay: `calc(var(--reveal-index) * ${REVEAL_STAGGER}s)`,
          },
          [REDUCED_MOTION]: {
            '& [data-reveal-item]': {
              animation: 'none !important',
              transform: 'none !important',
            },
          },
        },
        ...sxList,
      ]}
    >
      {children}
    </Box>
  );
}

/** One item of a Reveal section: the `index`th to rise (0 first). */
export function RevealItem({
  index,
  children,
  sx,
}: {
  index: number;
  children: ReactNode;
  sx?: BoxProps['sx'];
}) {
  return (
    <Box data-reveal-item="" style={{ '--reveal-index': index } as CSSProperties} sx={sx}>
      {children}
    </Box>
  );
}
