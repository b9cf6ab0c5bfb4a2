/** LIKE's wildcards and its escape character (backslash by default) taken literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
