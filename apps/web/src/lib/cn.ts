import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names and resolves conflicting Tailwind utilities, the later one winning: a
 * caller's `className` can then override what a primitive sets (`max-w-[400px]` over the
 * dialog's `max-w-lg`) instead of both landing in the class list, where the stylesheet's order
 * decides.
 *
 * The components on every storefront page's first paint (layout, home page, Button, Spinner,
 * StatusMessage) join their classes with clsx instead and take only classes that add to theirs
 * (placement: margin, width, alignment), since one setting what the component sets would compete
 * with it: tailwind-merge is 8.5 KB gz, the largest library of the first load after React and the
 * router. The bundle test fails if home loads it again.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
