import { describe, expect, it } from 'vitest';
import { answerText, churchAnswer, parseChurchAnswer } from './answers.ts';

describe('registration answers', () => {
  it('round-trips the church-attendance format of SPEC §3', () => {
    expect(parseChurchAnswer('something:Hope Lutheran')).toEqual({ choice: 'something', church: 'Hope Lutheran' });
    expect(churchAnswer('something', ' Hope Lutheran ')).toBe('something:Hope Lutheran');
    expect(churchAnswer('', 'ignored')).toBe('');
    expect(answerText('church', '')).toBe('Declined to answer');
    expect(answerText('church', 'NoLonger')).toBe('Used to attend church, no longer');
  });

  it('shows elective choices as 1st, 2nd, 3rd choice (SPEC §5)', () => {
    expect(answerText('elective', 'Nile Sports:Hieroglyph Art')).toBe('1st choice: Nile Sports · 2nd choice: Hieroglyph Art');
    expect(answerText('shirtSize', '')).toBe('(Not answered)');
  });
});
