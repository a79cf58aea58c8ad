// The answers the server put inside the page are each used once, for the same operation and variables;
// anything else (another id, other variables, a page without the block) goes to the server.
import { afterEach, describe, expect, it, vi } from 'vitest';

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

afterEach(() => document.getElementById('vbs-boot')?.remove());

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
});
