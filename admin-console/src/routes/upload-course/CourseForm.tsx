import { useState } from 'react';
import { Button, InputAdornment, Paper, Stack, TextField, Typography } from '@mui/material';
import { RichTextEditor } from '../../components/rich-text/RichTextEditor';
import { ModuleFields } from './ModuleFields';
import {
  type CourseFormCourse,
  type CourseFormErrors,
  type CourseFormValues,
  type ModuleField,
} from './course-form';
import { useCourseForm, type CourseFormOptions, type CourseTextField } from './use-course-form';

type Props = Omit<CourseFormOptions, 'course' | 'onDone'> & {
  /** The course to edit; without one the form creates a course. A new object (another Edit) loads it. */
  initialCourse?: CourseFormCourse;
  /** After a successful save or Cancel, once the form is back in create mode (clear `initialCourse` there). */
  onReset?(): void;
};

/** The course manager's form (product.md#admin-console, #states): 'Create New Course' or 'Edit Course'. */
export function CourseForm({ initialCourse, onSubmit, serverErrors, onReset }: Props) {
  const [course, setCourse] = useState(initialCourse);
  const [seen, setSeen] = useState(initialCourse);
  const [generation, setGeneration] = useState(0);
  if (initialCourse !== seen) {
    // Another course to edit (or none): a fresh form for it.
    setSeen(initialCourse);
    setCourse(initialCourse);
    setGeneration((g) => g + 1);
  }
  const reset = () => {
    setCourse(undefined);
    setGeneration((g) => g + 1);
    onReset?.();
  };
  return (
    <CourseFormBody
      key={generation}
      course={course}
      onSubmit={onSubmit}
      serverErrors={serverErrors}
      onDone={reset}
    />
  );
}

function CourseFormBody({ course, onSubmit, serverErrors, onDone }: CourseFormOptions) {
  const editing = Boolean(course);
  const form = useCourseForm({ course, onSubmit, serverErrors, onDone });
  const { values, errors, saving } = form;

  return (
    <Paper
      component="form"
      variant="outlined"
      noValidate
      onSubmit={form.submit}
      aria-labelledby="course-form-heading"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack spacing={3}>
        <Typography variant="h2" id="course-form-heading">
          {editing ? 'Edit Course' : 'Create New Course'}
        </Typography>
        <CourseFields values={values} errors={errors} onChange={form.change} />
        <ModulesSection
          values={values}
          errors={errors}
          onChange={form.changeModule}
          onAdd={form.addModule}
          onRemove={form.removeModule}
        />
        <Stack
          direction={{ xs: 'column-reverse', sm: 'row' }}
          spacing={1.5}
          sx={{ justifyContent: 'flex-end' }}
        >
          {editing && (
            <Button onClick={onDone} disabled={saving}>
              Cancel
            </Button>
          )}
          <Button type="submit" variant="contained" loading={saving}>
            {editing ? 'Update Course' : 'Create Course'}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

type SectionProps = { values: CourseFormValues; errors: CourseFormErrors };

/** The course's own fields: title, price, short description and the overview. */
function CourseFields({
  values,
  errors,
  onChange,
}: SectionProps & { onChange(field: CourseTextField, value: string): void }) {
  const text = (field: 'title' | 'price' | 'description') => ({
    id: `course-${field}`,
    value: values[field],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange(field, e.target.value),
    error: Boolean(errors[field]),
    helperText: errors[field],
    autoComplete: 'off',
  });

  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
        <TextField
          label="Title"
          placeholder="Course Title"
          required
          {...text('title')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label="Price"
          placeholder="Course Price (INR)"
          required
          {...text('price')}
          sx={{ maxWidth: { sm: 240 } }}
          slotProps={{
            htmlInput: { inputMode: 'decimal' },
            input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
          }}
        />
      </Stack>
      <TextField
        label="Short description"
        placeholder="One or two sentences for the course banner and cards"
        multiline
        minRows={2}
        {...text('description')}
        helperText={errors.description ?? 'Public: shown on the course page banner.'}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <RichTextEditor
        id="course-fullBlog"
        label="Overview"
        placeholder="Write the course overview here..."
        defaultValue={values.fullBlog}
        onChange={(html) => onChange('fullBlog', html)}
        error={errors.fullBlog}
        helperText="Public: everyone sees it on the course page, before buying."
      />
    </>
  );
}

/** The module list: one ModuleFields each, the list's own error and + Add Module. */
function ModulesSection({
  values,
  errors,
  onChange,
  onAdd,
  onRemove,
}: SectionProps & {
  onChange(index: number, field: ModuleField, value: string): void;
  onAdd(): void;
  onRemove(index: number): void;
}) {
  return (
    <Stack spacing={2}>
      <Typography variant="h3" component="h3">
        Modules
      </Typography>
      {values.modules.map((module, index) => (
        <ModuleFields
          key={module.key}
          index={index}
          module={module}
          errors={errors}
          canRemove={values.modules.length > 1}
          onChange={(field, value) => onChange(index, field, value)}
          onRemove={() => onRemove(index)}
        />
      ))}
      {errors.modules && <Typography color="error">{errors.modules}</Typography>}
      <Button variant="outlined" onClick={onAdd} sx={{ alignSelf: 'flex-start' }}>
        + Add Module
      </Button>
    </Stack>
  );
}
