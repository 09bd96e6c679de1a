import { Session } from '../modules/auth/session.entity';
import { RateLimitBucket } from '../modules/rate-limit/rate-limit.entity';
import { User } from '../modules/users/user.entity';

/** Every entity, in one list for the data source. */
export const entities = [User, Session, RateLimitBucket];
