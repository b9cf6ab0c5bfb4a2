import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. It does not resolve conflicting Tailwind utilities (tailwind-merge would,
 * at ~8.5 KB gz the storefront budget cannot pay), so primitives expose props for what varies
 * and a caller's `className` only adds classes the primitive does not set.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
