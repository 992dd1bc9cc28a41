import { cleanup } from '@testing-library/react';
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

// Each test starts with an empty DOM, storage and toast queue, so nothing leaks between tests.
afterEach(() => {
  cleanup();
  toast.remove();
  window.localStorage.clear();
});
