/**
 * @jest-environment jsdom
 */
import { describe, expect, test } from '@jest/globals';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { usePurchase, type PurchaseStep } from './purchase';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The hook in a component, as a Buy button uses it; `current` is its latest answer. */
function mount() {
  const seen: { current: ReturnType<typeof usePurchase> | null } = { current: null };
  function Probe() {
    seen.current = usePurchase();
    return null;
  }
  const root = createRoot(document.createElement('div'));
  act(() => root.render(<Probe />));
  return { seen, unmount: () => act(() => root.unmount()) };
}

/** A flow the test moves by hand: `next(step)` reports a step, `finish()` ends it. */
function manualFlow() {
  let report: (step: PurchaseStep) => void = () => undefined;
  let finish: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (finish = resolve));
  let runs = 0;
  const flow = (step: (step: PurchaseStep) => void) => {
    runs += 1;
    report = step;
    return done;
  };
  return {
    flow,
    runs: () => runs,
    next: (step: PurchaseStep) => report(step),
    finish: () => finish(),
  };
}

describe('one purchase at a time on a page', () => {
  test('the busy item moves through its steps and is cleared when the flow ends', async () => {
    const { seen, unmount } = mount();
    const buy = manualFlow();
    let started!: Promise<void>;
    act(() => void (started = seen.current!.start('course-1', buy.flow)));
    expect(seen.current!.busy).toEqual({ item: 'course-1', step: 'ordering' });
    act(() => buy.next('paying'));
    expect(seen.current!.busy).toEqual({ item: 'course-1', step: 'paying' });
    act(() => buy.next('verifying'));
    expect(seen.current!.busy).toEqual({ item: 'course-1', step: 'verifying' });
    await act(async () => {
      buy.finish();
      await started;
    });
    expect(seen.current!.busy).toBeNull();
    unmount();
  });

  test('a second Buy while one runs starts nothing; after it ends, the next one starts', async () => {
    const { seen, unmount } = mount();
    const first = manualFlow();
    const second = manualFlow();
    let started!: Promise<void>;
    act(() => void (started = seen.current!.start('pdf-1', first.flow)));
    await act(() => seen.current!.start('pdf-2', second.flow));
    expect(second.runs()).toBe(0);
    expect(seen.current!.busy?.item).toBe('pdf-1');
    await act(async () => {
      first.finish();
      await started;
    });
    act(() => void seen.current!.start('pdf-2', second.flow));
    expect(second.runs()).toBe(1);
    expect(seen.current!.busy).toEqual({ item: 'pdf-2', step: 'ordering' });
    unmount();
  });

  test('a flow that fails frees the page for the next purchase', async () => {
    const { seen, unmount } = mount();
    await act(async () => {
      await expect(
        seen.current!.start('course-1', () => Promise.reject(new Error('payment window closed'))),
      ).rejects.toThrow('payment window closed');
    });
    expect(seen.current!.busy).toBeNull();
    const next = manualFlow();
    act(() => void seen.current!.start('course-1', next.flow));
    expect(next.runs()).toBe(1);
    unmount();
  });
});
