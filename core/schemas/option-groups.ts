/**
 * Contracts of the back-office option groups of a product: a group is saved with its options
 * in one go (their order is the list's), groups are reordered by drag. Money is integer millimes.
 * A required group asks for at least one option, an optional one for none (core/product-options.ts):
 * the minimum is kept at 1 or more for a required group and 0 for an optional one.
 */
import { z } from 'zod';
import { MAX_CATEGORY_NAME_LENGTH } from '../limits';
import { parseTndInput } from '../money';
import { MAX_OPTIONS_PER_LINE } from '../product-options';
import { CATALOG_ADMIN_MESSAGES, consistentGratuit } from './admin-catalog';
import { FIELD_MESSAGES, requiredText, textNumber } from './fields';

export const OPTION_GROUP_MESSAGES = {
  groupNameRequired: 'Le nom du groupe est requis',
  optionNameRequired: "Le nom de l'option est requis",
  optionsRequired: 'Ajoutez au moins une option au groupe',
  tooManyOptions: `Un groupe ne peut pas avoir plus de ${MAX_OPTIONS_PER_LINE} options`,
  invalidMin: 'Le minimum doit être un entier entre 0 et le maximum',
  invalidMax: `Le maximum doit être un entier entre 1 et ${MAX_OPTIONS_PER_LINE}`,
  maxAboveOptions: 'Le maximum ne peut pas dépasser le nombre d’options du groupe',
  minAboveMax: 'Le minimum ne peut pas dépasser le maximum',
} as const;

const idField = z
  .int({ error: CATALOG_ADMIN_MESSAGES.invalidId })
  .positive(CATALOG_ADMIN_MESSAGES.invalidId)
  .max(2_147_483_647, CATALOG_ADMIN_MESSAGES.invalidId);

/** /products/:id/option-groups/:groupId */
export const OptionGroupParams = z.object({
  id: z.coerce.number({ error: CATALOG_ADMIN_MESSAGES.invalidId }).pipe(idField),
  groupId: z.coerce.number({ error: CATALOG_ADMIN_MESSAGES.invalidId }).pipe(idField),
});

const OptionInput = z
  .object({
    /** An existing option of the group; absent for a new one. */
    id: idField.nullish().transform((id) => id ?? null),
    nom_fr: requiredText(OPTION_GROUP_MESSAGES.optionNameRequired, MAX_CATEGORY_NAME_LENGTH),
    prix: z
      .int({ error: CATALOG_ADMIN_MESSAGES.invalidPrice })
      .min(0, CATALOG_ADMIN_MESSAGES.invalidPrice)
      .max(999_999_999, CATALOG_ADMIN_MESSAGES.invalidPrice)
      .default(0),
    gratuit: z.boolean().default(false),
    rupture: z.boolean().default(false),
    actif: z.boolean().default(true),
  })
  .transform((input) => ({ ...input, ...consistentGratuit(input) }));
type OptionInput = z.infer<typeof OptionInput>;

export const OptionGroupInput = z
  .object({
    nom_fr: requiredText(OPTION_GROUP_MESSAGES.groupNameRequired, MAX_CATEGORY_NAME_LENGTH),
    obligatoire: z.boolean().default(false),
    min_choix: z
      .int({ error: OPTION_GROUP_MESSAGES.invalidMin })
      .min(0, OPTION_GROUP_MESSAGES.invalidMin)
      .max(MAX_OPTIONS_PER_LINE, OPTION_GROUP_MESSAGES.invalidMin)
      .default(0),
    max_choix: z
      .int({ error: OPTION_GROUP_MESSAGES.invalidMax })
      .min(1, OPTION_GROUP_MESSAGES.invalidMax)
      .max(MAX_OPTIONS_PER_LINE, OPTION_GROUP_MESSAGES.invalidMax)
      .default(1),
    /** In display order. */
    options: z
      .array(OptionInput, { error: FIELD_MESSAGES.invalidValue })
      .min(1, OPTION_GROUP_MESSAGES.optionsRequired)
      .max(MAX_OPTIONS_PER_LINE, OPTION_GROUP_MESSAGES.tooManyOptions),
  })
  .superRefine((group, ctx) => {
    if (group.obligatoire && group.min_choix > group.max_choix)
      ctx.addIssue({ code: 'custom', path: ['min_choix'], message: OPTION_GROUP_MESSAGES.minAboveMax });
    if (group.max_choix > group.options.length) ctx.addIssue({ code: 'custom', path: ['max_choix'], message: OPTION_GROUP_MESSAGES.maxAboveOptions });
  })
  .transform((group) => ({ ...group, min_choix: group.obligatoire ? Math.max(1, group.min_choix) : 0 }));
export type OptionGroupInput = z.infer<typeof OptionGroupInput>;

/**
 * The back-office form of a group: the bounds typed as text, each option's price in TND (blank or 'Gratuit': free);
 * the server's rules and French messages, at the same paths (options.2.prix).
 */
export const OptionGroupForm = z
  .object({
    nom_fr: z.string(),
    obligatoire: z.boolean(),
    min_choix: z.string(),
    max_choix: z.string(),
    options: z.array(
      z.object({ id: z.int().nullable(), nom_fr: z.string(), prix: z.string(), gratuit: z.boolean(), rupture: z.boolean(), actif: z.boolean() }),
    ),
  })
  .transform((f): z.input<typeof OptionGroupInput> => ({
    ...f,
    min_choix: f.min_choix.trim() === '' ? 0 : textNumber(f.min_choix),
    max_choix: f.max_choix.trim() === '' ? 0 : textNumber(f.max_choix),
    options: f.options.map((o) => {
      const free = o.gratuit || o.prix.trim() === '';
      return { ...o, prix: free ? 0 : (parseTndInput(o.prix) ?? Number.NaN), gratuit: free };
    }),
  }))
  .pipe(OptionGroupInput);

export const OptionGroupOrderInput = z.object({
  ids: z.array(idField, { error: FIELD_MESSAGES.invalidValue }).min(1, FIELD_MESSAGES.invalidValue),
});
export type OptionGroupOrderInput = z.infer<typeof OptionGroupOrderInput>;

const AdminOptionView = z.object({
  id: z.int(),
  nom_fr: z.string(),
  prix: z.int(),
  gratuit: z.boolean(),
  rupture: z.boolean(),
  actif: z.boolean(),
  ordre_affichage: z.int(),
});
type AdminOptionView = z.infer<typeof AdminOptionView>;

export const AdminOptionGroupView = z.object({
  id: z.int(),
  produit_id: z.int(),
  nom_fr: z.string(),
  obligatoire: z.boolean(),
  min_choix: z.int(),
  max_choix: z.int(),
  ordre_affichage: z.int(),
  options: z.array(AdminOptionView),
});
export type AdminOptionGroupView = z.infer<typeof AdminOptionGroupView>;

export const AdminOptionGroupsView = z.object({ groupes: z.array(AdminOptionGroupView) });
export type AdminOptionGroupsView = z.infer<typeof AdminOptionGroupsView>;
