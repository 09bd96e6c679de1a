import {
  COURSE_LIMITS,
  pricePaise,
  type PriceProblem,
  youtubeVideoId,
} from '../../contract/course-rules';
import { BadInputError, PayloadTooLargeError } from '../../errors';
import { isIdShaped, optionalText, requiredText } from '../../lib/validate';
import { sanitizeCourseHtml } from './course-html';

/**
 * The input rules of courses (CONTRIBUTING.md#rules): pure functions, every failure names its field, the
 * same over GraphQL and REST. Module fields are named `modules.<index>.<field>` (from 0); messages
 * count modules from 1, as the form labels them ('Module 1').
 */

/** A course as an admin writes it (GraphQL CourseInput or the REST body, product.md#rest-api). */
export type CourseInput = {
  title?: unknown;
  price?: unknown;
  description?: unknown;
  fullBlog?: unknown;
  modules?: unknown;
};

/** A module as written: `id` (or REST `_id`) keeps an existing module, its learners' progress with it. */
export type CourseModuleInput = {
  id?: unknown;
  _id?: unknown;
  subTitle?: unknown;
  blog?: unknown;
  videoUrl?: unknown;
};

export type ParsedModule = {
  id: string | null;
  subTitle: string;
  blog: string;
  videoId: string | null;
};
export type ParsedCourse = {
  title: string;
  description: string;
  fullBlog: string;
  pricePaise: number;
  modules: ParsedModule[];
};

const inr = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN')}`;

/** Checks and normalises a course: plain text trimmed, HTML sanitised, price in paise, video ids. */
export function parseCourse(input: CourseInput): ParsedCourse {
  const body = input && typeof input === 'object' ? input : {};
  return {
    title: requiredText(body.title, 'title', 'Title', COURSE_LIMITS.title, 'single-line'),
    pricePaise: parsePrice(body.price),
    description:
      optionalText(
        body.description,
        'description',
        'Description',
        COURSE_LIMITS.description,
        'multi-line',
      ) ?? '',
    fullBlog: courseHtml(body.fullBlog, 'fullBlog', 'The overview'),
    modules: parseModules(body.modules),
  };
}

/** Rupees (a JSON number, at most two decimals) to paise, from ₹1 to ₹10,00,000. */
export function parsePrice(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value))
    throw new BadInputError('price', 'Price must be a number of rupees.');
  const price = pricePaise(value);
  if ('problem' in price) throw new BadInputError('price', PRICE_MESSAGES[price.problem]);
  return price.paise;
}

const PRICE_MESSAGES: Record<PriceProblem, string> = {
  negative: 'Price cannot be negative.',
  'fractions of paise': 'Price can have at most two decimals (paise).',
  'below minimum': `Price must be at least ${inr(COURSE_LIMITS.minPaise)}.`,
  'above maximum': `Price must be at most ${inr(COURSE_LIMITS.maxPaise)}.`,
};

function parseModules(value: unknown): ParsedModule[] {
  if (value === undefined || value === null || (Array.isArray(value) && value.length === 0)) {
    throw new BadInputError('modules', 'A course needs at least one module.');
  }
  if (!Array.isArray(value))
    throw new BadInputError('modules', 'modules must be a list of modules.');
  if (value.length > COURSE_LIMITS.modules)
    throw new BadInputError(
      'modules',
      `A course can have at most ${COURSE_LIMITS.modules} modules.`,
    );
  const seen = new Set<string>();
  return value.map((raw: unknown, i) => {
    const field = (name: string) => `modules.${i}.${name}`;
    const label = `Module ${i + 1}`;
    if (!raw || typeof raw !== 'object' || Array.isArray(raw))
      throw new BadInputError(`modules.${i}`, `${label} must be an object with a subTitle.`);
    const m = raw as CourseModuleInput;
    const rawId = m.id ?? m._id;
    let id: string | null = null;
    if (rawId !== undefined && rawId !== null && rawId !== '') {
      if (!isIdShaped(rawId))
        throw new BadInputError(field('id'), `${label} has an id that is not a module id.`);
      if (seen.has(rawId))
        throw new BadInputError(field('id'), `${label} repeats the id of another module.`);
      seen.add(rawId);
      id = rawId;
    }
    return {
      id,
      subTitle: requiredText(
        m.subTitle,
        field('subTitle'),
        `${label} subtitle`,
        COURSE_LIMITS.subTitle,
        'single-line',
      ),
      blog: courseHtml(m.blog, field('blog'), `${label} text`),
      videoId: parseVideoUrl(m.videoUrl, field('videoUrl'), label),
    };
  });
}

function courseHtml(value: unknown, field: string, label: string): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw new BadInputError(field, `${label} must be HTML text.`);
  if (Buffer.byteLength(value) > COURSE_LIMITS.htmlBytes) {
    throw new PayloadTooLargeError(
      field,
      `${label} is too large (2 MB at most, images included). Use smaller or fewer images, or link to them.`,
    );
  }
  return sanitizeCourseHtml(value);
}

function parseVideoUrl(value: unknown, field: string, label: string): string | null {
  if (value === undefined || value === null || (typeof value === 'string' && !value.trim()))
    return null;
  const id =
    typeof value === 'string' && value.length <= 2000 ? youtubeVideoId(value.trim()) : null;
  if (!id) {
    throw new BadInputError(
      field,
      `${label} video must be a YouTube link (youtube.com/watch?v=…, youtu.be/…, youtube.com/embed/… or youtube-nocookie.com/embed/…).`,
    );
  }
  return id;
}
