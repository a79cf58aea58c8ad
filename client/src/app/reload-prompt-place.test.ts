import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstOfflineReady, OFFLINE_READY_STORAGE_KEY, PHONE_QUERY, promptPosition } from './reload-prompt-place.ts';

function memoryStorage() {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
}

function screenIsPhone(phone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === PHONE_QUERY && phone, media: query }));
}

afterEach(() => vi.unstubAllGlobals());

describe('the offline-ready toast', () => {
  it('is said once per device: the second time the service worker is ready, nothing shows', () => {
    const storage = memoryStorage();
    expect(firstOfflineReady(storage)).toBe(true);
    expect(storage.getItem(OFFLINE_READY_STORAGE_KEY)).not.toBeNull();
    expect(firstOfflineReady(storage)).toBe(false);
    expect(firstOfflineReady(storage)).toBe(false);
  });

  it('remembers it in the browser’s localStorage by default', () => {
    localStorage.removeItem(OFFLINE_READY_STORAGE_KEY);
    expect(firstOfflineReady()).toBe(true);
    expect(firstOfflineReady()).toBe(false);
    localStorage.removeItem(OFFLINE_READY_STORAGE_KEY);
  });

  it('still shows when the browser refuses storage', () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    };
    expect(firstOfflineReady(refusing)).toBe(true);
  });
});

describe('where the service worker’s prompts show', () => {
  it('on a phone, at the top of the screen, away from the form’s buttons', () => {
    screenIsPhone(true);
    expect(promptPosition()).toBe('top-center');
  });

  it('on a wider screen, in the toast stack at the bottom right', () => {
    screenIsPhone(false);
    expect(promptPosition()).toBe('bottom-right');
  });
});
