// The topics of the handwritten React notes, one page each (see make-demo-pdfs.mjs).
export const HANDWRITTEN = {
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
