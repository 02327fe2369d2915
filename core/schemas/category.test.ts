import { describe, expect, it } from 'vitest';
import { CATEGORY_MESSAGES, CategoryInput, toCodeInterne } from './category';
import { issuesOf } from '../testing/issues';

describe('CategoryInput', () => {
  it('parses a category with defaults', () => {
    expect(CategoryInput.parse({ nom_fr: ' Makis ', code_interne: 'makis' })).toEqual({
      nom_fr: 'Makis',
      code_interne: 'makis',
      description_fr: null,
      actif: true,
      ordre_affichage: 0,
      services_disponibles: [],
      jours_disponibles: [],
    });
    expect(
      CategoryInput.parse({ nom_fr: 'Plateaux', code_interne: 'plateaux-2', description_fr: 'À partager', actif: false, ordre_affichage: 3 }),
    ).toMatchObject({
      description_fr: 'À partager',
      actif: false,
      ordre_affichage: 3,
    });
  });

  it('requires a name and a code', () => {
    expect(issuesOf(CategoryInput, { nom_fr: ' ', code_interne: '' })).toEqual({
      nom_fr: [CATEGORY_MESSAGES.nameRequired],
      code_interne: [CATEGORY_MESSAGES.codeRequired, CATEGORY_MESSAGES.codeFormat],
    });
  });

  it.each(['Makis', 'makis rolls', 'makis_rolls', '-makis', 'makis-', 'makis--rolls', 'épices'])('refuses the code %j', (code_interne) => {
    expect(issuesOf(CategoryInput, { nom_fr: 'X', code_interne })).toEqual({ code_interne: [CATEGORY_MESSAGES.codeFormat] });
  });

  it('refuses a negative or fractional display order', () => {
    expect(issuesOf(CategoryInput, { nom_fr: 'X', code_interne: 'x', ordre_affichage: -1 })).toEqual({ ordre_affichage: [CATEGORY_MESSAGES.invalidOrder] });
    expect(issuesOf(CategoryInput, { nom_fr: 'X', code_interne: 'x', ordre_affichage: 1.5 })).toEqual({ ordre_affichage: [CATEGORY_MESSAGES.invalidOrder] });
  });
});

describe('toCodeInterne', () => {
  it.each([
    ['Plateaux & Bento', 'plateaux-bento'],
    ['Entrées chaudes', 'entrees-chaudes'],
    ['  Sushi  ', 'sushi'],
    ['!!!', ''],
  ])('%j -> %j', (name, code) => {
    expect(toCodeInterne(name)).toBe(code);
  });

  it('produces a valid code within the length limit', () => {
    const code = toCodeInterne('a '.repeat(100));
    expect(code.length).toBeLessThanOrEqual(60);
    expect(CategoryInput.parse({ nom_fr: 'X', code_interne: code }).code_interne).toBe(code);
  });
});

describe('CategoryOrderInput', () => {
  it('takes a non-empty list of ids', async () => {
    const { CategoryOrderInput } = await import('./category');
    expect(CategoryOrderInput.parse({ ids: [3, 1, 2] })).toEqual({ ids: [3, 1, 2] });
    expect(CategoryOrderInput.safeParse({ ids: [] }).success).toBe(false);
    expect(CategoryOrderInput.safeParse({ ids: ['a'] }).success).toBe(false);
  });
});
