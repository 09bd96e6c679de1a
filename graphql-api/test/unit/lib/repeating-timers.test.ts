import { logTo } from '../../../src/lib/log';
import { RepeatingTimers } from '../../../src/lib/repeating-timers';

/**
 * The background sweeps' timers (job alerts, course reminders): a run waits its delay, the next one
 * waits for the run before it, a failed run does not stop the next, and `stop` waits for a run
 * under way and starts no other.
 */
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('runs after its first delay, then after each run ends; a failure is logged and the next still comes', async () => {
  const lines: string[] = [];
  const previous = logTo({ write: (line) => void lines.push(line) });
  const delays = [30_000, 3_600_000];
  let runs = 0;
  const timers = new RepeatingTimers('courses').every(
    'reminder',
    async () => {
      runs++;
      if (runs === 2) throw new Error('database gone');
    },
    () => delays[Math.min(runs, 1)],
  );
  await jest.advanceTimersByTimeAsync(29_999);
  expect(runs).toBe(0);
  await jest.advanceTimersByTimeAsync(1);
  expect(runs).toBe(1);
  await jest.advanceTimersByTimeAsync(3_600_000);
  expect(runs).toBe(2);
  expect(
    lines.map((line) => JSON.parse(line) as { msg: string; err?: { message: string } }),
  ).toEqual([
    expect.objectContaining({
      msg: 'courses: reminder sweep failed',
      err: expect.objectContaining({ message: 'database gone' }),
    }),
  ]);
  await jest.advanceTimersByTimeAsync(3_600_000);
  expect(runs).toBe(3);
  await timers.stop();
  await jest.advanceTimersByTimeAsync(10 * 3_600_000);
  expect(runs).toBe(3);
  logTo(previous);
});

test('stop waits for a run under way and starts no other', async () => {
  let finish = () => {};
  let runs = 0;
  const timers = new RepeatingTimers('alerts').every(
    'instant',
    () => {
      runs++;
      return new Promise<void>((resolve) => (finish = resolve));
    },
    () => 30_000,
  );
  await jest.advanceTimersByTimeAsync(30_000);
  expect(runs).toBe(1);
  let stopped = false;
  const stopping = timers.stop().then(() => (stopped = true));
  await jest.advanceTimersByTimeAsync(0);
  expect(stopped).toBe(false);
  finish();
  await stopping;
  await jest.advanceTimersByTimeAsync(120_000);
  expect(runs).toBe(1);
});
