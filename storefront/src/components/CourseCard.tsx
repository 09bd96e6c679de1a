import { Button, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatRupees } from '@devjobs/web/money';
import type { CourseCardFragment } from '../graphql/generated/operations';
import { coursePath } from '../lib/course-paths';
import { CardButtons, CardSkeleton, GridCard } from './CardGrid';

type Props = {
  /** The fields of `fragment CourseCard` (CourseCard.graphql). */
  course: CourseCardFragment;
  /** What a page adds under the price ("Your Courses": access end and progress). */
  children?: ReactNode;
};

/** One course: title, short description, module count, price in rupees and View (product.md#customer-screens). */
export function CourseCard({ course, children }: Props) {
  const titleId = useId();
  const modules = `${course.moduleCount} ${course.moduleCount === 1 ? 'module' : 'modules'}`;
  return (
    <GridCard labelledBy={titleId}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 0.75 }}>
          {course.title}
        </Typography>
        {course.description && (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{
              mb: 2,
              display: '-webkit-box',
              WebkitLineClamp: 3,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {course.description}
          </Typography>
        )}
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'baseline', justifyContent: 'space-between' }}
        >
          <Typography variant="h5" component="p">
            <span className="visually-hidden">Price: </span>
            {formatRupees(course.price)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {modules}
          </Typography>
        </Stack>
        {children}
      </CardContent>
      <CardButtons>
        <Button
          component={RouterLink}
          to={coursePath(course.id)}
          variant="outlined"
          aria-describedby={titleId}
        >
          View
        </Button>
      </CardButtons>
    </GridCard>
  );
}

/** A card-shaped placeholder of the same size, for the lists' loading states. */
export function CourseCardSkeleton() {
  return (
    <CardSkeleton buttonWidth={72}>
      <Skeleton variant="text" width="75%" sx={{ fontSize: '1.25rem', mb: 0.75 }} />
      <Skeleton variant="text" />
      <Skeleton variant="text" />
      <Skeleton variant="text" width="60%" sx={{ mb: 2 }} />
      <Skeleton variant="text" width="30%" sx={{ fontSize: '1.4rem' }} />
    </CardSkeleton>
  );
}
