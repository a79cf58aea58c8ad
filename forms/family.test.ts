// The emergency contact's relationship: the options SPEC §3 lists, written either way the doors send them,
// and "other" only with the parent's own words.
import { describe, expect, it } from 'vitest';
import { emergencyContactSchema } from './family.ts';
import { fieldProblems } from './problems.ts';

const contact = { firstName: 'Ada', lastName: 'Okoro', phone: '6125550178' };
const parse = (extra: Record<string, unknown>) => emergencyContactSchema.safeParse({ ...contact, ...extra });
const problems = (extra: Record<string, unknown>) => {
  const result = parse(extra);
  return result.success ? {} : fieldProblems(result.error);
};

describe('emergency contact relationship', () => {
  it('accepts every option, in the REST spelling and the enum spelling alike', () => {
    const codes = ['parent-guardian', 'grandparent', 'aunt-uncle', 'adult-sibling', 'relative', 'family-friend'];
    for (const code of codes) {
      expect(parse({ relationship: code }).data?.relationship).toBe(code.toUpperCase().replace(/-/g, '_'));
      expect(parse({ relationship: code.toUpperCase().replace(/-/g, '_') }).success).toBe(true);
    }
  });

  it('keeps the parent’s words for “other”, and asks for them when missing', () => {
    expect(parse({ relationship: 'other', relationshipOther: ' Neighbor ' }).data).toMatchObject({ relationship: 'OTHER', relationshipOther: 'Neighbor' });
    expect(problems({ relationship: 'other' })).toEqual({ relationshipOther: 'Say who this person is to your family (e.g. neighbor).' });
    expect(problems({ relationship: 'OTHER', relationshipOther: '  ' })).toEqual({ relationshipOther: 'Say who this person is to your family (e.g. neighbor).' });
  });

  it('stores no words with any other option', () => {
    expect(parse({ relationship: 'grandparent', relationshipOther: 'Nana' }).data?.relationshipOther).toBe('');
    expect(parse({ relationship: 'relative' }).data?.relationshipOther).toBe('');
  });

  it('refuses a value it does not offer, naming the field', () => {
    expect(problems({ relationship: 'neighbor' })).toEqual({ relationship: 'Choose how this person knows your family.' });
    expect(problems({ relationship: 'other', relationshipOther: 'x'.repeat(61) })).toEqual({ relationshipOther: expect.stringMatching(/60 characters/) });
  });
});
