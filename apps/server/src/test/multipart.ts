/** A form field's value: text, or a file with its name and type (a PNG unless said). */
export type FormValue = string | number | { file: Buffer; name?: string; type?: string };

/** A multipart body as a browser's FormData would send it. */
export async function multipart(fields: [string, FormValue][]) {
  const form = new FormData();
  for (const [name, value] of fields) {
    if (typeof value === 'object') {
      const blob = new Blob([new Uint8Array(value.file)], { type: value.type ?? 'image/png' });
      form.append(name, blob, value.name ?? 'photo.png');
    } else {
      form.append(name, String(value));
    }
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}
