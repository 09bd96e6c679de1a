/** A test that makes the code log an unexpected console.error fails (CONTRIBUTING.md#rules). */
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
