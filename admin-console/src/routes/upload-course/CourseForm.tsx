import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, InputAdornment, Paper, Stack, TextField, Typography } from '@mui/material';
import { RichTextEditor } from '../../components/rich-text/RichTextEditor';
import { ModuleFields, moduleFieldId } from './ModuleFields';
import {
  courseFormFromCourse,
  emptyCourseForm,
  emptyModule,
  moduleKey,
  toCourseSubmission,
  validateCourseForm,
  withoutModuleErrors,
  type CourseErrorKey,
  type CourseFormCourse,
  type CourseFormErrors,
  type CourseFormValues,
  type CourseSubmission,
  type ModuleField,
} from './course-form';

type Props = {
  /** The course to edit; without one the form creates a course. A new object (another Edit) loads it. */
  initialCourse?: CourseFormCourse;
  /**
   * Saves the course (`courseId` when editing). Resolve when saved: the form goes back to create mode
   * with one blank module. Reject when not saved: everything typed stays; the caller says why
   * (a toast, and `serverErrors` for the fields).
   */
  onSubmit(values: CourseSubmission, courseId: string | undefined): Promise<void>;
  /** The server's field errors by form path (see courseFormErrors); a new object shows them. */
  serverErrors?: CourseFormErrors;
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

type BodyProps = Omit<Props, 'initialCourse' | 'onReset'> & {
  course?: CourseFormCourse;
  onDone(): void;
};

function CourseFormBody({ course, onSubmit, serverErrors, onDone }: BodyProps) {
  const editing = Boolean(course);
  const [values, setValues] = useState<CourseFormValues>(() =>
    course ? courseFormFromCourse(course) : emptyCourseForm(),
  );
  const [errors, setErrors] = useState<CourseFormErrors>({});
  const [seenServer, setSeenServer] = useState(serverErrors);
  const [saving, setSaving] = useState(false);
  const focusNext = useRef<string | null>(null);
  // The field to focus for the server's errors: decided in render (a ref may not be written there),
  // a fresh object each time so the effect below runs once per answer.
  const [serverFocus, setServerFocus] = useState<{ id: string | null } | null>(null);

  if (serverErrors !== seenServer) {
    setSeenServer(serverErrors);
    if (serverErrors && Object.keys(serverErrors).length) {
      setErrors((prev) => ({ ...prev, ...serverErrors }));
      setServerFocus({ id: fieldId(values, firstKey(serverErrors)) });
    }
  }

  // After a failed check, an added module or a removal: move the focus where the admin continues.
  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });
  // After the server's errors: the first field in error.
  useEffect(() => {
    if (serverFocus?.id) document.getElementById(serverFocus.id)?.focus();
  }, [serverFocus]);

  const clear = (key: CourseErrorKey) =>
    errors[key] && setErrors((prev) => ({ ...prev, [key]: undefined }));

  function change(field: 'title' | 'price' | 'description' | 'fullBlog', value: string) {
    setValues((prev) => ({ ...prev, [field]: value }));
    clear(field);
  }

  function changeModule(index: number, field: ModuleField, value: string) {
    setValues((prev) => ({
      ...prev,
      modules: prev.modules.map((m, i) => (i === index ? { ...m, [field]: value } : m)),
    }));
    clear(moduleKey(index, field));
  }

  function addModule() {
    const added = emptyModule();
    setValues((prev) => ({ ...prev, modules: [...prev.modules, added] }));
    focusNext.current = moduleFieldId(added.key, 'subTitle');
  }

  function removeModule(index: number) {
    const rest = values.modules.filter((_, i) => i !== index);
    setValues((prev) => ({ ...prev, modules: rest }));
    setErrors((prev) => withoutModuleErrors(prev, index));
    focusNext.current = moduleFieldId(rest[Math.min(index, rest.length - 1)].key, 'subTitle');
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const found = validateCourseForm(values);
    if (Object.keys(found).length) {
      setErrors(found);
      focusNext.current = fieldId(values, firstKey(found));
      return;
    }
    setSaving(true);
    try {
      await onSubmit(toCourseSubmission(values), course?.id);
    } catch {
      setSaving(false); // not saved: everything typed stays, the caller has said why
      return;
    }
    onDone();
  }

  const text = (field: 'title' | 'price' | 'description') => ({
    id: `course-${field}`,
    value: values[field],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      change(field, e.target.value),
    error: Boolean(errors[field]),
    helperText: errors[field],
    autoComplete: 'off',
  });

  return (
    <Paper
      component="form"
      variant="outlined"
      noValidate
      onSubmit={submit}
      aria-labelledby="course-form-heading"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack spacing={3}>
        <Typography variant="h2" id="course-form-heading">
          {editing ? 'Edit Course' : 'Create New Course'}
        </Typography>
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
          onChange={(html) => change('fullBlog', html)}
          error={errors.fullBlog}
          helperText="Public: everyone sees it on the course page, before buying."
        />
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
              onChange={(field, value) => changeModule(index, field, value)}
              onRemove={() => removeModule(index)}
            />
          ))}
          {errors.modules && <Typography color="error">{errors.modules}</Typography>}
          <Button variant="outlined" onClick={addModule} sx={{ alignSelf: 'flex-start' }}>
            + Add Module
          </Button>
        </Stack>
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

const FIELD_ORDER = [
  'title',
  'price',
  'description',
  'fullBlog',
  'subTitle',
  'blog',
  'videoUrl',
  'modules',
];

/** The first field in error, in the order the form shows them. */
function firstKey(errors: CourseFormErrors): CourseErrorKey | undefined {
  const rank = (key: string) => {
    const [, index = '-1', field = key] = /^modules\.(\d+)\.(\w+)$/.exec(key) ?? [];
    return [Number(index), FIELD_ORDER.indexOf(field)];
  };
  const keys = (Object.keys(errors) as CourseErrorKey[]).filter((key) => errors[key]);
  return keys.sort((a, b) => {
    const [ia, fa] = rank(a);
    const [ib, fb] = rank(b);
    return ia - ib || fa - fb;
  })[0];
}

/** The element to focus for an error key (module fields by their stable key). */
function fieldId(values: CourseFormValues, key: CourseErrorKey | undefined): string | null {
  if (!key) return null;
  const match = /^modules\.(\d+)\.(\w+)$/.exec(key);
  if (!match) return key === 'modules' ? null : `course-${key}`;
  const module = values.modules[Number(match[1])];
  return module ? moduleFieldId(module.key, match[2] as ModuleField) : null;
}
