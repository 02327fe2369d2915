/**
 * The home hero, as the settings describe it: hero_mode (carrousel, video, mosaique, gif, image_unique;
 * anything else falls back to image_unique), hero_position_texte, hero_animation, the overlay at
 * hero_opacite_overlay percent (40 by default), hero_couleur_texte and the optional call-to-action that
 * scrolls to the menu (customer-shop §2, Home).
 */
import { useState, type FocusEvent } from 'react';
import { ChevronDown } from 'lucide-react';
import type { HeroAnimation, HeroPosition, ImageVariation, PublicSettings } from '@core/catalog';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { scrollToSection } from '../utils/scroll-to-section';
import { HeroCarousel } from './hero-carousel';
import { HeroImage, HeroVariationsContext } from './hero-image';
import { HeroMosaic } from './hero-mosaic';
import { HeroVideo } from './hero-video';
import { HERO_OVERLAY_DEFAULT_PERCENT } from '@core/limits';

const POSITION: Record<HeroPosition, string> = {
  gauche: 'items-start text-left',
  centre: 'items-center text-center',
  droite: 'items-end text-right',
};

// The keyframes live in styles.css; prefers-reduced-motion shortens every animation to nothing there.
const ANIMATION: Record<HeroAnimation, string> = {
  fade: 'motion-safe:animate-fade-in',
  slide: 'motion-safe:animate-slide-in',
  bounce: 'motion-safe:animate-bounce-in',
  none: '',
};

function HeroMedia({ settings, interacting }: { settings: PublicSettings; interacting: boolean }) {
  const images = settings.hero_images.filter(Boolean);
  const first = images[0];
  switch (settings.hero_mode) {
    case 'carrousel':
      if (images.length > 1) return <HeroCarousel images={images} interacting={interacting} />;
      break;
    case 'video':
      if (settings.hero_video_url) return <HeroVideo url={settings.hero_video_url} posterUrl={first} />;
      break;
    case 'mosaique':
      if (images.length > 1) return <HeroMosaic images={images} />;
      break;
  }
  // image_unique, gif, unknown modes, or a mode without enough material: the first image alone.
  return (
    <div className="absolute inset-0 -z-20">{first ? <HeroImage key={first} url={first} priority /> : <div className="absolute inset-0 bg-seigaiha" />}</div>
  );
}

/** variations: the catalogue's hero_variations (absent in the settings preview: the originals are shown). */
export function HeroSection({ settings, variations }: { settings: PublicSettings; variations?: Record<string, ImageVariation[]> }) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const overlay = Math.min(100, Math.max(0, settings.hero_opacite_overlay ?? HERO_OVERLAY_DEFAULT_PERCENT)) / 100;
  const title = settings.hero_titre_principal || settings.nom_restaurant;
  const subtitle = settings.hero_sous_titre || settings.slogan;
  const position = POSITION[settings.hero_position_texte] ? settings.hero_position_texte : 'centre';
  const animation = ANIMATION[settings.hero_animation] ?? ANIMATION.fade;
  const showCta = settings.hero_cta_actif && Boolean(settings.hero_cta_texte);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      aria-labelledby="hero-titre"
      data-hero-mode={settings.hero_mode}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      className="relative isolate flex min-h-[72svh] overflow-hidden bg-ink md:min-h-[82svh]"
    >
      <HeroVariationsContext value={variations}>
        <HeroMedia settings={settings} interacting={hovered || focused} />
      </HeroVariationsContext>
      <div className="absolute inset-0 -z-10 bg-ink" style={{ opacity: overlay }} aria-hidden="true" />
      {settings.hero_mode === 'mosaique' && (
        // Many small pictures are busier than one: a soft vignette keeps the title readable.
        <div className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_60%_55%_at_50%_50%,rgb(15_15_16/0.6),transparent)]" aria-hidden="true" />
      )}
      <div className="absolute inset-x-0 bottom-0 -z-10 h-1/2 bg-gradient-to-t from-ink via-ink/55 to-transparent" aria-hidden="true" />

      <div
        className={cn(
          'mx-auto flex w-full max-w-7xl flex-col justify-end gap-5 px-5 pt-28 pb-24 sm:px-8 md:justify-center md:pb-28',
          POSITION[position],
          animation,
        )}
        style={{ color: settings.hero_couleur_texte || undefined }}
      >
        <p className="flex items-center gap-3 text-xs font-semibold tracking-[0.22em] text-kin-300 uppercase sm:tracking-[0.35em]">
          <span className="h-px w-8 bg-kin/60" aria-hidden="true" />
          {settings.ville ? `Cuisine japonaise · ${settings.ville}` : 'Cuisine japonaise'}
          {position === 'centre' && <span className="h-px w-8 bg-kin/60" aria-hidden="true" />}
        </p>
        <h1
          id="hero-titre"
          className="max-w-3xl text-5xl leading-[0.95] font-semibold tracking-tight drop-shadow-[0_2px_24px_rgb(0_0_0/0.5)] sm:text-6xl md:text-7xl lg:text-8xl"
        >
          {title}
        </h1>
        {subtitle && <p className="max-w-xl text-base leading-relaxed opacity-85 sm:text-lg md:text-xl">{subtitle}</p>}
        {showCta && (
          <Button asChild size="lg" className="mt-3">
            <a
              href="#menu"
              onClick={(event) => {
                if (scrollToSection('menu')) event.preventDefault();
              }}
            >
              {settings.hero_cta_texte}
              <ChevronDown aria-hidden="true" />
            </a>
          </Button>
        )}
      </div>
    </section>
  );
}
