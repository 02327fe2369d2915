import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scrollToSection } from './scroll-to-section';

/** Where the sticky header and category bar end: the section's scroll-margin-top. */
const MARGIN = 120;

/** A ResizeObserver the test fires by hand, as if the observed sections had just been laid out. */
class FakeResizeObserver {
  static last: FakeResizeObserver | undefined;
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(private readonly callback: ResizeObserverCallback) {
    FakeResizeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  /** The browser reports a size change (it never calls back once disconnected). */
  resize() {
    if (!this.disconnected) this.callback([], this as unknown as ResizeObserver);
  }
}

function resizeObserver(): FakeResizeObserver {
  if (!FakeResizeObserver.last) throw new Error('no ResizeObserver was created');
  return FakeResizeObserver.last;
}

let reducedMotion = false;
/** The target section's distance from the top of the window, as getBoundingClientRect reports it. */
let top = 0;
let target: HTMLElement;
let scrollIntoView: ReturnType<typeof vi.fn>;
let focus: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
  FakeResizeObserver.last = undefined;
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  reducedMotion = false;
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ matches: query === '(prefers-reduced-motion: reduce)' && reducedMotion }) as MediaQueryList);

  document.body.innerHTML = `
    <main>
      <section id="entrees" tabindex="-1"></section>
      <section id="makis" tabindex="-1" style="scroll-margin-top: ${MARGIN}px"></section>
      <section id="desserts" tabindex="-1"></section>
    </main>`;
  target = document.getElementById('makis')!;
  top = 900;
  scrollIntoView = vi.fn();
  focus = vi.fn();
  target.scrollIntoView = scrollIntoView as HTMLElement['scrollIntoView'];
  target.focus = focus as HTMLElement['focus'];
  vi.spyOn(target, 'getBoundingClientRect').mockImplementation(() => ({ top }) as DOMRect);
});

afterEach(() => {
  // Ends a hold a test left running, so its listeners do not reach the next test.
  vi.runOnlyPendingTimers();
  document.body.innerHTML = '';
});

/** The smooth scroll (or the instant jump) ends where the layout of the moment puts the section. */
function land(at: number) {
  top = at;
  window.dispatchEvent(new Event('scrollend'));
}

/** A section above the target gets its real height: the target moves, then the next frame runs. */
function sectionAboveResized(newTop: number) {
  top = newTop;
  resizeObserver().resize();
  vi.advanceTimersToNextFrame();
}

describe('scrollToSection', () => {
  it('does nothing for a section that is not on the page', () => {
    expect(scrollToSection('sushis')).toBe(false);
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(FakeResizeObserver.last).toBeUndefined();
  });

  it('scrolls smoothly to the section and moves focus there without a second jump', () => {
    expect(scrollToSection('makis')).toBe(true);
    expect(scrollIntoView).toHaveBeenCalledExactlyOnceWith({ block: 'start', behavior: 'smooth' });
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
    expect(resizeObserver().observed.map((s) => s.id)).toEqual(['entrees', 'makis', 'desserts']);
  });

  it('jumps at once for a visitor who prefers reduced motion', () => {
    reducedMotion = true;
    scrollToSection('makis');
    expect(scrollIntoView).toHaveBeenCalledExactlyOnceWith({ block: 'start', behavior: 'auto' });
  });

  it('lets a smooth scroll run, then aims again when it ends off the section', () => {
    scrollToSection('makis');
    // Sections laid out while the smooth scroll runs do not interrupt it.
    sectionAboveResized(700);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);

    land(MARGIN + 240);
    expect(scrollIntoView).toHaveBeenCalledTimes(2);
    expect(scrollIntoView).toHaveBeenLastCalledWith({ block: 'start', behavior: 'smooth' });

    land(MARGIN + 2); // within the tolerance: in place
    expect(scrollIntoView).toHaveBeenCalledTimes(2);
  });

  it('in a browser without the scrollend event, counts a smooth scroll as ended after 1.2 s', () => {
    const onscrollend = Object.getOwnPropertyDescriptor(window, 'onscrollend')!;
    delete (window as { onscrollend?: unknown }).onscrollend;
    try {
      scrollToSection('makis');
      top = MARGIN + 240;
      vi.advanceTimersByTime(1199);
      expect(scrollIntoView).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(1);
      expect(scrollIntoView).toHaveBeenCalledTimes(2);
    } finally {
      Object.defineProperty(window, 'onscrollend', onscrollend);
    }
  });

  it('after an instant jump, aims again each time a section resizes and the target moved', () => {
    reducedMotion = true;
    scrollToSection('makis');
    sectionAboveResized(MARGIN);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);

    sectionAboveResized(MARGIN + 350);
    expect(scrollIntoView).toHaveBeenCalledTimes(2);
    expect(scrollIntoView).toHaveBeenLastCalledWith({ block: 'start', behavior: 'auto' });

    sectionAboveResized(MARGIN - 80);
    expect(scrollIntoView).toHaveBeenCalledTimes(3);
  });

  it('holds the section for 2 s only', () => {
    reducedMotion = true;
    scrollToSection('makis');
    vi.advanceTimersByTime(1900);
    sectionAboveResized(MARGIN + 50); // one frame later: still within the 2 s
    expect(scrollIntoView).toHaveBeenCalledTimes(2);

    vi.advanceTimersByTime(100);
    expect(resizeObserver().disconnected).toBe(true);
    land(MARGIN + 500);
    expect(scrollIntoView).toHaveBeenCalledTimes(2);
  });

  it.each(['wheel', 'touchstart', 'keydown', 'pointerdown'])('stops holding at once when the visitor scrolls by themselves (%s)', (type) => {
    scrollToSection('makis');
    window.dispatchEvent(new Event(type));
    expect(resizeObserver().disconnected).toBe(true);

    land(MARGIN + 400);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('a frame asked for before the visitor took over does not pull them back', () => {
    reducedMotion = true;
    scrollToSection('makis');
    top = MARGIN + 300;
    resizeObserver().resize(); // the frame is asked for…
    window.dispatchEvent(new Event('wheel')); // …the visitor scrolls before it runs
    vi.advanceTimersToNextFrame();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });
});
