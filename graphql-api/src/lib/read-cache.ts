/**
 * A tiny per-process cache for hot public reads (the job list): entries live `ttlMs`, concurrent
 * misses share one load (no stampede), a failed load is forgotten, and the owner clears it on
 * every write it makes. Entries past their time are dropped as new ones come in, so what it holds
 * is what was read in the last `ttlMs`, never more than `maxEntries`. Other API instances may serve an entry up to `ttlMs` old, so only data
 * that may be that stale goes in; it is never the source of truth (docs/architecture.md#layout).
 */
export class ReadCache<T> {
  private readonly entries = new Map<string, { value: Promise<T>; at: number }>();
  private swept = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
  ) {}

  get(key: string, load: () => Promise<T>): Promise<T> {
    const now = performance.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.ttlMs) return hit.value;
    this.dropExpired(now);
    const value = load();
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.delete(key); // set again at the end, in time order
    this.entries.set(key, { value, at: now });
    return value;
  }

  clear(): void {
    this.entries.clear();
  }

  /** How many entries it holds now. */
  get size(): number {
    return this.entries.size;
  }

  /** At most once per `ttlMs`: entries are in insertion order, so the expired ones come first. */
  private dropExpired(now: number): void {
    if (now - this.swept < this.ttlMs) return;
    this.swept = now;
    for (const [key, entry] of this.entries) {
      if (now - entry.at < this.ttlMs) break;
      this.entries.delete(key);
    }
  }
}
