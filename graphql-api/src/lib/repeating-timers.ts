import { log } from './log';

/**
 * The timers of a process's background sweeps: each runs its work after `nextMs()`, then again
 * after each run ends (a failed run is logged under `label`, and the next one still comes). The
 * timers do not keep the process alive; `stop` clears them and waits for a run under way.
 */
export class RepeatingTimers {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly running = new Set<Promise<unknown>>();
  private stopped = false;

  constructor(private readonly label: string) {}

  /** Runs `work` after `nextMs()` ms, and again after each run, until `stop`. */
  every(name: string, work: () => Promise<unknown>, nextMs: () => number): this {
    const run = () => {
      if (this.stopped) return;
      const timer = setTimeout(() => {
        const running = work()
          .catch((error: unknown) =>
            log.warn({ err: error }, `${this.label}: ${name} sweep failed`),
          )
          .finally(() => {
            this.running.delete(running);
            run();
          });
        this.running.add(running);
      }, nextMs());
      timer.unref();
      this.timers.set(name, timer);
    };
    run();
    return this;
  }

  /** Stops the timers and waits for a run under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    await Promise.all(this.running);
  }
}
