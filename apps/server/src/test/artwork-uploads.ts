import { expect } from 'vitest';
import { bearer, type SignedIn } from './accounts';

/**
 * A print file's resumable (tus) upload, spoken as a browser does over a real connection: tus
 * answers through Node's response object the way a server does, which the in-process injection
 * does not finish for bodiless answers. `base` is the listening app's address.
 */
export function artworkUploads(base: string) {
  const tus = async (
    method: string,
    url: string,
    headers: Record<string, string>,
    body?: Buffer,
  ) => {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: { 'tus-resumable': '1.0.0', ...headers },
      ...(body ? { body } : {}),
    });
    const text = await response.text();
    return {
      statusCode: response.status,
      headers: Object.fromEntries(response.headers.entries()),
      body: text,
      json: () => JSON.parse(text) as Record<string, unknown> & { message?: string },
    };
  };

  const createUpload = (
    account: SignedIn | undefined,
    orderId: number,
    size: number,
    lines: number[],
    filename = 'banner front.pdf',
  ) =>
    tus('POST', `/api/orders/${orderId}/artwork/uploads`, {
      ...(account ? bearer(account.token) : {}),
      'upload-length': String(size),
      'upload-metadata': tusMetadata({ filename, lines: lines.join(',') }),
    });

  const patch = (account: SignedIn, location: string, offset: number, body: Buffer) =>
    tus(
      'PATCH',
      location,
      {
        ...bearer(account.token),
        'content-type': 'application/offset+octet-stream',
        'upload-offset': String(offset),
      },
      body,
    );

  /** Uploads a whole file in one PATCH; answers the last response. */
  const upload = async (account: SignedIn, orderId: number, bytes: Buffer, lines: number[]) => {
    const created = await createUpload(account, orderId, bytes.length, lines);
    expect(created.statusCode, created.body).toBe(201);
    return patch(account, created.headers.location as string, 0, bytes);
  };

  return { tus, createUpload, patch, upload };
}

/** tus's Upload-Metadata header: `key base64value,key2 base64value`. */
export function tusMetadata(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
}
