import { SYSTEM } from '../auth/auth.service';
import { DEMO_USER } from '../users/user.seed';
import type { Services } from '../../services';
import type { CourseInput } from './course.rules';

/**
 * Demo courses for a first run: real text with headings, lists, code and links, and YouTube
 * videos. The demo customer owns the first one (bought "today"), so the reader can be tried before
 * payments exist; the others are for sale.
 */
export const DEMO_COURSES: CourseInput[] = [
  {
    title: 'React from Zero to Portfolio',
    price: 499,
    description:
      'Build three portfolio projects with modern React: components, state, effects and data fetching, explained line by line.',
    fullBlog:
      '<h1>What you will build</h1><p>Three projects you can show in an interview: a job tracker, a markdown notes app and a live weather dashboard.</p><ul><li>Components and props</li><li>State with <code>useState</code> and <code>useReducer</code></li><li>Effects and data fetching</li><li>Routing and deployment</li></ul>',
    modules: [
      {
        subTitle: 'Thinking in components',
        blog: '<h1>Thinking in components</h1><p>A React app is a tree of components. Each one takes <strong>props</strong> and returns what the screen should show.</p><pre><code>function JobCard({ title, company }) {\n  return &lt;article&gt;&lt;h2&gt;{title}&lt;/h2&gt;&lt;p&gt;{company}&lt;/p&gt;&lt;/article&gt;;\n}</code></pre><h2>Rules of thumb</h2><ol><li>One component, one job.</li><li>Data flows down through props.</li><li>Events flow up through callbacks.</li></ol><p>Read more in the <a href="https://react.dev/learn/thinking-in-react">official guide</a>.</p>',
        videoUrl: 'https://www.youtube.com/watch?v=Tn6-PIqc4UM',
      },
      {
        subTitle: 'State and events',
        blog: "<h1>State and events</h1><p>State is data that changes over time. Keep it as small as you can and derive the rest.</p><pre><code>const [query, setQuery] = useState('');\nconst visible = jobs.filter((job) =&gt; job.title.includes(query));</code></pre><blockquote>If you can compute it from props or other state, it is not state.</blockquote><ul><li>Lift state up to the closest common parent.</li><li>Use <code>useReducer</code> when updates depend on each other.</li></ul>",
        videoUrl: 'https://youtu.be/w7ejDZ8SWv8',
      },
      {
        subTitle: 'Effects and data fetching',
        blog: '<h1>Effects and data fetching</h1><p>Effects synchronise your component with something outside React: the network, a timer, the document title.</p><pre><code>useEffect(() =&gt; {\n  const controller = new AbortController();\n  fetch(`/api/jobs?q=${query}`, { signal: controller.signal }).then(/* … */);\n  return () =&gt; controller.abort();\n}, [query]);</code></pre><p><em>Always</em> clean up: the abort above stops a slow response from overwriting a newer one.</p>',
        videoUrl: 'https://www.youtube.com/embed/SqcY0GlETPk',
      },
      {
        subTitle: 'Ship it',
        blog: '<h1>Ship it</h1><p>Build with <code>npm run build</code> and deploy the <code>dist</code> folder to any static host.</p><ul><li>Set the API address with an environment variable.</li><li>Check the page on a phone (360 px wide).</li><li>Add the link to your résumé.</li></ul>',
        videoUrl: null,
      },
    ],
  },
  {
    title: 'System Design for Interviews',
    price: 799,
    description:
      'A calm, repeatable way to answer system design questions: requirements, estimates, APIs, data and scaling.',
    fullBlog:
      '<h1>Design systems out loud</h1><p>Interviewers want to see how you think. This course gives you a five-step frame and practises it on classic questions: a URL shortener, a news feed and a chat service.</p>',
    modules: [
      {
        subTitle: 'The five-step frame',
        blog: '<h1>The five-step frame</h1><ol><li><strong>Requirements</strong>: functional and non-functional.</li><li><strong>Estimates</strong>: requests per second, storage per year.</li><li><strong>API</strong>: the calls clients make.</li><li><strong>Data model</strong>: tables, keys, indexes.</li><li><strong>Scale</strong>: caches, queues, replicas, sharding.</li></ol><p>Spend about five minutes on each step.</p>',
        videoUrl: 'https://www.youtube.com/watch?v=i53Gi_K3o7I',
      },
      {
        subTitle: 'Back-of-the-envelope estimates',
        blog: '<h1>Back-of-the-envelope estimates</h1><p>10 million daily users making 10 requests a day is about <strong>1,200 requests per second</strong> on average; plan for peaks of 3×.</p><pre><code>10,000,000 × 10 / 86,400 ≈ 1,157 req/s</code></pre><p>Round freely: the order of magnitude is what matters.</p>',
        videoUrl: 'https://youtu.be/UzLMhqg3_Wc',
      },
      {
        subTitle: 'Caching and consistency',
        blog: '<h1>Caching and consistency</h1><p>A cache trades freshness for speed. Say which data may be stale, and for how long.</p><ul><li>Cache-aside for reads</li><li>Write-through when reads must see writes</li><li>TTLs plus invalidation on change</li></ul><p>Further reading: <a href="https://en.wikipedia.org/wiki/Cache_(computing)">caching on Wikipedia</a>.</p>',
        videoUrl: 'https://www.youtube-nocookie.com/embed/dGAgxozNWFE',
      },
    ],
  },
  {
    title: 'Node.js APIs that Last',
    price: 649,
    description:
      'Write Express and GraphQL APIs with validation, transactions, tests on real databases and sensible errors.',
    fullBlog:
      '<h1>APIs you will not be afraid to change</h1><p>From the first route to tests that run against SQLite and MySQL, with errors your frontend can show.</p>',
    modules: [
      {
        subTitle: 'Routes and validation',
        blog: "<h1>Routes and validation</h1><p>Validate in one place and name the field in every error, so the form can show it beside the input.</p><pre><code>if (!title.trim()) throw new BadInputError('title', 'Title is required.');</code></pre>",
        videoUrl: 'https://www.youtube.com/watch?v=ENrzD9HAZK4',
      },
      {
        subTitle: 'Transactions',
        blog: '<h1>Transactions</h1><p>When two writes must happen together (a payment and the access it buys), put them in one transaction: both commit, or neither does.</p><ul><li>Keep transactions short.</li><li>Never wait on the network inside one.</li></ul>',
        videoUrl: 'https://youtu.be/TlB_eWDSMt4',
      },
      {
        subTitle: 'Testing against real databases',
        blog: '<h1>Testing against real databases</h1><p>Mocks of your own code test the mocks. Start the app, send real HTTP, read the answer back.</p><p>Each test file gets its own database copied from a migrated template, so tests stay fast and independent.</p>',
        videoUrl: 'https://www.youtube.com/watch?v=Oe421EPjeBE',
      },
    ],
  },
];

/** Writes the demo courses through the services; the demo customer gets 30 days of the first. */
export async function seedDemoCourses(services: Services): Promise<void> {
  const created = [];
  for (const course of DEMO_COURSES) created.push(await services.courses.create(SYSTEM, course));
  const customer = await services.users.findByEmail(DEMO_USER.email);
  if (customer && created[0])
    await services.enrollments.grant(customer.id, created[0].id, new Date());
}
