import { startTestApp, type Client, type TestApp } from '../harness';
import { Course, CourseModule } from '../../src/modules/courses/course.entity';
import { aCourse } from './course.factory';

/** The admin's course manager over REST (product.md#rest-api) and GraphQL. */
let t: TestApp;
let admin: Client;
let customer: Client;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('admin');
  customer = await t.signIn('user');
});
afterAll(() => t.close());

const FIELDS =
  'id title description fullBlog price pricePaise archived moduleCount createdAt updatedAt modules { id position subTitle hasVideo blog videoUrl videoEmbedUrl }';
const CREATE = `mutation Create($input: CourseInput!) { createCourse(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation Update($id: ID!, $input: CourseInput!) { updateCourse(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = 'mutation Delete($id: ID!) { deleteCourse(id: $id) }';
const CATALOGUE =
  'query Catalogue($first: Int, $after: String) { courses(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { id title price moduleCount } } } }';

/** Rows in the course tables, and one course's stored columns: "nothing changed" checks. */
const stored = async (id?: string) => ({
  courses: await t.db.getRepository(Course).count(),
  modules: await t.db.getRepository(CourseModule).count(),
  course: id ? await t.db.getRepository(Course).findOneBy({ id }) : null,
  itsModules: id
    ? await t.db
        .getRepository(CourseModule)
        .find({ where: { courseId: id }, order: { position: 'ASC' } })
    : [],
});

describe('the admin creates, edits and deletes courses', () => {
  test('POST /api/courses answers 201 with the course in its REST shape, and every reader sees the same course', async () => {
    const body = aCourse({ price: 1299.99 });
    const created = await admin.post('/api/courses', body);
    expect(created.status).toBe(201);
    const id = created.body.id;
    const moduleIds = created.body.modules.map((m: { id: string }) => m.id);
    expect(created.body).toEqual({
      _id: id,
      id,
      title: body.title,
      description: body.description,
      fullBlog: body.fullBlog,
      price: 1299.99,
      pricePaise: 129999,
      moduleCount: 2,
      archived: false,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      hasAccess: true,
      blog: body.modules[0].blog,
      videoUrl: body.modules[0].videoUrl,
      modules: body.modules.map((m, i) => ({
        _id: moduleIds[i],
        id: moduleIds[i],
        position: i,
        subTitle: m.subTitle,
        hasVideo: true,
        blog: m.blog,
        videoUrl: `https://www.youtube.com/watch?v=${m.videoUrl.slice(-11)}`,
        videoEmbedUrl: `https://www.youtube-nocookie.com/embed/${m.videoUrl.slice(-11)}`,
        completed: false,
      })),
    });
    const { access, ...read } = (await admin.get(`/api/courses/${id}`)).body;
    expect(read).toEqual(created.body);
    expect(access).toEqual({
      hasAccess: true,
      startsAt: null,
      endsAt: null,
      progress: { completedModules: 0, totalModules: 2, percent: 0 },
    });
    expect((await admin.get('/api/courses')).body.find((c: { id: string }) => c.id === id)).toEqual(
      created.body,
    );

    const gql = await admin.gql(`query($id: ID!) { course(id: $id) { ${FIELDS} } }`, { id });
    expect(gql.data.course).toMatchObject({
      id,
      title: body.title,
      price: 1299.99,
      pricePaise: 129999,
      moduleCount: 2,
      archived: false,
    });
    expect(
      gql.data.course.modules.map((m: { id: string; blog: string }) => [m.id, m.blog]),
    ).toEqual(moduleIds.map((mid: string, i: number) => [mid, body.modules[i].blog]));
  });

  test('createCourse and updateCourse over GraphQL; modules sent with their id are kept, the rest removed, new ones added in order', async () => {
    const created = await admin.gql(CREATE, { input: aCourse() });
    expect(created.errors).toBeUndefined();
    const course = created.data.createCourse;
    const [first, second] = course.modules;

    const input = aCourse({
      title: 'Renamed course',
      price: 999,
      modules: [
        { subTitle: 'Brand new first', blog: '<p>new</p>', videoUrl: '' },
        {
          id: second.id,
          subTitle: 'Second, moved up',
          blog: '<p>kept</p>',
          videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
        },
      ],
    });
    const updated = await admin.gql(UPDATE, { id: course.id, input });
    expect(updated.errors).toBeUndefined();
    expect(updated.data.updateCourse).toMatchObject({
      id: course.id,
      title: 'Renamed course',
      price: 999,
      moduleCount: 2,
      createdAt: course.createdAt,
    });
    const [a, b] = updated.data.updateCourse.modules;
    expect(a).toMatchObject({
      position: 0,
      subTitle: 'Brand new first',
      hasVideo: false,
      blog: '<p>new</p>',
      videoUrl: null,
      videoEmbedUrl: null,
    });
    expect(a.id).not.toBe(first.id);
    expect(b).toEqual({
      id: second.id,
      position: 1,
      subTitle: 'Second, moved up',
      hasVideo: true,
      blog: '<p>kept</p>',
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      videoEmbedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    });
    expect(await t.db.getRepository(CourseModule).countBy({ id: first.id })).toBe(0);
  });

  test('PUT /api/courses/:id takes the documented body (modules[subTitle, blog, videoUrl], _id to keep a module)', async () => {
    const course = (await admin.post('/api/courses', aCourse())).body;
    const put = await admin.put(`/api/courses/${course.id}`, {
      title: 'Put title',
      price: 10,
      modules: [
        {
          _id: course.modules[1]._id,
          subTitle: 'Only module',
          blog: '<h2>Hi</h2>',
          videoUrl: 'youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
        },
      ],
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({
      title: 'Put title',
      price: 10,
      description: '',
      fullBlog: '',
      moduleCount: 1,
      blog: '<h2>Hi</h2>',
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
    expect(put.body.modules[0].id).toBe(course.modules[1].id);
  });

  test('deleteCourse (GraphQL) archives a course nobody bought: gone from the catalogue, kept in the database', async () => {
    const course = (await admin.post('/api/courses', aCourse())).body;
    const deleted = await admin.gql(DELETE, { id: course.id });
    expect(deleted.data.deleteCourse).toBe(course.id);
    expect((await t.client().get(`/api/courses/${course.id}`)).status).toBe(404);
    expect((await admin.get(`/api/courses/${course.id}`)).body.archived).toBe(true); // admins still read it
    expect((await admin.gql(DELETE, { id: course.id })).errors?.[0].extensions?.code).toBe(
      'NOT_FOUND',
    );
    expect((await stored(course.id)).course?.archivedAt).toBeInstanceOf(Date);
  });

  test('the catalogue pages newest first over GraphQL (cursor) and REST (limit/offset, X-Total-Count), each course once', async () => {
    for (let i = 0; i < 3; i++) await admin.post('/api/courses', aCourse());
    const total = (await t.client().gql(CATALOGUE, { first: 0 })).data.courses.totalCount;
    const seen: string[] = [];
    let after: string | null = null;
    for (;;) {
      const page: { data?: any } = await t.client().gql(CATALOGUE, { first: 2, after });
      seen.push(...page.data.courses.edges.map((e: { node: { id: string } }) => e.node.id));
      if (!page.data.courses.pageInfo.hasNextPage) break;
      after = page.data.courses.pageInfo.endCursor;
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    const all = await t.client().get('/api/courses');
    expect(all.headers.get('x-total-count')).toBe(String(total));
    expect(all.body.map((c: { id: string }) => c.id)).toEqual(seen);
    expect(
      (await t.client().get('/api/courses?limit=2&offset=1')).body.map((c: { id: string }) => c.id),
    ).toEqual(seen.slice(1, 3));
    expect((await t.client().get('/api/courses?limit=abc')).status).toBe(400);
    expect((await t.client().gql(CATALOGUE, { first: 101 })).errors?.[0].extensions).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'first',
    });
  });
});

describe('only admins write courses, and a refused write changes nothing', () => {
  test('anonymous 401 and customers 403 on POST, PUT and DELETE, over REST and GraphQL', async () => {
    const course = (await admin.post('/api/courses', aCourse())).body;
    const before = await stored(course.id);
    const changed = aCourse({ title: 'Hijacked' });
    for (const [client, status, code] of [
      [t.client(), 401, 'UNAUTHENTICATED'],
      [customer, 403, 'FORBIDDEN'],
    ] as const) {
      expect((await client.post('/api/courses', changed)).status).toBe(status);
      expect((await client.put(`/api/courses/${course.id}`, changed)).status).toBe(status);
      expect((await client.delete(`/api/courses/${course.id}`)).status).toBe(status);
      expect((await client.gql(CREATE, { input: changed })).errors?.[0].extensions?.code).toBe(
        code,
      );
      expect(
        (await client.gql(UPDATE, { id: course.id, input: changed })).errors?.[0].extensions?.code,
      ).toBe(code);
      expect((await client.gql(DELETE, { id: course.id })).errors?.[0].extensions?.code).toBe(code);
    }
    expect(await stored(course.id)).toEqual(before);
  });

  test('an unknown id is a 404 / NOT_FOUND and nothing is written', async () => {
    const before = await stored();
    const unknown = '00000000-0000-0000-0000-000000000000';
    expect((await admin.put(`/api/courses/${unknown}`, aCourse())).status).toBe(404);
    expect((await admin.delete(`/api/courses/${unknown}`)).status).toBe(404);
    expect((await t.client().get(`/api/courses/${unknown}`)).status).toBe(404);
    expect(
      (await admin.gql(UPDATE, { id: 'x'.repeat(40), input: aCourse() })).errors?.[0].extensions
        ?.code,
    ).toBe('NOT_FOUND');
    expect(
      (await t.client().gql('query($id: ID!) { course(id: $id) { id } }', { id: unknown })).data
        .course,
    ).toBeNull();
    expect(await stored()).toEqual(before);
  });
});
