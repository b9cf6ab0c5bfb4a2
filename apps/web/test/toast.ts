import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Waits until a toast with `text` shows. sonner puts a toast in the page a moment before it has
 * mounted and faded in, and on a busy machine `findBy…` finds it in between, still hidden.
 */
export async function expectToast(text: string | RegExp): Promise<void> {
  await waitFor(() => expect(screen.getByText(text)).toBeVisible());
}
