import { logTo } from '../src/lib/log';

/**
 * A test that makes the code log an unexpected error fails (CONTRIBUTING.md#rules). The API's
 * logger (src/lib/log.ts) writes JSON lines; here its errors reach console.error as its message
 * and, when it logged one, the error's text, where a test that expects one reads it.
 */
logTo({
  write(line: string) {
    const entry = JSON.parse(line) as {
      level: string;
      msg?: string;
      err?: string | { stack?: string; message?: string };
    };
    if (entry.level !== 'error' && entry.level !== 'fatal') return;
    const detail =
      typeof entry.err === 'string' ? entry.err : (entry.err?.stack ?? entry.err?.message);
    if (detail === undefined) console.error(entry.msg ?? '');
    else console.error(entry.msg ?? '', detail);
  },
});

let logged: unknown[][] = [];

beforeEach(() => {
  logged = [];
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    logged.push(args);
  });
});

afterEach(() => {
  (console.error as jest.Mock).mockRestore();
  if (logged.length) {
    throw new Error(
      `Unexpected console.error:\n${logged.map((args) => args.map(String).join(' ')).join('\n')}`,
    );
  }
});
