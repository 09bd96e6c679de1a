import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { printAppSchema } from '../graphql/print-schema';

/** npm run schema: writes the top-level schema.graphql from the resolvers. */
void printAppSchema().then((text) => {
  const file = path.resolve(__dirname, '..', '..', '..', 'schema.graphql');
  fs.writeFileSync(file, text);
  console.log(`Wrote ${file}`);
});
