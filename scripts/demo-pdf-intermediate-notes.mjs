// The topics of the intermediate React notes, one page each (see make-demo-pdfs.mjs).
export const INTERMEDIATE = {
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
