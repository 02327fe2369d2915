/**
 * A day's services (one, or lunch and dinner) and the regular hours as the shop's footer lists them.
 * Kept apart from opening-hours.ts (the time-zone rules) so the shop's entry chunk, which shows the
 * footer, carries only this.
 */
import type { HoraireJour, HorairesReguliers } from './catalog';
import { JOURS_SEMAINE, type JourSemaine } from './week-days';

/** A day's services as [opening, closing] 'HH:MM' pairs: the first, then the second when both its times are set. */
export function servicesOfDay(day: HoraireJour | undefined): [string, string][] {
  if (!day?.ouvert) return [];
  const services: [string, string][] = [[day.ouverture, day.fermeture]];
  if (day.ouverture_2 && day.fermeture_2) services.push([day.ouverture_2, day.fermeture_2]);
  return services;
}

const DAY_LABELS: Readonly<Record<JourSemaine, string>> = {
  lundi: 'Lundi',
  mardi: 'Mardi',
  mercredi: 'Mercredi',
  jeudi: 'Jeudi',
  vendredi: 'Vendredi',
  samedi: 'Samedi',
  dimanche: 'Dimanche',
};

/**
 * The regular hours as the shop's footer shows them: consecutive weekdays with the same services grouped,
 * e.g. [{ days: 'Tous les jours', hours: '11:00 – 23:00' }] or
 * [{ days: 'Lundi – Samedi', hours: '12:00 – 15:00 · 19:00 – 23:00' }, { days: 'Dimanche', hours: 'Fermé' }].
 */
export function openingHoursLines(horaires: HorairesReguliers): { days: string; hours: string }[] {
  const hoursOf = (jour: JourSemaine) => {
    const services = servicesOfDay(horaires[jour]);
    return services.length === 0 ? 'Fermé' : services.map(([a, b]) => (a === b ? '24 h/24' : `${a} – ${b}`)).join(' · ');
  };
  const groups: { from: JourSemaine; to: JourSemaine; hours: string }[] = [];
  for (const jour of JOURS_SEMAINE) {
    const hours = hoursOf(jour);
    const last = groups.at(-1);
    if (last && last.hours === hours) last.to = jour;
    else groups.push({ from: jour, to: jour, hours });
  }
  if (groups.length === 1) return [{ days: 'Tous les jours', hours: groups[0]!.hours }];
  return groups.map((g) => ({ days: g.from === g.to ? DAY_LABELS[g.from] : `${DAY_LABELS[g.from]} – ${DAY_LABELS[g.to]}`, hours: g.hours }));
}
