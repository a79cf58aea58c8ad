import { describe, expect, it } from 'vitest';
import { readTraining, readYesDetail, writeTraining, writeYesDetail } from './application-answers.ts';

describe('intern application answers (SPEC §5 formats)', () => {
  it('reads and writes Yes with a detail, Yes, No and unanswered', () => {
    expect(readYesDetail('Yes:about 2019')).toEqual({ answer: 'Yes', detail: 'about 2019' });
    expect(readYesDetail('No')).toEqual({ answer: 'No', detail: '' });
    expect(readYesDetail('')).toEqual({ answer: '', detail: '' });
    expect(writeYesDetail({ answer: 'Yes', detail: ' about 2019 ' }, 'acceptedJesus')).toBe('Yes:about 2019');
    expect(writeYesDetail({ answer: 'Yes', detail: '2023, 2024' }, 'attendedBefore')).toBe('Yes:2023,2024');
    expect(writeYesDetail({ answer: 'Yes', detail: '' }, 'attendedBefore')).toBe('Yes');
    expect(writeYesDetail({ answer: 'No', detail: 'ignored' }, 'acceptedJesus')).toBe('No');
  });

  it('keeps training dates in calendar order, None when neither', () => {
    expect(writeTraining(['Aug 10', 'Aug 3'])).toBe('Aug 3,Aug 10');
    expect(writeTraining([])).toBe('None');
    expect(readTraining('Aug 3,Aug 10')).toEqual(['Aug 3', 'Aug 10']);
    expect(readTraining('None')).toEqual([]);
  });
});
