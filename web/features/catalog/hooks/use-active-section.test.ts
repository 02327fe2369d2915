import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLICK_LOCK_MS, SCROLL_DEBOUNCE_MS, useActiveSection } from './use-active-section';

const IDS = ['entrees', 'makis', 'desserts'] as const;
/** Height of the sticky header and category bar: a section under it counts as reached. */
const OFFSET = 120;
/** Page height; the window is happy-dom's 768 px. */
const PAGE_HEIGHT = 3000;
/** Where each section starts on the page, in px from its top. */
const SECTION_START = { entrees: 0, makis: 1000, desserts: 2600 };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  document.body.innerHTML = IDS.map((id) => `<section id="${id}"></section>`).join('');
  for (const id of IDS) {
    const section = document.getElementById(id)!;
    vi.spyOn(section, 'getBoundingClientRect').mockImplementation(() => ({ top: SECTION_START[id] - window.scrollY }) as DOMRect);
  }
  vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(PAGE_HEIGHT);
  window.scrollTo(0, 0);
});

afterEach(() => {
  window.scrollTo(0, 0);
  document.body.innerHTML = '';
});

/** The visitor scrolls to `y`: the browser fires scroll events (the hook waits for them to settle). */
function scrollTo(y: number) {
  act(() => {
    window.scrollTo(0, y);
    window.dispatchEvent(new Event('scroll'));
  });
}

function wait(ms: number) {
  act(() => vi.advanceTimersByTime(ms));
}

describe('useActiveSection', () => {
  it('starts on the section under the header', () => {
    window.scrollTo(0, 1000 - OFFSET);
    const { result } = renderHook(() => useActiveSection(IDS, OFFSET));
    expect(result.current.activeId).toBe('makis');
  });

  it('follows the scroll once it has been still for the debounce delay', () => {
    const { result } = renderHook(() => useActiveSection(IDS, OFFSET));
    expect(result.current.activeId).toBe('entrees');

    scrollTo(1000 - OFFSET + 1); // one pixel short of the tolerance: makis is reached
    wait(SCROLL_DEBOUNCE_MS - 1);
    expect(result.current.activeId).toBe('entrees');
    wait(1);
    expect(result.current.activeId).toBe('makis');

    scrollTo(1000 - OFFSET - 10);
    wait(SCROLL_DEBOUNCE_MS);
    expect(result.current.activeId).toBe('entrees');
  });

  it('counts the last section as reached at the very bottom of the page, even when it cannot reach the top', () => {
    const { result } = renderHook(() => useActiveSection(IDS, OFFSET));
    scrollTo(PAGE_HEIGHT - 768); // desserts stays 368 px down the window
    wait(SCROLL_DEBOUNCE_MS);
    expect(result.current.activeId).toBe('desserts');
  });

  it('keeps a clicked section highlighted for 1 s while the smooth scroll passes the others, then follows the page again', () => {
    const { result } = renderHook(() => useActiveSection(IDS, OFFSET));
    act(() => result.current.select('desserts'));
    expect(result.current.activeId).toBe('desserts');

    // The smooth scroll passes makis on its way down.
    scrollTo(1200);
    wait(SCROLL_DEBOUNCE_MS);
    expect(result.current.activeId).toBe('desserts');

    // It stopped short (a section above grew): once the lock ends the page's real state shows, without a scroll event.
    wait(CLICK_LOCK_MS);
    expect(result.current.activeId).toBe('makis');
  });
});
