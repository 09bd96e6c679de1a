/** A test that makes the code log an unexpected console.error fails (STYLE house rule 10). */
let logged: unknown[][] = [];
let allowed = false;

/** Call inside a test that deliberately triggers a logged error (an internal 500, say). */
export function allowConsoleErrors() {
  allowed = true;
}

beforeEach(() => {
  logged = [];
  allowed = false;
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    logged.push(args);
  });
});

afterEach(() => {
  (console.error as jest.Mock).mockRestore();
  if (logged.length && !allowed) {
    throw new Error(`Unexpected console.error:\n${logged.map((args) => args.map(String).join(' ')).join('\n')}`);
  }
});
