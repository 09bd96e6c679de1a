import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { FormattedExecutionResult } from 'graphql';
import type { FormOutcome } from '../contract/form-outcome';

/** One GraphQL operation of a render, as the storefront's server bundle sends it. */
export type RenderOperation = {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
};

/** What the bundle's `render` takes (storefront/src/entry-server.tsx, ServerRenderRequest). */
export type RenderRequest = {
  url: string;
  /** What a form posted without JavaScript came to, for the page to show (http/page-forms.ts). */
  formOutcome?: FormOutcome;
  execute(operation: RenderOperation): Promise<FormattedExecutionResult>;
  signal: AbortSignal;
};

/** What it gives (ServerRenderResult). */
export type RenderResult = {
  status: number;
  location?: string;
  html: string;
  head: string;
  state: string;
  passes: number;
};

/** The part of the bundle a render worker uses. */
export type RenderBundle = { render(request: RenderRequest): Promise<RenderResult> };

export type ToRenderWorker =
  | { type: 'render'; id: number; url: string; formOutcome?: FormOutcome }
  | { type: 'abort'; id: number }
  | { type: 'executed'; operationId: number; result?: FormattedExecutionResult; error?: string };

export type FromRenderWorker =
  | { type: 'execute'; id: number; operationId: number; operation: RenderOperation }
  | { type: 'rendered'; id: number; page: RenderResult }
  | { type: 'failed'; id: number; message: string };

/** The worker's code, built beside this file (dist/http/render-worker.js); absent when run from source. */
export const RENDER_WORKER_FILE = path.join(__dirname, 'render-worker.js');

type Pending = {
  resolve(page: RenderResult): void;
  reject(error: Error): void;
  execute(operation: RenderOperation): Promise<FormattedExecutionResult>;
};
type Slot = { worker: Worker; renders: Map<number, Pending>; rendered: number };

/**
 * Renders under way per worker past which the pool is busy: about 80 ms of a worker's work (a job
 * page takes about 10 ms). A page asked for then is not rendered but sent as the client-only shell.
 */
export const RENDERS_PER_WORKER = 8;

/**
 * A worker's V8 heap: a render's live objects take about 45 MB with the bundle, and without limits
 * V8 let a worker's heap grow to 130 MB of mostly garbage under load (decision 049). A worker that
 * runs out is started again; its renders under way are the shell.
 */
const WORKER_HEAP = { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 16 };

/**
 * Renders pages on worker threads (decision 049): React's render is synchronous, and a job page's
 * took about 10 ms of the event loop, during which no other request of the API was answered. Each
 * worker loads the server bundle; a page's GraphQL still runs on the API's thread (its services,
 * its database connections), sent by `execute`. A page goes to the worker with the fewest renders
 * under way; when all are busy (RENDERS_PER_WORKER), the caller sends the client-only shell rather
 * than wait. A worker that stops is started again, unless it never rendered a page (a bundle that
 * cannot load in a worker): with no worker left, `available()` is false and the caller renders
 * in its own thread.
 */
export class RenderPool {
  private readonly slots: Slot[] = [];
  private lastId = 0;
  private closed = false;

  constructor(
    private readonly options: {
      entry: string;
      size: number;
      workerFile?: string;
      log: (message: string, error?: unknown) => void;
    },
  ) {
    for (let i = 0; i < options.size; i++) this.slots.push(this.start());
  }

  /** Whether a worker is there to render. */
  available(): boolean {
    return this.slots.length > 0;
  }

  /** Whether every worker has RENDERS_PER_WORKER renders under way (or more). */
  busy(): boolean {
    return this.slots.every((slot) => slot.renders.size >= RENDERS_PER_WORKER);
  }

  /** Renders `url` on a worker, as the bundle's own `render` would. */
  render(request: RenderRequest): Promise<RenderResult> {
    const { url, formOutcome, signal } = request;
    const slot = this.slots.reduce((a, b) => (b.renders.size < a.renders.size ? b : a));
    const id = ++this.lastId;
    return new Promise<RenderResult>((resolve, reject) => {
      slot.renders.set(id, { resolve, reject, execute: (operation) => request.execute(operation) });
      this.post(slot, { type: 'render', id, url, formOutcome });
      signal.addEventListener('abort', () => this.post(slot, { type: 'abort', id }), {
        once: true,
      });
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.slots.splice(0).map((slot) => slot.worker.terminate()));
  }

  private start(): Slot {
    const worker = new Worker(this.options.workerFile ?? RENDER_WORKER_FILE, {
      workerData: { entry: this.options.entry },
      resourceLimits: WORKER_HEAP,
    });
    // Renders under way hold the process; an idle worker never does.
    worker.unref();
    const slot: Slot = { worker, renders: new Map(), rendered: 0 };
    worker.on('message', (message: FromRenderWorker) => this.receive(slot, message));
    worker.on('error', (error) => this.options.log('A render worker failed.', error));
    worker.on('exit', () => {
      for (const pending of slot.renders.values())
        pending.reject(new Error('the render worker stopped'));
      slot.renders.clear();
      const at = this.slots.indexOf(slot);
      if (at === -1 || this.closed) return;
      if (slot.rendered > 0) this.slots[at] = this.start();
      else this.slots.splice(at, 1);
    });
    return slot;
  }

  private receive(slot: Slot, message: FromRenderWorker) {
    const pending = slot.renders.get(message.id);
    if (!pending) return;
    if (message.type === 'execute') {
      const { operationId } = message;
      pending.execute(message.operation).then(
        (result) => this.post(slot, { type: 'executed', operationId, result }),
        (error: unknown) =>
          this.post(slot, { type: 'executed', operationId, error: String(error) }),
      );
      return;
    }
    slot.renders.delete(message.id);
    if (message.type === 'rendered') {
      slot.rendered++;
      pending.resolve(message.page);
    } else pending.reject(new Error(`the render failed in its worker: ${message.message}`));
  }

  private post(slot: Slot, message: ToRenderWorker) {
    slot.worker.postMessage(message);
  }
}

/** Whether this build has the worker's code (it does once built; not when run from source). */
export const renderWorkerBuilt = () => fs.existsSync(RENDER_WORKER_FILE);
