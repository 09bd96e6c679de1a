import { Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { RichTextEditor } from '../../components/rich-text/RichTextEditor';
import {
  moduleKey,
  type CourseFormErrors,
  type ModuleField,
  type ModuleValues,
} from './course-form';

type Props = {
  index: number;
  module: ModuleValues;
  errors: CourseFormErrors;
  /** Remove shows only while more than one module exists. */
  canRemove: boolean;
  onChange(field: ModuleField, value: string): void;
  onRemove(): void;
};

/** The element id of a module's field, by the module's stable key (focus targets, labels). */
export const moduleFieldId = (key: number, field: ModuleField) => `course-module-${key}-${field}`;

/** One 'Module N' block: subtitle, content (rich text) and YouTube video link. */
export function ModuleFields({ index, module, errors, canRemove, onChange, onRemove }: Props) {
  const n = index + 1;
  const headingId = `course-module-${module.key}-heading`;
  const error = (field: ModuleField) => errors[moduleKey(index, field)];
  return (
    <Paper
      variant="outlined"
      role="group"
      aria-labelledby={headingId}
      sx={{ p: { xs: 1.5, sm: 2.5 } }}
    >
      <Stack spacing={2.5}>
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', minHeight: 36 }}
        >
          <Typography variant="h3" component="h4" id={headingId}>
            Module {n}
          </Typography>
          {canRemove && (
            <Button color="error" onClick={onRemove} aria-label={`Remove module ${n}`}>
              Remove
            </Button>
          )}
        </Stack>
        <TextField
          id={moduleFieldId(module.key, 'subTitle')}
          label="Subtitle"
          placeholder="What this module covers"
          required
          autoComplete="off"
          value={module.subTitle}
          onChange={(e) => onChange('subTitle', e.target.value)}
          error={Boolean(error('subTitle'))}
          helperText={error('subTitle')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <RichTextEditor
          id={moduleFieldId(module.key, 'blog')}
          label={`Module ${n} content`}
          defaultValue={module.blog}
          onChange={(html) => onChange('blog', html)}
          error={error('blog')}
          helperText="Only buyers with access read this."
        />
        <TextField
          id={moduleFieldId(module.key, 'videoUrl')}
          label="YouTube Video URL"
          placeholder="https://www.youtube.com/watch?v=…"
          type="url"
          autoComplete="off"
          value={module.videoUrl}
          onChange={(e) => onChange('videoUrl', e.target.value)}
          error={Boolean(error('videoUrl'))}
          helperText={
            error('videoUrl') ??
            'A youtube.com or youtu.be link; only buyers with access see the video.'
          }
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
    </Paper>
  );
}
