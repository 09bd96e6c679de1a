import { ConfigError } from './config';

/**
 * A start-up failure the user can fix (a taken port, a database that cannot be opened). Its message
 * is one line naming the setting and what to do; it is printed alone, without a stack.
 */
export class StartupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartupError';
  }
}

/**
 * Runs the main function of the server or a command and exits with its code (0 when it returns
 * nothing). A ConfigError or StartupError prints its message alone; anything else its stack. Both exit 1.
 */
export function runMain(main: () => Promise<number | void>): void {
  main().then(
    (code) => {
      if (typeof code === 'number') process.exit(code);
    },
    (error: unknown) => {
      console.error(
        error instanceof StartupError || error instanceof ConfigError ? error.message : error,
      );
      process.exit(1);
    },
  );
}
