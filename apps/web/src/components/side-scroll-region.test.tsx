import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SideScrollRegion } from './side-scroll-region';

function widths(scrollWidth: number, clientWidth: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
}

describe('SideScrollRegion', () => {
  it('is a named region in the tab order while its table is wider than it', () => {
    widths(620, 326);
    render(
      <SideScrollRegion label="By day">
        <table />
      </SideScrollRegion>,
    );
    const region = screen.getByRole('region', { name: 'By day' });
    expect(region.getAttribute('tabindex')).toBe('0');
    vi.restoreAllMocks();
  });

  it('is a plain box, no tab stop, while its table fits', () => {
    widths(900, 900);
    render(
      <SideScrollRegion label="By day">
        <table />
      </SideScrollRegion>,
    );
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByTestId('side-scroll-region').getAttribute('tabindex')).toBeNull();
    vi.restoreAllMocks();
  });
});
