import { randomUUID } from 'node:crypto';
import { ACCOUNT, ANYONE, type Operation, operation, STAFF } from './bad-input-operations';
import { aCourse } from './courses/course.factory';

/** The operations of courses, purchases, staff pages, mail and suggestions (after those of jobs and accounts). */
export const COURSE_AND_ADMIN_OPERATIONS: Operation[] = [
  operation(
    ANYONE,
    'query Courses($first: Int, $after: String) { courses(first: $first, after: $after) { totalCount edges { node { id price modules { id blog } } } } }',
    { first: 5, after: null },
  ),
  operation(
    ['anonymous', 'customer'],
    'query Course($id: ID!) { course(id: $id) { id title modules { id blog videoUrl videoEmbedUrl completed } } }',
    { id: '{COURSE}' },
  ),
  operation(
    ['anonymous', 'customer'],
    'query Module($id: ID!) { courseModule(id: $id) { id subTitle blog videoEmbedUrl completed } }',
    { id: '{MODULE}' },
  ),
  operation(ACCOUNT, 'query Documents { myTaxDocuments { id kind number amount taxInvoice url } }'),
  operation(
    ACCOUNT,
    'query Meter($courseId: ID!) { myCourseRefund(courseId: $courseId) { orderId eligible reason openedModules refundStatus } }',
    { courseId: '{COURSE}' },
  ),
  operation(
    ACCOUNT,
    'mutation Ask($input: RefundRequestInput!) { requestRefund(input: $input) { eligible refundStatus } }',
    { input: { courseId: '{COURSE}', reason: 'Not what I expected' } },
  ),
  operation(
    ['anonymous', 'customer'],
    'query Access($courseId: ID!) { courseAccess(courseId: $courseId) { hasAccess endsAt progress { percent } } }',
    { courseId: '{COURSE}' },
  ),
  operation(ACCOUNT, 'query Mine { myEnrollments { endsAt course { id } } }'),
  operation(
    STAFF,
    'mutation CreateCourse($input: CourseInput!) { createCourse(input: $input) { id } }',
    { input: aCourse({}, 'sweep') },
  ),
  operation(
    STAFF,
    'mutation UpdateCourse($id: ID!, $input: CourseInput!) { updateCourse(id: $id, input: $input) { id } }',
    { id: '{COURSE}', input: aCourse({}, 'sweep') },
  ),
  operation(STAFF, 'mutation DeleteCourse($id: ID!) { deleteCourse(id: $id) }', {
    id: randomUUID(),
  }),
  operation(
    ACCOUNT,
    'mutation Done($moduleId: ID!, $completed: Boolean!) { setModuleCompleted(moduleId: $moduleId, completed: $completed) { progress { percent } } }',
    { moduleId: '{MODULE}', completed: true },
  ),
  operation(ANYONE, 'query Pdfs { pdfProducts { id title pages price pricePaise thumbnail } }'),
  operation(ANYONE, 'query PaymentSettings { paymentSettings { mode keyId checkoutUrl } }'),
  operation(ACCOUNT, 'query MyPdfs { myPdfPurchases { orderId paidAt downloadUrl pdf { id } } }'),
  operation(
    STAFF,
    'query Stats { adminStats { today { jobViews revenue } monthly { revenue } allTime { revenue } totalUsers daily { day revenue } topJobs { id views } } }',
  ),
  operation(
    STAFF,
    'query Interest($jobIds: [ID!]!) { adminJobInterest(jobIds: $jobIds) { jobId views saves applyClicks } }',
    { jobIds: ['{VIEWED}'] },
  ),
  operation(
    STAFF,
    'query Orders($filter: AdminOrderFilter, $first: Int, $after: String) { adminOrders(filter: $filter, first: $first, after: $after) { totalCount edges { node { id status refund { eligible } } } } }',
    {
      filter: { status: 'PAID', kind: 'COURSE', refund: 'REFUNDED', q: '{COURSE_ORDER}' },
      first: 5,
      after: null,
    },
  ),
  operation(
    STAFF,
    'mutation Refund($input: RefundOrderInput!) { refundOrder(input: $input) { id refundStatus refundedAmount refunds { status } } }',
    { input: { orderId: '{COURSE_ORDER}', amount: 1.5, reason: 'Bought by mistake' } },
  ),
  operation(
    STAFF,
    'mutation Decline($input: DeclineRefundInput!) { declineRefundRequest(input: $input) { id refundStatus refundDecline } }',
    { input: { orderId: '{COURSE_ORDER}', reason: 'Most of the course was read' } },
  ),
  operation(
    STAFF,
    'query AuditLog($filter: AuditFilter, $first: Int, $after: String) { auditEntries(filter: $filter, first: $first, after: $after) { totalCount edges { node { id kind changes { field } } } } }',
    { filter: { kind: 'job.update', actor: null }, first: 5, after: null },
  ),
  operation(STAFF, 'query AuditActors { auditActors { id label } }'),
  operation(STAFF, 'query AuditKinds { auditKinds }'),
  operation(
    STAFF,
    'query MailOutbox($filter: OutboxFilter, $first: Int, $after: String) { mailOutbox(filter: $filter, first: $first, after: $after) { totalCount edges { node { id status lastError } } } }',
    { filter: { kind: 'password-reset', status: 'kept' }, first: 5, after: null },
  ),
  operation(STAFF, 'query OutboxMessage($id: ID!) { outboxMessage(id: $id) { id html text } }', {
    id: '00000000-0000-4000-8000-000000000000',
  }),
  operation(STAFF, 'query MailKinds { mailKinds }'),
  operation(STAFF, 'query MailStatus { mailStatus { delivery unavailable } }'),
  // API tokens (decision 100): staff signed in to the console only.
  operation(
    STAFF,
    'query ApiTokens($first: Int, $after: String) { apiTokens(first: $first, after: $after) { totalCount edges { node { id name scopes state } } } }',
    { first: 5, after: null },
  ),
  operation(
    STAFF,
    'mutation MakeToken($input: ApiTokenInput!) { createApiToken(input: $input) { secret token { id } } }',
    { input: { name: 'Sweep token', scopes: ['jobs:read'], expiresInDays: 30 } },
  ),
  operation(STAFF, 'mutation Revoke($id: ID!) { revokeApiToken(id: $id) { id state } }', {
    id: '00000000-0000-4000-8000-000000000000',
  }),
  // Outgoing webhooks (decision 104): staff signed in to the console only.
  operation(
    STAFF,
    'query Hooks($first: Int, $after: String) { webhookEndpoints(first: $first, after: $after) { totalCount edges { node { id url events enabled } } } }',
    { first: 5, after: null },
  ),
  operation(
    STAFF,
    'query Deliveries($endpointId: ID!, $first: Int) { webhookDeliveries(endpointId: $endpointId, first: $first) { totalCount edges { node { id state } } } }',
    { endpointId: '00000000-0000-4000-8000-000000000000', first: 5 },
  ),
  operation(
    STAFF,
    'mutation AddHook($input: WebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret endpoint { id } } }',
    {
      input: { url: 'http://127.0.0.1:9/hook', description: 'Sweep hook', events: ['job.created'] },
    },
  ),
  operation(
    STAFF,
    'mutation EditHook($id: ID!, $patch: WebhookEndpointPatch!) { updateWebhookEndpoint(id: $id, patch: $patch) { id } }',
    { id: '00000000-0000-4000-8000-000000000000', patch: { enabled: false } },
  ),
  operation(STAFF, 'mutation DropHook($id: ID!) { deleteWebhookEndpoint(id: $id) }', {
    id: '00000000-0000-4000-8000-000000000000',
  }),
  operation(STAFF, 'mutation Resend($id: ID!) { resendWebhookDelivery(id: $id) { id } }', {
    id: '00000000-0000-4000-8000-000000000000',
  }),
  operation(STAFF, 'mutation TestHook($id: ID!) { sendTestWebhook(endpointId: $id) { id } }', {
    id: '00000000-0000-4000-8000-000000000000',
  }),
  operation(
    ANYONE,
    'mutation EmailDownloads($email: String!) { emailMyDownloads(email: $email) }',
    { email: 'sweep.buyer@example.com' },
  ),
  operation(
    ANYONE,
    'mutation Feedback($input: SuggestionInput!) { submitSuggestion(input: $input) { id } }',
    { input: { suggestion: 'Add dark mode', jobId: '{VIEWED}' } },
  ),
];
