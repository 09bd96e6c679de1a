import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';

/**
 * The storefront's server writes the page's styles in `<style>` tags with this attribute, naming the
 * emotion rules each holds (storefront/src/entry-server.tsx). Not emotion's own `data-emotion`: the
 * browser's emotion moves every tag of that form to the end of `<head>` when a cache is created, and
 * again when it adopts them, and each move of the page's sheet made the browser restyle the
 * whole page during start-up (decision 038).
 */
export const SERVER_STYLES_ATTRIBUTE = 'data-server-styles';

/**
 * The properties that a browser the apps are built for (Vite's default target: Chrome and Edge 111,
 * Firefox 114, Safari 16.4) still reads only with `-webkit-`. Emotion's own prefixer also writes
 * `-webkit-`, `-moz-` and `-ms-` forms of flexbox, transforms, transitions and placeholders for
 * browsers of 2012; on the landing page those were a quarter of the page's CSS (decision 072).
 */
const STILL_PREFIXED = new RegExp(
  `^(?:${[
    'user-select',
    'backdrop-filter',
    'box-decoration-break',
    'mask',
    'background-clip',
    'print-color-adjust',
    'hyphens',
    'text-size-adjust',
  ].join('|')})(?:-|$)`,
);

/**
 * A stylis plugin: a declaration of STILL_PREFIXED is written with its `-webkit-` twin first, and
 * the old `color-adjust` (MUI's print styles) with Chrome's `-webkit-print-color-adjust`.
 */
const currentPrefixes: StylisPlugin = (element) => {
  if (element.type !== 'decl' || element.return) return;
  const property = element.props as string;
  if (property === 'color-adjust')
    element.return = `-webkit-print-${element.value}${element.value}`;
  else if (STILL_PREFIXED.test(property))
    element.return = `-webkit-${element.value}${element.value}`;
};
// One array for every cache: emotion keeps the server's compiled rules per plugins array.
const STYLIS_PLUGINS = [currentPrefixes];

/** An emotion cache, the same in the server's render and the browser's. */
export const createStyleCache = (): EmotionCache =>
  createCache({ key: 'css', stylisPlugins: STYLIS_PLUGINS });

/**
 * The browser's emotion cache: every rule the server's tags hold counts as inserted, and the tags stay
 * where the server put them. `serverStyled` says whether there were any (a page the server rendered).
 */
export function browserStyleCache(): { cache: EmotionCache; serverStyled: boolean } {
  const cache = createStyleCache();
  const tags = document.querySelectorAll(`style[${SERVER_STYLES_ATTRIBUTE}]`);
  for (const tag of tags)
    for (const id of tag.getAttribute(SERVER_STYLES_ATTRIBUTE)!.split(' '))
      cache.inserted[id] = true;
  return { cache, serverStyled: tags.length > 0 };
}
