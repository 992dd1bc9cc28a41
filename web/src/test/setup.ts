// The DOM matchers (toBeInTheDocument, toHaveTextContent, toBeDisabled...) on vitest's expect, and
// their types for tsc: this file is part of the web's tsconfig program.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { afterEach } from 'vitest';

// jsdom has no matchMedia; react-hot-toast asks it for prefers-reduced-motion. Nothing matches.
if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}

// findBy*/waitFor give up after 1 s by default. A route's first render loads its lazy pages (the
// shell, the page), which vitest transforms on demand: on a 2-core machine busy with other work
// (benchmarks, a parallel build) that alone has taken over 5 s. One wait for every test, here; a
// missing element still fails, after 30 s (testTimeout is 60 s).
configure({ asyncUtilTimeout: 30_000 });

// Each test starts with an empty DOM, storage and toast queue, so nothing leaks between tests.
afterEach(() => {
  cleanup();
  toast.remove();
  window.localStorage.clear();
});
