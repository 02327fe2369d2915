import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors, issuesByPath } from './field-errors';

const Form = z.object({
  nom: z
    .string()
    .min(2, 'Nom trop court')
    .max(3, 'Nom trop long')
    .regex(/^[a-z]+$/, 'Lettres seulement'),
  lignes: z.array(z.object({ quantite: z.int().min(1, 'Quantité invalide') })),
});

describe('fieldErrors', () => {
  it('keeps the first French message of each top-level field', () => {
    const parsed = Form.safeParse({ nom: '1', lignes: [{ quantite: 0 }, { quantite: 0 }] });
    expect(parsed.success).toBe(false);
    expect(fieldErrors(parsed.error!)).toEqual({ nom: 'Nom trop court', lignes: 'Quantité invalide' });
  });

  it("keys a refinement of the whole object under ''", () => {
    const parsed = z
      .object({ a: z.string() })
      .refine(() => false, 'Refusé')
      .safeParse({ a: 'x' });
    expect(fieldErrors(parsed.error!)).toEqual({ '': 'Refusé' });
  });
});

describe('issuesByPath', () => {
  it('keeps every message by dotted path', () => {
    const parsed = Form.safeParse({ nom: '1', lignes: [{ quantite: 1 }, { quantite: 0 }] });
    expect(issuesByPath(parsed.error!)).toEqual({ nom: ['Nom trop court', 'Lettres seulement'], 'lignes.1.quantite': ['Quantité invalide'] });
  });
});
