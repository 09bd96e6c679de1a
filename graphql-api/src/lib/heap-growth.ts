import { setFlagsFromString } from 'node:v8';

/**
 * How far V8 lets the API's heap grow past what survived its last full collection: to twice that
 * (decision 066). Left to itself V8 takes up to four times under a fast allocation rate, and the
 * API's RSS at peak followed the request rate rather than what it holds.
 */
export const HEAP_GROWING_PERCENT = 100;

/**
 * Sets the growth for this process (every thread: the render workers too). V8 reads the flag at
 * each full collection, so setting it after start holds from the next one; `NODE_OPTIONS` refuses it.
 */
export function boundHeapGrowth(): void {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
