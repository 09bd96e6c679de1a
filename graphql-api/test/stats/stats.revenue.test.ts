import { StoppedClock, useTestApp } from '../harness';
import { aCourse, userIdOf } from '../courses/course.factory';
import { buyCourse, buyPdf, payCourse } from '../purchases.fixtures';
import { StatsCourseBuyer, StatsDay } from '../../src/modules/stats/stats-day.entity';

/**
 * Purchases and revenue (every paid order, courses and PDFs, in rupees) counted on the
 * calendar day in India (APP_TIMEZONE) the order was paid, around midnight IST at the end of April;
 * created and failed orders count nowhere; total users are distinct course buyers.
 */
const clock = new StoppedClock(new Date('2026-04-28T06:00:00Z'));
const { t, admin } = useTestApp({ clock });

const PERIOD =
  'from jobViews jobSaves jobApplyClicks coursePurchases pdfPurchases revenue courseRevenue pdfRevenue refunds netRevenue';
const STATS = `query Stats { adminStats { timeZone today { ${PERIOD} } monthly { ${PERIOD} } allTime { ${PERIOD} } totalUsers daily { day coursePurchases pdfPurchases revenue courseRevenue pdfRevenue } } }`;

/** The figures over REST, checked to be what GraphQL answers too. */
async function stats() {
  const rest = await admin.get('/api/admin/stats');
  expect(rest.status).toBe(200);
  const { data } = await admin.gql(STATS);
  const { daily, ...summary } = data.adminStats;
  expect(rest.body).toEqual(summary);
  return { ...rest.body, daily };
}

/** A period's figures: purchases, and revenue in rupees split by kind; no job views in this story. */
const sales = (from: string | null, course: [number, number], pdf: [number, number]) => ({
  from,
  jobViews: 0,
  jobSaves: 0,
  jobApplyClicks: 0,
  coursePurchases: course[0],
  pdfPurchases: pdf[0],
  revenue: course[1] + pdf[1],
  courseRevenue: course[1],
  pdfRevenue: pdf[1],
  refunds: 0,
  netRevenue: course[1] + pdf[1],
});

const APRIL = '2026-03-31T18:30:00.000Z';
const MAY = '2026-04-30T18:30:00.000Z';

describe('purchases and revenue by calendar day in India', () => {
  test('paid orders count on the day and month they were paid in IST; created and failed ones never; a buyer of two courses is one user', async () => {
    const python = (
      await admin.post('/api/courses', aCourse({ title: 'Python Basics', price: 499 }))
    ).body;
    const react = (
      await admin.post('/api/courses', aCourse({ title: 'React in Depth', price: 799.5 }))
    ).body;
    const asha = await t.signIn('user');
    const ravi = await t.signIn('user');
    const guest = t.client();

    clock.set('2026-04-29T10:00:00Z'); // 29 April, afternoon in India
    await buyCourse(asha, python.id);

    clock.set('2026-04-30T18:29:59.999Z'); // the last moment of April in India
    await buyCourse(asha, react.id); // Asha's second course
    await buyPdf(guest, 'react-handwritten-notes'); // ₹40, a guest's
    const left = await buyCourse(ravi, python.id, { pay: false }); // ordered, not paid yet
    await buyPdf(guest, 'react-intermediate-notes', 'failed');
    await buyPdf(guest, 'react-intermediate-notes', 'created');

    let s = await stats();
    expect(s.today).toEqual(sales('2026-04-29T18:30:00.000Z', [1, 799.5], [1, 40]));
    expect(s.monthly).toEqual(sales(APRIL, [2, 1298.5], [1, 40]));
    expect(s.allTime).toEqual(sales(null, [2, 1298.5], [1, 40]));
    expect(s.totalUsers).toBe(1);

    clock.set(MAY); // midnight in India: 1 May (UTC still says 30 April)
    await payCourse(ravi, python.id, left.providerOrderId); // ordered in April, paid in May: counts in May
    await buyPdf(ravi, 'react-intermediate-notes'); // ₹29, signed in

    s = await stats();
    expect(s.today).toEqual(sales(MAY, [1, 499], [1, 29]));
    expect(s.monthly).toEqual(sales(MAY, [1, 499], [1, 29]));
    expect(s.allTime).toEqual(sales(null, [3, 1797.5], [2, 69]));
    expect(s.totalUsers).toBe(2);

    // Two minutes on, 30 April is settled and read from the stats' own rows: the same figures.
    clock.advance(2 * 60_000);
    expect(await stats()).toEqual(s);
    expect(await t.db.getRepository(StatsDay).findOneBy({ day: '2026-04-30' })).toMatchObject({
      coursePurchases: 1,
      pdfPurchases: 1,
    });
    expect(
      Number(
        (await t.db.getRepository(StatsDay).findOneByOrFail({ day: '2026-04-30' })).courseRevenue,
      ),
    ).toBe(79950);
    // Asha once, with the day of her first course; Ravi paid on a day not settled yet.
    expect(await t.db.getRepository(StatsCourseBuyer).find()).toEqual([
      { userId: await userIdOf(t, asha), firstDay: '2026-04-29' },
    ]);
    expect(
      (await t.db.getRepository(StatsDay).find({ order: { day: 'ASC' } })).map((d) => [
        d.day,
        d.newCourseBuyers,
      ]),
    ).toEqual([
      ['2026-04-29', 1],
      ['2026-04-30', 0],
    ]);

    clock.set('2026-05-01T18:31:00Z'); // 2 May in India, a minute past midnight
    s = await stats();
    expect(s.today).toEqual(sales('2026-05-01T18:30:00.000Z', [0, 0], [0, 0]));
    expect(s.monthly).toEqual(sales(MAY, [1, 499], [1, 29]));
    expect(s.allTime).toEqual(sales(null, [3, 1797.5], [2, 69]));
    expect(s.totalUsers).toBe(2);
    expect(
      s.daily
        .slice(-4)
        .map((d: { day: string; revenue: number; courseRevenue: number; pdfRevenue: number }) => [
          d.day,
          d.revenue,
          d.courseRevenue,
          d.pdfRevenue,
        ]),
    ).toEqual([
      ['2026-04-29', 499, 499, 0],
      ['2026-04-30', 839.5, 799.5, 40],
      ['2026-05-01', 528, 499, 29],
      ['2026-05-02', 0, 0, 0],
    ]);

    // Asha buys Python again (extending her access): a third course purchase by her, still one user.
    await buyCourse(asha, python.id);
    s = await stats();
    expect(s.today).toEqual(sales('2026-05-01T18:30:00.000Z', [1, 499], [0, 0]));
    expect(s.totalUsers).toBe(2);
  });
});
