import { parse } from 'graphql';
import { startTestApp, type Client, type TestApp } from '../harness';
import { buildAppSchema } from '../../src/graphql/schema';
import { QUERY_LIMITS, queryCost } from '../../src/graphql/query-limits';
import { Course, CourseModule } from '../../src/modules/courses/course.entity';
import { aCourse } from './course.factory';

/** Bad input: the server's rules for courses, the sanitiser, and the size limits. */
let t: TestApp;
let admin: Client;
let existing: { id: string; modules: { id: string }[] };
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('admin');
  existing = (await admin.post('/api/courses', aCourse())).body;
});
afterAll(() => t.close());

const CREATE =
  'mutation Create($input: CourseInput!) { createCourse(input: $input) { id modules { blog videoUrl } } }';
const UPDATE =
  'mutation Update($id: ID!, $input: CourseInput!) { updateCourse(id: $id, input: $input) { id } }';
const snapshot = async () => ({
  courses: await t.db.getRepository(Course).find({ order: { id: 'ASC' } }),
  modules: await t.db.getRepository(CourseModule).find({ order: { id: 'ASC' } }),
});
const moduleWith = (fields: Record<string, unknown>) => ({
  subTitle: 'A module',
  blog: '<p>x</p>',
  videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
  ...fields,
});

/** [what, body change, field named]. Every one is refused over REST (400) and GraphQL (BAD_USER_INPUT), on create and update. */
const REFUSED: [string, Record<string, unknown>, string][] = [
  ['an empty title', { title: '' }, 'title'],
  ['a blank title', { title: '  \n ' }, 'title'],
  ['a title over 200 characters', { title: 'x'.repeat(201) }, 'title'],
  ['a negative price', { price: -1 }, 'price'],
  ['a price below ₹1', { price: 0.5 }, 'price'],
  ['a price with fractions of paise', { price: 10.005 }, 'price'],
  ['a price over ₹10,00,000', { price: 1_000_001 }, 'price'],
  ['no modules', { modules: [] }, 'modules'],
  ['over 50 modules', { modules: Array.from({ length: 51 }, () => moduleWith({})) }, 'modules'],
  [
    'a module with no subtitle',
    { modules: [moduleWith({}), moduleWith({ subTitle: '' })] },
    'modules.1.subTitle',
  ],
  [
    'a module subtitle of spaces',
    { modules: [moduleWith({ subTitle: '   ' })] },
    'modules.0.subTitle',
  ],
  [
    'a Vimeo link',
    { modules: [moduleWith({ videoUrl: 'https://vimeo.com/76979871' })] },
    'modules.0.videoUrl',
  ],
  [
    'a look-alike host',
    { modules: [moduleWith({ videoUrl: 'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ' })] },
    'modules.0.videoUrl',
  ],
  [
    'a YouTube link without a video id',
    { modules: [moduleWith({ videoUrl: 'https://www.youtube.com/watch?v=' })] },
    'modules.0.videoUrl',
  ],
  [
    'a YouTube channel page',
    { modules: [moduleWith({ videoUrl: 'https://www.youtube.com/@fireship' })] },
    'modules.0.videoUrl',
  ],
  [
    'a javascript: video URL',
    { modules: [moduleWith({ videoUrl: 'javascript:alert(1)//youtu.be/dQw4w9WgXcQ' })] },
    'modules.0.videoUrl',
  ],
  [
    'a module id of another course',
    { modules: [moduleWith({ id: '00000000-0000-0000-0000-000000000000' })] },
    'modules.0.id',
  ],
];

describe('bad course input is refused naming the field, and nothing is stored', () => {
  test.each(REFUSED)('%s', async (_what, change, field) => {
    const before = await snapshot();
    const body = aCourse(change);
    for (const reply of [
      await admin.post('/api/courses', body),
      await admin.put(`/api/courses/${existing.id}`, body),
    ]) {
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({ code: 'BAD_USER_INPUT', field, message: expect.any(String) });
    }
    for (const reply of [
      await admin.gql(CREATE, { input: body }),
      await admin.gql(UPDATE, { id: existing.id, input: body }),
    ]) {
      expect(reply.errors?.[0].extensions).toEqual({ code: 'BAD_USER_INPUT', field });
    }
    expect(await snapshot()).toEqual(before);
  });

  test('a non-numeric price: REST 400 naming price; GraphQL refuses it by type (BAD_USER_INPUT)', async () => {
    const before = await snapshot();
    for (const price of ['499', 'abc', null, true, {}]) {
      const reply = await admin.post('/api/courses', aCourse({ price }));
      expect(reply.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'price' });
    }
    expect(
      (await admin.post('/api/courses', { title: 'No price', modules: [moduleWith({})] })).body
        .field,
    ).toBe('price');
    const gql = await admin.gql(CREATE, { input: aCourse({ price: 'abc' }) });
    expect(gql.status).toBe(400);
    expect(gql.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(await snapshot()).toEqual(before);
  });

  test('modules that are not a list of objects: 400 naming them', async () => {
    for (const [modules, field] of [
      ['text', 'modules'],
      [{ subTitle: 'x' }, 'modules'],
      [[null], 'modules.0'],
      [['x'], 'modules.0'],
      [[moduleWith({ blog: 5 })], 'modules.0.blog'],
    ] as const) {
      expect((await admin.post('/api/courses', aCourse({ modules }))).body).toMatchObject({
        code: 'BAD_USER_INPUT',
        field,
      });
    }
  });

  test('every accepted form of YouTube link is stored as its video id and read back normalised', async () => {
    const forms = [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'http://youtube.com/watch?v=dQw4w9WgXcQ&t=42s&list=PL123',
      'https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ',
      'www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ?si=abc',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=10',
      '  https://YOUTU.BE/dQw4w9WgXcQ  ',
    ];
    const reply = await admin.gql(CREATE, {
      input: aCourse({ modules: forms.map((videoUrl) => moduleWith({ videoUrl })) }),
    });
    expect(reply.errors).toBeUndefined();
    expect(reply.data.createCourse.modules.map((m: { videoUrl: string }) => m.videoUrl)).toEqual(
      forms.map(() => 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'),
    );
    expect(
      new Set(
        (
          await t.db.getRepository(CourseModule).findBy({ courseId: reply.data.createCourse.id })
        ).map((m) => m.videoId),
      ),
    ).toEqual(new Set(['dQw4w9WgXcQ']));
  });
});

describe('course HTML is sanitised on every write', () => {
  const EDITOR = [
    '<h1 class="indent-2">Heading</h1><h2>Sub</h2>',
    '<p class="indent-8"><strong>b</strong> <b>b</b> <em>i</em> <i>i</i> <u>u</u> <s>s</s> <del>d</del> <code>c</code></p>',
    '<ol><li class="indent-1">one</li></ol><ul><li>two</li></ul><pre><code>const x = 1;</code></pre><blockquote>q</blockquote>',
    '<p><a href="https://example.com/a">web</a> <a href="mailto:a@b.co">mail</a> <a href="tel:+911234567890">tel</a> <a href="http://example.com">http</a></p>',
    '<p><img src="https://example.com/a.png" alt="pic" /><img src="data:image/png;base64,iVBORw0KGgo=" /></p>',
  ].join('');
  const HOSTILE =
    '<p onclick="steal()">hi<script>alert(1)</script><style>p{}</style></p>' +
    '<p><a href="javascript:alert(1)">js</a><a href=" JaVaScRiPt:alert(2)">js2</a><a href="data:text/html;base64,PHNjcmlwdD4=">data</a><a href="//evil.example/x">rel</a></p>' +
    '<img src="x" onerror="alert(3)"><img src="data:text/html;base64,PHNjcmlwdD4="><img src="data:image/svg+xml;base64,PHN2Zz4="><img src="javascript:alert(4)">' +
    '<iframe src="https://evil.example"></iframe><svg><script>alert(5)</script></svg><p style="color:red" class="indent-9 evil">coloured</p><h3>h3</h3>';
  const CLEAN = '<p>hi</p><p><a>js</a><a>js2</a><a>data</a><a>rel</a></p><p>coloured</p>h3';

  test('what the editor produces survives; scripts, handlers, styles, javascript: and data: links and foreign tags are gone (REST and GraphQL, overview and modules)', async () => {
    const input = aCourse({
      fullBlog: EDITOR + HOSTILE,
      modules: [moduleWith({ blog: EDITOR + HOSTILE })],
    });
    const rest = await admin.post('/api/courses', input);
    const gql = await admin.gql(CREATE, { input });
    const readBack = await admin.get(`/api/courses/${rest.body.id}`);
    for (const html of [
      rest.body.fullBlog,
      rest.body.modules[0].blog,
      readBack.body.fullBlog,
      readBack.body.modules[0].blog,
      gql.data.createCourse.modules[0].blog,
    ]) {
      expect(html).toBe(EDITOR + CLEAN);
      expect(html).not.toMatch(
        /script|onclick|onerror|javascript:|data:text|svg|iframe|style|evil/i,
      );
    }
    // Saving what was read back changes nothing (the editor loads it and saves it again).
    const again = await admin.put(`/api/courses/${rest.body.id}`, {
      ...input,
      fullBlog: readBack.body.fullBlog,
      modules: [
        moduleWith({ id: readBack.body.modules[0].id, blog: readBack.body.modules[0].blog }),
      ],
    });
    expect(again.body.modules[0].blog).toBe(readBack.body.modules[0].blog);
  });

  test('text that is not well-formed Unicode (a lone surrogate) is stored with U+FFFD in its place, on both databases', async () => {
    const input = aCourse({
      fullBlog: '<p>half \uD800 a pair</p>',
      modules: [moduleWith({ blog: '<p>\uDC00 low</p>' })],
    });
    const created = await admin.post('/api/courses', input);
    expect(created.status).toBe(201);
    expect(created.body.fullBlog).toBe('<p>half \uFFFD a pair</p>');
    expect((await admin.get(`/api/courses/${created.body.id}`)).body.modules[0].blog).toBe(
      '<p>\uFFFD low</p>',
    );
    expect((await admin.gql(CREATE, { input })).data.createCourse.modules[0].blog).toBe(
      '<p>\uFFFD low</p>',
    );
  });
});

describe('size limits', () => {
  const image = (bytes: number) =>
    `<p><img src="data:image/png;base64,${'A'.repeat(bytes)}" /></p>`;

  test('a realistic course with two 700 KB images in each of three modules saves over REST and GraphQL', async () => {
    const input = aCourse({
      modules: [1, 2, 3].map((n) =>
        moduleWith({
          subTitle: `Illustrated ${n}`,
          blog: `<h1>Part ${n}</h1>${image(700_000)}${image(700_000)}`,
        }),
      ),
    });
    expect(Buffer.byteLength(JSON.stringify(input))).toBeGreaterThan(4_000_000);
    const rest = await admin.post('/api/courses', input);
    expect(rest.status).toBe(201);
    expect(rest.body.modules[2].blog).toBe(input.modules[2].blog);
    const gql = await admin.gql(CREATE, { input });
    expect(gql.errors).toBeUndefined();
    expect(gql.data.createCourse.modules[1].blog).toBe(input.modules[1].blog);
  });

  test('a 5 MB module body is a 413 naming the module, over REST and GraphQL, and nothing is stored', async () => {
    const before = await snapshot();
    const input = aCourse({
      modules: [moduleWith({}), moduleWith({ blog: image(5 * 1024 * 1024) })],
    });
    for (const reply of [
      await admin.post('/api/courses', input),
      await admin.put(`/api/courses/${existing.id}`, input),
    ]) {
      expect(reply.status).toBe(413);
      expect(reply.body).toEqual({
        code: 'PAYLOAD_TOO_LARGE',
        field: 'modules.1.blog',
        message:
          'Module 2 text is too large (2 MB at most, images included). Use smaller or fewer images, or link to them.',
      });
    }
    const gql = await admin.gql(CREATE, { input });
    expect(gql.errors?.[0].extensions).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      field: 'modules.1.blog',
    });
    expect(
      (await admin.post('/api/courses', aCourse({ fullBlog: image(3 * 1024 * 1024) }))).body.field,
    ).toBe('fullBlog');
    expect(await snapshot()).toEqual(before);
  });

  test('an admin request over 10 MB is a 413 before it is read; customers keep 1 MB (REST) and 512 KB (GraphQL)', async () => {
    const huge = aCourse({
      modules: Array.from({ length: 6 }, () => moduleWith({ blog: image(1_900_000) })),
    });
    const reply = await admin.post('/api/courses', huge);
    expect(reply.status).toBe(413);
    expect(reply.body).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The request body is too large (10 MB at most).',
    });
    const customer = await t.signIn('user');
    expect(
      (await customer.post('/api/courses', aCourse({ fullBlog: image(1_100_000) }))).body.message,
    ).toBe('The request body is too large (1 MB at most).');
    expect(
      (await customer.gql(CREATE, { input: aCourse({ fullBlog: image(600_000) }) })).status,
    ).toBe(413);
  });
});

describe('GraphQL cost of course queries', () => {
  const cost = async (query: string, variables: Record<string, unknown> = {}) =>
    queryCost(await buildAppSchema(), parse(query), variables);

  test('the catalogue and the admin list at first: 100 cost under half the limit; a page of 100 with every module body is refused, 20 or one course with it are fine', async () => {
    const catalogue =
      'query($first: Int) { courses(first: $first) { totalCount pageInfo { hasNextPage endCursor } edges { node { id title description price moduleCount } } } }';
    // The manager's list shows 'Modules: N'; Edit loads the one course with its gated fields.
    const adminList =
      'query($first: Int) { courses(first: $first) { totalCount edges { node { id title price moduleCount updatedAt } } } }';
    const everything =
      'query($first: Int) { courses(first: $first) { edges { node { id modules { id subTitle blog videoUrl videoEmbedUrl completed } } } } }';
    const reader =
      'query($id: ID!) { course(id: $id) { id title fullBlog modules { id subTitle blog videoEmbedUrl completed } } courseAccess(courseId: $id) { hasAccess endsAt progress { percent } } }';
    expect(await cost(catalogue, { first: 100 })).toBeLessThan(QUERY_LIMITS.cost / 2);
    expect(await cost(adminList, { first: 100 })).toBeLessThan(QUERY_LIMITS.cost / 2);
    expect(await cost(everything, { first: 100 })).toBeGreaterThan(QUERY_LIMITS.cost);
    expect(await cost(everything, { first: 20 })).toBeLessThan(QUERY_LIMITS.cost / 2);
    expect(await cost(reader, { id: 'x' })).toBeLessThan(200);

    const refused = await admin.gql(everything, { first: 100 });
    expect(refused.status).toBe(400);
    expect(refused.errors?.[0].extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'query' });
    expect((await t.client().gql(catalogue, { first: 100 })).errors).toBeUndefined();
  });
});
