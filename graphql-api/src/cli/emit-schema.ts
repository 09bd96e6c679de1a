import 'reflect-metadata';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { printAppSchema } from '../graphql/print-schema';
import { refusedSchemaChanges } from '../graphql/schema-changes';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const FILE = path.join(ROOT, 'schema.graphql');

/** The published schema: schema.graphql as last committed (the file itself outside a checkout). */
function publishedSchema(): string {
  try {
    return execFileSync('git', ['show', 'HEAD:schema.graphql'], {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return fs.readFileSync(FILE, 'utf8');
  }
}

/**
 * npm run schema: writes the top-level schema.graphql from the resolvers, unless the change would
 * break a caller of the published one (decision 101): then it lists why and writes nothing.
 */
void printAppSchema().then((text) => {
  const refused = refusedSchemaChanges(publishedSchema(), text);
  if (refused.length > 0) {
    console.error(`schema.graphql not written (decision 101):\n- ${refused.join('\n- ')}`);
    process.exitCode = 1;
    return;
  }
  fs.writeFileSync(FILE, text);
  console.log(`Wrote ${FILE}`);
});
