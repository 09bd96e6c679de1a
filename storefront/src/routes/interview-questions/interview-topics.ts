/** The topics of /interview-questions, each with a few questions that come up again and again. */
export type InterviewTopic = { id: string; title: string; summary: string; questions: string[] };

export const INTERVIEW_TOPICS: InterviewTopic[] = [
  {
    id: 'react',
    title: 'React',
    summary: 'Rendering, state and the hooks every frontend round asks about.',
    questions: [
      'What happens between a state update and the screen changing? What is reconciliation?',
      'Why does a list need stable keys, and what goes wrong with array indexes?',
      'When would you reach for useMemo or useCallback, and when do they not help?',
      'How do you share state between distant components without prop drilling?',
    ],
  },
  {
    id: 'javascript',
    title: 'JavaScript',
    summary: 'The language underneath: scope, the event loop and async code.',
    questions: [
      'What is a closure? Write a function that counts how often it was called.',
      'In what order do a setTimeout callback, a resolved promise and synchronous code run?',
      'How do `this`, call, apply and bind work, and what changes in an arrow function?',
      'Implement debounce, and explain where you would use it.',
    ],
  },
  {
    id: 'system-design',
    title: 'System design',
    summary: 'Designing for scale, from a URL shortener to a news feed.',
    questions: [
      'Design a URL shortener: the API, the storage and how ids are generated.',
      'How would you add caching to a read-heavy service, and how do you keep it fresh?',
      'What changes when one database is not enough? Compare replication and sharding.',
      'Design the frontend of an infinite feed: pagination, loading states and performance.',
    ],
  },
  {
    id: 'dsa',
    title: 'Data structures & algorithms',
    summary: 'The patterns behind most coding rounds.',
    questions: [
      'Find two numbers in an array that add up to a target, in linear time.',
      'Detect a cycle in a linked list, and find where it starts.',
      'Return the k most frequent elements of an array. What is the complexity?',
      'Find the longest substring without repeating characters (sliding window).',
    ],
  },
  {
    id: 'behavioural',
    title: 'Behavioural',
    summary: 'The stories that show how you work with people.',
    questions: [
      'Tell me about a bug you shipped to production. How did you find and fix it?',
      'Describe a disagreement with a teammate about a technical decision. How did it end?',
      'What is the project you are proudest of, and what was your part in it?',
      'Tell me about a time you had to learn a new technology quickly.',
    ],
  },
];
