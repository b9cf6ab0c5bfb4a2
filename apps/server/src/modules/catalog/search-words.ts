import type { ProductsRepository } from './products.repository';

/** How many words' readings are kept: far more than a catalogue's shoppers type. */
const WORDS_KEPT = 10_000;

/**
 * Reads a search's words into a text-search query. PostgreSQL reads them (it stems them as it
 * stemmed the documents), and how it reads a word as typed never changes: each word's reading is
 * kept, so a search of words read before needs no statement. A loose search's query depends on
 * the catalogue's words and is read every time.
 */
export class SearchWords {
  private readonly typedWords = new Map<string, string>();

  constructor(
    private readonly repository: Pick<ProductsRepository, 'typedWords' | 'looseTextQuery'>,
  ) {}

  /**
   * The query of a search as typed: every word, each as a word or a word start, as
   * `to_tsquery` reads the words joined by `&`.
   */
  async typed(words: string[]): Promise<string> {
    const keys = words.map((word) => word.toLowerCase());
    const unread = [...new Set(keys.filter((key) => !this.typedWords.has(key)))];
    if (unread.length > 0) {
      const read = await this.repository.typedWords(unread);
      unread.forEach((key, i) => this.keep(key, read[i] ?? ''));
    }
    const queries = keys.map((key) => this.typedWords.get(key)).filter((query) => !!query);
    return queries.length > 1
      ? queries.map((query) => `( ${query} )`).join(' & ')
      : (queries[0] ?? '');
  }

  loose(words: string[]): Promise<string> {
    return this.repository.looseTextQuery(words);
  }

  private keep(key: string, query: string): void {
    if (this.typedWords.size >= WORDS_KEPT) {
      this.typedWords.delete(this.typedWords.keys().next().value!);
    }
    this.typedWords.set(key, query);
  }
}
