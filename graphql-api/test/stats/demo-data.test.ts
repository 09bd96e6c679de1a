import { seedDemo } from '../../src/db/seed';
import { addDays } from '../../src/lib/calendar-day';
import { DEMO_VIEW_DAYS } from '../../src/modules/jobs/job.seed';
import { useTestApp } from '../harness';

/**
 * A first `npm start` shows a dashboard with something on every chart (product.md#demo-data,
 * decision 098): 30 days of views, saves and apply clicks, paid orders of courses and PDFs and
 * one refund; the demo's payments exist in the sandbox, so staff can refund them.
 */
const { t, admin } = useTestApp();

const STATS = `query DemoDashboard {
  adminStats {
    monthly { revenue refunds }
    allTime { jobViews jobSaves jobApplyClicks coursePurchases pdfPurchases revenue refunds netRevenue }
    totalUsers
    daily { day jobViews jobSaves jobApplyClicks courseRevenue pdfRevenue refunds }
    topJobs { views }
    topJobInterest { applyClicks job { title } }
  }
}`;
const ORDERS = `query DemoOrders {
  adminOrders(first: 50) { totalCount edges { node { id status refundStatus amount } } }
}`;
const REFUND = `mutation Refund($input: RefundOrderInput!) {
  refundOrder(input: $input) { id refundStatus refundedAmount }
}`;

type Day = {
  day: string;
  jobViews: number;
  jobSaves: number;
  jobApplyClicks: number;
  courseRevenue: number;
  pdfRevenue: number;
  refunds: number;
};

test('the demo data puts views, saves, apply clicks, sales and a refund on the last 30 days; staff can refund a demo order', async () => {
  await seedDemo(t.services, { withAdmin: false });
  const reply = await admin.gql(STATS);
  expect(reply.errors).toBeUndefined();
  const { allTime, daily, topJobs, topJobInterest, totalUsers } = reply.data.adminStats;

  const today = t.services.jobs.today();
  const byDay = new Map<string, Day>(daily.map((d: Day) => [d.day, d]));
  for (let back = 1; back < DEMO_VIEW_DAYS; back++) {
    const day = byDay.get(addDays(today, -back))!;
    expect(day.jobViews).toBeGreaterThan(0);
    expect(day.jobSaves).toBeGreaterThan(0);
    expect(day.jobApplyClicks).toBeGreaterThan(0);
  }
  const salesDays = daily.filter((d: Day) => d.courseRevenue + d.pdfRevenue > 0);
  expect(salesDays.length).toBeGreaterThanOrEqual(10);
  expect(daily.some((d: Day) => d.courseRevenue > 0)).toBe(true);
  expect(daily.filter((d: Day) => d.refunds > 0)).toHaveLength(1);
  // Nothing is sold or refunded in the visitors' name today.
  expect(byDay.get(today)).toMatchObject({ courseRevenue: 0, pdfRevenue: 0, refunds: 0 });
  expect(allTime).toMatchObject({ coursePurchases: 2, pdfPurchases: 12 });
  expect(allTime.refunds).toBeGreaterThan(0);
  expect(allTime.netRevenue).toBe(allTime.revenue - allTime.refunds);
  expect(totalUsers).toBe(1);
  expect(topJobs).toHaveLength(10);
  expect(topJobInterest).toHaveLength(10);
  expect(topJobInterest[0].applyClicks).toBeGreaterThan(0);

  // Each demo payment exists in the sandbox: staff refund another order in full there.
  const orders = (await admin.gql(ORDERS)).data.adminOrders;
  expect(orders.totalCount).toBe(14);
  const refunded = orders.edges.filter(
    (e: { node: { refundStatus: string | null } }) => e.node.refundStatus === 'REFUNDED',
  );
  expect(refunded).toHaveLength(1);
  const other = orders.edges.find(
    (e: { node: { status: string; refundStatus: string | null } }) =>
      e.node.status === 'PAID' && !e.node.refundStatus,
  ).node;
  const refund = await admin.gql(REFUND, {
    input: { orderId: other.id, reason: 'Refunded in the demo.' },
  });
  expect(refund.errors).toBeUndefined();
  expect(refund.data.refundOrder).toMatchObject({
    id: other.id,
    refundStatus: 'REFUNDED',
    refundedAmount: other.amount,
  });
  await t.services.paymentSandbox!.webhooks.settled();
});
