import { describe, expect, it } from 'vitest';
import { churchAnswer, electiveChoices, parseChurchAnswer } from './answers.ts';

describe('registration answers as the form edits them', () => {
  it('round-trips the church-attendance format of SPEC §3', () => {
    expect(parseChurchAnswer('something:Hope Lutheran')).toEqual({ choice: 'something', church: 'Hope Lutheran' });
    expect(churchAnswer('something', ' Hope Lutheran ')).toBe('something:Hope Lutheran');
    expect(parseChurchAnswer('NoLonger')).toEqual({ choice: 'NoLonger', church: '' });
    expect(parseChurchAnswer('')).toEqual({ choice: '', church: '' });
    expect(churchAnswer('', 'ignored')).toBe('');
  });

  it('reads up to three elective choices', () => {
    expect(electiveChoices('Nile Sports:Hieroglyph Art')).toEqual(['Nile Sports', 'Hieroglyph Art']);
    expect(electiveChoices('')).toEqual([]);
  });
});
