import { useTestApp } from '../harness';
import { takenSlugsQuery } from '../../src/modules/jobs/job-slugs';
import { aJob } from './job.factory';

const { t, admin } = useTestApp();

const slugOf = async (title: string) => {
  const reply = await admin.post('/api/jobs', aJob({ title }));
  expect(reply.status).toBe(201);
  return reply.body.slug as string;
};

describe('page names of new jobs', () => {
  test('finding a free page name reads a range of the unique slug index, never the whole table', async () => {
    for (let i = 0; i < 30; i++) await slugOf(`Filler Job ${i}`);
    const { sql, params } = takenSlugsQuery(
      t.db,
      'go-engineer',
      '00000000-0000-4000-8000-000000000000',
    );
    if (t.db.options.type === 'better-sqlite3') {
      const plan: { detail: string }[] = await t.db.query(`EXPLAIN QUERY PLAN ${sql}`, params);
      expect(plan.map((p) => p.detail).join(' | ')).toMatch(
        /SEARCH .*USING (COVERING )?INDEX UQ_jobs_slug \(slug>\? AND slug<\?\)/,
      );
    } else {
      const plan: { key: string | null; type: string }[] = await t.db.query(
        `EXPLAIN ${sql}`,
        params,
      );
      expect(plan).toHaveLength(1);
      expect(plan[0]).toMatchObject({ key: 'UQ_jobs_slug', type: 'range' });
    }
  });

  test('same titles still get -2, -3; look-alike page names and LIKE wildcards do not count as taken', async () => {
    // Neighbours of "data_ops-100%" in the index that are not its numbered twins.
    for (const title of ['Data_Ops 100%s', 'DataXOps 100%', 'Data_Ops 100%-lead', 'Data_Ops 100%.'])
      await slugOf(title);
    expect(await slugOf('Data_Ops 100%')).toBe('data_ops-100%');
    expect(await slugOf('Data_Ops 100%')).toBe('data_ops-100%-2');
    expect(await slugOf('data_ops 100%')).toBe('data_ops-100%-3');
    expect(await slugOf('DATA_OPS 100%')).toBe('data_ops-100%-4');
  });
});
