import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('lets the later of two conflicting utilities win, so a caller overrides a primitive', () => {
    expect(cn('w-full max-w-lg rounded-xl', 'max-w-[400px]')).toBe(
      'w-full rounded-xl max-w-[400px]',
    );
    expect(cn('px-4 py-3 text-slate-700', 'py-2 text-slate-900')).toBe('px-4 py-2 text-slate-900');
  });

  it('keeps utilities of other variants and the shop’s own colours apart', () => {
    expect(cn('max-w-lg', 'sm:max-w-2xl')).toBe('max-w-lg sm:max-w-2xl');
    const hidden = false as boolean;
    expect(cn('bg-night-900 text-white', hidden && 'hidden', 'bg-glow-400')).toBe(
      'text-white bg-glow-400',
    );
  });
});
