// The data of `npm run bench:stats` (decision 029), written with multi-row INSERTs straight into the
// tables (seeding through the services one by one would take hours): 10,000 jobs, 1,000,000 job
// views in the daily counters spread over the last 365 days in India, 30,000 customers, 20 courses
// of 10 modules, 100,000 payment orders over the same year (half courses, half PDFs; 85 % paid,
// 7.5 % failed, 7.5 % created; a third of the PDFs bought by guests) and 50,000 modules marked done.
// Deterministic (a seeded generator), so every run and both databases get the same rows.
import { insertRows, stamp } from './bulk-insert.mjs';

const DAY_MS = 86_400_000;
export const SEED = {
  jobs: 10_000,
  views: 1_000_000,
  days: 365,
  users: 30_000,
  courses: 20,
  modules: 10,
  orders: 100_000,
  progress: 50_000,
};

/** Mulberry32: small, fast, deterministic. */
function generator(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const uuid = (kind, n) =>
  `${kind.toString(16).padStart(8, '0')}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

/** Inserts `rows` (objects keyed by column) into `table`, `batch` rows a statement. */
async function insert(db, table, rows, batch = 1000) {
  for (let i = 0; i < rows.length; i += batch)
    await insertRows(db, table, rows.slice(i, i + batch));
}

/**
 * Seeds the migrated, empty database behind `db` (a TypeORM DataSource). `dayOf(ms)` is the app's
 * calendar (APP_TIMEZONE). Returns what it wrote.
 */
export async function seedStats(db, dayOf) {
  const random = generator(11);
  const year = {
    db,
    random,
    pick: (n) => Math.floor(random() * n),
    now: Date.now(),
  };
  year.ago = year.now - SEED.days * DAY_MS;
  // The steps draw from one generator, in this order.
  const { jobs, daily } = await seedJobs(year, dayOf);
  const users = await seedCustomers(year);
  const courses = await seedCourses(year);
  const { orders, courseBuys } = await seedOrders(year, courses);
  const done = await seedProgress(year, courses, courseBuys);

  return {
    jobs: jobs.length,
    views: SEED.views,
    viewRows: daily.size,
    users: users.length,
    courses: courses.length,
    orders: orders.length,
    paidOrders: orders.filter((o) => o.status === 'paid').length,
    progressRows: done.size,
  };
}

/**
 * Jobs, and each job's views on the days it was viewed: 100 views a job on average, spread over
 * up to 60 days of the year (a row per job and day, as JobsService.recordView writes them).
 */
async function seedJobs({ db, pick, ago: yearAgo }, dayOf) {
  const jobViews = new Array(SEED.jobs).fill(0);
  const daily = new Map();
  for (let v = 0; v < SEED.views;) {
    const job = pick(SEED.jobs);
    const day = dayOf(yearAgo + pick(SEED.days) * DAY_MS + pick(DAY_MS));
    const count = Math.min(1 + pick(4), SEED.views - v);
    const key = `${job}|${day}`;
    daily.set(key, (daily.get(key) ?? 0) + count);
    jobViews[job] += count;
    v += count;
  }
  const jobs = jobViews.map((views, i) => {
    const at = stamp(yearAgo + pick(SEED.days * DAY_MS));
    return {
      id: uuid(1, i),
      title: `Bench Job ${i}`,
      slug: `bench-job-${i}`,
      company: `Company ${i % 500}`,
      description: 'A job for the stats bench.',
      externalLink: 'https://example.com/apply',
      responsibilities: '[]',
      requirements: '[]',
      skills: '[]',
      benefits: '[]',
      views,
      createdAt: at,
      updatedAt: at,
    };
  });
  await insert(db, 'jobs', jobs, 500);
  await insert(
    db,
    'job_views_daily',
    [...daily].map(([key, count]) => {
      const [job, day] = key.split('|');
      return { jobId: uuid(1, Number(job)), day, count };
    }),
  );
  return { jobs, daily };
}

/** The customers who buy: no passwords that work, all made a year ago. */
async function seedCustomers({ db, ago: yearAgo }) {
  const users = Array.from({ length: SEED.users }, (_, i) => ({
    id: uuid(2, i),
    name: `Buyer ${i}`,
    email: `buyer${i}@bench.example`,
    passwordHash: 'x',
    isAdmin: 0,
    createdAt: stamp(yearAgo),
  }));
  await insert(db, 'users', users);
  return users;
}

/** SEED.courses courses of SEED.modules modules each. */
async function seedCourses({ db, ago: yearAgo }) {
  const courses = Array.from({ length: SEED.courses }, (_, i) => ({
    id: uuid(3, i),
    title: `Bench Course ${i}`,
    description: 'A course for the stats bench.',
    fullBlog: JSON.stringify('<p>Overview</p>'),
    pricePaise: (499 + i * 100) * 100,
    createdAt: stamp(yearAgo),
    updatedAt: stamp(yearAgo),
  }));
  await insert(db, 'courses', courses);
  const modules = courses.flatMap((course, c) =>
    Array.from({ length: SEED.modules }, (_, m) => ({
      id: uuid(4, c * SEED.modules + m),
      courseId: course.id,
      position: m,
      subTitle: `Module ${m + 1}`,
      blog: JSON.stringify('<p>Text</p>'),
    })),
  );
  await insert(db, 'course_modules', modules);
  return courses;
}

/** The year's payment orders, oldest first; returns them and the paid course purchases. */
async function seedOrders({ db, random, pick, ago: yearAgo }, courses) {
  const pdfs = [
    ['react-handwritten-notes', 4000],
    ['react-intermediate-notes', 2900],
  ];
  const orders = [];
  const courseBuys = [];
  for (let i = 0; i < SEED.orders; i++) {
    const created = yearAgo + pick(SEED.days * DAY_MS);
    const course = i % 2 === 0;
    const roll = random();
    const status = roll < 0.85 ? 'paid' : roll < 0.925 ? 'failed' : 'created';
    const [itemId, amount] = course
      ? [courses[i % SEED.courses].id, courses[i % SEED.courses].pricePaise]
      : pdfs[i % 2];
    const userId = course || pick(3) > 0 ? uuid(2, pick(SEED.users)) : null;
    const paidAt = status === 'paid' ? stamp(created + 60_000 + pick(600_000)) : null;
    if (course && status === 'paid') courseBuys.push([userId, itemId]);
    orders.push({
      id: uuid(5, i),
      kind: course ? 'course' : 'pdf',
      itemId,
      userId,
      amount,
      currency: 'INR',
      status,
      providerOrderId: `order_b${i.toString(36).padStart(12, '0')}`,
      providerPaymentId: status === 'paid' ? `pay_b${i.toString(36).padStart(12, '0')}` : null,
      receipt: uuid(5, i),
      createdAt: stamp(created),
      updatedAt: paidAt ?? stamp(created),
      paidAt,
      failureReason: status === 'failed' ? 'Your card was declined.' : null,
    });
  }
  // Inserted oldest first, as they would have been.
  orders.sort((a, b) => (a.createdAt < b.createdAt ? -1 : 1));
  await insert(db, 'payment_orders', orders);
  return { orders, courseBuys };
}

/** Modules marked done by customers who bought their course, in the last 30 days. */
async function seedProgress({ db, pick, now }, courses, courseBuys) {
  const done = new Map();
  for (let i = 0; done.size < SEED.progress && i < SEED.progress * 4; i++) {
    const [userId, courseId] = courseBuys[pick(courseBuys.length)];
    const c = courses.findIndex(({ id }) => id === courseId);
    const moduleId = uuid(4, c * SEED.modules + pick(SEED.modules));
    const completedAt = stamp(now - pick(30) * DAY_MS);
    done.set(`${userId}|${moduleId}`, { userId, moduleId, courseId, completedAt });
  }
  await insert(db, 'module_progress', [...done.values()]);
  return done;
}
