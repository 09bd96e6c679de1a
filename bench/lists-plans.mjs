// The query plans of the job list (bench/lists.mjs prints them; decisions 044, 051): for every
// combination of the list's filters (q, types, locations, maxSalary, minSalary, maxExperience,
// includeClosed), the page after a cursor is run through the API's own JobListQuery against the
// seeded database, its list index built first, and the database is asked how it reads each
// statement the page ran: every one must seek (the list version and the page's rows by primary
// key: SQLite `SEARCH`, MySQL/MariaDB `const`, `eq_ref` or `range`). The matching itself runs on
// the list index, in the API's memory.
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
        r.table?.startsWith('<') || r.type === 'range' || r.type === 'eq_ref' || r.type === 'const',
    );
  const text = rows.map((r) => r.detail).join('\n');
  return !/\bSCAN\b/.test(text) && /SEARCH/.test(text);
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
  await lists.page(parseJobFilter(null), null, 1, 0); // builds the list index
  const names = Object.keys(FILTERS);
  const cursor = { at: new Date(Date.now() - 30 * 86_400_000), id: 'ffffffff' };
  const result = { checked: 0, seeking: 0, notSeeking: [] };
  for (let mask = 0; mask < 1 << names.length; mask++) {
    const filter = parseJobFilter(
      Object.fromEntries(names.filter((_, i) => mask & (1 << i)).map((n) => [n, FILTERS[n]])),
    );
    statements.length = 0;
    await lists.page(filter, cursor, 21, 0);
    const plans = [];
    for (const { sql, params } of statements)
      plans.push({
        sql,
        plan: await db.query(`${mysql ? 'EXPLAIN' : 'EXPLAIN QUERY PLAN'} ${sql}`, params),
      });
    result.checked++;
    const slow = plans.filter(({ plan }) => !seeks(plan, mysql));
    if (!slow.length) result.seeking++;
    else
      result.notSeeking.push({
        filter,
        sql: slow.map((p) => p.sql).join('\n'),
        plan: slow.flatMap((p) => p.plan),
      });
  }
  return result;
}
