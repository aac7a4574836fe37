import { DEFAULT_GENERAL_SETTINGS, DateOrder, TimeFormat } from '@orderdesk/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveGeneralSettings } from '../lib/settings-storage';
import { DateField } from './date-field';

function Harness({
  kind,
  initial,
  onValue,
}: {
  kind: 'date' | 'datetime';
  initial: string;
  onValue(v: string): void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <DateField
      kind={kind}
      label="Until"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
      testId="date"
    />
  );
}

const input = () => screen.getByTestId('date') as HTMLInputElement;

describe('DateField', () => {
  beforeEach(() => localStorage.clear());

  it('shows and reads a date and time in the user’s order, separator and 24-hour clock', () => {
    saveGeneralSettings({
      ...DEFAULT_GENERAL_SETTINGS,
      dateOrder: DateOrder.DMY,
      dateSeparator: '.',
      timeFormat: TimeFormat.H24,
    });
    const onValue = vi.fn();
    render(<Harness kind="datetime" initial="2100-01-01T00:00" onValue={onValue} />);
    expect(input().value).toBe('01.01.2100 00:00');
    expect(input().placeholder).toBe('dd.mm.yyyy hh:mm');

    fireEvent.change(input(), { target: { value: '9.3.2027 18:30' } });
    expect(onValue).toHaveBeenLastCalledWith('2027-03-09T18:30');
    fireEvent.blur(input());
    expect(input().value).toBe('09.03.2027 18:30');
  });

  it('reads the American order with AM/PM and keeps the last good date while the text is not one', () => {
    saveGeneralSettings({
      ...DEFAULT_GENERAL_SETTINGS,
      dateOrder: DateOrder.MDY,
      dateSeparator: '/',
      timeFormat: TimeFormat.H12,
    });
    const onValue = vi.fn();
    render(<Harness kind="date" initial="2027-03-09" onValue={onValue} />);
    expect(input().value).toBe('03/09/2027');

    fireEvent.change(input(), { target: { value: '31/12/2027' } });
    fireEvent.blur(input());
    expect(onValue).not.toHaveBeenCalled();
    expect(input().value).toBe('31/12/2027');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter it as mm/dd/yyyy')).toBeTruthy();

    fireEvent.change(input(), { target: { value: '12/31/2027' } });
    expect(onValue).toHaveBeenLastCalledWith('2027-12-31');
    expect(screen.queryByText('Enter it as mm/dd/yyyy')).toBeNull();

    fireEvent.change(input(), { target: { value: '' } });
    expect(onValue).toHaveBeenLastCalledWith('');
  });
});
