import { useEffect, useRef, useState, type FormEvent } from 'react';
import { moduleFieldId } from './ModuleFields';
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

export type CourseTextField = 'title' | 'price' | 'description' | 'fullBlog';

export type CourseFormOptions = {
  /** The course to edit; without one the form creates a course. */
  course?: CourseFormCourse;
  /**
   * Saves the course (`courseId` when editing). Resolve when saved: the form goes back to create mode
   * with one blank module. Reject when not saved: everything typed stays; the caller says why
   * (a toast, and `serverErrors` for the fields).
   */
  onSubmit(values: CourseSubmission, courseId: string | undefined): Promise<void>;
  /** The server's field errors by form path (see courseFormErrors); a new object shows them. */
  serverErrors?: CourseFormErrors;
  /** After a successful save or Cancel. */
  onDone(): void;
};

/**
 * The course form's state and moves: values, errors (its own checks and the server's), saving,
 * the module list, and where the focus goes after each.
 */
export function useCourseForm({ course, onSubmit, serverErrors, onDone }: CourseFormOptions) {
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

  function change(field: CourseTextField, value: string) {
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

  return { values, errors, saving, change, changeModule, addModule, removeModule, submit };
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
