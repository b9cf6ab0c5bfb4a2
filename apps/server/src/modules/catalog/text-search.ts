/**
 * PostgreSQL's text search (`document @@ query` and `ts_rank(document, query)`), answered in
 * memory over the documents PostgreSQL made. The database still reads the words: it builds each
 * product's document (stemmed words, their positions and weights) and turns what a shopper typed
 * into a query; this module only matches and ranks, as PostgreSQL does, so that a search costs
 * no statement that reads every match.
 *
 * Both arrive as PostgreSQL writes them as text: a document as `'frame':1A,7C 'light':2A`, a
 * query as `'light':* & ( 'box':AB | 'boxe':AB ) & 'pop' <-> 'up'`.
 */

/** A query: words (`prefix` for `:*`, `weights` a mask of 1 << weight, 0 for any), not, and, or, phrase. */
export type TextQuery =
  | { kind: 'word'; lexeme: string; prefix: boolean; weights: number }
  | { kind: 'not'; operand: TextQuery }
  | { kind: 'and' | 'or'; left: TextQuery; right: TextQuery }
  | { kind: 'phrase'; distance: number; left: TextQuery; right: TextQuery };

type Word = Extract<TextQuery, { kind: 'word' }>;

/** Documents by number, in ascending order. */
export type DocumentSet = ArrayLike<number>;

/** The weights D, C, B, A, as `ts_rank` counts them (single precision, as it computes). */
const WEIGHTS = [0.1, 0.2, 0.4, 1.0].map(Math.fround);
const WEIGHT_LETTERS = 'DCBA';
/** One past the highest position a document records. */
const MAX_POSITION = 1 << 14;

/**
 * A word a document records without positions counts, for closeness, as one at the last
 * position with weight D that is not at distance 0 from any other; for its occurrences, as one
 * of weight D. Its entry's weights carry a flag besides.
 */
const UNPLACED = MAX_POSITION - 1;
const UNPLACED_FLAG = 1 << 4;

const weightOf = (packed: number) => packed >> 14;
const positionOf = (packed: number) => packed & (MAX_POSITION - 1);

/** The query PostgreSQL wrote as text; undefined for an empty one (stop words only). */
export function parseTextQuery(text: string): TextQuery | undefined {
  const tokens = [...text.matchAll(/'((?:[^'\\]|''|\\.)*)'(?::([*A-D]+))?|<(\d+|-)>|[&|!()]/g)];
  let at = 0;
  const peek = () => tokens[at]?.[0];
  const fail = (): never => {
    throw new SyntaxError(`not a text-search query: ${text}`);
  };
  // Operators bind as in PostgreSQL: not, then phrase, then and, then or, each from the left.
  const fromLeft = (operator: string, kind: 'and' | 'or', operand: () => TextQuery) => () => {
    let left = operand();
    while (peek() === operator) {
      at++;
      left = { kind, left, right: operand() };
    }
    return left;
  };
  const and = fromLeft('&', 'and', () => phrase());
  const or = fromLeft('|', 'or', and);
  const phrase = (): TextQuery => {
    let left = unary();
    for (let token = tokens[at]; token?.[3] !== undefined; token = tokens[at]) {
      at++;
      const distance = token[3] === '-' ? 1 : Number(token[3]);
      left = { kind: 'phrase', distance, left, right: unary() };
    }
    return left;
  };
  const unary = (): TextQuery => {
    const token = tokens[at++] ?? fail();
    if (token[0] === '!') return { kind: 'not', operand: unary() };
    if (token[0] === '(') {
      const inner = or();
      if (tokens[at++]?.[0] !== ')') fail();
      return inner;
    }
    if (token[1] === undefined) return fail();
    const flags = token[2] ?? '';
    let weights = 0;
    for (const letter of flags.replace('*', '')) weights |= 1 << WEIGHT_LETTERS.indexOf(letter);
    return { kind: 'word', lexeme: unquote(token[1]), prefix: flags.includes('*'), weights };
  };
  if (tokens.length === 0) return undefined;
  const query = or();
  if (at !== tokens.length) fail();
  return query;
}

/**
 * Reads documents as PostgreSQL writes a tsvector (quoted words, each with its positions): for
 * each word of each document in turn, the document's number, the word, and where its positions
 * start in `positions` (packed as PostgreSQL packs them; the next word's start ends them). Read
 * by hand: this runs over every word of the catalogue.
 */
function readDocuments(texts: readonly string[]) {
  const documents: number[] = [];
  const lexemes: string[] = [];
  const starts: number[] = [];
  const positions: number[] = [];
  texts.forEach((text, number) => {
    for (let i = text.indexOf("'"); i >= 0 && i < text.length; i = text.indexOf("'", i)) {
      const from = ++i;
      let plain = true;
      for (; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === QUOTE && text.charCodeAt(i + 1) !== QUOTE) break;
        if (c === QUOTE || c === BACKSLASH) {
          plain = false;
          i++;
        }
      }
      const quoted = text.slice(from, i++);
      documents.push(number);
      lexemes.push(plain ? quoted : unquote(quoted));
      starts.push(positions.length);
      if (text.charCodeAt(i) !== COLON) continue;
      // Positions: numbers, each with its weight's letter unless D, separated by commas.
      do {
        let position = 0;
        for (
          i++;
          i < text.length && text.charCodeAt(i) >= ZERO && text.charCodeAt(i) <= NINE;
          i++
        ) {
          position = position * 10 + text.charCodeAt(i) - ZERO;
        }
        const weight = WEIGHT_LETTERS.indexOf(text[i] ?? '');
        if (weight > 0) i++;
        positions.push((Math.max(weight, 0) << 14) | position);
      } while (text.charCodeAt(i) === COMMA);
    }
  });
  starts.push(positions.length);
  return { documents, lexemes, starts, positions };
}

/** Character codes `readDocuments` looks for. */
const QUOTE = 39;
const BACKSLASH = 92;
const COLON = 58;
const COMMA = 44;
const ZERO = 48;
const NINE = 57;

function unquote(quoted: string): string {
  return quoted.replace(/''|\\(.)/g, (pair, escaped?: string) => escaped ?? "'");
}

/** The lexemes' order in a document (byte order for the words a catalogue holds). */
function compareLexemes(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The first index of `sorted` at or after `word`. */
function lowerBound(sorted: readonly string[], word: string, from = 0, to = sorted.length) {
  let low = from;
  let high = to;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < word) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The range of `sorted` a query word stands for: itself, or every word it starts. */
function wordRange(sorted: readonly string[], word: Word): [number, number] {
  const first = lowerBound(sorted, word.lexeme);
  let end = first;
  if (word.prefix) while (end < sorted.length && sorted[end]!.startsWith(word.lexeme)) end++;
  else if (sorted[first] === word.lexeme) end++;
  return [first, end];
}

/**
 * The documents of a set of products, numbered in the order given, with the index from each
 * word to the documents holding it.
 *
 * An entry is one word of one document, numbered word by word (the entries of a word, one per
 * document holding it, are in a row): its positions are a slice of one array of them all. A few
 * arrays for the whole catalogue keep a search reading memory in order, and keep the collector
 * from walking a small array for every word of every product.
 */
export class TextIndex {
  /** Every word of every document, in order; the entries of word w are wordStart[w] up to wordStart[w + 1]. */
  private readonly words: string[];
  private readonly wordStart: Int32Array;
  /** Each entry's document, the start of its positions in `positions` (the next entry's start ends them), its weights (a mask of 1 << weight) and its score without closeness. */
  private readonly holder: Int32Array;
  private readonly start: Int32Array;
  private readonly positions: Uint16Array;
  private readonly weights: Uint8Array;
  private readonly scores: Float64Array;
  /** Each document's words, in order, and their entries. */
  private readonly documents: { lexemes: string[]; entries: number[] }[];
  /**
   * Scratch space kept between calls (a search allocates nothing the size of the catalogue):
   * a flag and a place in a list for each document, cleared again after use.
   */
  private readonly marks: Uint8Array;
  private readonly slots: Int32Array;

  constructor(texts: readonly string[]) {
    const read = readDocuments(texts);
    const count = read.lexemes.length;
    this.words = [...new Set(read.lexemes)].sort(compareLexemes);
    const wordOf = new Map(this.words.map((word, w) => [word, w]));
    const words = Int32Array.from(read.lexemes, (lexeme) => wordOf.get(lexeme)!);
    this.wordStart = new Int32Array(this.words.length + 1);
    for (const w of words) this.wordStart[w + 1]!++;
    for (let w = 0; w < this.words.length; w++) this.wordStart[w + 1]! += this.wordStart[w]!;
    // Entries numbered word by word; within a word, in document order as they were read.
    const next = this.wordStart.slice(0, -1);
    const entryOf = Int32Array.from(words, (w) => next[w]!++);
    this.holder = new Int32Array(count);
    this.start = new Int32Array(count + 1);
    this.weights = new Uint8Array(count);
    this.scores = new Float64Array(count);
    const sizes = new Int32Array(count);
    for (let i = 0; i < count; i++) {
      const entry = entryOf[i]!;
      this.holder[entry] = read.documents[i]!;
      sizes[entry] = Math.max(read.starts[i + 1]! - read.starts[i]!, 1);
    }
    for (let entry = 0; entry < count; entry++) {
      this.start[entry + 1] = this.start[entry]! + sizes[entry]!;
    }
    this.positions = new Uint16Array(this.start[count]!);
    for (let i = 0; i < count; i++) {
      const entry = entryOf[i]!;
      let at = this.start[entry]!;
      if (read.starts[i + 1] === read.starts[i]) {
        this.positions[at++] = UNPLACED;
        this.weights[entry] = UNPLACED_FLAG | 1;
      }
      for (let p = read.starts[i]!; p < read.starts[i + 1]!; p++) {
        this.positions[at++] = read.positions[p]!;
        this.weights[entry]! |= 1 << weightOf(read.positions[p]!);
      }
      this.scores[entry] = occurrenceScore(this.positions, this.start[entry]!, at);
    }
    this.documents = texts.map(() => ({ lexemes: [] as string[], entries: [] as number[] }));
    for (let i = 0; i < count; i++) {
      const document = this.documents[read.documents[i]!]!;
      document.lexemes.push(this.words[words[i]!]!);
      document.entries.push(entryOf[i]!);
    }
    // PostgreSQL writes a document's words in order; kept so for any it does not.
    for (const document of this.documents) {
      if (document.lexemes.some((lexeme, i) => i > 0 && lexeme < document.lexemes[i - 1]!)) {
        const order = document.lexemes.map((_, i) => i);
        order.sort((x, y) => compareLexemes(document.lexemes[x]!, document.lexemes[y]!));
        document.lexemes = order.map((i) => document.lexemes[i]!);
        document.entries = order.map((i) => document.entries[i]!);
      }
    }
    this.marks = new Uint8Array(texts.length);
    this.slots = new Int32Array(texts.length).fill(-1);
  }

  /** The documents the query matches (`document @@ query`). */
  matches(query: TextQuery): DocumentSet {
    switch (query.kind) {
      case 'word':
        return this.holding(query);
      case 'not': {
        const excluded = this.matches(query.operand);
        const kept: number[] = [];
        for (let number = 0, next = 0; number < this.documents.length; number++) {
          if (excluded[next] === number) next++;
          else kept.push(number);
        }
        return kept;
      }
      case 'and':
        return intersection(this.matches(query.left), this.matches(query.right));
      case 'or':
        return union(this.matches(query.left), this.matches(query.right));
      case 'phrase': {
        // The words must all be there; their positions decide, document by document.
        const candidates = wordsOf(query)
          .map((word) => this.holding(word))
          .reduce(intersection);
        const found: number[] = [];
        for (let i = 0; i < candidates.length; i++) {
          const number = candidates[i]!;
          if (this.phrase(query, this.documents[number]!).positions.length > 0) found.push(number);
        }
        return found;
      }
    }
  }

  /** The documents holding the word (any word it starts, with a prefix) at one of its weights. */
  private holding(word: Word): DocumentSet {
    const [first, end] = wordRange(this.words, word);
    const from = this.wordStart[first]!;
    const to = this.wordStart[end]!;
    if (end === first + 1 && !word.weights) return this.holder.subarray(from, to);
    // Marked, then read in order: several words' holders overlap.
    const marked = this.marks;
    let count = 0;
    for (let entry = from; entry < to; entry++) {
      const number = this.holder[entry]!;
      if ((!word.weights || this.weights[entry]! & word.weights) && !marked[number]) {
        marked[number] = 1;
        count++;
      }
    }
    const found = new Int32Array(count);
    for (let number = 0, i = 0; i < count; number++) {
      if (marked[number]) {
        found[i++] = number;
        marked[number] = 0;
      }
    }
    return found;
  }

  /**
   * Where a phrase ends in a document, and how many positions it spans beyond its last word: the
   * right side must start `distance` positions after the left side ends.
   */
  private phrase(
    query: TextQuery,
    document: TextIndex['documents'][number],
  ): { positions: number[]; width: number } {
    if (query.kind === 'word') {
      const [first, end] = wordRange(document.lexemes, query);
      const positions = new Set<number>();
      for (let i = first; i < end; i++) {
        const entry = document.entries[i]!;
        for (let p = this.start[entry]!; p < this.start[entry + 1]!; p++) {
          const packed = this.positions[p]!;
          if (!query.weights || query.weights & (1 << weightOf(packed))) {
            positions.add(positionOf(packed));
          }
        }
      }
      return { positions: [...positions], width: 0 };
    }
    if (query.kind !== 'phrase') {
      // The shop's queries put only words in a phrase ("pop-up" is 'pop' <-> 'up').
      throw new RangeError(`a phrase of ${query.kind} is not supported`);
    }
    const left = this.phrase(query.left, document);
    const right = this.phrase(query.right, document);
    const starts = new Set(left.positions.map((p) => p + query.distance + right.width));
    return {
      positions: right.positions.filter((p) => starts.has(p)),
      width: query.distance + left.width + right.width,
    };
  }

  /**
   * `ts_rank(document, query)` of each document found, with the default weights and no
   * normalisation, to the last bit of its single-precision arithmetic, so that ties fall as the
   * database's do. A query whose top is an and (or a phrase) scores how close its words stand to
   * each other, any other how often and at what weight each word occurs. The words are taken
   * one at a time, each over the documents holding it, in the order `ts_rank` takes them within
   * a document.
   */
  rank(query: TextQuery, found: DocumentSet): number[] {
    const slots = this.slots;
    for (let slot = 0; slot < found.length; slot++) slots[found[slot]!] = slot;
    const items = uniqueWords(query);
    const closeness = (query.kind === 'and' || query.kind === 'phrase') && items.length >= 2;
    const ranks = new Array<number>(found.length).fill(closeness ? -1 : 0);
    // For the closeness score: the last entry each word had in each document, word by word
    // (`found.length` places for each), -1 for none.
    const last = closeness ? new Array<number>(items.length * found.length).fill(-1) : [];
    for (let i = 0; i < items.length; i++) {
      const [first, end] = wordRange(this.words, items[i]!);
      const to = this.wordStart[end]!;
      for (let entry = this.wordStart[first]!; entry < to; entry++) {
        const slot = slots[this.holder[entry]!]!;
        if (slot < 0) continue;
        if (!closeness) {
          ranks[slot] = Math.fround(ranks[slot]! + this.scores[entry]!);
          continue;
        }
        let rank = ranks[slot]!;
        for (let k = 0; k < i; k++) {
          const there = last[k * found.length + slot]!;
          if (there >= 0) rank = this.closeness(rank, entry, there);
        }
        ranks[slot] = rank;
        last[i * found.length + slot] = entry;
      }
    }
    for (let slot = 0; slot < found.length; slot++) {
      const number = found[slot]!;
      let rank = ranks[slot]!;
      if (!closeness && items.length > 0) rank = Math.fround(rank / items.length);
      if (this.documents[number]!.lexemes.length === 0) rank = 0;
      else if (rank < 0) rank = Math.fround(1e-20);
      ranks[slot] = rank;
      slots[number] = -1;
    }
    return ranks;
  }

  /**
   * The closeness score so far (-1 for none yet) with every pair of positions of two entries of
   * one document scored by their weights and distance. An entry without positions stands at
   * the last position, and counts even at distance 0.
   */
  private closeness(rank: number, here: number, there: number): number {
    const { positions, start } = this;
    const unplaced = (this.weights[here]! | this.weights[there]!) & UNPLACED_FLAG;
    for (let l = start[here]!; l < start[here + 1]!; l++) {
      const a = positions[l]!;
      for (let p = start[there]!; p < start[there + 1]!; p++) {
        const b = positions[p]!;
        const distance = Math.abs(positionOf(a) - positionOf(b));
        if (distance === 0 && !unplaced) continue;
        const pair = (weightOf(a) << 2) | weightOf(b);
        const score =
          PAIR_SCORES[pair * 102 + (distance === 0 || distance > 100 ? 101 : distance)]!;
        rank = rank < 0 ? score : Math.fround(1 - (1 - rank) * (1 - score));
      }
    }
    return rank;
  }
}

function intersection(a: DocumentSet, b: DocumentSet): DocumentSet {
  const out = new Int32Array(Math.min(a.length, b.length));
  let n = 0;
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    const x = a[i]!;
    const y = b[j]!;
    if (x <= y) i++;
    if (y <= x) j++;
    if (x === y) out[n++] = x;
  }
  return out.subarray(0, n);
}

function union(a: DocumentSet, b: DocumentSet): DocumentSet {
  const out = new Int32Array(a.length + b.length);
  let n = 0;
  for (let i = 0, j = 0; i < a.length || j < b.length;) {
    const x = i < a.length ? a[i]! : Infinity;
    const y = j < b.length ? b[j]! : Infinity;
    if (x <= y) i++;
    if (y <= x) j++;
    out[n++] = Math.min(x, y);
  }
  return out.subarray(0, n);
}

function wordsOf(query: TextQuery): Word[] {
  switch (query.kind) {
    case 'word':
      return [query];
    case 'not':
      return wordsOf(query.operand);
    default:
      return [...wordsOf(query.left), ...wordsOf(query.right)];
  }
}

/** The query's words in order, each once, as `ts_rank` takes them. */
function uniqueWords(query: TextQuery): Word[] {
  const sorted = wordsOf(query).sort((a, b) => compareLexemes(a.lexeme, b.lexeme));
  return sorted.filter((word, i) => i === 0 || word.lexeme !== sorted[i - 1]!.lexeme);
}

/**
 * The score of two positions by their weights and distance, `sqrt(weight × weight × closeness)`,
 * for every pair of weights and every distance that counts (beyond 100 it is all but zero).
 */
const PAIR_SCORES = (() => {
  const wordDistance = (distance: number) =>
    distance > 100
      ? Math.fround(1e-30)
      : Math.fround(1 / (1.005 + 0.05 * Math.exp(distance / 1.5 - 2)));
  const scores = new Float64Array(16 * 102);
  for (let pair = 0; pair < 16; pair++) {
    const weights = Math.fround(WEIGHTS[pair >> 2]! * WEIGHTS[pair & 3]!);
    for (let distance = 1; distance <= 101; distance++) {
      scores[pair * 102 + distance] = Math.fround(
        Math.sqrt(Math.fround(weights * wordDistance(distance))),
      );
    }
  }
  return scores;
})();

/** One word's score in a document by its occurrences (`positions` from `start` to `end`), the heaviest first. */
function occurrenceScore(positions: Uint16Array, start: number, end: number): number {
  let sum = Math.fround(0);
  let heaviest = Math.fround(-1);
  let at = 0;
  for (let j = 0; j < end - start; j++) {
    const weight = WEIGHTS[weightOf(positions[start + j]!)]!;
    sum = Math.fround(sum + Math.fround(weight / ((j + 1) * (j + 1))));
    if (weight > heaviest) {
      heaviest = weight;
      at = j;
    }
  }
  const spread = Math.fround(
    Math.fround(heaviest + sum) - Math.fround(heaviest / ((at + 1) * (at + 1))),
  );
  return spread / 1.64493406685;
}
