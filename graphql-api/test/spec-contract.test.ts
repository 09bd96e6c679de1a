import { aCourse } from './courses/course.factory';
import { aJob } from './jobs/job.factory';
import { checkoutResult } from './payments/payment.factory';
import { type SignedIn, uniqueEmail, useTestApp } from './harness';
import { buyCourse } from './purchases.fixtures';

/**
 * Every REST path, sent only its required fields, answers its shape in docs/api-contract.md#rest-shim
 * (product.md#rest-api): one test per path, as a client written against those paths calls it.
 */
const { t, admin } = useTestApp();

const isoDate = expect.stringMatching(/^\d{4}-\d\d-\d\dT/);
const JOB_FIELDS = [
  'title',
  'company',
  'description',
  'externalLink',
  'responsibilities',
  'requirements',
  'skills',
  'benefits',
  'salary',
  'startDate',
  'deadline',
  'jobLocation',
  'jobType',
  'thumbnail',
  'views',
];
const withJobFields = (job: Record<string, unknown>) =>
  expect(Object.keys(job)).toEqual(expect.arrayContaining(['id', ...JOB_FIELDS]));

/** A job as GET /api/jobs lists it (the only REST read of jobs), or undefined. */
const listedJob = async (id: string) =>
  (await t.client().get('/api/jobs')).body.find((j: { id: string }) => j.id === id);

let customer: SignedIn;
let job: { id: string; title: string };
let course: { _id: string; id: string; title: string };

beforeAll(async () => {
  customer = await t.signIn('user');
  job = (await admin.post('/api/jobs', aJob({}, 'contract'))).body;
  course = (await admin.post('/api/courses', aCourse({ price: 299 }, 'contract'))).body;
});

describe('authentication', () => {
  test('POST /api/auth/signup {name, email, password}: 201 with the user', async () => {
    const email = uniqueEmail('contract');
    const reply = await t.client().post('/api/auth/signup', {
      name: 'Spec Client',
      email,
      password: 'spec-password-1',
    });
    expect(reply.status).toBe(201);
    expect(reply.body.user).toMatchObject({ name: 'Spec Client', email, isAdmin: false });
  });

  test('POST /api/auth/login {email, password}: isAdmin and the user; a failure has message', async () => {
    const reply = await t
      .client()
      .post('/api/auth/login', { email: customer.email, password: customer.password });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ isAdmin: false, user: { email: customer.email } });
    const wrong = await t
      .client()
      .post('/api/auth/login', { email: customer.email, password: 'not-the-password' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toEqual(expect.any(String));
  });

  test('GET /api/auth/me: the user with isAdmin', async () => {
    const reply = await admin.get('/api/auth/me');
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ isAdmin: true, user: { isAdmin: true } });
  });

  test('POST /api/auth/logout: signed out afterwards', async () => {
    const client = t.client();
    await client.post('/api/auth/login', { email: customer.email, password: customer.password });
    expect((await client.post('/api/auth/logout')).status).toBe(200);
    expect((await client.get('/api/auth/me')).status).toBe(401);
  });
});

describe('jobs', () => {
  test('GET /api/jobs: a list of jobs, each with every REST job field', async () => {
    const reply = await t.client().get('/api/jobs');
    expect(reply.status).toBe(200);
    expect(Array.isArray(reply.body)).toBe(true);
    withJobFields(reply.body.find((j: { id: string }) => j.id === job.id));
  });

  test('POST /api/jobs/{id}/view: counted', async () => {
    const before = (await listedJob(job.id)).views;
    const reply = await t.client().post(`/api/jobs/${job.id}/view`);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ id: job.id, views: before + 1 });
  });

  test('POST /api/jobs with all job fields: the job', async () => {
    const reply = await admin.post('/api/jobs', aJob({}, 'contract-create'));
    expect(reply.status).toBe(201);
    withJobFields(reply.body);
  });

  test('PUT /api/jobs/{id} with the same body: the job updated', async () => {
    const reply = await admin.put(`/api/jobs/${job.id}`, aJob({ title: 'Spec Title' }, 'c'));
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ id: job.id, title: 'Spec Title' });
  });

  test('DELETE /api/jobs/{id}: deleted', async () => {
    const doomed = (await admin.post('/api/jobs', aJob({}, 'contract-delete'))).body;
    expect(await listedJob(doomed.id)).toBeDefined();
    const reply = await admin.delete(`/api/jobs/${doomed.id}`);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ message: 'Job deleted', id: doomed.id });
    expect(await listedJob(doomed.id)).toBeUndefined();
  });
});

describe('suggestions and stats', () => {
  test('POST /api/suggestions {suggestion}: 201', async () => {
    const reply = await t.client().post('/api/suggestions', { suggestion: 'More Go jobs' });
    expect(reply.status).toBe(201);
  });

  test('GET /api/suggestions: a list of {id, suggestion, createdAt}', async () => {
    const reply = await admin.get('/api/suggestions');
    expect(reply.status).toBe(200);
    expect(reply.body[0]).toMatchObject({
      id: expect.any(String),
      suggestion: expect.any(String),
      createdAt: isoDate,
    });
  });

  test('GET /api/admin/stats: today and monthly (jobViews, coursePurchases, revenue), totalUsers', async () => {
    const reply = await admin.get('/api/admin/stats');
    expect(reply.status).toBe(200);
    const period = {
      jobViews: expect.any(Number),
      coursePurchases: expect.any(Number),
      revenue: expect.any(Number),
    };
    expect(reply.body).toMatchObject({
      today: period,
      monthly: period,
      totalUsers: expect.any(Number),
    });
  });
});

describe('PDF payments', () => {
  test('POST /api/create-razorpay-order {amount, currency, receipt}: {id, amount, currency}, or {error}', async () => {
    const reply = await t
      .client()
      .post('/api/create-razorpay-order', { amount: 2900, currency: 'INR', receipt: 'spec_1' });
    expect(reply.body).toEqual({ id: expect.any(String), amount: 2900, currency: 'INR' });
    const refused = await t
      .client()
      .post('/api/create-razorpay-order', { amount: 1, currency: 'INR', receipt: 'spec_2' });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toEqual(expect.any(String));
  });

  test('POST /api/verify-razorpay-payment {razorpay_order_id, razorpay_payment_id, razorpay_signature, pdfId}: {success, message}', async () => {
    const buyer = t.client();
    const order = await buyer.post('/api/create-razorpay-order', {
      amount: 4000,
      currency: 'INR',
      receipt: 'spec_3',
    });
    const reply = await buyer.post('/api/verify-razorpay-payment', {
      ...checkoutResult(order.body.id),
      pdfId: 'react-handwritten-notes',
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ success: true, message: expect.any(String) });
  });
});

describe('courses', () => {
  test('GET /api/courses: a list of courses', async () => {
    const reply = await t.client().get('/api/courses');
    expect(reply.status).toBe(200);
    expect(reply.body.find((c: { _id: string }) => c._id === course._id)).toMatchObject({
      title: course.title,
      price: 299,
    });
  });

  test('GET /api/courses/{id}: one course: title, description, fullBlog, price, modules', async () => {
    const reply = await t.client().get(`/api/courses/${course._id}`);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      title: course.title,
      description: expect.any(String),
      fullBlog: expect.any(String),
      price: 299,
      modules: expect.any(Array),
    });
  });

  test('POST /api/courses {title, price, modules[subTitle, blog, videoUrl]}: the course with _id', async () => {
    const reply = await admin.post('/api/courses', {
      title: 'Spec Course',
      price: 99,
      modules: [
        {
          subTitle: 'One',
          blog: '<p>One</p>',
          videoUrl: 'https://www.youtube.com/watch?v=abcdefghijk',
        },
      ],
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      _id: expect.any(String),
      title: 'Spec Course',
      price: 99,
      modules: [{ subTitle: 'One', blog: '<p>One</p>' }],
    });
  });

  test('PUT /api/courses/{id} with the same body: updated', async () => {
    const reply = await admin.put(`/api/courses/${course._id}`, aCourse({ price: 349 }, 'upd'));
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ _id: course._id, price: 349 });
  });

  test('DELETE /api/courses/{id}: gone from the list', async () => {
    const doomed = (await admin.post('/api/courses', aCourse({}, 'contract-delete'))).body;
    expect((await admin.delete(`/api/courses/${doomed._id}`)).status).toBe(200);
    const listed = (await t.client().get('/api/courses')).body.map((c: { _id: string }) => c._id);
    expect(listed).not.toContain(doomed._id);
  });

  test('POST /api/pay/order {courseId}: order {id, amount, currency}; POST /api/pay/verify: access', async () => {
    const buyer = await t.signIn('user');
    const placed = await buyer.post('/api/pay/order', { courseId: course._id });
    expect(placed.status).toBe(200);
    expect(placed.body.order).toEqual({
      id: expect.any(String),
      amount: expect.any(Number),
      currency: 'INR',
    });
    const verified = await buyer.post('/api/pay/verify', {
      ...checkoutResult(placed.body.order.id),
      courseId: course._id,
    });
    expect(verified.status).toBe(200);
    expect(verified.body.success).toBe(true);
  });

  test('GET /api/enrollments/access/{courseId}: hasAccess', async () => {
    const buyer = await t.signIn('user');
    expect((await buyer.get(`/api/enrollments/access/${course._id}`)).body).toMatchObject({
      hasAccess: false,
    });
    await buyCourse(buyer, course._id);
    expect((await buyer.get(`/api/enrollments/access/${course._id}`)).body).toMatchObject({
      hasAccess: true,
    });
  });

  test('GET /api/enrollments/my-courses: courses', async () => {
    const buyer = await t.signIn('user');
    await buyCourse(buyer, course._id);
    const reply = await buyer.get('/api/enrollments/my-courses');
    expect(reply.status).toBe(200);
    expect(reply.body.courses).toEqual(
      expect.arrayContaining([expect.objectContaining({ title: expect.any(String) })]),
    );
  });
});
