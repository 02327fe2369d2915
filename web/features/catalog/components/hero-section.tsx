/**
 * The home hero, basic version: the first hero image full-bleed (image_unique / carrousel), the overlay
 * at hero_opacite_overlay percent, title, subtitle and the optional call-to-action to #menu.
 * Video, mosaic and the auto-advancing carousel come later.
 */
import { useState } from 'react';
import { ChevronDown } from 'lucide-react';
import type { HeroAnimation, HeroPosition, PublicSettings } from '@core/catalog';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

const POSITION: Record<HeroPosition, string> = {
  gauche: 'items-start text-left',
  centre: 'items-center text-center',
  droite: 'items-end text-right',
};

const ANIMATION: Record<HeroAnimation, string> = {
  fade: 'animate-fade-in',
  slide: 'animate-slide-in',
  bounce: 'animate-bounce-in',
  none: '',
};

const DEFAULT_OVERLAY = 40;

export function HeroSection({ settings }: { settings: PublicSettings }) {
  const [imageFailed, setImageFailed] = useState(false);
  const image = settings.hero_images[0];
  const overlay = Math.min(100, Math.max(0, settings.hero_opacite_overlay ?? DEFAULT_OVERLAY)) / 100;
  const title = settings.hero_titre_principal || settings.nom_restaurant;
  const subtitle = settings.hero_sous_titre || settings.slogan;
  const position = settings.hero_position_texte ?? 'gauche';
  const showCta = settings.hero_cta_actif && Boolean(settings.hero_cta_texte);

  return (
    <section
      aria-labelledby="hero-titre"
      className="relative isolate flex min-h-[72svh] overflow-hidden md:min-h-[82svh]"
    >
      {image && !imageFailed ? (
        <img
          src={image}
          alt=""
          fetchPriority="high"
          decoding="async"
          onError={() => setImageFailed(true)}
          className="absolute inset-0 -z-20 size-full object-cover"
        />
      ) : (
        <div className="absolute inset-0 -z-20 bg-seigaiha" aria-hidden="true" />
      )}
      <div className="absolute inset-0 -z-10 bg-ink" style={{ opacity: overlay }} aria-hidden="true" />
      <div
        className="absolute inset-x-0 bottom-0 -z-10 h-2/5 bg-gradient-to-t from-ink via-ink/60 to-transparent"
        aria-hidden="true"
      />
      {image && imageFailed && (
        <p className="absolute right-4 bottom-4 text-xs tracking-wide text-paper-500">Image non disponible</p>
      )}

      <span
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-6 hidden -translate-y-1/2 font-jp text-[7rem] leading-none text-paper/[0.07] [writing-mode:vertical-rl] lg:block"
      >
        寿司
      </span>

      <div
        className={cn(
          'mx-auto flex w-full max-w-7xl flex-col justify-end gap-5 px-5 pt-28 pb-16 sm:px-8 md:justify-center md:pb-24',
          POSITION[position],
          ANIMATION[settings.hero_animation ?? 'fade'],
        )}
        style={{ color: settings.hero_couleur_texte || undefined }}
      >
        <p className="flex items-center gap-3 text-xs font-semibold tracking-[0.22em] text-kin-300 uppercase sm:tracking-[0.35em]">
          <span className="h-px w-8 bg-kin/60" aria-hidden="true" />
          {settings.ville ? `Cuisine japonaise · ${settings.ville}` : 'Cuisine japonaise'}
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
            <a href="#menu">
              {settings.hero_cta_texte}
              <ChevronDown aria-hidden="true" />
            </a>
          </Button>
        )}
      </div>
    </section>
  );
}
