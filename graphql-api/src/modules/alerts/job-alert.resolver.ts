import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { clientIp } from '../../http/session';
import { JobFilter } from '../jobs/job.inputs';
import type { JobAlertFrequency } from './job-alert.service';
import { JobAlertFrequencyEnum, JobAlertInput, JobAlertObject } from './job-alert.type';

const IdArg = () => Arg('id', () => ID, { description: 'The alert id.' });
const TokenArg = () => Arg('token', () => String, { description: 'The token of the mailed link.' });

/** Job alerts: JobAlertsService decides who may do what. */
@Resolver(() => JobAlertObject)
export class JobAlertResolver {
  @Query(() => [JobAlertObject], {
    description: "The viewer's job alerts, newest first (signed in).",
  })
  myJobAlerts(@Ctx() { services, viewer }: Context) {
    return services.jobAlerts.mine(viewer);
  }

  @Mutation(() => JobAlertObject, {
    description:
      'Keeps a search as an alert. Signed in: mails the account’s address. A guest gives email and is mailed a confirmation link first (state PENDING). Bad filters: BAD_USER_INPUT naming the field; 20 alerts on the address already: CONFLICT on email; too many from a guest: RATE_LIMITED.',
  })
  createJobAlert(
    @Arg('input', () => JobAlertInput, {
      description: 'The filters to keep, how often to mail, and a guest’s email.',
    })
    input: JobAlertInput,
    @Ctx() { services, viewer, req }: Context,
  ) {
    return services.jobAlerts.create(viewer, input, clientIp(req));
  }

  @Mutation(() => JobAlertObject, {
    description:
      'New filters and/or frequency for one of the viewer’s alerts; what is not given stays.',
  })
  updateJobAlert(
    @IdArg() id: string,
    @Arg('filter', () => JobFilter, { nullable: true, description: 'The new filters.' })
    filter: JobFilter | null | undefined,
    @Arg('frequency', () => JobAlertFrequencyEnum, {
      nullable: true,
      description: 'Instant or daily.',
    })
    frequency: JobAlertFrequency | null | undefined,
    @Ctx() { services, viewer }: Context,
  ) {
    return services.jobAlerts.update(viewer, id, {
      filter: filter ?? undefined,
      frequency: frequency ?? undefined,
    });
  }

  @Mutation(() => JobAlertObject, {
    description: 'Pauses one of the viewer’s alerts: it mails nothing until resumed.',
  })
  pauseJobAlert(@IdArg() id: string, @Ctx() { services, viewer }: Context) {
    return services.jobAlerts.setPaused(viewer, id, true);
  }

  @Mutation(() => JobAlertObject, { description: 'Resumes one of the viewer’s paused alerts.' })
  resumeJobAlert(@IdArg() id: string, @Ctx() { services, viewer }: Context) {
    return services.jobAlerts.setPaused(viewer, id, false);
  }

  @Mutation(() => ID, { description: 'Deletes one of the viewer’s alerts; its id.' })
  deleteJobAlert(@IdArg() id: string, @Ctx() { services, viewer }: Context) {
    return services.jobAlerts.delete(viewer, id);
  }

  @Mutation(() => JobAlertObject, {
    description:
      'Confirms a guest’s alert with the token of its mailed link (once). Forged, used or expired: BAD_USER_INPUT on token.',
  })
  confirmJobAlert(@TokenArg() token: string, @Ctx() { services }: Context) {
    return services.jobAlerts.confirm(token);
  }

  @Mutation(() => Boolean, {
    description:
      'Stops and deletes the alert of an alert mail’s unsubscribe link, without signing in. Forged or used: BAD_USER_INPUT on token, nothing changed.',
  })
  async unsubscribeJobAlert(@TokenArg() token: string, @Ctx() { services }: Context) {
    await services.jobAlerts.unsubscribe(token);
    return true;
  }
}
