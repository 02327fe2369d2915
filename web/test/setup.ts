/**
 * Runs before every web test file (vitest project `web`, happy-dom). happy-dom already provides
 * matchMedia, ResizeObserver, IntersectionObserver and scrollIntoView; a test that needs them to
 * behave in a given way stubs them itself. After each test: the rendered trees are unmounted and the
 * browser state a test may leave (toasts, storage, stubbed globals, spies, fake timers) is reset, so no test
 * depends on the one before it.
 */
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, vi } from 'vitest';

// findBy… and waitFor return as soon as the page shows what they wait for; Testing Library's 1 s limit is
// outrun by a first render when CI's two passes share the two cores, so it waits as long as the journeys' polls.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  // Sonner keeps its toasts in a module and replays the active ones to the next Toaster rendered.
  toast.dismiss();
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
