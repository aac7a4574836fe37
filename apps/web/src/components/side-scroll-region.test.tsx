import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SideScrollRegion } from './side-scroll-region';

/** Renders a region whose table is `scrollWidth` wide in a box `clientWidth` wide. */
function renderRegion(scrollWidth: number, clientWidth: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
  render(
    <SideScrollRegion label="By day">
      <table />
    </SideScrollRegion>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('SideScrollRegion', () => {
  it('is a named region in the tab order while its table is wider than it', () => {
    renderRegion(620, 326);
    const region = screen.getByRole('region', { name: 'By day' });
    expect(region.getAttribute('tabindex')).toBe('0');
  });

  it('is a plain box, no tab stop, while its table fits', () => {
    renderRegion(900, 900);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByTestId('side-scroll-region').getAttribute('tabindex')).toBeNull();
  });
});
