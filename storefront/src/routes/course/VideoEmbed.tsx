import { Box } from '@mui/material';

/** The only player we embed: YouTube's privacy-enhanced one, as the API builds its address. */
const PLAYER = 'https://www.youtube-nocookie.com/embed/';

/**
 * A module's video: 800 × 450 on wide screens, scaling down with the page in a 16:9 box. `title`
 * names the frame for screen readers.
 */
export function VideoEmbed({ src, title }: { src: string; title: string }) {
  if (!src.startsWith(PLAYER)) return null;
  return (
    <Box sx={{ width: '100%', maxWidth: 800, aspectRatio: '16 / 9', bgcolor: 'grey.900', borderRadius: 1, overflow: 'hidden' }}>
      <Box
        component="iframe"
        src={src}
        title={title}
        width={800}
        height={450}
        loading="lazy"
        allow="clipboard-write; encrypted-media; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        sx={{ display: 'block', width: '100%', height: '100%', border: 0 }}
      />
    </Box>
  );
}
