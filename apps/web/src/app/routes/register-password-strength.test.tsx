import { act, screen } from '@testing-library/react';
import { beforeAll, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render-route';

// Records when the strength checker (and its 1.6 MB of dictionaries) is first imported.
const checker = vi.hoisted(() => ({ imported: false }));
vi.mock('@backlit/domain/password-strength', async (importOriginal) => {
  checker.imported = true;
  return importOriginal();
});

// The real checker takes seconds to load the first time: load it ahead, bypassing the mock, so
// that only the page's own import is recorded and the test's time goes to the page.
beforeAll(async () => {
  await vi.importActual('@backlit/domain/password-strength');
});

it('downloads the password strength checker only once a password is typed', async () => {
  // React says so on the console when a component suspended with use() and then did not call it.
  const errors = vi.spyOn(console, 'error');
  fakeApi();
  const { user } = renderRoute('/register');
  await screen.findByRole('heading', { level: 1, name: 'Create your account' });
  await user.click(screen.getByLabelText(/^First name/));
  await user.paste('Jane');
  await user.click(screen.getByLabelText(/^Password/));
  expect(checker.imported).toBe(false);

  // Awaited act: the meter suspends on this keystroke, and React resumes a component that
  // suspended inside an act scope only when that scope is awaited.
  await act(() => user.keyboard('c'));
  expect(checker.imported).toBe(true);
  expect(await screen.findByText(/password strength: very weak/i)).toBeVisible();
  expect(errors.mock.calls.flat().join('\n')).not.toMatch(/use\(\)/);
  errors.mockRestore();
});

it('shows a meter mounted after the checker has loaded at once, with no fallback', async () => {
  fakeApi();
  const { user } = renderRoute('/register');
  await screen.findByRole('heading', { level: 1, name: 'Create your account' });
  await user.click(screen.getByLabelText(/^Password/));
  await act(() => user.keyboard('c'));
  expect(await screen.findByText(/password strength: very weak/i)).toBeVisible();

  // Emptied, the field shows no meter; the next keystroke mounts a new one.
  await user.keyboard('{Backspace}');
  expect(screen.queryByText(/password strength:/i)).not.toBeInTheDocument();
  await user.keyboard('d');
  expect(screen.queryByText('Checking password strength…')).not.toBeInTheDocument();
  expect(screen.getByText(/password strength: very weak/i)).toBeVisible();
});
