/**
 * A tiny per-process cache for hot public reads (the job list): entries live `ttlMs`, concurrent
 * misses share one load (no stampede), a failed load is forgotten, and the owner clears it on
 * every write it makes. Other API instances may serve an entry up to `ttlMs` old, so only data
 * that may be that stale goes in; it is never the source of truth (docs/architecture.md#layout).
 */
export class ReadCache<T> {
  private readonly entries = new Map<string, { value: Promise<T>; at: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
  ) {}

  get(key: string, load: () => Promise<T>): Promise<T> {
    const now = performance.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.ttlMs) return hit.value;
    const value = load();
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { value, at: now });
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
