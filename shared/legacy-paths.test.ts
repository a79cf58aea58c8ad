import { describe, expect, it } from 'vitest';
import { currentPathFor, LEGACY_PATHS } from './legacy-paths.ts';

describe('legacy paths', () => {
  it('name a kebab-case path for every older camelCase one, with or without a trailing slash', () => {
    expect(currentPathFor('/purposedAndPlaced')).toBe('/2024-purposed-and-placed');
    expect(currentPathFor('/purposedAndPlaced//')).toBe('/2024-purposed-and-placed');
    for (const to of Object.values(LEGACY_PATHS)) expect(to).toMatch(/^\/[a-z0-9/-]+$/);
  });

  it('leave other paths alone', () => {
    for (const path of ['/', '/2024-purposed-and-placed', '/constructor', '/toString', '/PurposedAndPlaced']) expect(currentPathFor(path)).toBeNull();
  });
});
