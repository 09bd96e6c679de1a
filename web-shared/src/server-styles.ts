import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The storefront's server writes the page's styles in `<style>` tags with this attribute, naming the
 * emotion rules each holds (storefront/src/entry-server.tsx). Not emotion's own `data-emotion`: the
 * browser's emotion moves every tag of that form to the end of `<head>` when a cache is created, and
 * again when it adopts them, and each move of the page's sheet made the browser restyle the
 * whole page during start-up (decision 038).
 */
export const SERVER_STYLES_ATTRIBUTE = 'data-server-styles';

/**
 * The browser's emotion cache: every rule the server's tags hold counts as inserted, and the tags stay
 * where the server put them. `serverStyled` says whether there were any (a page the server rendered).
 */
export function browserStyleCache(): { cache: EmotionCache; serverStyled: boolean } {
  const cache = createCache({ key: 'css' });
  const tags = document.querySelectorAll(`style[${SERVER_STYLES_ATTRIBUTE}]`);
  for (const tag of tags)
    for (const id of tag.getAttribute(SERVER_STYLES_ATTRIBUTE)!.split(' '))
      cache.inserted[id] = true;
  return { cache, serverStyled: tags.length > 0 };
}
