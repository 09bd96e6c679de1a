import 'reflect-metadata';
import { loadConfig } from '../config';
import { openDatabase } from '../db/data-source';
import { type Clock, systemClock } from '../lib/clock';
import { modules } from '../modules';
import { createServices } from '../services';
import { runMain } from '../startup-error';

export const USAGE =
  'Usage: npm run reconcile -- [--days N]   (open orders of the last N days, 7 by default, 1 to 90)';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * npm run reconcile: asks Razorpay about every order still open (created or failed) from the last
 * days, and completes those it reports captured for the order's amount, as a verify or webhook
 * would (decision 026). Exit code 0, 1 when some order could not be checked, 2 for bad arguments.
 */
export async function reconcileCommand(
  args: string[],
  env?: Record<string, string | undefined>,
  out: Pick<Console, 'log' | 'error'> = console,
  clock: Clock = systemClock,
): Promise<number> {
  const days = daysOf(args);
  if (days === undefined) {
    out.error(USAGE);
    return 2;
  }
  const config = loadConfig(env);
  const db = await openDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
  const services = createServices({ db, config, clock });
  try {
    if (services.paymentGateway.mode !== 'razorpay') {
      out.error(
        `Reconcile asks Razorpay: set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET (payments are in ${services.paymentGateway.mode} mode; the sandbox keeps its payments inside the running API).`,
      );
      return 1;
    }
    const report = await services.payments.reconcile(
      new Date(clock.now().getTime() - days * DAY_MS),
    );
    out.log(
      `Reconcile: ${report.checked} open order(s) of the last ${days} day(s) checked, ${report.completed.length} completed, ${report.errors.length} could not be checked.`,
    );
    for (const order of report.completed)
      out.log(`  completed ${order.id} (${order.providerOrderId})`);
    for (const { order, message } of report.errors)
      out.error(`  ${order.id} (${order.providerOrderId}): ${message}`);
    return report.errors.length ? 1 : 0;
  } finally {
    for (const module of modules) await module.stop?.(services);
    await db.destroy();
  }
}

function daysOf(args: string[]): number | undefined {
  if (!args.length) return 7;
  const [flag, value, ...rest] = args;
  const days = Number(value);
  return flag === '--days' && !rest.length && Number.isInteger(days) && days >= 1 && days <= 90
    ? days
    : undefined;
}

if (require.main === module) runMain(() => reconcileCommand(process.argv.slice(2)));
