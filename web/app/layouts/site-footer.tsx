import type { ReactNode } from 'react';
import { Clock, MapPin, Phone } from 'lucide-react';
import { openingHoursLines } from '@core/service-hours';
import { useSettings } from '../../features/catalog/api/get-catalog';
import { RestaurantMark } from './restaurant-mark';

export function SiteFooter() {
  const settings = useSettings();
  const nom = settings?.nom_restaurant ?? '';
  const adresse = [settings?.adresse, settings?.ville].filter(Boolean).join(', ');
  const year = new Date().getFullYear();

  return (
    <footer className="mt-8 border-t border-ink-600 bg-ink-800">
      <div className="mx-auto grid max-w-7xl gap-10 px-5 py-12 sm:px-8 md:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div className="flex flex-col gap-3">
          <div className="flex items-center gap-3">
            <RestaurantMark logoUrl={settings?.logo_url} />
            <span className="font-display text-2xl font-semibold">{nom}</span>
          </div>
          {settings?.slogan && <p className="max-w-xs text-sm leading-relaxed text-paper-400">{settings.slogan}</p>}
        </div>

        <FooterBlock icon={<MapPin aria-hidden="true" />} title="Adresse">
          {adresse ? <address className="not-italic">{adresse}</address> : <span>—</span>}
        </FooterBlock>
        <FooterBlock icon={<Phone aria-hidden="true" />} title="Téléphone">
          {settings?.telephone ? (
            <a href={`tel:${settings.telephone.replace(/\s+/g, '')}`} className="rounded-xs hover:text-paper">
              {settings.telephone}
            </a>
          ) : (
            <span>—</span>
          )}
        </FooterBlock>
        <FooterBlock icon={<Clock aria-hidden="true" />} title="Horaires">
          {settings ? (
            <dl className="grid gap-1">
              {openingHoursLines(settings.horaires_reguliers).map((line) => (
                <div key={line.days}>
                  <dt>{line.days}</dt>
                  <dd className="tabular-nums text-paper">{line.hours}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <span>—</span>
          )}
        </FooterBlock>
      </div>
      <div className="border-t border-ink-600">
        <p className="mx-auto max-w-7xl px-5 py-5 text-xs tracking-wide text-paper-500 sm:px-8">
          © {year} {nom}. Tous droits réservés.
        </p>
      </div>
    </footer>
  );
}

function FooterBlock({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-2 text-sm text-paper-400">
      <h2 className="flex items-center gap-2 font-sans text-xs font-semibold tracking-[0.2em] text-kin uppercase [&_svg]:size-4">
        {icon}
        {title}
      </h2>
      {children}
    </div>
  );
}
