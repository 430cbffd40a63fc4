import { describe, expect, it } from 'vitest';
import { formatDate, formatTime12, rowNumber, venueDay } from '#domain/format';

describe('formatDate ("MMM dd, yyyy")', () => {
  it('formats timestamps as the venue day', () => {
    expect(formatDate('2024-03-05T10:00:00Z')).toBe('Mar 05, 2024');
    expect(formatDate(new Date('2024-12-31T12:00:00Z'))).toBe('Dec 31, 2024');
    expect(formatDate(Date.UTC(2024, 0, 9, 12))).toBe('Jan 09, 2024');
  });

  it('says "Invalid Date" when the value is missing or unreadable', () => {
    for (const value of [null, undefined, '', 'yesterday', Number.NaN, new Date('nope')]) {
      expect(formatDate(value)).toBe('Invalid Date');
    }
  });

  it('rejects a day-only value that is not a real calendar day', () => {
    expect(formatDate('2024-13-01')).toBe('Invalid Date');
    expect(formatDate('2024-00-10')).toBe('Invalid Date');
    expect(formatDate('2023-02-29')).toBe('Invalid Date');
    expect(formatDate('2024-02-29')).toBe('Feb 29, 2024');
  });

  it('keeps a bare calendar day as that day in any timezone', () => {
    expect(formatDate('2024-07-01')).toBe('Jul 01, 2024');
    expect(formatDate('2024-07-01', 'America/Los_Angeles')).toBe('Jul 01, 2024');
    expect(formatDate('2024-07-01', 'Pacific/Kiritimati')).toBe('Jul 01, 2024');
  });

  it('crosses the day boundary at midnight in the venue timezone (Dubai, UTC+4)', () => {
    expect(formatDate('2024-06-30T19:59:59Z')).toBe('Jun 30, 2024');
    expect(formatDate('2024-06-30T20:00:00Z')).toBe('Jul 01, 2024');
    expect(formatDate('2024-06-30T20:00:00Z', 'UTC')).toBe('Jun 30, 2024');
    expect(formatDate('2024-01-01T03:00:00Z', 'America/New_York')).toBe('Dec 31, 2023');
  });

  it('gives the venue calendar day for an instant', () => {
    expect(venueDay(new Date('2024-06-30T20:00:00Z'))).toBe('2024-07-01');
    expect(venueDay(new Date('2024-06-30T20:00:00Z'), 'UTC')).toBe('2024-06-30');
  });
});

describe('formatTime12', () => {
  it('shows 24-hour times in 12-hour form with AM/PM', () => {
    expect(formatTime12('00:00')).toBe('12:00 AM');
    expect(formatTime12('00:30')).toBe('12:30 AM');
    expect(formatTime12('09:05')).toBe('9:05 AM');
    expect(formatTime12('11:59')).toBe('11:59 AM');
    expect(formatTime12('12:00')).toBe('12:00 PM');
    expect(formatTime12('13:15')).toBe('1:15 PM');
    expect(formatTime12('21:30:00')).toBe('9:30 PM');
    expect(formatTime12('23:59')).toBe('11:59 PM');
  });

  it('says N/A for anything that is not a 24-hour time', () => {
    for (const value of [null, undefined, '', '24:00', '12:60', 'noon', '9pm']) expect(formatTime12(value)).toBe('N/A');
  });
});

describe('rowNumber', () => {
  it('is position + 1 + offset (§2.3)', () => {
    expect(rowNumber(0, 0)).toBe(1);
    expect(rowNumber(9, 0)).toBe(10);
    expect(rowNumber(0, 10)).toBe(11);
    expect(rowNumber(4, 20)).toBe(25);
  });
});
