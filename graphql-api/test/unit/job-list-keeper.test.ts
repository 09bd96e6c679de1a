import { JobListIndexKeeper } from '../../src/modules/jobs/job-list-index-keeper';
import type { IndexedJob } from '../../src/modules/jobs/job-list-index';

/** A database stand-in whose list version answers only when the test says so. */
function slowSource() {
  const answers: ((version: number) => void)[] = [];
  let version = 1;
  return {
    reads: () => answers.length,
    /** Answers every read under way with the version as it is now. */
    answer: () => answers.splice(0).forEach((resolve) => resolve(version)),
    bump: () => version++,
    source: {
      version: () => new Promise<number>((resolve) => answers.push(resolve)),
      async *jobs(): AsyncGenerator<IndexedJob[]> {
        yield [];
      },
    },
  };
}

describe('the list index keeper reads the list version (decision 051)', () => {
  test('reads under way at once share one version read', async () => {
    const db = slowSource();
    const keeper = new JobListIndexKeeper(db.source);
    const reads = [keeper.current(), keeper.current(), keeper.current()];
    expect(db.reads()).toBe(1);
    db.answer();
    const [a, b, c] = await Promise.all(reads);
    expect(b).toBe(a);
    expect(c).toBe(a);
  });

  test("a read after this instance's write never shares a version read begun before it", async () => {
    const db = slowSource();
    const keeper = new JobListIndexKeeper(db.source);
    const before = keeper.current();
    db.bump();
    keeper.noteWrite();
    const after = keeper.current();
    // The read after the write asked the database itself.
    expect(db.reads()).toBe(2);
    db.answer();
    await Promise.all([before, after]);
  });
});
