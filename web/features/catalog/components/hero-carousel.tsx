/**
 * Carrousel hero: the slides cross-fade every 5 s. It pauses while the pointer or keyboard focus is in
 * the hero, when the visitor pauses it, and always under prefers-reduced-motion. Slides after the first
 * are only mounted once the first has loaded, so they never compete with it (it is the page's LCP).
 */
import { useEffect, useState, type ReactNode } from 'react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { HeroImage } from './hero-image';
import { HERO_CAROUSEL_MS } from '@core/limits';

export interface HeroCarouselProps {
  images: string[];
  /** Pointer or focus inside the hero. */
  interacting: boolean;
}

export function HeroCarousel({ images, interacting }: HeroCarouselProps) {
  const [index, setIndex] = useState(0);
  const [warm, setWarm] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const reducedMotion = useReducedMotion();
  const count = images.length;
  const running = count > 1 && !interacting && !userPaused && !reducedMotion;

  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), HERO_CAROUSEL_MS);
    return () => clearTimeout(timer);
  }, [running, index, count]);

  const go = (next: number) => {
    setWarm(true);
    setIndex((next + count) % count);
  };

  return (
    <>
      <div role="group" aria-roledescription="carrousel" aria-label="Photos du restaurant" className="absolute inset-0 -z-20">
        {images.map((url, i) =>
          i === 0 || warm ? (
            <div
              key={`${i}-${url}`}
              aria-hidden={i !== index}
              data-active={i === index || undefined}
              className={cn(
                'absolute inset-0 transition-[opacity,transform] ease-out',
                i === index ? 'scale-100 opacity-100 duration-[1200ms,6000ms]' : 'scale-[1.04] opacity-0 duration-[1200ms,0ms]',
              )}
            >
              <HeroImage url={url} priority={i === 0} onSettled={i === 0 ? () => setWarm(true) : undefined} />
            </div>
          ) : null,
        )}
      </div>

      {count > 1 && (
        <div className="absolute inset-x-0 bottom-5 z-10 flex items-center justify-center gap-1 text-paper md:right-8 md:bottom-8 md:left-auto">
          <CarouselButton label="Image précédente" onClick={() => go(index - 1)}>
            <ChevronLeft />
          </CarouselButton>
          <ul className="flex items-center">
            {images.map((url, i) => (
              <li key={`${i}-${url}`}>
                <button
                  type="button"
                  aria-label={`Image ${i + 1} sur ${count}`}
                  aria-current={i === index ? 'true' : undefined}
                  onClick={() => go(i)}
                  className="group flex h-11 items-center px-1.5"
                >
                  <span
                    className={cn(
                      'block h-0.5 rounded-full transition-all duration-500',
                      i === index ? 'w-9 bg-paper' : 'w-5 bg-paper/40 group-hover:bg-paper/70',
                    )}
                  />
                </button>
              </li>
            ))}
          </ul>
          <CarouselButton label="Image suivante" onClick={() => go(index + 1)}>
            <ChevronRight />
          </CarouselButton>
          {!reducedMotion && (
            <CarouselButton label={userPaused ? 'Reprendre le diaporama' : 'Mettre le diaporama en pause'} onClick={() => setUserPaused((p) => !p)}>
              {userPaused ? <Play /> : <Pause />}
            </CarouselButton>
          )}
        </div>
      )}
    </>
  );
}

function CarouselButton({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="inline-flex size-11 items-center justify-center rounded-full text-paper/75 transition-colors hover:bg-paper/10 hover:text-paper [&_svg]:size-5"
    >
      {children}
    </button>
  );
}
