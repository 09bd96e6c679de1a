import 'reflect-metadata';
import { ensureTemplate } from './template-db';

/** Jest globalSetup (SQLite project): migrate the template database once per set of migrations. */
export default async function globalSetup(): Promise<void> {
  await ensureTemplate();
}
