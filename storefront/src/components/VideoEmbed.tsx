import { Box } from '@mui/material';
import type { Ref } from 'react';

/** The only player we embed: YouTube's privacy-enhanced one, as the API builds its address. */
const PLAYER = 'https://www.youtube-nocookie.com/embed/';

type Props = {
  /** A youtube-nocookie embed address; anything else renders nothing. */
  src: string;
  /** Names the frame for screen readers. */
  title: string;
  /**
   * Starts playing at once (`autoplay=1`, and the frame is allowed to): for a player the visitor
   * has just asked for by clicking its preview. Such a frame loads eagerly.
   */
  autoPlay?: boolean;
  ref?: Ref<HTMLIFrameElement>;
};

/** The address with `autoplay=1` added to its query. */
function withAutoplay(src: string): string {
  const url = new URL(src);
  url.searchParams.set('autoplay', '1');
  return url.href;
}

/** A video: 800 × 450 on wide screens (product.md#limits), scaling down with the page in a 16:9 box. */
export function VideoEmbed({ src, title, autoPlay = false, ref }: Props) {
  if (!src.startsWith(PLAYER)) return null;
  return (
    <Box
      sx={{
        width: '100%',
        maxWidth: 800,
        aspectRatio: '16 / 9',
        bgcolor: 'grey.900',
        borderRadius: 1,
        overflow: 'hidden',
      }}
    >
      <Box
        component="iframe"
        ref={ref}
        src={autoPlay ? withAutoplay(src) : src}
        title={title}
        width={800}
        height={450}
        loading={autoPlay ? 'eager' : 'lazy'}
        allow={`${autoPlay ? 'autoplay; ' : ''}clipboard-write; encrypted-media; picture-in-picture`}
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        sx={{ display: 'block', width: '100%', height: '100%', border: 0 }}
      />
    </Box>
  );
}
