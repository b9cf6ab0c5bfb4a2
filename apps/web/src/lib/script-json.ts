/** JSON that is inert inside a `<script>` element: `<` is escaped, so the text can never close it. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
