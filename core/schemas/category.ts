/**
 * A category as staff create or update it (back-office §2-3). code_interne becomes the section's
 * element id on the home page, so it is a slug: lower-case letters, digits and dashes.
 */
import { z } from 'zod';
import { MAX_CATEGORY_NAME_LENGTH, MAX_CODE_INTERNE_LENGTH, MAX_DESCRIPTION_LENGTH } from '../limits';
import { FIELD_MESSAGES, numberText, optionalText, requiredText } from './fields';
import { MenuHoursFields, MenuHoursView } from './menu-hours';

export const CATEGORY_MESSAGES = {
  nameRequired: 'Le nom de la catégorie est requis',
  codeRequired: 'Le code interne est requis',
  codeFormat: 'Le code interne ne peut contenir que des lettres minuscules, des chiffres et des tirets',
  invalidOrder: "L'ordre d'affichage doit être un nombre entier positif",
} as const;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const CategoryInput = z.object({
  nom_fr: requiredText(CATEGORY_MESSAGES.nameRequired, MAX_CATEGORY_NAME_LENGTH),
  code_interne: requiredText(CATEGORY_MESSAGES.codeRequired, MAX_CODE_INTERNE_LENGTH).regex(SLUG, CATEGORY_MESSAGES.codeFormat),
  description_fr: optionalText(MAX_DESCRIPTION_LENGTH),
  actif: z.boolean().default(true),
  ordre_affichage: z.int({ error: CATEGORY_MESSAGES.invalidOrder }).min(0, CATEGORY_MESSAGES.invalidOrder).default(0),
  ...MenuHoursFields,
});
export type CategoryInput = z.infer<typeof CategoryInput>;
/** The back-office form of a category: the display order typed as text; the server's rules. */
export const CategoryForm = CategoryInput.extend({ ordre_affichage: numberText(CategoryInput.shape.ordre_affichage) });

/** Suggests a code_interne from a French name: "Plateaux & Bento" -> "plateaux-bento". */
export function toCodeInterne(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_CODE_INTERNE_LENGTH)
    .replace(/-+$/, '');
}

/** The new display order of every category, first to last, saved in one request. */
export const CategoryOrderInput = z.object({
  ids: z.array(z.int().positive(), { error: FIELD_MESSAGES.invalidValue }).min(1, FIELD_MESSAGES.invalidValue),
});
export type CategoryOrderInput = z.infer<typeof CategoryOrderInput>;

export const AdminCategoryView = z.object({
  id: z.int(),
  code_interne: z.string(),
  nom_fr: z.string(),
  description_fr: z.string().nullable(),
  actif: z.boolean(),
  ordre_affichage: z.int(),
  ...MenuHoursView,
  nombre_produits: z.int(),
});
export type AdminCategoryView = z.infer<typeof AdminCategoryView>;

/** GET and PUT (new order) /api/admin/categories. */
export const AdminCategoriesView = z.object({ categories: z.array(AdminCategoryView) });
export type AdminCategoriesView = z.infer<typeof AdminCategoriesView>;
