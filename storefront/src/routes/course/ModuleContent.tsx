import { Box, Skeleton, Stack, Typography } from '@mui/material';
import { ErrorState } from '@devjobs/web/ErrorState';
import { VideoEmbed } from '../../components/VideoEmbed';
import { useCourseModule, type OutlineModule } from './course-details';
import { RichText } from './RichText';

/**
 * One module's video and text, loaded when it is shown (the reader's module, a module opened on the
 * course page): asking for them is what opens a module for the refund policy (decision 069).
 * Render it with `key={module.id}`: each module is its own query, with its own loading and error.
 */
export function ModuleContent({ courseId, module }: { courseId: string; module: OutlineModule }) {
  const { data, loading, error, refetch } = useCourseModule(courseId, module.id);
  if (loading && !data) return <ModuleContentSkeleton hasVideo={module.hasVideo} />;
  if (error)
    return (
      <ErrorState error={error} title="Failed to fetch this module." onRetry={() => refetch()} />
    );
  const content = data?.courseModule;
  if (!content)
    return (
      <Typography color="text.secondary">
        This module is no longer part of the course. Its page lists the modules it has now.
      </Typography>
    );
  return (
    <>
      {content.videoEmbedUrl && (
        <Box sx={{ mb: 3 }}>
          <VideoEmbed src={content.videoEmbedUrl} title={`Video: ${content.subTitle}`} />
        </Box>
      )}
      {content.blog ? (
        <RichText html={content.blog} />
      ) : (
        <Typography color="text.secondary">This module has no text.</Typography>
      )}
    </>
  );
}

/** The module's shape while it loads: the player's 16:9 box when it has a video, then lines of text. */
export function ModuleContentSkeleton({ hasVideo }: { hasVideo: boolean }) {
  return (
    <Stack aria-busy="true">
      <Typography role="status" className="visually-hidden">
        Loading the module...
      </Typography>
      {hasVideo && (
        <Skeleton
          variant="rounded"
          sx={{ width: '100%', maxWidth: 800, height: 'auto', aspectRatio: '16 / 9', mb: 3 }}
        />
      )}
      {['95%', '100%', '88%', '60%'].map((width) => (
        <Skeleton key={width} variant="text" width={width} />
      ))}
    </Stack>
  );
}
