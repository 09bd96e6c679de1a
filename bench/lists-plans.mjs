// The query plans of the job list (bench/lists.mjs prints them; decision 044): for every
// combination of the list's filters (q, types, locations, maxSalary, minSalary, maxExperience,
// includeClosed), the page after a cursor, the capped count and the title suggestions are run
// through the API's own JobListQuery against the seeded database, and the database is asked how it
// reads each statement. A page after a cursor must seek: a range of IDX_jobs_list (SQLite
// `SEARCH … (createdAt<?)`, MySQL/MariaDB `range`), or the words index when a title is searched.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { require } from './seeded-api.mjs';

const api = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'graphql-api', 'dist');
const { JobListQuery } = require(path.join(api, 'modules', 'jobs', 'job-list.query.js'));
const { parseJobFilter } = require(path.join(api, 'modules', 'jobs', 'job.rules.js'));
const { AppCalendar } = require(path.join(api, 'lib', 'app-calendar.js'));
const { systemClock } = require(path.join(api, 'lib', 'clock.js'));
const { isMysql } = require(path.join(api, 'db', 'dialect.js'));

const FILTERS = {
  q: 'react dev',
  types: ['FULL_TIME', 'CONTRACT'],
  locations: ['REMOTE'],
  maxSalary: 1_500_000,
  minSalary: 500_000,
  maxExperience: 3,
  includeClosed: true,
};

/** Whether a plan reads a bounded part of the table (a seek), from EXPLAIN's rows. */
function seeks(rows, mysql) {
  if (mysql)
    return rows.every(
      (r) =>
        r.table?.startsWith('<') ||
        r.type === 'range' ||
        r.type === 'fulltext' ||
        r.type === 'eq_ref' ||
        r.type === 'const',
    );
  const text = rows.map((r) => r.detail).join('\n');
  return !/\bSCAN (jobs|TABLE jobs)\b/.test(text) && /SEARCH|VIRTUAL TABLE INDEX/.test(text);
}

/**
 * Runs the list's statements for every filter combination and answers what each plan does:
 * { checked, seeking, notSeeking: [{ filter, sql, plan }] }.
 */
export async function checkPlans(db, appTimezone) {
  const mysql = isMysql(db);
  const statements = [];
  // The API's JobListQuery on a manager that notes each statement before running it.
  const manager = new Proxy(db.manager, {
    get(target, name) {
      if (name === 'query')
        return (sql, params) => {
          statements.push({ sql, params });
          return target.query(sql, params);
        };
      const value = target[name];
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  const lists = new JobListQuery(manager, new AppCalendar(systemClock, appTimezone));
  const names = Object.keys(FILTERS);
  const cursor = { at: new Date(Date.now() - 30 * 86_400_000), id: 'ffffffff' };
  const result = { checked: 0, seeking: 0, notSeeking: [] };
  for (let mask = 0; mask < 1 << names.length; mask++) {
    const filter = parseJobFilter(
      Object.fromEntries(names.filter((_, i) => mask & (1 << i)).map((n) => [n, FILTERS[n]])),
    );
    statements.length = 0;
    await lists.page(filter, cursor, 21, 0);
    // The page's read in list order (on SQLite a search first asks the words index how common its
    // words are, decision 047).
    const pageAfterCursor = statements.find(({ sql }) => sql.includes('ORDER BY'));
    const plan = await db.query(
      `${mysql ? 'EXPLAIN' : 'EXPLAIN QUERY PLAN'} ${pageAfterCursor.sql}`,
      pageAfterCursor.params,
    );
    result.checked++;
    if (seeks(plan, mysql)) result.seeking++;
    else result.notSeeking.push({ filter, sql: pageAfterCursor.sql, plan });
  }
  return result;
}
