import '@testing-library/jest-dom/vitest';
import { cleanup, configure, prettyDOM } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, vi } from 'vitest';
import { queryClient } from '../src/lib/query-client';

// Routes and their code load lazily, as in the browser. On a cold run (nothing transformed yet)
// with every worker busy, the first route a worker shows can take more than 10 s to appear.
configure({
  asyncUtilTimeout: 25_000,
  // A query that finds nothing prints the page into its error, and `findBy…` and `waitFor` make
  // and drop such an error at every try: the page is printed only when the error is read.
  getElementError: (message, container) => {
    const error = new Error();
    error.name = 'TestingLibraryElementError';
    Object.defineProperty(error, 'message', {
      get: () => [message, prettyDOM(container)].filter(Boolean).join('\n\n'),
      // When a wait times out, testing-library writes its own message over this one: a property
      // that cannot be redefined made that an uncaught TypeError instead of the test's failure.
      configurable: true,
    });
    return error;
  },
});

// The shop's queries try a failed request again after 1 s and then 2 s. Tests keep the tries
// (how many, and which answers are tried again) but not the seconds between them.
queryClient.setDefaultOptions({
  ...queryClient.getDefaultOptions(),
  queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 1 },
});

// No server answers in these tests: a request a test did not stub for itself (the header's cart
// badge asks for the cart on every page) fails at once, as it would offline, instead of trying
// happy-dom's origin on a port nothing listens on and logging the refused connection.
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  );
});

// Vitest globals are off, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  // Each test starts as a new visitor: no cached server data, no stored session, no cookies.
  // clear() cancels queries still running, so a late answer cannot leak into the next test.
  queryClient.clear();
  toast.dismiss();
  localStorage.clear();
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  vi.unstubAllGlobals();
});
