import { Session } from '../modules/auth/session.entity';
import { JobViewDaily } from '../modules/jobs/job-view-daily.entity';
import { Job } from '../modules/jobs/job.entity';
import { RateLimitBucket } from '../modules/rate-limit/rate-limit.entity';
import { Suggestion } from '../modules/suggestions/suggestion.entity';
import { User } from '../modules/users/user.entity';

/** Every entity, in one list for the data source. */
export const entities = [User, Session, RateLimitBucket, Job, JobViewDaily, Suggestion];
