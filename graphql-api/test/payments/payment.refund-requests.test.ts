import { type SignedIn, StoppedClock, useTestApp } from '../harness';
import { linkIn, outboxFor } from '../mail.fixtures';
import { OutboxMessage } from '../../src/modules/mail/outbox.entity';
import { buyCourseInSandbox } from '../purchases.fixtures';
import { aCourse } from '../courses/course.factory';
import { ModuleOpening } from '../../src/modules/courses/enrollment.entity';

/**
 * Access measured by the server and buyers' refund requests (decision 069): a module counts as
 * opened the first time its content is sent to the buyer, whatever asked for it (the reader, the
 * course page, REST), and never because they marked it done. The buyer sees their meter, asks for
 * a refund while the policy allows it, and staff refund the request with one call or decline it
 * with an answer the buyer is mailed.
 */
const clock = new StoppedClock(new Date('2026-06-01T06:00:00Z'));
const { t, admin } = useTestApp({ clock });

const METER = `query Meter($courseId: ID!) {
  myCourseRefund(courseId: $courseId) {
    orderId eligible reason openedModules completedModules totalModules windowEndsAt refundStatus requestedAt
    declinedAt declineReason
  }
}`;
const REQUEST = `mutation Ask($input: RefundRequestInput!) {
  requestRefund(input: $input) { eligible refundStatus requestedAt openedModules }
}`;
const MODULE =
  'query Module($id: ID!) { courseModule(id: $id) { id subTitle blog videoEmbedUrl } }';
const OUTLINE =
  'query Outline($id: ID!) { course(id: $id) { modules { id subTitle hasVideo completed } } }';
const REQUESTS = `{ adminOrders(filter: {refund: REQUESTED}) {
  edges { node { id refundStatus refundRequest refundRequestedAt refund { openedModules } } }
} }`;
const REFUND = `mutation Refund($input: RefundOrderInput!) {
  refundOrder(input: $input) { refundStatus refundedAmount }
}`;
const DECLINE = `mutation Decline($input: DeclineRefundInput!) {
  declineRefundRequest(input: $input) { refundStatus refundDecline refundDeclinedAt refundRequest }
}`;

type Course = { id: string; modules: { id: string }[] };
let course: Course;

const meter = async (buyer: SignedIn) =>
  (await buyer.gql(METER, { courseId: course.id })).data.myCourseRefund;
const openModule = async (buyer: SignedIn, n: number) =>
  (await buyer.gql(MODULE, { id: course.modules[n].id })).data.courseModule;

beforeAll(async () => {
  const modules = Array.from({ length: 10 }, (_, i) => ({
    subTitle: `Module ${i + 1}`,
    blog: `<p>Part ${i + 1}</p>`,
  }));
  course = (await admin.post('/api/courses', aCourse({ price: 1999, modules }))).body;
});

test('a module counts as opened when the server sends its content, once; outlines and "done" do not count', async () => {
  const buyer = await t.signIn('user');
  await buyCourseInSandbox(t, buyer, course.id);
  expect(await meter(buyer)).toMatchObject({
    eligible: true,
    openedModules: 0,
    totalModules: 10,
    windowEndsAt: '2026-06-08T06:00:00.000Z',
    refundStatus: null,
    reason:
      'Eligible: 0 of 10 modules opened (0%), under 20% of the course, within 7 days of the payment.',
  });

  // The course outline (titles, videos, done marks) sends no gated content.
  expect((await buyer.gql(OUTLINE, { id: course.id })).data.course.modules).toHaveLength(10);
  const done = await buyer.put(`/api/enrollments/progress/${course.modules[9].id}`, {
    completed: true,
  });
  expect(done.status).toBe(200);
  expect(await meter(buyer)).toMatchObject({ openedModules: 0, completedModules: 1 });

  // The reader loads one module: that one is opened, however often it is read again.
  expect((await openModule(buyer, 0)).blog).toBe('<p>Part 1</p>');
  clock.advance(60_000);
  await openModule(buyer, 0);
  expect(await meter(buyer)).toMatchObject({ eligible: true, openedModules: 1 });
  const [first] = await t.db.getRepository(ModuleOpening).find({
    where: { moduleId: course.modules[0].id },
  });
  expect(first.openedAt.toISOString()).toBe('2026-06-01T06:00:00.000Z');

  // REST's course answer sends every module's content: every module is opened.
  expect((await buyer.get(`/api/courses/${course.id}`)).status).toBe(200);
  expect(await meter(buyer)).toMatchObject({
    eligible: false,
    openedModules: 10,
    reason: 'Not eligible: 10 of 10 modules opened (100%): 20% or more of the course was accessed.',
  });
  const refused = await buyer.gql(REQUEST, { input: { courseId: course.id, reason: 'Too hard' } });
  expect(refused.errors?.[0]).toMatchObject({
    message:
      'Not eligible: 10 of 10 modules opened (100%): 20% or more of the course was accessed.',
    extensions: { code: 'BAD_USER_INPUT', field: 'courseId' },
  });
});

test('the meter names the modules opened and how many more may open before the refund ends', async () => {
  const OPENINGS = `query Openings($courseId: ID!) {
    myCourseRefund(courseId: $courseId) { eligible openedModuleIds openingsLeft accessedPercentBelow }
  }`;
  const openings = async (buyer: SignedIn) =>
    (await buyer.gql(OPENINGS, { courseId: course.id })).data.myCourseRefund;
  const buyer = await t.signIn('user');
  await buyCourseInSandbox(t, buyer, course.id);
  // Ten modules: 1 of 10 is under 20 %, 2 of 10 is not.
  expect(await openings(buyer)).toEqual({
    eligible: true,
    openedModuleIds: [],
    openingsLeft: 1,
    accessedPercentBelow: 20,
  });
  await openModule(buyer, 3);
  await openModule(buyer, 3);
  expect(await openings(buyer)).toEqual({
    eligible: true,
    openedModuleIds: [course.modules[3].id],
    openingsLeft: 0,
    accessedPercentBelow: 20,
  });
  await openModule(buyer, 4);
  expect(await openings(buyer)).toMatchObject({ eligible: false, openingsLeft: 0 });

  // Four modules: the first one opened is 25 %, so none may open without ending the refund.
  const small = (
    await admin.post(
      '/api/courses',
      aCourse({
        modules: ['A', 'B', 'C', 'D'].map((subTitle) => ({ subTitle, blog: '<p>x</p>' })),
      }),
    )
  ).body as Course;
  const other = await t.signIn('user');
  await buyCourseInSandbox(t, other, small.id);
  expect((await other.gql(OPENINGS, { courseId: small.id })).data.myCourseRefund).toEqual({
    eligible: true,
    openedModuleIds: [],
    openingsLeft: 0,
    accessedPercentBelow: 20,
  });
});

test('staff and visitors without access open nothing', async () => {
  const openings = () => t.db.getRepository(ModuleOpening).count();
  const before = await openings();
  await admin.get(`/api/courses/${course.id}`);
  const stranger = await t.signIn('user');
  expect((await openModule(stranger, 1)).blog).toBeNull();
  expect(await openings()).toBe(before);
  expect(await meter(stranger)).toBeNull();
  const signedOut = await t.client().gql(METER, { courseId: course.id });
  expect(signedOut.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
});

test('a buyer asks for a refund once; staff see the request and refund it in one call', async () => {
  const buyer = await t.signIn('user');
  const { providerOrderId } = await buyCourseInSandbox(t, buyer, course.id);
  await openModule(buyer, 0);

  const asked = await buyer.gql(REQUEST, {
    input: { courseId: course.id, reason: 'The course is not what I expected' },
  });
  expect(asked.errors).toBeUndefined();
  expect(asked.data.requestRefund).toEqual({
    eligible: false,
    refundStatus: 'REQUESTED',
    requestedAt: clock.now().toISOString(),
    openedModules: 1,
  });
  const again = await buyer.gql(REQUEST, { input: { courseId: course.id, reason: 'Again' } });
  expect(again.errors?.[0]).toMatchObject({
    message: 'A refund of this purchase was asked for already.',
  });

  // Every admin account is told once, with the buyer's words and a link to the order.
  const admins = (await t.services.users.admins()).map((a) => a.email);
  const { orderId } = await meter(buyer);
  const told = await t.db
    .getRepository(OutboxMessage)
    .find({ where: { kind: 'refund-requested' } })
    .then((mails) => mails.filter((m) => m.text?.includes(orderId)));
  expect(told.map((m) => m.recipient).sort()).toEqual([...admins].sort());
  const [notice] = (await outboxFor(t.db, admin.email)).filter(
    (m) => m.kind === 'refund-requested' && m.text.includes(orderId),
  );
  expect(notice.subject).toBe('A buyer asks for a refund');
  expect(notice.text).toContain('The course is not what I expected');
  expect(notice.text).toContain(buyer.email);
  expect(linkIn(notice, '/admin/orders')).toBe(
    `${t.config.adminUrl}/admin/orders?refund=REQUESTED&q=${orderId}`,
  );

  const waiting = (await admin.gql(REQUESTS)).data.adminOrders.edges.map(
    (e: { node: object }) => e.node,
  );
  expect(waiting).toEqual([
    {
      id: expect.any(String),
      refundStatus: 'REQUESTED',
      refundRequest: 'The course is not what I expected',
      refundRequestedAt: clock.now().toISOString(),
      refund: { openedModules: 1 },
    },
  ]);
  const approved = await admin.gql(REFUND, {
    input: { orderId: waiting[0].id, reason: 'The buyer asked within the policy' },
  });
  expect(approved.data.refundOrder).toEqual({ refundStatus: 'REFUNDED', refundedAmount: 1999 });
  expect(t.services.paymentSandbox!.state.orderPayments(providerOrderId)[0].status).toBe(
    'refunded',
  );
  // Refunded: nothing left to refund, and no access.
  expect(await meter(buyer)).toBeNull();
  expect((await openModule(buyer, 1)).blog).toBeNull();
});

test('staff decline a request with an answer: the buyer reads it on the course and in a mail, cannot ask again, and staff may still refund', async () => {
  const buyer = await t.signIn('user');
  await buyCourseInSandbox(t, buyer, course.id);
  await buyer.gql(REQUEST, { input: { courseId: course.id, reason: 'Changed my mind' } });
  const [{ id: orderId }] = (await admin.gql(REQUESTS)).data.adminOrders.edges.map(
    (e: { node: { id: string } }) => e.node,
  );

  // Not staff: refused. A reason too short: 400 on it. Nothing changed.
  const customer = await t.signIn('user');
  const notStaff = await customer.gql(DECLINE, { input: { orderId, reason: 'No, sorry' } });
  expect(notStaff.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  const short = await admin.gql(DECLINE, { input: { orderId, reason: 'no' } });
  expect(short.errors?.[0]).toMatchObject({
    message: 'Tell the buyer why (at least 3 characters).',
    extensions: { code: 'BAD_USER_INPUT', field: 'reason' },
  });
  expect((await meter(buyer)).refundStatus).toBe('REQUESTED');

  clock.advance(60_000);
  const answer = 'The course was bought during a sale that had no refunds.';
  const declined = await admin.gql(DECLINE, { input: { orderId, reason: answer } });
  expect(declined.errors).toBeUndefined();
  expect(declined.data.declineRefundRequest).toEqual({
    refundStatus: 'DECLINED',
    refundDecline: answer,
    refundDeclinedAt: clock.now().toISOString(),
    refundRequest: 'Changed my mind',
  });
  // Staff find it under the Declined filter, no longer under Requested.
  const declinedOnes = await admin.gql(
    '{ adminOrders(filter: {refund: DECLINED}) { edges { node { id refundDecline } } } }',
  );
  expect(declinedOnes.data.adminOrders.edges).toContainEqual({
    node: { id: orderId, refundDecline: answer },
  });
  expect((await admin.gql(REQUESTS)).data.adminOrders.edges).toEqual([]);
  // A second answer, from anyone: refused (409 in REST's terms), nothing changed.
  const twice = await admin.gql(DECLINE, { input: { orderId, reason: answer } });
  expect(twice.errors?.[0]).toMatchObject({
    message: 'This refund request was declined already.',
    extensions: { code: 'BAD_USER_INPUT', field: 'orderId' },
  });

  // The buyer: the answer on the course page, in a mail; no second request; access kept.
  expect(await meter(buyer)).toMatchObject({
    eligible: false,
    refundStatus: 'DECLINED',
    declinedAt: clock.now().toISOString(),
    declineReason: answer,
  });
  const [mail] = (await outboxFor(t.db, buyer.email)).filter((m) => m.kind === 'refund-declined');
  expect(mail.subject).toBe('Your DevJobs refund request');
  expect(mail.text).toContain(answer);
  expect(mail.text).toContain(orderId);
  const again = await buyer.gql(REQUEST, { input: { courseId: course.id, reason: 'Please' } });
  expect(again.errors?.[0]).toMatchObject({
    message: 'Your refund request for this purchase was declined.',
    extensions: { code: 'BAD_USER_INPUT', field: 'courseId' },
  });
  expect((await openModule(buyer, 2)).blog).toBe('<p>Part 3</p>');

  // The audit log keeps who declined and why.
  const audit = await admin.gql(
    '{ auditEntries(filter: {kind: "order.refund-decline"}) { edges { node { targetId changes { field before after } } } } }',
  );
  expect(audit.data.auditEntries.edges[0].node).toEqual({
    targetId: orderId,
    changes: [
      { field: 'refund request', before: 'requested', after: 'declined' },
      { field: 'reason', before: null, after: answer },
    ],
  });

  // Staff change their mind: a declined order can still be refunded.
  const refunded = await admin.gql(REFUND, { input: { orderId, reason: 'Goodwill refund' } });
  expect(refunded.data.refundOrder).toEqual({ refundStatus: 'REFUNDED', refundedAmount: 1999 });
});

test('only a waiting request can be declined: none asked, an unknown order', async () => {
  const buyer = await t.signIn('user');
  await buyCourseInSandbox(t, buyer, course.id);
  const { orderId } = await meter(buyer);
  const none = await admin.gql(DECLINE, { input: { orderId, reason: 'Nothing to answer' } });
  expect(none.errors?.[0]).toMatchObject({
    message: 'This order has no refund request to decline.',
    extensions: { code: 'BAD_USER_INPUT', field: 'orderId' },
  });
  const unknown = await admin.gql(DECLINE, {
    input: { orderId: '00000000-0000-4000-8000-000000000000', reason: 'Nothing to answer' },
  });
  expect(unknown.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  expect((await meter(buyer)).refundStatus).toBeNull();
});

test('bad requests: no purchase, no reason, past the window', async () => {
  const nobody = await t.signIn('user');
  const none = await nobody.gql(REQUEST, { input: { courseId: course.id, reason: 'Why not' } });
  expect(none.errors?.[0]).toMatchObject({
    message: 'You have no purchase of this course to refund.',
    extensions: { code: 'NOT_FOUND' },
  });

  const late = await t.signIn('user');
  await buyCourseInSandbox(t, late, course.id);
  const blank = await late.gql(REQUEST, { input: { courseId: course.id, reason: ' ' } });
  expect(blank.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'reason' });
  clock.advance(7 * 24 * 60 * 60 * 1000 + 1);
  const tooLate = await late.gql(REQUEST, { input: { courseId: course.id, reason: 'Too late' } });
  expect(tooLate.errors?.[0]).toMatchObject({
    message: 'Not eligible: more than 7 days since the payment.',
    extensions: { code: 'BAD_USER_INPUT', field: 'courseId' },
  });
  expect((await meter(late)).refundStatus).toBeNull();
});
