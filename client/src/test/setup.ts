// Component tests run in happy-dom. relay-test-utils calls a global `jest`; Mantine needs matchMedia
// and ResizeObserver, which happy-dom lacks or stubs incompletely. A file that reads build files from disk
// (`// @vitest-environment node`, no window) gets the same setup less the window.
import { cleanup } from '@testing-library/react';
import { format } from 'node:util';
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

// Markup a browser's HTML parser would rebuild differently (a <div> inside a <p>, a <li> outside a list) renders
// fine on the client but breaks hydration of the server-rendered page (React #418 in production). React says so
// only in development, as a console error (from inside its render, where a throw would be swallowed): the test
// that rendered it fails after it runs.
const nestingErrors: string[] = [];
const consoleError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  const message = format(...args);
  if (/In HTML, .* cannot be a (descendant|child) of|cannot contain a nested|validateDOMNesting/.test(message)) nestingErrors.push(message.slice(0, 300));
  consoleError(...args);
};
afterEach(() => {
  const found = nestingErrors.splice(0);
  if (found.length) throw new Error(`Invalid HTML nesting (breaks hydration of a server-rendered page): ${found.join(' | ')}`);
});
