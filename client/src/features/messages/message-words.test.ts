import { describe, expect, it } from 'vitest';
import { audienceWords, databaseIdOf, textLength } from './message-words.ts';
import { emptyCompose, readCompose, valuesOf } from './compose-state.ts';

describe('text length', () => {
  it('counts GSM-7 texts 160 to a segment, 153 each once split', () => {
    expect(textLength('')).toEqual({ characters: 0, segments: 0, unicode: false });
    expect(textLength('a'.repeat(160)).segments).toBe(1);
    expect(textLength('a'.repeat(161)).segments).toBe(2);
    expect(textLength('a'.repeat(306)).segments).toBe(2);
    expect(textLength('a'.repeat(307)).segments).toBe(3);
  });
  it('counts the extension characters twice and anything else as UCS-2 (70, then 67)', () => {
    expect(textLength('{'.repeat(80)).segments).toBe(1);
    expect(textLength('{'.repeat(81)).segments).toBe(2);
    expect(textLength('It’s'.repeat(17) + 'ab')).toMatchObject({ unicode: true, segments: 1 });
    expect(textLength('🙂'.repeat(36)).segments).toBe(2);
  });
});

describe('audience in words', () => {
  const names = { queries: new Map([[3, 'Science parents']]), groups: new Map([[7, 'Red Team']]) };
  it('names saved queries and groups, and says the fixed audiences', () => {
    expect(audienceWords('{"kind":"savedQuery","queryId":3}', names)).toBe('People query: Science parents');
    expect(audienceWords('{"kind":"groups","groupIds":[7,8]}', names)).toBe('Groups: Red Team, group 8');
    expect(audienceWords('{"kind":"checkedInToday"}', names)).toBe('Parents of children checked in today');
    expect(audienceWords('not json', names)).toBe('Unknown audience');
  });
  it("reads a saved query's number from its Relay id", () => {
    expect(databaseIdOf(btoa('SavedPeopleQuery:12'))).toBe(12);
    expect(databaseIdOf('???')).toBeNull();
  });
});

describe('the compose form', () => {
  it('names each missing part beside its field, with the shared schema', () => {
    expect(readCompose({ ...emptyCompose(), emailBody: 'Hi' })).toEqual({ errors: { audience: 'Choose a saved query.' } });
    const result = readCompose({ ...emptyCompose(), queryId: '3', emailBody: 'Hi {parnetName}' });
    const errors = (result as { errors: Record<string, string> }).errors;
    expect(errors.emailSubject).toBe('An e-mail needs a subject.');
    expect(errors.emailBody).toMatch(/\{parnetName\} is not a merge field/);
  });
  it('gives the server its input, and reads a saved draft back the same', () => {
    const values = { ...emptyCompose(), audienceKind: 'groups' as const, groupIds: ['4', '5'], textBody: 'Pickup {pickupTime}', textBodyEs: 'Se recoge a las {pickupTime}' };
    const result = readCompose(values);
    expect(result).toEqual({
      input: {
        purpose: 'PROGRAM',
        audience: '{"kind":"groups","groupIds":[4,5]}',
        emailSubject: null,
        emailBody: null,
        textBody: 'Pickup {pickupTime}',
        emailSubjectEs: null,
        emailBodyEs: null,
        textBodyEs: 'Se recoge a las {pickupTime}',
        sendAt: null,
      },
    });
    const { input } = result as { input: { purpose: string; audience: string; textBody: string | null } };
    expect(valuesOf({ ...input, emailSubject: null, emailBody: null, sendAt: null })).toEqual(values);
  });

  it('sends a Spanish part only with its English part', () => {
    const values = { ...emptyCompose(), queryId: '3', emailSubjectEs: 'Hola', emailBodyEs: 'Hola {parentName}', textBody: 'Hi', textBodyEs: 'Hola' };
    const { input } = readCompose(values) as { input: Record<string, unknown> };
    expect(input).toMatchObject({ emailBody: null, emailBodyEs: null, emailSubjectEs: null, textBody: 'Hi', textBodyEs: 'Hola' });
  });
});
