import { describe, expect, it } from 'vitest';
import { parseWeekDay, weekDayLabel, weekDaysMatching } from '#domain/week-days';

describe('week days', () => {
  it('names 1 Monday … 7 Sunday, from the REST code or the GraphQL key', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(weekDayLabel)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(weekDayLabel('FRIDAY')).toBe('Friday');
  });

  it('shows "Invalid Week day" for anything else (§3, §8)', () => {
    for (const value of [0, 8, -1, 2.5, '5', 'friday', 'Funday', null, undefined]) expect(weekDayLabel(value)).toBe('Invalid Week day');
  });

  it('reads a day as typed: its number, its name or its first three letters, in any case', () => {
    expect(['5', 'friday', 'FRIDAY', ' Fri '].map((text) => parseWeekDay(text)?.key)).toEqual(['FRIDAY', 'FRIDAY', 'FRIDAY', 'FRIDAY']);
    for (const text of ['0', '8', 'fr', 'frid', 'funday', '']) expect(parseWeekDay(text)).toBeUndefined();
  });

  it('finds the days whose name contains a text', () => {
    expect(weekDaysMatching('SDAY').map((day) => day.code)).toEqual([2, 3, 4]);
    expect(weekDaysMatching('club')).toEqual([]);
  });
});
