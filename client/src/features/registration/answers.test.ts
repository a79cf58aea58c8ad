import { describe, expect, it } from 'vitest';
import { churchAnswer, churchOptions, electiveChoices, parseChurchAnswer } from './answers.ts';

describe('registration answers as the form edits them', () => {
  it('round-trips the church-attendance format of SPEC §3', () => {
    expect(parseChurchAnswer('something:Hope Lutheran')).toEqual({ choice: 'something', church: 'Hope Lutheran' });
    expect(churchAnswer('something', ' Hope Lutheran ')).toBe('something:Hope Lutheran');
    expect(parseChurchAnswer('NoLonger')).toEqual({ choice: 'NoLonger', church: '' });
    expect(parseChurchAnswer('')).toEqual({ choice: '', church: '' });
    expect(churchAnswer('', 'ignored')).toBe('');
  });

  it('starts the church question unanswered, and offers declining only when it is optional', () => {
    expect(parseChurchAnswer(undefined)).toEqual({ choice: null, church: '' });
    expect(churchAnswer(null, '')).toBe('');
    expect(churchOptions(false).map((o) => o.label.defaultMessage)).toContain('I’d rather not say');
    expect(churchOptions(true).map((o) => o.label.defaultMessage)).not.toContain('I’d rather not say');
    expect(churchOptions(true)).toHaveLength(4);
  });

  it('reads up to three elective choices', () => {
    expect(electiveChoices('Nile Sports:Hieroglyph Art')).toEqual(['Nile Sports', 'Hieroglyph Art']);
    expect(electiveChoices('')).toEqual([]);
  });
});
