/**
 * The Tunisian matricule fiscal (MF), as published by the tax administration and printed on every invoice:
 * seven digits (the identifiant unique), a key letter (the clé de contrôle, never I, O or U, which read as 1, 0
 * and 4), the VAT code (A, P, B, D or N), the category code (M, P, C, N or E) and the three-digit establishment
 * number (000 for the main one; any other only with category E). Written '1234567A/A/M/000'; typed with or
 * without the slashes and spaces, in either case. docs/decisions.md ("Matricule fiscal") says where it comes from.
 */

export const FISCAL_ID_MESSAGES = {
  required: 'Le matricule fiscal est requis',
  digits: 'Matricule fiscal : les 7 premiers caractères doivent être des chiffres (identifiant unique)',
  key: 'Matricule fiscal : la clé de contrôle (8e caractère) doit être une lettre, sauf I, O et U',
  vat: 'Matricule fiscal : le code TVA doit être A, P, B, D ou N',
  category: 'Matricule fiscal : le code catégorie doit être M, P, C, N ou E',
  establishment: 'Matricule fiscal : le numéro d’établissement doit compter 3 chiffres (000 pour l’établissement principal)',
  secondary: 'Matricule fiscal : un établissement secondaire (numéro autre que 000) a le code catégorie E',
  length: 'Matricule fiscal : 7 chiffres, la clé, le code TVA, le code catégorie et 3 chiffres, par exemple 1234567A/A/M/000',
} as const;

export type FiscalIdCheck = { ok: true; value: string } | { ok: false; message: string };

/** Checks a matricule fiscal part by part and gives it back written the one way ('1234567A/A/M/000'), or the French message of the first wrong part. */
export function checkFiscalId(text: string): FiscalIdCheck {
  const compact = text.toUpperCase().replace(/[\s/.-]/g, '');
  if (compact === '') return { ok: false, message: FISCAL_ID_MESSAGES.required };
  const fail = (message: string): FiscalIdCheck => ({ ok: false, message });
  if (!/^\d{7}/.test(compact)) return fail(FISCAL_ID_MESSAGES.digits);
  if (compact.length !== 13) return fail(FISCAL_ID_MESSAGES.length);
  const [key, vat, category] = [compact[7]!, compact[8]!, compact[9]!];
  const establishment = compact.slice(10);
  if (!/^[A-HJ-NP-TV-Z]$/.test(key)) return fail(FISCAL_ID_MESSAGES.key);
  if (!'APBDN'.includes(vat)) return fail(FISCAL_ID_MESSAGES.vat);
  if (!'MPCNE'.includes(category)) return fail(FISCAL_ID_MESSAGES.category);
  if (!/^\d{3}$/.test(establishment)) return fail(FISCAL_ID_MESSAGES.establishment);
  if (establishment !== '000' && category !== 'E') return fail(FISCAL_ID_MESSAGES.secondary);
  return { ok: true, value: `${compact.slice(0, 8)}/${vat}/${category}/${establishment}` };
}
