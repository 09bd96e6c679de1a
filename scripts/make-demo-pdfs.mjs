// Writes the two demo PDFs of the PDF shop (product.md#data) into graphql-api/assets/pdfs/. Run once; the
// files are committed (decision 026). Plain PDF 1.4, one text page per topic, the standard
// Times/Helvetica fonts (nothing embedded), so each file stays a few KB.
//   node scripts/make-demo-pdfs.mjs
import fs from 'node:fs';
import path from 'node:path';

const OUT = path.resolve(import.meta.dirname, '..', 'graphql-api', 'assets', 'pdfs');

const HANDWRITTEN = {
  file: 'react-handwritten-notes.pdf',
  title: 'React Notes (handwritten)',
  subtitle: 'DevJobs interview prep: 40 topics, one page each',
  topics: [
    [
      'What is React',
      [
        'A library for building user interfaces from components.',
        'You describe the UI for a given state; React updates the DOM.',
        'Declarative, component-based, learn once, write anywhere.',
      ],
    ],
    [
      'JSX',
      [
        'JSX is syntax sugar for React.createElement(type, props, children).',
        'Expressions go in { }; class becomes className, for becomes htmlFor.',
        'A component returns one root element (or a Fragment).',
      ],
    ],
    [
      'Components',
      [
        'A component is a function that takes props and returns JSX.',
        'Names start with a capital letter: <UserCard />.',
        'Keep them small; one job per component.',
      ],
    ],
    [
      'Props',
      [
        'Props are read-only inputs passed from parent to child.',
        'Destructure them: function Card({ title, children }).',
        'Default values: function Button({ size = "md" }).',
      ],
    ],
    [
      'State with useState',
      [
        'const [count, setCount] = useState(0);',
        'Setting state schedules a re-render.',
        'Use the updater form when the next value depends on the last: setCount(c => c + 1).',
      ],
    ],
    [
      'Handling events',
      [
        'onClick={handleClick}, not onClick={handleClick()}.',
        'Events are synthetic, but behave like DOM events.',
        'e.preventDefault() stops a form from reloading the page.',
      ],
    ],
    [
      'Conditional rendering',
      [
        'Use if, the ternary a ? b : c, or a && b.',
        'Beware: {count && <List />} renders 0 when count is 0.',
        'Return null to render nothing.',
      ],
    ],
    [
      'Lists and keys',
      [
        'items.map(item => <Row key={item.id} {...item} />).',
        'Keys must be stable and unique among siblings.',
        'Index as key breaks when items are reordered or removed.',
      ],
    ],
    [
      'Controlled forms',
      [
        'The input value lives in state: value={name} onChange={...}.',
        'One source of truth; easy validation.',
        'Every keystroke re-renders the form component.',
      ],
    ],
    [
      'Uncontrolled inputs and refs',
      [
        'The DOM keeps the value; read it with a ref when needed.',
        'defaultValue sets the first value.',
        'Handy for file inputs and simple forms.',
      ],
    ],
    [
      'useEffect',
      [
        'Runs after render: sync with something outside React.',
        'Fetching, subscriptions, timers, DOM APIs.',
        'Not for computing values from props: do that while rendering.',
      ],
    ],
    [
      'Effect cleanup',
      [
        'Return a function to undo the effect.',
        'It runs before the next effect and on unmount.',
        'Clear timers, remove listeners, abort fetches.',
      ],
    ],
    [
      'Dependency arrays',
      [
        'No array: after every render. []: once after mount.',
        '[a, b]: when a or b changed (Object.is).',
        'List every value the effect reads; the lint rule helps.',
      ],
    ],
    [
      'useRef',
      [
        'A box whose .current survives re-renders.',
        'Changing it does not re-render.',
        'Use it for DOM nodes, timers, previous values.',
      ],
    ],
    [
      'useMemo',
      [
        'Caches a computed value between renders.',
        'const sorted = useMemo(() => sort(list), [list]);',
        'Only for expensive work or stable identities.',
      ],
    ],
    [
      'useCallback',
      [
        'Caches a function: useCallback(fn, deps).',
        'Useful when passing callbacks to memoised children.',
        'Same as useMemo(() => fn, deps).',
      ],
    ],
    [
      'useReducer',
      [
        'const [state, dispatch] = useReducer(reducer, initial);',
        'Good when the next state depends on many actions.',
        'Reducers are pure: (state, action) => newState.',
      ],
    ],
    [
      'Context',
      [
        'createContext, a Provider high up, useContext below.',
        'Avoids passing props through many levels.',
        'Every consumer re-renders when the value changes.',
      ],
    ],
    [
      'Custom hooks',
      [
        'Functions named useSomething that call other hooks.',
        'Share logic, not state: each call has its own state.',
        'Example: useFetch(url), useLocalStorage(key).',
      ],
    ],
    [
      'Lifting state up',
      [
        'Two siblings need the same data: move it to their parent.',
        'Pass the value and a setter down as props.',
        'Single source of truth.',
      ],
    ],
    [
      'Composition and children',
      [
        'Prefer composition over inheritance.',
        'props.children lets a component wrap anything.',
        'Slots: pass elements as props (header, footer).',
      ],
    ],
    [
      'Fragments',
      [
        '<>...</> groups children without an extra DOM node.',
        '<Fragment key={id}> when a key is needed.',
        'Keeps tables and flex layouts valid.',
      ],
    ],
    [
      'Portals',
      [
        'createPortal(child, domNode) renders elsewhere in the DOM.',
        'Modals, tooltips, toasts.',
        'Events still bubble through the React tree.',
      ],
    ],
    [
      'Error boundaries',
      [
        'A class component with getDerivedStateFromError.',
        'Catches errors while rendering its children.',
        'Does not catch errors in event handlers or async code.',
      ],
    ],
    [
      'Suspense and lazy',
      [
        'const Page = lazy(() => import("./Page"));',
        'Wrap in <Suspense fallback={<Spinner />}>.',
        'Splits the bundle: code loads when needed.',
      ],
    ],
    [
      'Routing basics',
      [
        'React Router: <Routes>, <Route path element>.',
        '<Link to> navigates without a reload.',
        'useNavigate() to move in code.',
      ],
    ],
    [
      'Route params',
      [
        '<Route path="/course/:id">, then useParams().id.',
        'Query strings: useSearchParams().',
        'Nested routes render in an <Outlet />.',
      ],
    ],
    [
      'Data fetching',
      [
        'Fetch in an effect, or use a library (Apollo, React Query).',
        'Handle loading, error and empty states.',
        'Abort or ignore stale responses.',
      ],
    ],
    [
      'Loading and error states',
      [
        'Every page: loading, error, empty, data.',
        'Skeletons keep the layout from jumping.',
        'Offer a retry on error.',
      ],
    ],
    [
      'Styling',
      [
        'CSS files, CSS modules, CSS-in-JS, utility classes.',
        'Inline style objects: style={{ color: "red" }}.',
        'Component libraries bring a theme.',
      ],
    ],
    [
      'Reconciliation',
      [
        'React diffs the new tree with the old one.',
        'Different element type: the subtree is rebuilt.',
        'Keys tell React which list items are the same.',
      ],
    ],
    [
      'When components re-render',
      [
        'Its state changed, its parent re-rendered, or a context it reads changed.',
        'Rendering is not committing: the DOM changes only where needed.',
        'Measure before optimising.',
      ],
    ],
    [
      'React.memo',
      [
        'Skips re-rendering when props are shallow-equal.',
        'Pair with useCallback/useMemo for object props.',
        'Not free: the comparison costs too.',
      ],
    ],
    [
      'StrictMode',
      [
        'Development only checks.',
        'Renders twice and runs effects twice to find impure code.',
        'Warns about deprecated APIs.',
      ],
    ],
    [
      'Testing components',
      [
        'React Testing Library: render, screen, userEvent.',
        'Query by role and label, like a user.',
        'Test behaviour, not implementation.',
      ],
    ],
    [
      'Accessibility',
      [
        'Use real buttons and labels.',
        'alt text for images; aria-* only when HTML falls short.',
        'Keyboard: every action reachable with Tab and Enter.',
      ],
    ],
    [
      'TypeScript with React',
      [
        'type Props = { title: string; onClose(): void };',
        'useState<User | null>(null).',
        'Events: React.ChangeEvent<HTMLInputElement>.',
      ],
    ],
    [
      'Performance checklist',
      [
        'Split code by route; lazy-load heavy parts.',
        'Virtualise long lists.',
        'Keep state close to where it is used.',
      ],
    ],
    [
      'Common interview questions',
      [
        'Virtual DOM? Keys? Controlled vs uncontrolled?',
        'useEffect vs useLayoutEffect? Context vs props?',
        'How do you avoid unnecessary re-renders?',
      ],
    ],
    [
      'Quick revision sheet',
      [
        'Components + props + state = UI.',
        'Effects sync with the outside world; clean them up.',
        'Keys, memo and context: know when and why.',
      ],
    ],
  ],
};

const INTERMEDIATE = {
  file: 'react-intermediate-notes.pdf',
  title: 'React Intermediate Notes',
  subtitle: 'DevJobs interview prep: patterns, hooks and rendering',
  topics: [
    [
      'Rules of hooks',
      [
        'Call hooks at the top level, never in loops or conditions.',
        'Only from components and custom hooks.',
        'React relies on call order to match state to hooks.',
      ],
    ],
    [
      'useLayoutEffect',
      [
        'Runs after DOM changes, before the browser paints.',
        'Measure layout, then set state without a flicker.',
        'Blocks painting: use sparingly.',
      ],
    ],
    [
      'useTransition',
      [
        'const [isPending, startTransition] = useTransition();',
        'Marks an update as non-urgent.',
        'Typing stays responsive while a big list re-renders.',
      ],
    ],
    [
      'useDeferredValue',
      [
        'const deferred = useDeferredValue(query);',
        'Renders with the old value first, then the new.',
        'Pairs well with memoised slow children.',
      ],
    ],
    [
      'useId',
      [
        'Stable unique ids for accessibility attributes.',
        'Same on server and client: safe with hydration.',
        'Not for list keys.',
      ],
    ],
    [
      'useSyncExternalStore',
      [
        'Subscribe to a store outside React safely.',
        'Avoids tearing in concurrent rendering.',
        'Libraries such as Redux use it.',
      ],
    ],
    [
      'Context performance',
      [
        'Split contexts by how often they change.',
        'Memoise the provider value object.',
        'Or pass a stable dispatch and read state elsewhere.',
      ],
    ],
    [
      'State colocation',
      [
        'Keep state in the lowest component that needs it.',
        'Fewer re-renders, simpler code.',
        'Lift only when sharing is needed.',
      ],
    ],
    [
      'Reducer + context',
      [
        'useReducer in a provider; dispatch through context.',
        'A small app-wide store without a library.',
        'Type actions as a discriminated union.',
      ],
    ],
    [
      'Compound components',
      [
        '<Tabs><Tabs.List/><Tabs.Panel/></Tabs>.',
        'Children share implicit state through context.',
        'Flexible markup, one behaviour.',
      ],
    ],
    [
      'Render props',
      [
        'A prop that is a function returning JSX.',
        '<Mouse render={pos => <Cursor {...pos} />} />.',
        'Mostly replaced by custom hooks.',
      ],
    ],
    [
      'Higher-order components',
      [
        'function withAuth(Component) { return props => ... }.',
        'Wraps behaviour around a component.',
        'Watch out for ref and prop-name clashes.',
      ],
    ],
    [
      'Refs to components',
      [
        'forwardRef passes a ref through to a DOM node.',
        'useImperativeHandle exposes a small API (focus, reset).',
        'React 19: ref is an ordinary prop.',
      ],
    ],
    [
      'Code splitting',
      [
        'Dynamic import() creates a separate chunk.',
        'Split by route first, then by heavy widgets.',
        'Preload on hover for speed.',
      ],
    ],
    [
      'Suspense for data',
      [
        'A component suspends while its data loads.',
        'The nearest Suspense shows the fallback.',
        'Frameworks and libraries wire the data source.',
      ],
    ],
    [
      'Server components',
      [
        'Render on the server, send no JS for themselves.',
        'Can read data directly; cannot use state or effects.',
        'Client components are marked "use client".',
      ],
    ],
    [
      'Hydration',
      [
        'The client attaches events to server-rendered HTML.',
        'Markup must match, or React warns and re-renders.',
        'Avoid Date.now() and random values while rendering.',
      ],
    ],
    [
      'Concurrent rendering',
      [
        'React can pause, resume or drop a render.',
        'Urgent updates interrupt non-urgent ones.',
        'Rendering must be pure for this to be safe.',
      ],
    ],
    [
      'Automatic batching',
      [
        'Several setState calls become one re-render.',
        'Also inside promises and timeouts (React 18+).',
        'flushSync forces an immediate update.',
      ],
    ],
    [
      'Memoisation pitfalls',
      [
        'New objects and arrays in props defeat React.memo.',
        'Wrong dependencies give stale values.',
        'Memoise after measuring, not before.',
      ],
    ],
    [
      'Profiling',
      [
        'React DevTools Profiler: what rendered and why.',
        'Look for wide, frequent commits.',
        'Fix the cause: state placement, keys, memo.',
      ],
    ],
    [
      'Forms at scale',
      [
        'Libraries: React Hook Form, Formik.',
        'Validate on the server too.',
        'Show field errors next to the field.',
      ],
    ],
    [
      'Interview questions',
      [
        'Explain concurrent rendering in two sentences.',
        'When would you reach for useReducer over useState?',
        'How do you design a reusable component API?',
      ],
    ],
  ],
};

/** A PDF string literal: backslash, parentheses escaped; ASCII only. */
const literal = (text) => `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;

function page(title, lines, number, total) {
  const body = lines
    .map((line, i) => `${i === 0 ? '' : 'T* '}${literal(`- ${line}`)} Tj`)
    .join('\n');
  return [
    'BT /F1 22 Tf 56 770 Td',
    literal(title),
    'Tj ET',
    '0.6 w 56 752 m 539 752 l S',
    'BT /F2 14 Tf 56 720 Td 26 TL',
    body,
    'ET',
    'BT /F3 9 Tf 56 40 Td',
    literal(`DevJobs interview prep - page ${number} of ${total}`),
    'Tj ET',
  ].join('\n');
}

function pdf({ title, subtitle, topics }) {
  const total = topics.length + 1;
  const pages = [
    [
      'BT /F1 30 Tf 56 600 Td',
      literal(title),
      'Tj ET',
      'BT /F2 16 Tf 56 560 Td',
      literal(subtitle),
      'Tj ET',
      'BT /F3 9 Tf 56 40 Td',
      literal(`DevJobs interview prep - page 1 of ${total}`),
      'Tj ET',
    ].join('\n'),
    ...topics.map(([heading, lines], i) => page(heading, lines, i + 2, total)),
  ];
  // Objects: 1 catalog, 2 pages, 3-5 fonts, then a page and its content per page.
  const objects = [];
  const pageIds = pages.map((_, i) => 6 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Times-BoldItalic >>';
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Times-Italic >>';
  objects[5] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
  pages.forEach((content, i) => {
    const id = pageIds[i];
    objects[id] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R /F2 4 0 R /F3 5 0 R >> >> /Contents ${id + 1} 0 R >>`;
    objects[id + 1] = `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`;
  });
  let out = '%PDF-1.4\n';
  const offsets = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(out);
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++)
    out += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info << /Title ${literal(title)} /Producer (DevJobs) >> >>\nstartxref\n${xref}\n%%EOF\n`;
  return out;
}

fs.mkdirSync(OUT, { recursive: true });
for (const notes of [HANDWRITTEN, INTERMEDIATE]) {
  const file = path.join(OUT, notes.file);
  fs.writeFileSync(file, pdf(notes), 'latin1');
  console.log(`${file}: ${notes.topics.length + 1} pages, ${fs.statSync(file).size} bytes`);
}
