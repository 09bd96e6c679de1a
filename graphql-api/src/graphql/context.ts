import type { Request, Response } from 'express';
import type { User } from '../modules/users/user.entity';
import type { Services } from '../services';
import type { SessionCookie } from '../http/session';

/** What every resolver receives: the services, the signed-in user (if any) and the session cookie. */
export type Context = {
  services: Services;
  user: User | null;
  session: SessionCookie;
  req: Request;
  res: Response;
};
