import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { SavedJob } from '../../src/modules/saved-jobs/saved-job.entity';

/** `count` saved rows of `userId`, each of a job id no job has, saved a second apart (for the cap). */
export async function savedRows(db: DataSource, userId: string, count: number): Promise<void> {
  const start = Date.now() - count * 1000;
  const rows = Array.from({ length: count }, (_, i) => ({
    id: randomUUID(),
    userId,
    jobId: randomUUID(),
    createdAt: new Date(start + i * 1000),
    appliedAt: null,
    note: null,
  }));
  for (let i = 0; i < rows.length; i += 100)
    await db.getRepository(SavedJob).insert(rows.slice(i, i + 100));
}
