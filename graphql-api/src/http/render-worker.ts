import { parentPort, workerData } from 'node:worker_threads';
import type { FormattedExecutionResult } from 'graphql';
import type { FromRenderWorker, RenderBundle, ToRenderWorker } from './render-pool';

/**
 * A render worker thread (render-pool.ts, decision 049): it loads the storefront's server bundle
 * and renders the pages it is sent, each page's GraphQL sent back to the API's thread to run.
 */
const port = parentPort;
if (!port) throw new Error('render-worker.js runs as a worker thread of the API');

// eslint-disable-next-line @typescript-eslint/no-require-imports
const bundle = require((workerData as { entry: string }).entry) as RenderBundle;
const renders = new Map<number, AbortController>();
const operations = new Map<
  number,
  { resolve(result: FormattedExecutionResult): void; reject(error: Error): void }
>();
let lastOperation = 0;
const send = (message: FromRenderWorker) => port.postMessage(message);

port.on('message', (message: ToRenderWorker) => {
  switch (message.type) {
    case 'render': {
      const { id, url, formOutcome } = message;
      const abort = new AbortController();
      renders.set(id, abort);
      bundle
        .render({
          url,
          formOutcome,
          signal: abort.signal,
          execute: (operation) =>
            new Promise((resolve, reject) => {
              const operationId = ++lastOperation;
              operations.set(operationId, { resolve, reject });
              send({ type: 'execute', id, operationId, operation });
            }),
        })
        .then(
          (page) => send({ type: 'rendered', id, page }),
          (error: unknown) =>
            send({
              type: 'failed',
              id,
              message: error instanceof Error ? (error.stack ?? error.message) : String(error),
            }),
        )
        .finally(() => renders.delete(id));
      return;
    }
    case 'executed': {
      const operation = operations.get(message.operationId);
      operations.delete(message.operationId);
      if (message.error === undefined) operation?.resolve(message.result!);
      else operation?.reject(new Error(message.error));
      return;
    }
    case 'abort':
      renders.get(message.id)?.abort();
      return;
  }
});
