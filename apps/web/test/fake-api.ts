import { errorCodeForStatus, type CurrentUser } from '@backlit/domain';
import { vi } from 'vitest';
import { HOME_PAGE } from './home-fixtures';

/** What the fake server saw: one entry per fetch call. */
export type FakeRequest = {
  method: string;
  path: string;
  search: string;
  headers: Headers;
  body: unknown;
};
export type FakeAnswer = { status: number; body?: unknown };
type Handler = (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;
type Route = `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /${string}`;

export const XSRF_TOKEN = 'xsrf-token-from-cookie==';

export const CUSTOMER: CurrentUser = {
  id: 2,
  username: 'jane_doe',
  email: 'jane@example.com',
  firstname: 'Jane',
  lastname: 'Doe',
  role_as: 0,
};

export const ADMIN: CurrentUser = {
  id: 1,
  username: 'shop_staff',
  email: 'staff@backlitshop.com',
  firstname: 'Sam',
  lastname: 'Staff',
  role_as: 1,
};

/**
 * A JSON answer in the contract's shape: `status` mirrors the HTTP status, and an error carries
 * the code that status stands for unless the test gives another.
 */
export function answer(status: number, body: Record<string, unknown> = {}): FakeAnswer {
  const code = status >= 400 ? { code: errorCodeForStatus(status) } : {};
  return { status, body: { status, ...code, ...body } };
}

export const UNAUTHENTICATED = answer(401, { message: 'Unauthenticated.' });

/**
 * Replaces `fetch` with a small fake of the API, so the web app runs unchanged down to the
 * network boundary. It knows the CSRF cookie, the auth check, an empty cart and logout; tests add the rest
 * with `on()`. `user` is who the session cookie belongs to (null: signed out).
 */
export function fakeApi({ user = null }: { user?: CurrentUser | null } = {}) {
  const state = { user };
  const requests: FakeRequest[] = [];
  const handlers = new Map<string, Handler>();
  const defaults: Record<string, Handler> = {
    'GET /sanctum/csrf-cookie': () => {
      document.cookie = `XSRF-TOKEN=${encodeURIComponent(XSRF_TOKEN)}; path=/`;
      return { status: 204 };
    },
    'GET /api/checkingAuthenticated': () =>
      state.user ? answer(200, { message: 'Authenticated.', user: state.user }) : UNAUTHENTICATED,
    // The home page as a new shop has it (its hero as seeded, no picked products).
    'GET /api/content/home': () => answer(200, { status: 200, home: HOME_PAGE }),
    // A browser with no cart yet (or a signed-in customer who has not filled one).
    'GET /api/cart': () => answer(200, { cart: [], subtotal: 0 }),
    // A customer in no company: the addresses page and checkout ask for its shared addresses.
    'GET /api/account/company': () => answer(200, { company: null }),
    'GET /api/account/company/addresses': () => answer(200, { addresses: [] }),
    // A customer in no customer group: the catalogue's pages ask for trade prices and get none.
    'POST /api/trade-prices': () => answer(200, { prices: [] }),
    'POST /api/logout': () => {
      state.user = null;
      return answer(200, { message: 'Logged out.' });
    },
  };

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    init.signal?.throwIfAborted();
    const url = new URL(String(input), window.location.origin);
    const request: FakeRequest = {
      method: init.method ?? 'GET',
      path: url.pathname,
      search: url.search,
      headers: new Headers(init.headers),
      // JSON as parsed, a multipart form as sent.
      body:
        typeof init.body === 'string'
          ? JSON.parse(init.body)
          : init.body instanceof FormData
            ? init.body
            : undefined,
    };
    requests.push(request);
    const route = `${request.method} ${request.path}`;
    const handler = handlers.get(route) ?? defaults[route];
    const { status, body } = handler
      ? await handler(request)
      : answer(404, { message: `No fake for ${route}` });
    // Like the browser: an aborted request never delivers its answer.
    init.signal?.throwIfAborted();
    return new Response(status === 204 ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);

  return {
    state,
    requests,
    /** Answers `route` with `handler` from now on. */
    on(route: Route, handler: Handler) {
      handlers.set(route, handler);
    },
    requestsTo(route: Route) {
      return requests.filter((request) => `${request.method} ${request.path}` === route);
    },
  };
}

/** A browser that remembers `user` (in the shop's localStorage keys) and a live session. */
export function signedInAs(user: CurrentUser) {
  localStorage.setItem('auth_username', user.username);
  localStorage.setItem('role_as', String(user.role_as));
  return fakeApi({ user });
}

/** A promise the test resolves when it wants, to hold a request open. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** A multipart request sent with XMLHttpRequest (uploads), as the fake server saw it. */
export type FakeUpload = { method: string; path: string; headers: Headers; body: FormData };

/**
 * Replaces XMLHttpRequest (used for uploads with progress) with a small fake that reports upload
 * progress and hands the request to the faked `fetch`, so `fakeApi().on()` answers it too. Call it
 * after `fakeApi()`/`signedInAs()`. The sent FormData is kept in `uploads`.
 */
export function fakeUploads() {
  const uploads: FakeUpload[] = [];

  class FakeXhr extends EventTarget {
    readonly upload = new EventTarget();
    status = 0;
    statusText = '';
    responseText = '';
    private method = 'GET';
    private url = '';
    private readonly headers = new Headers();

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers.set(name, value);
    }
    abort() {
      this.dispatchEvent(new Event('abort'));
    }
    send(body: FormData) {
      const url = new URL(this.url, window.location.origin);
      uploads.push({ method: this.method, path: url.pathname, headers: this.headers, body });
      const total = [...body.values()].reduce(
        (sum, value) => sum + (typeof value === 'string' ? value.length : value.size),
        0,
      );
      void (async () => {
        for (const loaded of [Math.round(total / 2), total]) {
          this.upload.dispatchEvent(
            new ProgressEvent('progress', { lengthComputable: true, loaded, total }),
          );
          await Promise.resolve();
        }
        try {
          const response = await fetch(this.url, {
            method: this.method,
            headers: this.headers,
            body,
          });
          this.status = response.status;
          this.statusText = response.statusText;
          this.responseText = await response.text();
          this.dispatchEvent(new Event('load'));
        } catch {
          this.dispatchEvent(new Event('error'));
        }
      })();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return {
    uploads,
    uploadsTo(route: Route) {
      return uploads.filter((upload) => `${upload.method} ${upload.path}` === route);
    },
  };
}
