import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setDocumentTitle } from '../../../lib/document-title';
import { clearWaitingCount, publishWaitingCount, useWaitingCount } from './waiting-count';

afterEach(() => clearWaitingCount(5));

describe('orders waiting for Accept', () => {
  it('lead the tab title and reach the header for their venue only, until the venue stops counting', () => {
    setDocumentTitle('My venue · OrderDesk');
    const own = renderHook(() => useWaitingCount(5));
    const other = renderHook(() => useWaitingCount(6));
    expect(own.result.current).toBeNull();

    act(() => publishWaitingCount(5, 3));
    expect(own.result.current).toBe(3);
    expect(other.result.current).toBeNull();
    expect(document.title).toBe('(3) My venue · OrderDesk');

    // Another page opens: its title keeps the count.
    act(() => setDocumentTitle('Active orders · OrderDesk'));
    expect(document.title).toBe('(3) Active orders · OrderDesk');

    act(() => publishWaitingCount(5, 0));
    expect(document.title).toBe('Active orders · OrderDesk');
    expect(own.result.current).toBe(0);

    act(() => publishWaitingCount(5, 1));
    act(() => clearWaitingCount(5));
    expect(own.result.current).toBeNull();
    expect(document.title).toBe('Active orders · OrderDesk');
  });
});
