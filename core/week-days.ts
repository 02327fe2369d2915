/**
 * The days of the week as the settings name them. Zod-free: the shop's entry chunk (the footer's hours,
 * core/service-hours.ts) needs the list, and importing it from catalog.ts would bring zod into that chunk
 * (about 45 KB gzip, docs/performance.md).
 */
export const JOURS_SEMAINE = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'] as const;
export type JourSemaine = (typeof JOURS_SEMAINE)[number];
