/**
 * Video hero: muted, looping, inline, autoplaying (not under prefers-reduced-motion, where the visitor
 * starts it). The first hero image lies underneath as the poster: a responsive <img> is cheaper on a
 * phone than the poster attribute (one size only) and is the preloaded LCP element. The video fades in
 * once it plays; if it fails, the image simply stays.
 */
import { useEffect, useRef, useState } from 'react';
import { Pause, Play } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { HeroImage } from './hero-image';

export function HeroVideo({ url, posterUrl }: { url: string; posterUrl: string | undefined }) {
  const reducedMotion = useReducedMotion();
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [shown, setShown] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    video.muted = true; // autoplay is only allowed muted; React does not always reflect the attribute
    if (reducedMotion) video.pause();
    else video.play().catch(() => undefined); // blocked autoplay leaves the poster, which is fine
  }, [reducedMotion, url]);

  const toggle = () => {
    const video = ref.current;
    if (!video) return;
    if (video.paused) video.play().catch(() => undefined);
    else video.pause();
  };

  return (
    <>
      <div className="absolute inset-0 -z-20">
        {posterUrl ? <HeroImage url={posterUrl} priority /> : <div className="absolute inset-0 bg-seigaiha" />}
        {!failed && (
          <video
            ref={ref}
            src={url}
            muted
            loop
            playsInline
            autoPlay={!reducedMotion}
            preload={reducedMotion ? 'metadata' : 'auto'}
            aria-hidden="true"
            onPlaying={() => {
              setPlaying(true);
              setShown(true);
            }}
            onPause={() => setPlaying(false)}
            onError={() => setFailed(true)}
            className={cn('absolute inset-0 size-full object-cover transition-opacity duration-700', shown ? 'opacity-100' : 'opacity-0')}
          />
        )}
      </div>
      {!failed && (
        <button
          type="button"
          onClick={toggle}
          aria-label={playing ? 'Mettre la vidéo en pause' : 'Lire la vidéo'}
          className="absolute right-4 bottom-5 z-10 inline-flex size-11 items-center justify-center rounded-full border border-paper/25 text-paper/80 backdrop-blur-sm transition-colors hover:bg-paper/10 hover:text-paper md:right-8 md:bottom-8 [&_svg]:size-4"
        >
          {playing ? <Pause /> : <Play />}
        </button>
      )}
    </>
  );
}
