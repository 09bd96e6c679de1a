import {
  COURSE_LIMITS,
  pricePaise,
  youtubeVideoId,
  type PriceProblem,
} from '@devjobs/web/course-rules';
import { formatPaise } from '@devjobs/web/money';
import type { CourseInput, CourseModuleInput } from '@devjobs/web/schema-types';

/**
 * The course form's values, rules and shapes (product.md#admin-console, product.md#validation).
 * The price range and the YouTube links are the API's own (`@devjobs/web/course-rules`, decision
 * 028); the API checks everything again and its field errors come back through `courseFormErrors`.
 */

/** The course manager's toasts close after 3 s (product.md#limits); the console's others after 5 s. */
export const COURSE_TOAST = { autoClose: 3000 } as const;

/** A course as the form loads it for editing (CourseForm.graphql's CourseEditorFields, or test data). */
export type CourseFormCourse = {
  id: string;
  title: string;
  price: number;
  description?: string | null;
  fullBlog?: string | null;
  /** A module's `id` is sent back on update: the module, and its learners' progress, are kept. */
  modules: ReadonlyArray<{
    id?: string | null;
    subTitle: string;
    blog?: string | null;
    videoUrl?: string | null;
  }>;
};

/**
 * One module block; `key` keeps its inputs and editor in place while blocks are added and removed;
 * `id` is the saved module's (none for a module added in the form).
 */
export type ModuleValues = {
  key: number;
  id?: string;
  subTitle: string;
  blog: string;
  videoUrl: string;
};

/** The form's fields, as the API names them; a module's are `modules.<index>.<field>`. */
const COURSE_FIELDS = ['title', 'price', 'description', 'fullBlog', 'modules'] as const;
const MODULE_FIELDS = ['subTitle', 'blog', 'videoUrl'] as const;
export type ModuleField = (typeof MODULE_FIELDS)[number];

export type CourseFormValues = {
  title: string;
  /** As typed: checked, then sent as a number. */
  price: string;
  description: string;
  /** The public overview, HTML. */
  fullBlog: string;
  modules: ModuleValues[];
};

/**
 * What the form hands to `onSubmit`: the API's CourseInput with every field filled in; trimmed, price
 * as a number of rupees, HTML as the editor wrote it, a saved module with its `id`.
 */
export type CourseSubmission = CourseInput & {
  description: string;
  fullBlog: string;
  modules: Array<CourseModuleInput & { id?: string; blog: string; videoUrl: string }>;
};

/** Field errors by form path: 'title', 'price', 'description', 'fullBlog', 'modules', 'modules.2.videoUrl'. */
export type CourseErrorKey = (typeof COURSE_FIELDS)[number] | `modules.${number}.${ModuleField}`;
export type CourseFormErrors = Partial<Record<CourseErrorKey, string>>;

let nextKey = 1;
export function emptyModule(): ModuleValues {
  return { key: nextKey++, subTitle: '', blog: '', videoUrl: '' };
}

/** Create mode: nothing typed, one blank module. */
export function emptyCourseForm(): CourseFormValues {
  return { title: '', price: '', description: '', fullBlog: '', modules: [emptyModule()] };
}

export function courseFormFromCourse(course: CourseFormCourse): CourseFormValues {
  const modules = course.modules.map((m) => ({
    ...emptyModule(),
    ...(m.id ? { id: m.id } : {}),
    subTitle: m.subTitle,
    blog: m.blog ?? '',
    videoUrl: m.videoUrl ?? '',
  }));
  return {
    title: course.title,
    price: String(course.price),
    description: course.description ?? '',
    fullBlog: course.fullBlog ?? '',
    modules: modules.length ? modules : [emptyModule()],
  };
}

export const moduleKey = (index: number, field: ModuleField): CourseErrorKey =>
  `modules.${index}.${field}`;

/** A link to one YouTube video, as the API accepts it (watch, youtu.be and embed links). */
export function isYouTubeVideoUrl(value: string): boolean {
  return youtubeVideoId(value.trim()) !== null;
}

const PRICE_MESSAGES: Record<PriceProblem, string> = {
  negative: 'The price cannot be negative',
  'fractions of paise': 'Use at most two decimals (paise)',
  'below minimum': `The price must be at least ${formatPaise(COURSE_LIMITS.minPaise)}`,
  'above maximum': `The price can be at most ${formatPaise(COURSE_LIMITS.maxPaise)}`,
};

/** The price's problem, or undefined: a number of rupees in the API's range, at most two decimals (paise). */
function priceError(raw: string): string | undefined {
  const price = raw.trim();
  if (!price) return 'Enter a price in rupees';
  if (!/^-?\d+(\.\d+)?$/.test(price)) return 'Enter the price as a number, like 499 or 499.50';
  const checked = pricePaise(Number(price));
  return 'problem' in checked ? PRICE_MESSAGES[checked.problem] : undefined;
}

export function validateCourseForm(v: CourseFormValues): CourseFormErrors {
  const errors: CourseFormErrors = {};
  if (!v.title.trim()) errors.title = 'Enter a course title';
  const price = priceError(v.price);
  if (price) errors.price = price;
  v.modules.forEach((m, i) => {
    if (!m.subTitle.trim()) errors[moduleKey(i, 'subTitle')] = `Give module ${i + 1} a subtitle`;
    if (m.videoUrl.trim() && !isYouTubeVideoUrl(m.videoUrl)) {
      errors[moduleKey(i, 'videoUrl')] =
        'Enter a YouTube video link, like https://www.youtube.com/watch?v=… or https://youtu.be/…';
    }
  });
  return errors;
}

export function toCourseSubmission(v: CourseFormValues): CourseSubmission {
  return {
    title: v.title.trim(),
    price: Number(v.price.trim()),
    description: v.description.trim(),
    fullBlog: v.fullBlog,
    modules: v.modules.map((m) => ({
      ...(m.id ? { id: m.id } : {}),
      subTitle: m.subTitle.trim(),
      blog: m.blog,
      videoUrl: m.videoUrl.trim(),
    })),
  };
}

/**
 * The API's field names as form paths: 'input.modules[2].videoUrl', 'modules.2.videoUrl' and
 * 'modules[2].videoUrl' are all 'modules.2.videoUrl'. Fields the form does not have are left out
 * (the caller reports those another way).
 */
export function courseFormErrors(fields: Readonly<Record<string, string>>): CourseFormErrors {
  const out: CourseFormErrors = {};
  for (const [field, message] of Object.entries(fields)) {
    const path = field.replace(/^input\./, '').replace(/\[(\d+)\]/g, '.$1');
    const moduleField = /^modules\.\d+\.(\w+)$/.exec(path)?.[1];
    if (isOneOf(COURSE_FIELDS, path) || (moduleField && isOneOf(MODULE_FIELDS, moduleField))) {
      out[path as CourseErrorKey] ??= message;
    }
  }
  return out;
}

/** Errors after module `removed` is taken out: its own go, later modules' move up one. */
export function withoutModuleErrors(errors: CourseFormErrors, removed: number): CourseFormErrors {
  const out: CourseFormErrors = {};
  for (const [key, message] of Object.entries(errors) as Array<
    [CourseErrorKey, string | undefined]
  >) {
    const match = /^modules\.(\d+)\.(\w+)$/.exec(key);
    if (!match) out[key] = message;
    else if (Number(match[1]) > removed)
      out[moduleKey(Number(match[1]) - 1, match[2] as ModuleField)] = message;
    else if (Number(match[1]) < removed) out[key] = message;
  }
  return out;
}

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);
