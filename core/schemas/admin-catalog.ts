/**
 * Contracts of the back-office catalogue: products, accompaniments, their links and the
 * sold-out switch. Money is integer millimes (core/money.ts); the forms convert the TND text.
 */
import { z } from 'zod';
import { ALLERGEN_CODES } from '../allergens';
import { MAX_CATEGORY_NAME_LENGTH, MAX_DESCRIPTION_LENGTH } from '../limits';
import { parseTndInput } from '../money';
import type { SoldOutDuration } from '../sold-out';
import { FIELD_MESSAGES, optionalText, requiredText, blankToUndefined, textNumber, numberText, optionalNumberText, tndText } from './fields';
import { MenuHoursFields, MenuHoursView } from './menu-hours';
import { PageNumber, pageEnvelope } from './page';

export const CATALOG_ADMIN_MESSAGES = {
  productNameRequired: 'Le nom du produit est requis',
  accompanimentNameRequired: "Le nom de l'accompagnement est requis",
  categoryRequired: 'Choisissez une catégorie',
  invalidPrice: 'Le prix doit être un montant positif avec au plus trois décimales',
  invalidPieces: 'Le nombre de pièces doit être un entier positif',
  invalidKcal: 'Les calories doivent être un entier positif',
  invalidOrder: "L'ordre d'affichage doit être un nombre entier positif",
  invalidAllergen: 'Allergène inconnu',
  invalidDuration: 'Durée de rupture invalide',
  invalidId: 'Identifiant invalide',
} as const;

/** A path id (/products/:id): text coerced to a positive integer. */
export const IdParams = z.object({
  id: z.coerce
    .number({ error: CATALOG_ADMIN_MESSAGES.invalidId })
    .int(CATALOG_ADMIN_MESSAGES.invalidId)
    .positive(CATALOG_ADMIN_MESSAGES.invalidId)
    .max(2_147_483_647, CATALOG_ADMIN_MESSAGES.invalidId),
});

const prix = z
  .int({ error: CATALOG_ADMIN_MESSAGES.invalidPrice })
  .min(0, CATALOG_ADMIN_MESSAGES.invalidPrice)
  .max(999_999_999, CATALOG_ADMIN_MESSAGES.invalidPrice);
const ordre = z.int({ error: CATALOG_ADMIN_MESSAGES.invalidOrder }).min(0, CATALOG_ADMIN_MESSAGES.invalidOrder).default(0);
const optionalCount = (message: string, min: number) =>
  z
    .int({ error: message })
    .min(min, message)
    .max(100_000, message)
    .nullish()
    .transform((v) => v ?? null);

export const ProductInput = z.object({
  category_id: z.int({ error: CATALOG_ADMIN_MESSAGES.categoryRequired }).positive(CATALOG_ADMIN_MESSAGES.categoryRequired),
  nom_fr: requiredText(CATALOG_ADMIN_MESSAGES.productNameRequired, MAX_CATEGORY_NAME_LENGTH),
  description_fr: optionalText(MAX_DESCRIPTION_LENGTH),
  prix,
  image_url: optionalText(500),
  nombre_pieces: optionalCount(CATALOG_ADMIN_MESSAGES.invalidPieces, 1),
  comptabiliser_pieces: z.boolean().default(false),
  kcal: optionalCount(CATALOG_ADMIN_MESSAGES.invalidKcal, 0),
  afficher_kcal: z.boolean().default(false),
  allergenes: z
    .array(z.enum(ALLERGEN_CODES, { error: CATALOG_ADMIN_MESSAGES.invalidAllergen }))
    .default([])
    .transform((codes) => [...new Set(codes)]),
  actif: z.boolean().default(true),
  visible_dans_shop: z.boolean().default(true),
  ordre_affichage: ordre,
  ...MenuHoursFields,
});
export type ProductInput = z.infer<typeof ProductInput>;

/** The switches toggled in place on the list. */
export const ProductSwitchesInput = z.object({ actif: z.boolean().optional(), visible_dans_shop: z.boolean().optional() });

/** The accompaniments a product offers, replaced as a whole. */
export const AccompanimentLinksInput = z.object({
  accompagnement_ids: z
    .array(z.int().positive(), { error: FIELD_MESSAGES.invalidValue })
    .max(200)
    .transform((ids) => [...new Set(ids)]),
});

/**
 * The back-office form of a product: category, price (TND), pieces, calories and order typed as text, and
 * the accompaniments it offers (saved after it); the server's rules.
 */
export const ProductForm = ProductInput.extend({
  category_id: numberText(ProductInput.shape.category_id),
  prix: tndText(prix),
  nombre_pieces: optionalNumberText(ProductInput.shape.nombre_pieces),
  kcal: optionalNumberText(ProductInput.shape.kcal),
  ordre_affichage: numberText(ordre),
  ...AccompanimentLinksInput.shape,
});

const booleanText = z.preprocess(blankToUndefined, z.enum(['true', 'false']).optional()).transform((v) => (v === undefined ? undefined : v === 'true'));

export const ProductListQuery = z.object({
  category_id: z.preprocess(blankToUndefined, z.coerce.number().int().positive().optional()),
  actif: booleanText,
  visible: booleanText,
  q: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
  page: PageNumber,
});
export type ProductListQuery = z.infer<typeof ProductListQuery>;

/**
 * An accompaniment: gratuit and prix stay consistent, a free one costs 0.000 TND and a price of 0 is free.
 */
export const AccompanimentInput = z
  .object({
    nom_fr: requiredText(CATALOG_ADMIN_MESSAGES.accompanimentNameRequired, MAX_CATEGORY_NAME_LENGTH),
    description_fr: optionalText(MAX_DESCRIPTION_LENGTH),
    prix: prix.default(0),
    gratuit: z.boolean().default(false),
    actif: z.boolean().default(true),
    ordre_affichage: ordre,
  })
  .transform((input) => ({ ...input, ...consistentGratuit(input) }));
export type AccompanimentInput = z.infer<typeof AccompanimentInput>;
/** The back-office form of an accompaniment: the price typed in TND (ignored when free), the order as text; the server's rules. */
export const AccompanimentForm = z
  .object({ nom_fr: z.string(), description_fr: z.string(), prix: z.string(), gratuit: z.boolean(), actif: z.boolean(), ordre_affichage: z.string() })
  .transform((f): z.input<typeof AccompanimentInput> => ({
    ...f,
    prix: f.gratuit ? 0 : (parseTndInput(f.prix) ?? Number.NaN),
    ordre_affichage: textNumber(f.ordre_affichage),
  }))
  .pipe(AccompanimentInput);

export function consistentGratuit(input: { prix: number; gratuit: boolean }): { prix: number; gratuit: boolean } {
  if (input.gratuit || input.prix === 0) return { prix: 0, gratuit: true };
  return { prix: input.prix, gratuit: false };
}

const RUPTURE_DUREES = ['ce_soir', 'jusqu_a', 'indefini'] as const satisfies readonly SoldOutDuration[];

export const RuptureInput = z.discriminatedUnion('rupture', [
  z.object({ rupture: z.literal(false) }),
  z.object({
    rupture: z.literal(true),
    duree: z.enum(RUPTURE_DUREES, { error: CATALOG_ADMIN_MESSAGES.invalidDuration }),
    jusqu_a: z.iso.datetime({ offset: true, error: FIELD_MESSAGES.invalidValue }).nullish(),
  }),
]);
export type RuptureInput = z.infer<typeof RuptureInput>;

const SoldOutView = {
  rupture: z.boolean(),
  /** In force now (an expired mark reads false). */
  epuise: z.boolean(),
  rupture_jusqu_a: z.string().nullable(),
  rupture_par: z.string().nullable(),
  rupture_par_email: z.string().nullable(),
  rupture_le: z.string().nullable(),
};

export const AdminProductView = z.object({
  id: z.int(),
  category_id: z.int(),
  category_nom: z.string(),
  nom_fr: z.string(),
  description_fr: z.string().nullable(),
  prix: z.int(),
  image_url: z.string().nullable(),
  /** a small variation of the image for the list's thumbnails (the original when there is none) */
  thumbnail_url: z.string().nullable(),
  nombre_pieces: z.int().nullable(),
  comptabiliser_pieces: z.boolean(),
  kcal: z.int().nullable(),
  afficher_kcal: z.boolean(),
  allergenes: z.array(z.string()),
  a_des_accompagnements: z.boolean(),
  accompagnement_ids: z.array(z.int()),
  actif: z.boolean(),
  visible_dans_shop: z.boolean(),
  ordre_affichage: z.int(),
  ...MenuHoursView,
  ...SoldOutView,
});
export type AdminProductView = z.infer<typeof AdminProductView>;

export const AdminProductPage = pageEnvelope('produits', AdminProductView, 'per_page');
export type AdminProductPage = z.infer<typeof AdminProductPage>;

export const AdminAccompanimentView = z.object({
  id: z.int(),
  nom_fr: z.string(),
  description_fr: z.string().nullable(),
  prix: z.int(),
  gratuit: z.boolean(),
  actif: z.boolean(),
  ordre_affichage: z.int(),
  produits: z.array(z.object({ id: z.int(), nom_fr: z.string() })),
  ...SoldOutView,
});
export type AdminAccompanimentView = z.infer<typeof AdminAccompanimentView>;

/** What a delete did: a row never used is removed, one named by past orders is archived. */
export const DeleteOutcome = z.object({
  outcome: z.enum(['supprime', 'archive']),
  message: z.string(),
});
export type DeleteOutcome = z.infer<typeof DeleteOutcome>;

export const DELETE_OUTCOME_MESSAGES = {
  productDeleted: 'Produit supprimé avec succès',
  productArchived: 'Produit archivé : il figure dans des commandes passées, qui gardent son nom et son prix',
  accompanimentDeleted: 'Accompagnement supprimé avec succès',
  accompanimentArchived: 'Accompagnement archivé : il figure dans des commandes passées, qui gardent son nom et son prix',
} as const;

export { OkView } from '../api-views';
/** GET /api/admin/accompagnements. */
export const AdminAccompanimentsView = z.object({ accompagnements: z.array(AdminAccompanimentView) });
export type AdminAccompanimentsView = z.infer<typeof AdminAccompanimentsView>;
