// Every field problem reaches a reader as a whole sentence, whichever side wrote the rule.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldProblems, problemSentence } from './problems.ts';

describe('problemSentence', () => {
  it('keeps a sentence a form wrote', () => {
    expect(problemSentence('firstName', 'Enter a first name.')).toBe('Enter a first name.');
  });
  it('makes a required parameter a request to send it', () => {
    expect(problemSentence('name', 'is required')).toBe('Send name; it is required.');
    expect(problemSentence('dayId', 'dayId is required')).toBe('Send dayId; it is required.');
  });
  it('begins a parameter rule with the parameter and ends it', () => {
    expect(problemSentence('childId', 'must be a positive whole number')).toBe('childId must be a positive whole number.');
    expect(problemSentence('children[0].responses', 'must be a list of { questionId, response }')).toBe('children[0].responses must be a list of { questionId, response }.');
  });
});

it('fieldProblems answers sentences keyed by path', () => {
  const result = z.object({ a: z.object({ b: z.number({ error: 'must be a number' }) }) }).safeParse({ a: { b: 'x' } });
  expect(result.success).toBe(false);
  expect(fieldProblems(result.error!)).toEqual({ 'a.b': 'a.b must be a number.' });
});
