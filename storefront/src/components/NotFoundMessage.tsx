import SearchOffIcon from '@mui/icons-material/SearchOff';
import { LinkButtons, type LinkButton } from './LinkButtons';
import { PageMessage } from './PageMessage';

const HOME: LinkButton = { to: '/', label: 'Go to the home page' };
const JOBS: LinkButton = { to: '/jobs', label: 'Browse jobs' };
const COURSES: LinkButton = { to: '/courses', label: 'Browse courses' };

/** What each page says when what it shows does not exist: its h1, why, and where to go instead (the first link is the main one). */
const NOT_FOUND = {
  /** Any path without a page. */
  page: {
    title: 'Page not found',
    description:
      'The page you are looking for does not exist or has moved. Check the address, or start again from the home page.',
    links: [HOME, JOBS],
  },
  job: {
    title: 'Job not found.',
    description:
      'This listing does not exist, or its address was mistyped. It may have been taken down.',
    links: [{ ...JOBS, label: 'Browse open jobs' }],
  },
  /** The course page: the course is not on sale (archived) or never was. */
  course: {
    title: 'Course not found.',
    description:
      'This course does not exist or is no longer on sale. Check the address, or pick one from the catalogue.',
    links: [COURSES],
  },
  /** The reader: a buyer may still come from Your Courses after a course left the catalogue. */
  courseContent: {
    title: 'Course not found.',
    description:
      'This course does not exist or is no longer available. Your courses are listed under Your Courses.',
    links: [{ to: '/your-courses', label: 'Your courses' }, COURSES],
  },
} satisfies Record<string, { title: string; description: string; links: LinkButton[] }>;

/** A page's "not found" state (product.md#screens-and-routes), in the words of NOT_FOUND. */
export function NotFoundMessage({ what }: { what: keyof typeof NOT_FOUND }) {
  const { title, description, links } = NOT_FOUND[what];
  return (
    <PageMessage
      icon={SearchOffIcon}
      title={title}
      description={description}
      action={<LinkButtons links={links} />}
    />
  );
}
