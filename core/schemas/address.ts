/**
 * A saved delivery address (customer-shop §5): adresse, ville and zone required, label one of
 * Maison, Travail, Famille, Autre (Maison when absent), instructions optional. The duplicate rule
 * needs the customer's other rows, so it lives in core/address.ts and runs in the service.
 */
import { z } from 'zod';
import { ADDRESS_LABELS, DEFAULT_ADDRESS_LABEL } from '../address';
import { MAX_ADDRESS_LENGTH, MAX_CITY_LENGTH, MAX_INSTRUCTIONS_LENGTH, MAX_ZONE_CODE_LENGTH } from '../limits';
import { MESSAGES } from '../messages';
import { optionalText, requiredText } from './fields';

const ADDRESS_FORM_MESSAGES = {
  invalidLabel: 'Libellé invalide',
} as const;

export const AddressInput = z.object({
  adresse: requiredText(MESSAGES.checkout.addressIncomplete, MAX_ADDRESS_LENGTH),
  ville: requiredText(MESSAGES.checkout.addressIncomplete, MAX_CITY_LENGTH),
  zone_livraison: requiredText(MESSAGES.checkout.zoneRequired, MAX_ZONE_CODE_LENGTH),
  label: z.enum(ADDRESS_LABELS, { error: ADDRESS_FORM_MESSAGES.invalidLabel }).default(DEFAULT_ADDRESS_LABEL),
  instructions_livraison: optionalText(MAX_INSTRUCTIONS_LENGTH),
});
export type AddressInput = z.infer<typeof AddressInput>;
