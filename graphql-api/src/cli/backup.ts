import { loadConfig } from '../config';
import { writeBackup } from '../db/backup';
import { systemClock } from '../lib/clock';
import { runMain } from '../startup-error';

/**
 * npm run backup: writes a consistent copy of the configured database into BACKUP_DIR while the
 * API keeps serving (decision 109), and prints where. Returns the exit code.
 */
export async function backupCommand(
  env?: Record<string, string | undefined>,
  out = console,
): Promise<number> {
  const config = loadConfig(env);
  const started = Date.now();
  const { file, bytes } = await writeBackup(config, config.backupDir, systemClock.now());
  const size = `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  out.log(`Backup written: ${file} (${size} in ${Date.now() - started} ms)`);
  return 0;
}

if (require.main === module) runMain(() => backupCommand());
