import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import { Box, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { PdfCardFragment } from '../graphql/generated/operations';
import { CardSkeleton, type CardWidths } from './CardGrid';

type Props = {
  /** The fields of `fragment PdfCard` (PdfCard.graphql). */
  pdf: PdfCardFragment;
  /** The id of the title, for what the card's buttons say they act on. */
  titleId: string;
  /** Under the text: the price and Buy Now (the shop), or the download link (Your Courses). */
  children: ReactNode;
};

/** The cover's box: portrait, like a page. */
/** PDF cards sit two a row from md up, one a row below. */
export const PDF_CARD_WIDTHS: CardWidths = { xs: 12, md: 6 };

const COVER = { width: { xs: 88, sm: 132 }, aspectRatio: '3 / 4' } as const;

/**
 * Cover and heading side by side; the text and `children` beside them from tablets up, under them
 * on phones (where a column beside the cover would be too narrow to read).
 */
const LAYOUT = {
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: { xs: 2, sm: 2.5 },
  rowGap: 1,
  alignContent: 'start',
  height: '100%',
} as const;
const BODY = {
  gridColumn: { xs: '1 / -1', sm: '2' },
  display: 'flex',
  flexDirection: 'column',
  gap: 1,
} as const;

/** One interview-prep PDF (product.md#data): its cover, title, page count and description. */
export function PdfCard({ pdf, titleId, children }: Props) {
  return (
    <Card component="article" aria-labelledby={titleId} sx={{ height: '100%' }}>
      <CardContent sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
        <Box sx={{ ...LAYOUT, gridTemplateRows: { sm: 'auto 1fr' }, flexGrow: 1 }}>
          <Box
            component="img"
            src={pdf.thumbnail}
            alt=""
            loading="lazy"
            sx={{
              ...COVER,
              gridRow: { sm: '1 / span 2' },
              alignSelf: 'start',
              objectFit: 'cover',
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
              bgcolor: 'grey.100',
            }}
          />
          <Stack spacing={1} sx={{ minWidth: 0 }}>
            <Typography id={titleId} variant="h5" component="h2">
              {pdf.title}
            </Typography>
            <Stack
              direction="row"
              spacing={0.75}
              sx={{ alignItems: 'center', color: 'text.secondary' }}
            >
              <DescriptionOutlinedIcon fontSize="small" aria-hidden />
              <Typography variant="body2">
                PDF, {pdf.pages} {pdf.pages === 1 ? 'page' : 'pages'}
              </Typography>
            </Stack>
          </Stack>
          <Box sx={BODY}>
            <Typography variant="body2" color="text.secondary">
              {pdf.description}
            </Typography>
            <Box sx={{ flexGrow: 1 }} />
            {children}
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}

/** A card-shaped placeholder of the same size, for the loading states. */
export function PdfCardSkeleton() {
  return (
    <CardSkeleton>
      <Box sx={{ ...LAYOUT, gridTemplateRows: { sm: 'auto 1fr' } }}>
        <Skeleton
          variant="rounded"
          sx={{ ...COVER, height: 'auto', gridRow: { sm: '1 / span 2' } }}
        />
        <Box>
          <Skeleton variant="text" width="80%" sx={{ fontSize: '1.3rem' }} />
          <Skeleton variant="text" width="40%" />
        </Box>
        <Box sx={BODY}>
          <Skeleton variant="text" />
          <Skeleton variant="text" width="70%" />
          <Skeleton variant="rounded" width={160} height={48} sx={{ mt: 1 }} />
        </Box>
      </Box>
    </CardSkeleton>
  );
}
