/**
 * The 'Services' and 'Jours' fields of a category or a product (menus by time of day), as the
 * back-office saves them and reads them back. Unknown values are refused in French; duplicates and
 * order do not matter; every one ticked means no limit and is stored as none (core/menu-hours.ts).
 */
import { z } from 'zod';
import { JOURS_SEMAINE } from '../catalog';
import { MENU_HOURS_MESSAGES, normaliseMenuHours } from '../menu-hours';
import { SERVICES } from '../slots';

export const MenuHoursFields = {
  services_disponibles: z
    .array(z.enum(SERVICES, { error: MENU_HOURS_MESSAGES.invalidService }), { error: MENU_HOURS_MESSAGES.invalidService })
    .max(SERVICES.length * 2, MENU_HOURS_MESSAGES.invalidService)
    .default([])
    .transform((services) => normaliseMenuHours({ services_disponibles: services }).services_disponibles),
  jours_disponibles: z
    .array(z.enum(JOURS_SEMAINE, { error: MENU_HOURS_MESSAGES.invalidDay }), { error: MENU_HOURS_MESSAGES.invalidDay })
    .max(JOURS_SEMAINE.length * 2, MENU_HOURS_MESSAGES.invalidDay)
    .default([])
    .transform((jours) => normaliseMenuHours({ jours_disponibles: jours }).jours_disponibles),
};

/** As the back-office views carry them: empty = always on the menu. */
export const MenuHoursView = {
  services_disponibles: z.array(z.enum(SERVICES)),
  jours_disponibles: z.array(z.enum(JOURS_SEMAINE)),
};
