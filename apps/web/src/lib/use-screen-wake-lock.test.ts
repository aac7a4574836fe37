import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useScreenWakeLock } from './use-screen-wake-lock';

/** A screen lock as the browser hands it out: released once, by the page or by the browser. */
class Sentinel extends EventTarget {
  readonly type = 'screen';
  released = false;
  async release(): Promise<void> {
    if (this.released) return;
    this.released = true;
    this.dispatchEvent(new Event('release'));
  }
}

let visibility: DocumentVisibilityState = 'visible';
let refuse = false;
const handedOut: Sentinel[] = [];
const request = vi.fn(async (type: string) => {
  if (refuse) throw new DOMException('Wake Lock permission request denied', 'NotAllowedError');
  expect(type).toBe('screen');
  const sentinel = new Sentinel();
  handedOut.push(sentinel);
  return sentinel;
});
const held = () => handedOut.filter((s) => !s.released);

async function show(state: DocumentVisibilityState): Promise<void> {
  visibility = state;
  await act(async () => void document.dispatchEvent(new Event('visibilitychange')));
}

beforeEach(() => {
  visibility = 'visible';
  refuse = false;
  handedOut.length = 0;
  request.mockClear();
  Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
  Object.defineProperty(document, 'visibilityState', { get: () => visibility, configurable: true });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'wakeLock');
  Reflect.deleteProperty(document, 'visibilityState');
});

describe('keeping the screen on', () => {
  it('holds a screen lock while mounted and lets it go when unmounted', async () => {
    const { unmount } = renderHook(() => useScreenWakeLock(true));
    await act(async () => undefined);
    expect(held()).toHaveLength(1);
    unmount();
    expect(held()).toHaveLength(0);
  });

  it('takes the lock again when the page shows after the browser let it go', async () => {
    renderHook(() => useScreenWakeLock(true));
    await act(async () => undefined);
    // Hidden: the browser releases the lock, and nothing is asked while the page stays hidden.
    await act(async () => handedOut[0]!.release());
    await show('hidden');
    expect(request).toHaveBeenCalledTimes(1);
    await show('visible');
    expect(request).toHaveBeenCalledTimes(2);
    expect(held()).toHaveLength(1);
    // Shown again while held: no second lock.
    await show('visible');
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('asks for nothing while disabled, nor of a browser without the API', async () => {
    const { rerender } = renderHook(({ on }) => useScreenWakeLock(on), { initialProps: { on: false } });
    await act(async () => undefined);
    expect(request).not.toHaveBeenCalled();
    rerender({ on: true });
    await act(async () => undefined);
    expect(held()).toHaveLength(1);
    rerender({ on: false });
    expect(held()).toHaveLength(0);

    Reflect.deleteProperty(navigator, 'wakeLock');
    expect(() => renderHook(() => useScreenWakeLock(true))).not.toThrow();
  });

  it('takes a refusal quietly and asks again when the page next shows', async () => {
    refuse = true;
    renderHook(() => useScreenWakeLock(true));
    await act(async () => undefined);
    expect(request).toHaveBeenCalledTimes(1);
    refuse = false;
    await show('hidden');
    await show('visible');
    expect(held()).toHaveLength(1);
  });

  it('lets a lock go that arrives after the page was left', async () => {
    let grant: (sentinel: Sentinel) => void = () => undefined;
    request.mockImplementationOnce(() => new Promise<Sentinel>((resolve) => (grant = resolve)));
    const { unmount } = renderHook(() => useScreenWakeLock(true));
    unmount();
    const late = new Sentinel();
    await act(async () => grant(late));
    expect(late.released).toBe(true);
  });
});
