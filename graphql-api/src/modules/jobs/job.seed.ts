import { addDays } from '../../lib/calendar-day';
import type { JobInput } from './job.rules';
import { SYSTEM } from '../auth/auth.service';
import type { JobsService } from './job.service';

/**
 * Twelve realistic demo jobs for a first run: every type and location, salaries written the ways
 * admins write them, one closed job (past deadline) and one with no salary. Created through the
 * service, so they are parsed like any admin's job. Dates are relative to today.
 */
export function demoJobs(today: string): JobInput[] {
  return DEMO_JOBS.map(({ careers, opens, closes, ...job }) => ({
    ...job,
    externalLink: `https://example.com/careers/${careers}`,
    startDate: addDays(today, opens),
    deadline: closes === undefined ? undefined : addDays(today, closes),
  }));
}

/** A demo job: its careers page under example.com/careers/, and its dates in days from today. */
type DemoJob = Omit<JobInput, 'externalLink' | 'startDate' | 'deadline'> & {
  careers: string;
  opens: number;
  closes: number | undefined;
};

const DEMO_JOBS: DemoJob[] = [
  {
    title: 'Junior Frontend Developer (React)',
    company: 'Pixelcraft Labs',
    description:
      'Build and polish the customer dashboard of a fast-growing SaaS product, working closely with design and backend.',
    careers: 'pixelcraft/junior-frontend',
    responsibilities: [
      'Ship UI features in React and TypeScript',
      'Write component tests',
      'Review pull requests with the team',
    ],
    requirements: [
      '0-1 years of professional React',
      'Good grasp of HTML, CSS and modern JavaScript',
    ],
    skills: ['React', 'TypeScript', 'CSS', 'Jest'],
    benefits: ['Mentorship from senior engineers', 'Health insurance', 'Learning budget'],
    salary: '₹4-6 LPA',
    opens: -3,
    closes: 27,
    jobLocation: 'Hybrid',
    jobType: 'Full-Time',
  },
  {
    title: 'React Developer',
    company: 'Nimbus Fintech',
    description:
      'Own the React front end of our payments console used by thousands of merchants across India.',
    careers: 'nimbus/react-developer',
    responsibilities: [
      'Design reusable components',
      'Improve performance and accessibility',
      'Pair with backend engineers on APIs',
    ],
    requirements: [
      '2+ years of React',
      'Experience with GraphQL or REST APIs',
      'Comfortable with Git',
    ],
    skills: ['React', 'Redux', 'GraphQL', 'Apollo Client'],
    benefits: ['Remote-first', 'ESOPs', 'Flexible hours'],
    salary: '₹8-12 LPA',
    opens: -2,
    closes: 30,
    jobLocation: 'Remote',
    jobType: 'Full-Time',
  },
  {
    title: 'Frontend Intern',
    company: 'CodeNest',
    description:
      'A six-month internship building internal tools with React and Vite. Great first step into product engineering.',
    careers: 'codenest/frontend-intern',
    responsibilities: ['Build small features end to end', 'Fix UI bugs', 'Document what you learn'],
    requirements: ['Final-year student or recent graduate', 'A portfolio of JavaScript projects'],
    skills: ['JavaScript', 'React', 'HTML', 'CSS'],
    benefits: ['Pre-placement offer for top performers', 'Certificate', 'Free lunch'],
    salary: '25k',
    opens: -1,
    closes: 14,
    jobLocation: 'On-site',
    jobType: 'Internship',
  },
  {
    title: 'Node.js Backend Engineer',
    company: 'Kite Logistics',
    description:
      'Design and run the APIs that route thousands of deliveries a day. Node.js, TypeScript, MySQL and queues.',
    careers: 'kite/node-backend',
    responsibilities: [
      'Design REST and GraphQL APIs',
      'Own services in production',
      'Write integration tests',
    ],
    requirements: [
      '3+ years building Node.js services',
      'Solid SQL',
      'Experience with message queues',
    ],
    skills: ['Node.js', 'TypeScript', 'MySQL', 'Redis', 'Docker'],
    benefits: ['Health insurance for family', 'Annual bonus', 'Home office allowance'],
    salary: '₹15-22 LPA',
    opens: -5,
    closes: 20,
    jobLocation: 'Hybrid',
    jobType: 'Full-Time',
  },
  {
    title: 'Full Stack Developer (MERN)',
    company: 'Brightpath EdTech',
    description:
      'Work across MongoDB, Express, React and Node to build learning experiences for students.',
    careers: 'brightpath/mern',
    responsibilities: ['Build features across the stack', 'Maintain CI pipelines', 'Talk to users'],
    requirements: ['1+ year of full stack JavaScript', 'Knows MongoDB and Express'],
    skills: ['MongoDB', 'Express', 'React', 'Node.js'],
    benefits: ['Flexible leave', 'Learning budget'],
    salary: '50,000/month',
    opens: -4,
    closes: 25,
    jobLocation: 'Remote',
    jobType: 'Full-Time',
  },
  {
    title: 'Next.js Developer (Contract, 6 months)',
    company: 'Studio Saffron',
    description:
      'Rebuild a marketing site and storefront in Next.js with great Core Web Vitals. Six-month contract, extendable.',
    careers: 'saffron/nextjs-contract',
    responsibilities: [
      'Migrate pages to Next.js',
      'Set up image and font optimisation',
      'Hand over documentation',
    ],
    requirements: ['2 years with Next.js', 'SEO basics'],
    skills: ['Next.js', 'React', 'Vercel', 'Tailwind CSS'],
    benefits: ['Fully remote', 'Weekly payouts'],
    salary: '₹80,000 per month',
    opens: 0,
    closes: 10,
    jobLocation: 'Remote',
    jobType: 'Contract',
  },
  {
    title: 'Part-Time React Native Developer',
    company: 'Tiffin Box',
    description: 'Twenty hours a week on our food-ordering app for iOS and Android.',
    careers: 'tiffinbox/react-native',
    responsibilities: ['Build screens in React Native', 'Release to the app stores'],
    requirements: ['1 year of React Native', 'Published at least one app'],
    skills: ['React Native', 'Expo', 'TypeScript'],
    benefits: ['Choose your hours'],
    salary: '30,000/month',
    opens: -6,
    closes: 21,
    jobLocation: 'Remote',
    jobType: 'Part-Time',
  },
  {
    title: 'Senior Frontend Engineer',
    company: 'Orbit Analytics',
    description:
      'Lead the front end of a data visualisation product: architecture, performance and mentoring.',
    careers: 'orbit/senior-frontend',
    responsibilities: [
      'Set front-end architecture',
      'Mentor four engineers',
      'Own performance budgets',
    ],
    requirements: [
      '5+ years of frontend development',
      'Deep React and TypeScript',
      'Experience with D3 or similar',
    ],
    skills: ['React', 'TypeScript', 'D3.js', 'Web performance'],
    benefits: ['ESOPs', 'Top-tier health cover', 'Conference budget'],
    salary: '₹30-40 LPA',
    opens: -7,
    closes: 35,
    jobLocation: 'On-site',
    jobType: 'Full-Time',
  },
  {
    title: 'UI Developer',
    company: 'Meridian Health',
    description:
      'Turn Figma designs into accessible, pixel-perfect screens for a telemedicine platform.',
    careers: 'meridian/ui-developer',
    responsibilities: ['Implement designs', 'Maintain the design system'],
    requirements: ['2+ years of HTML and CSS', 'Accessibility know-how'],
    skills: ['HTML', 'CSS', 'Sass', 'Figma', 'React'],
    benefits: ['Health insurance', 'Five-day week'],
    salary: undefined, // not disclosed
    opens: -8,
    closes: undefined,
    jobLocation: 'On-site',
    jobType: 'Full-Time',
  },
  {
    title: 'Backend Intern (Python)',
    company: 'Greenleaf Agritech',
    description: 'Help build data pipelines and APIs that give farmers crop-price forecasts.',
    careers: 'greenleaf/backend-intern',
    responsibilities: ['Write API endpoints', 'Clean and load data'],
    requirements: ['Python basics', 'Curiosity about data'],
    skills: ['Python', 'FastAPI', 'PostgreSQL'],
    benefits: ['Stipend', 'Flexible hours'],
    salary: '15k - 20k per month',
    opens: -2,
    closes: 12,
    jobLocation: 'Hybrid',
    jobType: 'Internship',
  },
  {
    title: 'DevOps Engineer',
    company: 'Cloudwise',
    description: 'Run Kubernetes clusters and CI/CD for product teams. On-call one week in six.',
    careers: 'cloudwise/devops',
    responsibilities: [
      'Operate Kubernetes',
      'Automate infrastructure with Terraform',
      'Improve observability',
    ],
    requirements: ['4 years in DevOps or SRE', 'Terraform and Kubernetes in production'],
    skills: ['Kubernetes', 'Terraform', 'AWS', 'Prometheus'],
    benefits: ['On-call allowance', 'Certifications paid'],
    salary: '₹18 LPA',
    opens: -10,
    closes: 15,
    jobLocation: 'Remote',
    jobType: 'Full-Time',
  },
  {
    title: 'Angular Developer',
    company: 'Legacy Systems Co.',
    description:
      'Maintain and modernise an Angular app for insurance agents. Applications for this role have closed.',
    careers: 'legacy/angular',
    responsibilities: ['Fix bugs', 'Upgrade Angular versions'],
    requirements: ['3 years of Angular', 'RxJS'],
    skills: ['Angular', 'RxJS', 'TypeScript'],
    benefits: ['Stable hours'],
    salary: '₹6-9 LPA',
    opens: -40,
    closes: -5, // closed: left out of the list unless asked for
    jobLocation: 'On-site',
    jobType: 'Full-Time',
  },
];

export async function seedDemoJobs(jobs: JobsService): Promise<void> {
  for (const job of demoJobs(jobs.today()).reverse()) await jobs.create(SYSTEM, job);
}
