/**
 * Joins class names, dropping falsy values. There is no tailwind-merge here: a primitive's variants never
 * set the same property twice, and a caller's `className` is appended last for layout-only additions.
 */
export type ClassValue = string | false | null | undefined | 0;

export function cn(...classes: ClassValue[]): string {
  return classes.filter(Boolean).join(' ');
}
