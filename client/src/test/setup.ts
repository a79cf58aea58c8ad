// Component tests run in happy-dom. relay-test-utils calls a global `jest`; Mantine needs matchMedia
// and ResizeObserver, which happy-dom lacks or stubs incompletely. A file that reads build files from disk
// (`// @vitest-environment node`, no window) gets the same setup less the window.
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

(globalThis as unknown as { jest: typeof vi }).jest = vi;

if (typeof window !== 'undefined') Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
(globalThis as unknown as { ResizeObserver: typeof ResizeObserverStub }).ResizeObserver = ResizeObserverStub;

// Mantine's autosize text areas re-measure when web fonts finish loading (document.fonts), which happy-dom lacks.
if (typeof document !== 'undefined' && !('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener: () => {}, removeEventListener: () => {} } });
}

afterEach(() => cleanup());
