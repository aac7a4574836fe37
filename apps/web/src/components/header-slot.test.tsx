import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HeaderSlot, HeaderSlotProvider, InHeader } from './header-slot';

describe('InHeader', () => {
  it("draws its content in the header's slot, not where it stands in the page", () => {
    render(
      <HeaderSlotProvider>
        <header data-testid="header">
          <HeaderSlot />
        </header>
        <main data-testid="page">
          <InHeader>
            <button type="button">Turn on sound</button>
          </InHeader>
        </main>
      </HeaderSlotProvider>,
    );
    expect(within(screen.getByTestId('header')).getByRole('button', { name: 'Turn on sound' })).toBeTruthy();
    expect(within(screen.getByTestId('page')).queryByRole('button')).toBeNull();
  });

  it('draws its content where it stands on a screen with no header', () => {
    render(
      <main data-testid="page">
        <InHeader>
          <button type="button">Turn on sound</button>
        </InHeader>
      </main>,
    );
    expect(within(screen.getByTestId('page')).getByRole('button', { name: 'Turn on sound' })).toBeTruthy();
  });
});
