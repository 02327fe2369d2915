import { describe, expect, it } from 'vitest';
import { ReviewInput } from './review';
import { issuesOf } from '../testing/issues';

describe('ReviewInput', () => {
  it('defaults the note to 5 and an absent comment to null', () => {
    expect(ReviewInput.parse({})).toEqual({ note: 5, commentaire: null });
  });

  it('trims the comment and stores blank as null', () => {
    expect(ReviewInput.parse({ note: 4, commentaire: '  Délicieux  ' })).toEqual({ note: 4, commentaire: 'Délicieux' });
    expect(ReviewInput.parse({ note: 4, commentaire: '   ' })).toEqual({ note: 4, commentaire: null });
  });

  it.each([1, 2, 3, 4, 5])('accepts the note %d', (note) => {
    expect(ReviewInput.parse({ note }).note).toBe(note);
  });

  it.each([0, 6, 3.5, '4', null])('refuses the note %j', (note) => {
    expect(issuesOf(ReviewInput, { note })).toEqual({ note: ['La note doit être comprise entre 1 et 5'] });
  });

  it('bounds the comment', () => {
    expect(issuesOf(ReviewInput, { commentaire: 'x'.repeat(1001) })).toEqual({ commentaire: ['Ce champ ne doit pas dépasser 1000 caractères'] });
  });
});
