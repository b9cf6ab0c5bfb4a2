import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names and resolves conflicting Tailwind utilities, the later one winning: a
 * caller's `className` can then override what a primitive sets (`max-w-[400px]` over the
 * dialog's `max-w-lg`) instead of both landing in the class list, where the stylesheet's order
 * decides.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
