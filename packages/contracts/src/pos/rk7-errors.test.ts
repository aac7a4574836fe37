import { describe, expect, it } from 'vitest';
import { rk7ErrorOfText, rk7ErrorRule, rk7ErrorText } from './rk7-errors';

const rule = (number: number | null, status: string | null = 'Query Executing Error', text = 'Ошибка') =>
  rk7ErrorRule({ number, status, text });

describe('r_keeper refusals by number', () => {
  it.each([
    [2172, 'transient', 'shiftClosing'],
    [2219, 'transient', 'orderLocked'],
    [2133, 'staff', 'shiftTooLong'],
    [2128, 'staff', 'visitClosed'],
    [3444, 'configuration', 'guestCount'],
    [3373, 'configuration', 'paySum'],
  ])('reads %i as %s (%s)', (number, policy, advice) => {
    expect(rule(number)).toEqual({ policy, advice });
  });

  it('reads a request r_keeper cannot parse as a configuration fault, whatever its case', () => {
    for (const status of ['Query Parse Error', 'Bad Query Parameters', 'unknown command'])
      expect(rule(null, status)).toEqual({ policy: 'configuration', advice: 'requestRefused' });
  });

  it('reads a licence refusal in English or Russian as the staff’s, and knows nothing else', () => {
    expect(rule(null, 'Query Executing Error', 'License for XML interface is not found')?.advice).toBe(
      'licence',
    );
    expect(rule(null, 'Query Executing Error', 'Нет лицензии на XML интерфейс')?.advice).toBe('licence');
    expect(rule(1)).toBeNull();
    expect(rule(null)).toBeNull();
  });

  it('writes the advice beside r_keeper’s own words and reads it back', () => {
    const text = rk7ErrorText('Общая смена открыта слишком долго', {
      policy: 'staff',
      advice: 'shiftTooLong',
    });
    expect(rk7ErrorOfText(text)).toEqual({
      advice: 'shiftTooLong',
      words: 'Общая смена открыта слишком долго',
    });
    expect(rk7ErrorOfText('The cash server cannot be reached: ECONNREFUSED')).toBeNull();
  });
});
