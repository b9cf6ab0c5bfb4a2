import { XSRF_HEADER } from '@backlit/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-error';
import { uploadForm } from './upload';

/** A hand-driven XMLHttpRequest: the test decides when progress and the answer arrive. */
class ScriptedXhr extends EventTarget {
  readonly upload = new EventTarget();
  status = 0;
  statusText = '';
  responseText = '';
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  aborted = false;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.dispatchEvent(new Event('abort'));
  }
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(
      new ProgressEvent('progress', { lengthComputable: true, loaded, total }),
    );
  }
  answer(status: number, body: unknown, statusText = '') {
    this.status = status;
    this.statusText = statusText;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.dispatchEvent(new Event('load'));
  }
}

const Schema = z.object({ status: z.literal(200), message: z.string() });

function start(options: Partial<Parameters<typeof uploadForm>[1]> = {}) {
  const xhr = new ScriptedXhr();
  const body = new FormData();
  body.append('name', 'Frame');
  const progress: { loaded: number; total: number }[] = [];
  const promise = uploadForm('/api/store-product', {
    body,
    schema: Schema,
    onProgress: (event) => progress.push(event),
    createXhr: () => xhr as unknown as XMLHttpRequest,
    ...options,
  });
  return { xhr, body, progress, promise };
}

afterEach(() => {
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('uploadForm', () => {
  it('sends the form with the XSRF token and JSON accept header, and reports progress', async () => {
    document.cookie = `XSRF-TOKEN=${encodeURIComponent('token/with=chars')}; path=/`;
    const { xhr, body, progress, promise } = start({ method: 'PUT' });
    expect(xhr.method).toBe('PUT');
    expect(xhr.url).toBe('/api/store-product');
    expect(xhr.body).toBe(body);
    expect(xhr.headers[XSRF_HEADER]).toBe('token/with=chars');
    expect(xhr.headers.Accept).toBe('application/json');

    xhr.progress(512, 2048);
    xhr.progress(2048, 2048);
    xhr.answer(200, { status: 200, message: 'Product saved successfully.' });

    await expect(promise).resolves.toEqual({ status: 200, message: 'Product saved successfully.' });
    expect(progress).toEqual([
      { loaded: 512, total: 2048 },
      { loaded: 2048, total: 2048 },
    ]);
  });

  it('sends no XSRF header without the cookie', () => {
    const { xhr } = start();
    expect(xhr.headers[XSRF_HEADER]).toBeUndefined();
  });

  it('rejects a 422 with an ApiError carrying the field errors', async () => {
    const { xhr, promise } = start();
    xhr.answer(422, {
      status: 422,
      message: 'The given data was invalid.',
      validation_errors: { sku: ['The SKU has already been taken.'] },
    });
    const error = await promise.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      message: 'The given data was invalid.',
      validation_errors: { sku: ['The SKU has already been taken.'] },
    });
  });

  it('keeps the status of an answer that is not our JSON', async () => {
    const { xhr, promise } = start();
    xhr.answer(413, '<html>Too large</html>', 'Payload Too Large');
    await expect(promise).rejects.toMatchObject({ status: 413, message: 'Payload Too Large' });
  });

  it('rejects a success answer that breaks the contract', async () => {
    const { xhr, promise } = start();
    xhr.answer(200, { status: 200 });
    await expect(promise).rejects.toBeInstanceOf(z.ZodError);
  });

  it('rejects a network failure and an abort', async () => {
    const failed = start();
    failed.xhr.dispatchEvent(new Event('error'));
    await expect(failed.promise).rejects.toBeInstanceOf(TypeError);

    const controller = new AbortController();
    const aborted = start({ signal: controller.signal });
    controller.abort();
    expect(aborted.xhr.aborted).toBe(true);
    await expect(aborted.promise).rejects.toMatchObject({ name: 'AbortError' });
  });
});
