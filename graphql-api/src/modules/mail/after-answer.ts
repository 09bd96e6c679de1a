import { log } from '../../lib/log';

/**
 * Work a request starts and does not wait for (decision 079): what depends on an address a
 * stranger typed (a lookup, a unit of work, a mail) runs after the answer, so that the answer's
 * time tells nothing of what it finds. MailService owns one per app.
 */
export class AfterAnswer {
  private readonly running = new Set<Promise<void>>();
  /** The latest work per address (lower-cased), which the next one for it waits for. */
  private readonly byAddress = new Map<string, Promise<void>>();

  /**
   * Runs `work` on a later turn of the event loop, once the caller's answer is written (its first
   * steps, a render say, would otherwise run before the answer leaves). Work given the same
   * `address` runs in the order given. A failure is logged with `kind` and the error's class and
   * code only: no address, name or token (a driver's message may quote the row).
   */
  run(kind: string, work: () => Promise<void>, address?: string): void {
    const key = address?.toLowerCase();
    const before = key ? this.byAddress.get(key) : undefined;
    const turn = new Promise<void>((resolve) => setImmediate(resolve));
    const pending: Promise<void> = Promise.all([before, turn])
      .then(work)
      .catch((error: unknown) =>
        log.error(`mail: ${kind} failed in the background: ${errorKind(error)}`),
      );
    this.running.add(pending);
    if (key) this.byAddress.set(key, pending);
    void pending.finally(() => {
      this.running.delete(pending);
      if (key && this.byAddress.get(key) === pending) this.byAddress.delete(key);
    });
  }

  /** Resolves once the work given for `address` so far is done; without one, all work under way. */
  async settled(address?: string): Promise<void> {
    if (address === undefined) await Promise.all(this.running);
    else await this.byAddress.get(address.toLowerCase());
  }
}

/** What a background failure logs: the error's class and code, never its message. */
function errorKind(error: unknown): string {
  if (!(error instanceof Error)) return typeof error;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? `${error.name} ${code}` : error.name;
}
