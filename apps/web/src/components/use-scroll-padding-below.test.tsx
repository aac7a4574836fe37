import { render } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrollPaddingBelow } from './use-scroll-padding-below';

function Dock() {
  const [element, setElement] = useState<HTMLElement | null>(null);
  useScrollPaddingBelow(element, 32);
  return <div ref={setElement}>A platform cancelled order #12</div>;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useScrollPaddingBelow', () => {
  it('keeps room at the page foot as tall as the element and its gap while it is drawn, none after', () => {
    let resized: () => void = () => {};
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          resized = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const height = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(100);
    const view = render(<Dock />);
    expect(document.documentElement.style.scrollPaddingBottom).toBe('132px');

    height.mockReturnValue(180);
    resized();
    expect(document.documentElement.style.scrollPaddingBottom).toBe('212px');

    view.unmount();
    expect(document.documentElement.style.scrollPaddingBottom).toBe('');
  });
});
