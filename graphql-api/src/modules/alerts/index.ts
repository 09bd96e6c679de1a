import { Router } from 'express';
import type { ApiModule } from '../api-module';
import { JobAlertSweeps } from './job-alert-sweeps';
import { JobAlert, JobAlertLink, JobAlertSent } from './job-alert.entity';
import { jobAlertLinkPages, jobAlertPageForm } from './job-alert.form';
import { JobAlertResolver } from './job-alert.resolver';
import { JobAlertsService } from './job-alert.service';
import { JobAlerts1766560000001 } from './migrations/1766560000001-job-alerts';

declare module '../../services' {
  interface ModuleServices {
    jobAlerts: JobAlertsService;
    /** The alerts' mail; the app's copy sweeps (instant every 30 s, daily at 09:00 IST). */
    jobAlertSweeps: JobAlertSweeps;
  }
}

/** Job alerts: searches kept to mail new jobs, instant or daily (product.md#job-alerts). */
export const jobAlerts: ApiModule = {
  name: 'alerts',
  entities: [JobAlert, JobAlertSent, JobAlertLink],
  migrations: [JobAlerts1766560000001],
  resolvers: [JobAlertResolver],
  services: ({ db, clock, config, inTransaction }, { jobs, users, mail, rateLimits }) => {
    const alerts = new JobAlertsService(
      db,
      clock,
      config,
      jobs,
      users,
      mail,
      rateLimits,
      inTransaction,
    );
    return {
      jobAlerts: alerts,
      // app.ts starts the sweeps of the app's own copy (one per API process).
      jobAlertSweeps: new JobAlertSweeps(db, clock, config, jobs, alerts, mail, inTransaction),
    };
  },
  // The mailed links' pages, and the /jobs form without JavaScript.
  storefrontRoutes: (services, config, pages) =>
    Router()
      .use(jobAlertLinkPages(services, config, pages))
      .use(jobAlertPageForm(services, config, pages)),
  stop: ({ jobAlertSweeps }) => jobAlertSweeps.stop(),
};
