import { describe, expect, it } from 'vitest';
import { isVisible, nameText, requiredText } from '#domain/schemas/text';

const messageOf = (schema: { safeParse(value: unknown): { success: boolean; error?: { issues: { message: string }[] } } }, value: unknown) =>
  schema.safeParse(value).error?.issues[0]?.message;

describe('text fields', () => {
  it.each([
    ['', 'nothing'],
    ['\u00a0\ufeff', 'a no-break space and a BOM'],
    ['\u200b\u200c\u200d\u2060', 'zero-width spaces and joiners'],
    ['\u202e\u2066\u200f', 'direction controls and marks'],
    ['\u0301\u0308', 'lone combining accents'],
    ['\ufe0f\u034f', 'a variation selector and a grapheme joiner'],
    ['\u3164\u115f\u2800', 'Hangul fillers and the blank braille cell'],
    ['\u{e0041}', 'a tag character'],
  ])('sees no visible character in %j (%s)', (text) => {
    expect(isVisible(text)).toBe(false);
    expect(messageOf(nameText('Name', 100), text)).toBe('Name is required');
  });

  it.each(['a', '\u0645\u200f', 'e\u0301', '\u0915\u094d\u0937', '😀', '\u00b7'])('sees %j as visible', (text) => {
    expect(isVisible(text)).toBe(true);
  });

  it('answers a value of another type with a type message, and a missing one as required', () => {
    const subject = requiredText('Subject', 200, { required: 'Subject must be at least 10 characters long', min: { length: 10, message: 'Subject must be at least 10 characters long' } });
    expect(messageOf(subject, 1234567890)).toBe('Subject must be text');
    expect(messageOf(subject, { text: 'x' })).toBe('Subject must be text');
    expect(messageOf(subject, undefined)).toBe('Subject must be at least 10 characters long');
    expect(messageOf(subject, null)).toBe('Subject must be at least 10 characters long');
    expect(messageOf(subject, '\u200b'.repeat(12))).toBe('Subject must be at least 10 characters long');
    expect(subject.safeParse(' A subject line ').data).toBe('A subject line');
  });

  it('keeps names on one line: a line feed, carriage return or Unicode line or paragraph separator inside is refused; one at an end is trimmed', () => {
    for (const lineBreak of ['\n', '\r\n', '\r', '\u2028', '\u2029']) expect(messageOf(nameText('Name', 100), `VIP${lineBreak}Room`)).toBe('Name must be one line');
    expect(nameText('Name', 100).safeParse('VIP Room\n').data).toBe('VIP Room');
    expect(requiredText('Description', 100).safeParse('two\nlines').success).toBe(true);
  });

  it('refuses direction overrides, embeddings and isolates in names, not the marks', () => {
    for (const control of ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069']) {
      expect(messageOf(nameText('Name', 100), `VIP${control}Room`)).toBe('Name must not contain text-direction controls');
    }
    expect(nameText('Name', 100).safeParse('\u0645\u062f\u064a\u0631 \u200fVIP').success).toBe(true);
    expect(requiredText('Description', 100).safeParse('text \u202bquoted\u202c').success).toBe(true);
  });
});
