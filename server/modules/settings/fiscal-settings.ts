/** Settings 'Fiscalité': the row's columns as the section's view, and the section's input as the row's changes. */
import type { FiscaliteView } from '@core/schemas/fiscal-settings';
import type { SectionInput } from '@core/schemas/settings';
import type { restaurantSettings } from '../../db/schema/index';
import type { SettingsRow } from '../../db/settings-row';

export function fiscalView(row: SettingsRow): FiscaliteView {
  return {
    raison_sociale: row.fiscal_raison_sociale,
    adresse_fiscale: row.fiscal_adresse,
    matricule_fiscal: row.fiscal_matricule,
    droit_timbre: row.droit_timbre,
    taux_categories: Object.entries(row.taux_tva.categories).map(([id, taux]) => ({ category_id: Number(id), taux })),
    taux_produits: Object.entries(row.taux_tva.produits).map(([id, taux]) => ({ product_id: Number(id), taux })),
  };
}

export function fiscalChanges(input: SectionInput<'fiscalite'>): Partial<typeof restaurantSettings.$inferInsert> {
  return {
    fiscal_raison_sociale: input.raison_sociale,
    fiscal_adresse: input.adresse_fiscale,
    fiscal_matricule: input.matricule_fiscal ?? null,
    droit_timbre: input.droit_timbre,
    taux_tva: {
      categories: Object.fromEntries(input.taux_categories.map((r) => [String(r.category_id), r.taux])),
      produits: Object.fromEntries(input.taux_produits.map((r) => [String(r.product_id), r.taux])),
    },
  };
}
