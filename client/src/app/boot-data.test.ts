// The answers the server put inside the page are each used once, for the same operation and variables;
// anything else (another id, other variables, a page without the block) goes to the server.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

async function withBlock(text: string | null) {
  document.getElementById('vbs-boot')?.remove();
  if (text !== null) {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = 'vbs-boot';
    element.textContent = text;
    document.body.append(element);
  }
  vi.resetModules();
  return import('./boot-data.ts');
}

// A page just opened (the test process itself may have lived longer than a page's first screen).
beforeEach(() => {
  vi.spyOn(performance, 'now').mockReturnValue(1_000);
});
afterEach(() => {
  document.getElementById('vbs-boot')?.remove();
  vi.restoreAllMocks();
});

describe('takeBootAnswer', () => {
  it('gives the answer for the same id and variables once, then null', async () => {
    const { takeBootAnswer } = await withBlock(JSON.stringify({ abc: { variables: {}, response: { data: { year: 2025 } } } }));
    expect(takeBootAnswer('abc', { year: 1 })).toBeNull();
    expect(takeBootAnswer('other', {})).toBeNull();
    expect(takeBootAnswer('abc', {})).toEqual({ data: { year: 2025 } });
    expect(takeBootAnswer('abc', {})).toBeNull();
  });

  it('answers null without a block, with an unreadable one, or without an id', async () => {
    expect((await withBlock(null)).takeBootAnswer('abc', {})).toBeNull();
    expect((await withBlock('{not json')).takeBootAnswer('abc', {})).toBeNull();
    expect((await withBlock(JSON.stringify({ abc: { variables: {}, response: { data: null } } }))).takeBootAnswer('abc', {})).toBeNull();
    expect((await withBlock('{}')).takeBootAnswer(null, {})).toBeNull();
  });

  it('answers only during the first screen: once the page has lived past BOOT_ANSWERS_FOR_MS, the request goes to the server', async () => {
    const { takeBootAnswer, BOOT_ANSWERS_FOR_MS } = await withBlock(JSON.stringify({ abc: { variables: { id: 'G1' }, response: { data: { group: 1 } } } }));
    const now = vi.spyOn(performance, 'now').mockReturnValue(BOOT_ANSWERS_FOR_MS + 1);
    expect(takeBootAnswer('abc', { id: 'G1' })).toBeNull();
    now.mockReturnValue(BOOT_ANSWERS_FOR_MS - 1);
    expect(takeBootAnswer('abc', { id: 'G1' })).toEqual({ data: { group: 1 } });
  });
});

describe('bootAnswerWaiting', () => {
  it('tells whether an answer for the same id and variables is still to be used, without using it', async () => {
    const { bootAnswerWaiting, takeBootAnswer } = await withBlock(JSON.stringify({ abc: { variables: {}, response: { data: { year: 2025 } } } }));
    expect(bootAnswerWaiting('abc', { year: 1 })).toBe(false);
    expect(bootAnswerWaiting('other', {})).toBe(false);
    expect(bootAnswerWaiting(null, {})).toBe(false);
    expect(bootAnswerWaiting('abc', {})).toBe(true);
    expect(bootAnswerWaiting('abc', {})).toBe(true);
    expect(takeBootAnswer('abc', {})).toEqual({ data: { year: 2025 } });
    expect(bootAnswerWaiting('abc', {})).toBe(false);
  });

  it('is false past the first screen and for an answer without data', async () => {
    const { bootAnswerWaiting, BOOT_ANSWERS_FOR_MS } = await withBlock(JSON.stringify({ abc: { variables: {}, response: { data: { year: 2025 } } }, empty: { variables: {}, response: { data: null } } }));
    expect(bootAnswerWaiting('empty', {})).toBe(false);
    vi.spyOn(performance, 'now').mockReturnValue(BOOT_ANSWERS_FOR_MS + 1);
    expect(bootAnswerWaiting('abc', {})).toBe(false);
  });
});
