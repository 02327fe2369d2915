/**
 * Runs before every web test file (vitest project `web`, happy-dom). happy-dom already provides
 * matchMedia, ResizeObserver, IntersectionObserver and scrollIntoView; a test that needs them to
 * behave in a given way stubs them itself. After each test: the rendered trees are unmounted and the
 * browser state a test may leave (storage, stubbed globals, spies, fake timers) is reset, so no test
 * depends on the one before it.
 */
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
