/**
 * Counts in words, for every place a number of things is shown ('1 article', '3 articles'): French
 * takes the singular below two, so '0 point' and '1 pièce' as well.
 */

/** The word for `count` things: `one` below two, `many` (one + 's' unless given) from two. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return Math.abs(count) < 2 ? one : many;
}

/** The count and its word: '1 pièce', '12 pièces', '2 commandes'. */
export function countLabel(count: number, one: string, many?: string): string {
  return `${count} ${plural(count, one, many)}`;
}
