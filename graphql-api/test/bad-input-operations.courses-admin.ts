import { randomUUID } from 'node:crypto';
import type { Operation } from './bad-input-operations';
import { aCourse } from './courses/course.factory';

/** The operations of courses, purchases, staff pages, mail and suggestions, after those of jobs and accounts. */
export const COURSE_AND_ADMIN_OPERATIONS: Operation[] = [
  {
    name: 'courses',
    callers: ['anonymous'],
    doc: 'query Courses($first: Int, $after: String) { courses(first: $first, after: $after) { totalCount edges { node { id price modules { id blog } } } } }',
    variables: { first: 5, after: null },
  },
  {
    name: 'course',
    callers: ['anonymous', 'customer'],
    doc: 'query Course($id: ID!) { course(id: $id) { id title modules { id blog videoUrl videoEmbedUrl completed } } }',
    variables: { id: '{COURSE}' },
  },
  {
    name: 'courseModule',
    callers: ['anonymous', 'customer'],
    doc: 'query Module($id: ID!) { courseModule(id: $id) { id subTitle blog videoEmbedUrl completed } }',
    variables: { id: '{MODULE}' },
  },
  {
    name: 'myTaxDocuments',
    callers: ['customer', 'anonymous'],
    doc: 'query Documents { myTaxDocuments { id kind number amount taxInvoice url } }',
    variables: {},
  },
  {
    name: 'myCourseRefund',
    callers: ['customer', 'anonymous'],
    doc: 'query Meter($courseId: ID!) { myCourseRefund(courseId: $courseId) { orderId eligible reason openedModules refundStatus } }',
    variables: { courseId: '{COURSE}' },
  },
  {
    name: 'requestRefund',
    callers: ['customer', 'anonymous'],
    doc: 'mutation Ask($input: RefundRequestInput!) { requestRefund(input: $input) { eligible refundStatus } }',
    variables: { input: { courseId: '{COURSE}', reason: 'Not what I expected' } },
  },
  {
    name: 'courseAccess',
    callers: ['anonymous', 'customer'],
    doc: 'query Access($courseId: ID!) { courseAccess(courseId: $courseId) { hasAccess endsAt progress { percent } } }',
    variables: { courseId: '{COURSE}' },
  },
  {
    name: 'myEnrollments',
    callers: ['customer', 'anonymous'],
    doc: 'query Mine { myEnrollments { endsAt course { id } } }',
    variables: {},
  },
  {
    name: 'createCourse',
    callers: ['admin', 'customer', 'anonymous'],
    doc: 'mutation CreateCourse($input: CourseInput!) { createCourse(input: $input) { id } }',
    variables: { input: aCourse({}, 'sweep') },
  },
  {
    name: 'updateCourse',
    callers: ['admin', 'customer', 'anonymous'],
    doc: 'mutation UpdateCourse($id: ID!, $input: CourseInput!) { updateCourse(id: $id, input: $input) { id } }',
    variables: { id: '{COURSE}', input: aCourse({}, 'sweep') },
  },
  {
    name: 'deleteCourse',
    callers: ['admin', 'customer', 'anonymous'],
    doc: 'mutation DeleteCourse($id: ID!) { deleteCourse(id: $id) }',
    variables: { id: randomUUID() },
  },
  {
    name: 'setModuleCompleted',
    callers: ['customer', 'anonymous'],
    doc: 'mutation Done($moduleId: ID!, $completed: Boolean!) { setModuleCompleted(moduleId: $moduleId, completed: $completed) { progress { percent } } }',
    variables: { moduleId: '{MODULE}', completed: true },
  },
  {
    name: 'pdfProducts',
    callers: ['anonymous'],
    doc: 'query Pdfs { pdfProducts { id title pages price pricePaise thumbnail } }',
    variables: {},
  },
  {
    name: 'paymentSettings',
    callers: ['anonymous'],
    doc: 'query PaymentSettings { paymentSettings { mode keyId checkoutUrl } }',
    variables: {},
  },
  {
    name: 'myPdfPurchases',
    callers: ['customer', 'anonymous'],
    doc: 'query MyPdfs { myPdfPurchases { orderId paidAt downloadUrl pdf { id } } }',
    variables: {},
  },
  {
    name: 'adminStats',
    callers: ['admin', 'customer', 'anonymous'],
    doc: 'query Stats { adminStats { today { jobViews revenue } monthly { revenue } allTime { revenue } totalUsers daily { day revenue } topJobs { id views } } }',
    variables: {},
  },
  {
    name: 'adminOrders',
    callers: ['admin', 'customer', 'anonymous'],
    doc: 'query Orders($filter: AdminOrderFilter, $first: Int, $after: String) { adminOrders(filter: $filter, first: $first, after: $after) { totalCount edges { node { id status refund { eligible } } } } }',
    variables: {
      filter: { status: 'PAID', kind: 'COURSE', refund: 'REFUNDED', q: '{COURSE_ORDER}' },
      first: 5,
      after: null,
    },
  },
  {
    name: 'refundOrder',
    callers: ['admin', 'customer', 'anonymous'],
    doc: 'mutation Refund($input: RefundOrderInput!) { refundOrder(input: $input) { id refundStatus refundedAmount refunds { status } } }',
    variables: { input: { orderId: '{COURSE_ORDER}', amount: 1.5, reason: 'Bought by mistake' } },
  },
  {
    name: 'declineRefundRequest',
    callers: ['admin', 'customer', 'anonymous'],
    doc: 'mutation Decline($input: DeclineRefundInput!) { declineRefundRequest(input: $input) { id refundStatus refundDecline } }',
    variables: { input: { orderId: '{COURSE_ORDER}', reason: 'Most of the course was read' } },
  },
  {
    name: 'auditEntries',
    callers: ['admin', 'customer', 'anonymous'],
    doc: 'query AuditLog($filter: AuditFilter, $first: Int, $after: String) { auditEntries(filter: $filter, first: $first, after: $after) { totalCount edges { node { id kind changes { field } } } } }',
    variables: { filter: { kind: 'job.update', actor: null }, first: 5, after: null },
  },
  {
    name: 'auditActors',
    callers: ['admin', 'customer', 'anonymous'],
    doc: 'query AuditActors { auditActors { id label } }',
    variables: {},
  },
  {
    name: 'auditKinds',
    callers: ['admin', 'customer', 'anonymous'],
    doc: 'query AuditKinds { auditKinds }',
    variables: {},
  },
  {
    name: 'mailOutbox',
    callers: ['admin', 'customer', 'anonymous'],
    doc: 'query MailOutbox($filter: OutboxFilter, $first: Int, $after: String) { mailOutbox(filter: $filter, first: $first, after: $after) { totalCount edges { node { id status lastError } } } }',
    variables: { filter: { kind: 'password-reset', status: 'kept' }, first: 5, after: null },
  },
  {
    name: 'outboxMessage',
    callers: ['admin', 'customer', 'anonymous'],
    doc: 'query OutboxMessage($id: ID!) { outboxMessage(id: $id) { id html text } }',
    variables: { id: '00000000-0000-4000-8000-000000000000' },
  },
  {
    name: 'mailKinds',
    callers: ['admin', 'customer', 'anonymous'],
    doc: 'query MailKinds { mailKinds }',
    variables: {},
  },
  {
    name: 'mailStatus',
    callers: ['admin', 'customer', 'anonymous'],
    doc: 'query MailStatus { mailStatus { delivery unavailable } }',
    variables: {},
  },
  {
    name: 'emailMyDownloads',
    callers: ['anonymous'],
    doc: 'mutation EmailDownloads($email: String!) { emailMyDownloads(email: $email) }',
    variables: { email: 'sweep.buyer@example.com' },
  },
  {
    name: 'submitSuggestion',
    callers: ['anonymous'],
    doc: 'mutation Feedback($input: SuggestionInput!) { submitSuggestion(input: $input) { id } }',
    variables: { input: { suggestion: 'Add dark mode', jobId: '{VIEWED}' } },
  },
];
