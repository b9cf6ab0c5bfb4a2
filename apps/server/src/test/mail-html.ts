import { Window, type Node } from 'happy-dom';

/**
 * An e-mail's HTML part as a document, read the way a mail client lays it out: the text of the
 * order's line and total rows, the links, and the whole visible text.
 */
export function parseMailHtml(html: string) {
  const window = new Window();
  const document = new window.DOMParser().parseFromString(html, 'text/html');
  // Text nodes joined by a space, as blocks and line breaks set them apart on screen.
  const words = (node: Node): string[] =>
    node.nodeType === node.TEXT_NODE
      ? [node.textContent ?? '']
      : [...node.childNodes].flatMap((child) => words(child));
  const text = (node: Node | null) =>
    node ? words(node).join(' ').replace(/\s+/g, ' ').trim() : '';
  const rows = (selector: string) =>
    [...document.querySelectorAll(selector)].map((row) =>
      [...row.querySelectorAll('td')].map((cell) => text(cell)),
    );
  const result = {
    document,
    /** The body's visible words, one space between each (the inbox preview line included). */
    bodyText: text(document.body),
    heading: text(document.querySelector('h1')),
    /** Each bought line's cells: item (name, size, SKU), quantity, price. */
    lines: rows('tr[data-line]'),
    /** Each total's label and amount, the grand total last. */
    totals: rows('tr[data-total]'),
    links: [...document.querySelectorAll('a')].map((link) => link.getAttribute('href') ?? ''),
  };
  void window.happyDOM.close();
  return result;
}
