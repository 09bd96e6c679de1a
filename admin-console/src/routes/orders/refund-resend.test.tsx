import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { canResend, resendableAt, useCanResend } from './refund-resend';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const asked = Date.parse('2026-11-28T10:00:00.000Z');
type Refund = { status: string; providerRefundId: string | null; createdAt: string };
const stuck: Refund = {
  status: 'PENDING',
  providerRefundId: null,
  createdAt: new Date(asked).toISOString(),
};

describe('a refund Razorpay never answered may be sent again', () => {
  test('30 seconds after it was asked for, and not a moment before', () => {
    expect(resendableAt(stuck)).toBe(asked + 30_000);
    expect(canResend(stuck, asked)).toBe(false);
    expect(canResend(stuck, asked + 29_999)).toBe(false);
    expect(canResend(stuck, asked + 30_000)).toBe(true);
    expect(canResend(stuck, asked + 3_600_000)).toBe(true);
  });

  test('never once Razorpay answered it (its rfnd_… id) or it ended', () => {
    const later = asked + 3_600_000;
    expect(canResend({ ...stuck, providerRefundId: 'rfnd_1' }, later)).toBe(false);
    expect(canResend({ ...stuck, status: 'PROCESSED' }, later)).toBe(false);
    expect(canResend({ ...stuck, status: 'FAILED' }, later)).toBe(false);
    expect(resendableAt({ ...stuck, providerRefundId: 'rfnd_1' })).toBeNull();
    expect(resendableAt({ ...stuck, createdAt: 'not a date' })).toBeNull();
  });
});

describe('the page learns when a refund may be sent again', () => {
  let container: HTMLDivElement;
  let root: Root;
  beforeEach(() => {
    jest.useFakeTimers({ now: asked + 5_000 });
    container = document.body.appendChild(document.createElement('div'));
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    jest.useRealTimers();
  });

  function Shown({ refund }: { refund: Refund }) {
    return <p>{useCanResend(refund) ? 'Send again' : 'Waiting'}</p>;
  }

  test('from one timer set for the 30th second, not by polling', () => {
    act(() => root.render(<Shown refund={stuck} />));
    expect(container.textContent).toBe('Waiting');
    expect(jest.getTimerCount()).toBe(1);

    act(() => jest.advanceTimersByTime(24_999));
    expect(container.textContent).toBe('Waiting');
    act(() => jest.advanceTimersByTime(1));
    expect(container.textContent).toBe('Send again');
    expect(jest.getTimerCount()).toBe(0);

    // Razorpay answers at last (its rfnd_… id): the button goes.
    act(() => root.render(<Shown refund={{ ...stuck, providerRefundId: 'rfnd_1' }} />));
    expect(container.textContent).toBe('Waiting');
    expect(jest.getTimerCount()).toBe(0);
  });

  test('at once for a refund already 30 seconds old, and never for one answered', () => {
    act(() =>
      root.render(
        <Shown refund={{ ...stuck, createdAt: new Date(asked - 60_000).toISOString() }} />,
      ),
    );
    expect(container.textContent).toBe('Send again');
    expect(jest.getTimerCount()).toBe(0);

    act(() => root.render(<Shown refund={{ ...stuck, status: 'PROCESSED' }} />));
    expect(container.textContent).toBe('Waiting');
    expect(jest.getTimerCount()).toBe(0);
  });
});
