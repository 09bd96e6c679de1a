import PlayArrowRoundedIcon from '@mui/icons-material/PlayArrowRounded';
import { Box, ButtonBase } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { VideoEmbed } from '../../components/VideoEmbed';

/** The course's preview video, in the only player we embed. */
export const COURSE_PREVIEW_VIDEO = 'https://www.youtube-nocookie.com/embed/Tn6-PIqc4UM';
/** Its still, shipped with the app (nothing is fetched from YouTube until the visitor presses play). */
export const COURSE_PREVIEW_THUMBNAIL = '/course-preview.webp';
/** Shown instead when the still cannot load. */
export const COURSE_PREVIEW_FALLBACK = '/course-preview-fallback.svg';

const BOX = {
  position: 'relative',
  width: '100%',
  maxWidth: 800,
  aspectRatio: '16 / 9',
  borderRadius: 1,
  overflow: 'hidden',
} as const;

/**
 * The course promo's video (product.md#landing-page, point 3): a still with a play icon, one button, which turns
 * into the autoplaying player when pressed. The player takes the focus, so a keyboard user is
 * where the button was. A still that fails to load gives way to the fallback image (once: a
 * failing fallback stays as it is).
 */
export function CoursePreview() {
  const [playing, setPlaying] = useState(false);
  const [still, setStill] = useState(COURSE_PREVIEW_THUMBNAIL);
  const image = useRef<HTMLImageElement>(null);
  const player = useRef<HTMLIFrameElement>(null);

  const showFallback = () => setStill(COURSE_PREVIEW_FALLBACK);

  // An image that failed before hydration fired its error event before React listened for it.
  useEffect(() => {
    const img = image.current;
    if (
      img &&
      img.complete &&
      img.naturalWidth === 0 &&
      img.getAttribute('src') === COURSE_PREVIEW_THUMBNAIL
    )
      showFallback();
  }, []);

  useEffect(() => {
    if (playing) player.current?.focus();
  }, [playing]);

  if (playing)
    return (
      <VideoEmbed ref={player} src={COURSE_PREVIEW_VIDEO} title="Course preview video" autoPlay />
    );

  return (
    // A link to the video's own page, so it plays before (or without) the app; the app plays it here.
    <ButtonBase
      href={COURSE_PREVIEW_VIDEO}
      role="button"
      aria-label="Play the course preview video"
      onClick={(event) => {
        event.preventDefault();
        setPlaying(true);
      }}
      sx={{
        ...BOX,
        display: 'block',
        bgcolor: 'grey.900',
        '&:hover .play-icon, &.Mui-focusVisible .play-icon': {
          transform: 'translate(-50%, -50%) scale(1.08)',
        },
      }}
    >
      <Box
        component="img"
        ref={image}
        src={still}
        alt=""
        width={800}
        height={450}
        loading="lazy"
        decoding="async"
        onError={still === COURSE_PREVIEW_THUMBNAIL ? showFallback : undefined}
        sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
      />
      <Box
        className="play-icon"
        data-testid="play-icon"
        sx={{
          position: 'absolute',
          top: '50%',
          left: '50%',
          transform: 'translate(-50%, -50%)',
          transition: 'transform 150ms ease',
          width: { xs: 64, sm: 84 },
          height: { xs: 64, sm: 84 },
          borderRadius: '50%',
          bgcolor: 'secondary.dark', // white on it: 4.5:1
          color: 'secondary.contrastText',
          display: 'grid',
          placeItems: 'center',
          boxShadow: 6,
        }}
      >
        <PlayArrowRoundedIcon sx={{ fontSize: { xs: 40, sm: 52 } }} aria-hidden />
      </Box>
    </ButtonBase>
  );
}
