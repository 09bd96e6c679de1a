import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { refusedSchemaChanges } from '../../src/graphql/schema-changes';

/**
 * The published schema only loses what it deprecated first (decision 101): the rule on small
 * schemas, then on every committed schema.graphql since the rule began, and the file as it is now.
 */

const BEFORE = `
  "Reads." type Query {
    "A job." job(id: ID!, "Old." legacy: String @deprecated(reason: "Gone."), kept: String): Job
    "Jobs." jobs: [Job!]!
  }
  "A job." type Job {
    "Id." id: ID!
    "Title." title: String!
    "Old." salary: Int @deprecated(reason: "Use salaryRange.")
    "Kind." kind: Kind!
  }
  "Kinds." enum Kind { "A." FULL_TIME "B." PART_TIME "C." TEMP @deprecated(reason: "Unused.") }
`;

const after = (edit: (sdl: string) => string) => refusedSchemaChanges(BEFORE, edit(BEFORE));

test('removing what was deprecated, or adding, is allowed', () => {
  expect(after((s) => s)).toEqual([]);
  expect(after((s) => s.replace(/"Old\." salary[^\n]*\n/, ''))).toEqual([]);
  expect(after((s) => s.replace(' "C." TEMP @deprecated(reason: "Unused.")', ''))).toEqual([]);
  expect(
    after((s) => s.replace(', "Old." legacy: String @deprecated(reason: "Gone.")', '')),
  ).toEqual([]);
  expect(after((s) => s.replace('"Id." id: ID!', '"Id." id: ID!\n "New." city: String'))).toEqual(
    [],
  );
});

test('removing what was not deprecated is refused, naming it', () => {
  expect(after((s) => s.replace('"Title." title: String!', ''))).toEqual([
    'Job.title was removed without @deprecated first.',
  ]);
  expect(after((s) => s.replace(' "B." PART_TIME', ''))).toEqual([
    'Kind.PART_TIME was removed without @deprecated first.',
  ]);
  expect(after((s) => s.replace(', kept: String', ''))).toEqual([
    'Query.job(kept) was removed without @deprecated first.',
  ]);
});

test('any other break of a caller is refused', () => {
  expect(after((s) => s.replace('"Title." title: String!', '"Title." title: Int!'))).toEqual([
    'Job.title changed type from String! to Int!. Add a new one and deprecate this one instead.',
  ]);
  expect(after((s) => s.replace('kept: String)', 'kept: String, must: Int!)'))).toHaveLength(1);
});

const ROOT = path.resolve(__dirname, '..', '..', '..');
const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();

test('no commit since the rule began, nor the working file, broke the schema before it', () => {
  const [start] = git(
    'log',
    '--diff-filter=A',
    '--format=%H',
    '--',
    'graphql-api/src/graphql/schema-changes.ts',
  ).split('\n');
  // Before the rule's own first commit lands, the rule begins at HEAD.
  const since = start ? `${start}^` : 'HEAD';
  const commits = git('log', '--reverse', '--format=%H', `${since}..HEAD`, '--', 'schema.graphql')
    .split('\n')
    .filter(Boolean);
  const versions = [
    { at: since, sdl: git('show', `${since}:schema.graphql`) },
    ...commits.map((c) => ({ at: c, sdl: git('show', `${c}:schema.graphql`) })),
    { at: 'the working tree', sdl: fs.readFileSync(path.join(ROOT, 'schema.graphql'), 'utf8') },
  ];
  const refused = versions
    .slice(1)
    .flatMap(({ at, sdl }, i) =>
      refusedSchemaChanges(versions[i].sdl, sdl).map((r) => `${at}: ${r}`),
    );
  expect(refused).toEqual([]);
});
