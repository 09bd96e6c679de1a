import { jobPath } from '../../contract/job-path';
import type { WebhookEvent } from '../webhooks/webhook.service';
import type { Job } from './job.entity';
import { jobRecord } from './job.rows';

/**
 * The webhook events of a job write (decision 104): `job.created`; `job.updated`; and
 * `job.closed` when an open job is deleted or its deadline moves before today. The data is the
 * job's identity and where to read it, not its text: a receiver reads the rest from the API.
 */
export function jobEvents(
  before: Job | null,
  after: Job | null,
  startOfToday: Date,
  publicUrl: string,
): [WebhookEvent, Record<string, unknown>][] {
  const data = (job: Job) => ({
    id: job.id,
    slug: job.slug,
    title: job.title,
    company: job.company,
    url: `${publicUrl}${jobPath(job.slug)}`,
    isOpen: after ? jobRecord(job, startOfToday).isOpen : false,
    deadline: job.deadline ? new Date(job.deadline).toISOString() : null,
    deleted: !after,
  });
  if (!before) return [['job.created', data(after!)]];
  const events: [WebhookEvent, Record<string, unknown>][] = [];
  if (after) events.push(['job.updated', data(after)]);
  const wasOpen = jobRecord(before, startOfToday).isOpen;
  if (wasOpen && (!after || !jobRecord(after, startOfToday).isOpen))
    events.push(['job.closed', data(after ?? before)]);
  return events;
}
