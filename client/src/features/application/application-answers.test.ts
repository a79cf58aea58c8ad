import { describe, expect, it } from 'vitest';
import { formatPhone } from '../../lib/format.ts';
import { readTraining, readYesDetail, writeTraining, writeYesDetail } from './application-answers.ts';

describe('intern application answers (SPEC §5 formats)', () => {
  it('reads and writes Yes with a detail, Yes, No and unanswered', () => {
    expect(readYesDetail('Yes:about 2019')).toEqual({ answer: 'Yes', detail: 'about 2019' });
    expect(readYesDetail('No')).toEqual({ answer: 'No', detail: '' });
    expect(readYesDetail('Yes:2023,2024', 'attendedBefore')).toEqual({ answer: 'Yes', detail: '2023, 2024' });
    expect(readYesDetail('')).toEqual({ answer: '', detail: '' });
    expect(writeYesDetail({ answer: 'Yes', detail: ' about 2019 ' }, 'acceptedJesus')).toBe('Yes:about 2019');
    expect(writeYesDetail({ answer: 'Yes', detail: '2023, 2024' }, 'attendedBefore')).toBe('Yes:2023,2024');
    expect(writeYesDetail({ answer: 'Yes', detail: '' }, 'attendedBefore')).toBe('Yes');
    expect(writeYesDetail({ answer: 'No', detail: 'ignored' }, 'acceptedJesus')).toBe('No');
  });

  it('formats phones as SPEC §5 says', () => {
    expect(formatPhone('5550183')).toBe('555-0183');
    expect(formatPhone('6125550183')).toBe('(612) 555-0183');
  });

  it('keeps training dates in calendar order, None when neither', () => {
    expect(writeTraining(['Aug 10', 'Aug 3'])).toBe('Aug 3,Aug 10');
    expect(writeTraining([])).toBe('None');
    expect(readTraining('Aug 3,Aug 10')).toEqual(['Aug 3', 'Aug 10']);
    expect(readTraining('None')).toEqual([]);
  });
});
