import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The built server as a user runs it (`node dist/server.js`, or a command: `cli/migrate.js`) in a
 * child process, for tests of what it prints and its exit code. Every child is killed after a time
 * limit.
 */
const API_ROOT = path.resolve(__dirname, '..');
let build: string;
let tmp: string;

/**
 * Builds the API once for this test file (before its tests) and removes the build after them;
 * `startServer` and the rest run that build.
 */
export function useBuiltApi(): void {
  beforeAll(() => {
    // Each jest project builds its own copy (inside graphql-api/, so node_modules resolve), never dist/.
    build = fs.mkdtempSync(path.join(API_ROOT, '.startup-build-'));
    execFileSync(
      process.execPath,
      [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.build.json', '--outDir', build],
      { cwd: API_ROOT },
    );
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'devjobs-startup-'));
  }, 120_000);

  afterAll(() => {
    fs.rmSync(build, { recursive: true, force: true });
    fs.rmSync(tmp, { recursive: true, force: true });
  });
}

/** The test file's scratch folder, removed after its tests. */
export const scratchDir = () => tmp;

export type Run = { code: number | null; stdout: string; stderr: string; ms: number };
export type Running = {
  stdout(): string;
  stderr(): string;
  exited: Promise<Run>;
  stop(): Promise<Run>;
};

let dirs = 0;
export const freshDir = () => fs.mkdtempSync(path.join(tmp, `data-${++dirs}-`));

/** Starts the server (or a command: `cli/migrate.js …`) with only these settings (ports 0 = any free port, unless given). */
export function startServer(
  env: Record<string, string>,
  limitMs: number,
  command = ['server.js'],
): Running {
  const [script, ...args] = command;
  const child = spawn(process.execPath, [path.join(build, script), ...args], {
    cwd: API_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      PORT: '0',
      STOREFRONT_PORT: '0',
      ADMIN_PORT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const started = Date.now();
  const timer = setTimeout(() => child.kill('SIGKILL'), limitMs);
  const exited = new Promise<Run>((resolve) =>
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, ms: Date.now() - started });
    }),
  );
  return {
    stdout: () => stdout,
    stderr: () => stderr,
    exited,
    stop: () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

/** Runs the server expecting it to stop by itself within `limitMs` (killed, and so failing, after that). */
export const runServer = (env: Record<string, string>, limitMs = 10_000, command?: string[]) =>
  startServer(env, limitMs, command).exited;

/** Waits for the start-up banner; returns it and the running server. */
export async function startedServer(
  env: Record<string, string>,
): Promise<{ server: Running; banner: string }> {
  const server = startServer(env, 60_000);
  const deadline = Date.now() + 50_000;
  while (!/DevJobs is running[\s\S]*Mail.*\n/.test(server.stdout())) {
    const done = await Promise.race([server.exited, new Promise((r) => setTimeout(r, 100))]);
    if (done || Date.now() > deadline) {
      await server.stop();
      throw new Error(`the server did not start:\n${server.stdout()}\n${server.stderr()}`);
    }
  }
  return { server, banner: server.stdout() };
}

/** A start-up failure as the user should see it: exit code 1, one line on stderr, no stack, no "running". */
export function expectOneLineFailure(run: Run, line: string | RegExp) {
  expect(run.stderr.trim()).toMatch(
    typeof line === 'string'
      ? new RegExp(`^${line.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)
      : line,
  );
  expect(run.stderr.trim().split('\n')).toHaveLength(1);
  expect(run.stdout).not.toContain('running');
  expect(run.code).toBe(1);
}
