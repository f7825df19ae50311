/**
 * Finding any of many fixed phrases in text — US city and state names, the names of the people in
 * the notes — by walking a trie from each word start, instead of one regular expression
 * alternating over all of them. An alternation of 800 city names tries every name at every
 * position (the reader spent most of its time there on long documents); the trie looks at each
 * character a bounded number of times, so the cost is linear in the text whatever the number of
 * phrases.
 *
 * It finds exactly what a global `(?<!\w)(?:p1|p2|…)(?!\w)` finds, each space of a phrase
 * written `\s+`: the leftmost match; at one position, the first phrase in list order that
 * matches; the next search starting after the match. Case folding (for the `i` flag) is ASCII
 * only, which is what a non-Unicode regular expression does for ASCII phrases (ECMA-262
 * §22.2.2.7.3 Canonicalize: a non-ASCII character never folds to an ASCII one).
 */

interface TrieNode {
  next: Map<number, TrieNode>;
  /** List index of the phrase ending here; -1 when none does. */
  rank: number;
  phrase: string;
}

/** A phrase found: its span [index, end) in the text, as written, and the phrase of the list it matched. */
export interface PhraseMatch {
  index: number;
  end: number;
  text: string;
  phrase: string;
}

const SPACE = 32;

/** The characters of JavaScript's `\s` (ECMA-262 WhiteSpace and LineTerminator), as UTF-16 code units. */
function isSpace(c: number): boolean {
  return (
    c === 32 ||
    (c >= 9 && c <= 13) ||
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}

/** The characters of a non-Unicode `\w`: [A-Za-z0-9_]. */
function isWord(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95;
}

const lowerAscii = (c: number) => (c >= 65 && c <= 90 ? c + 32 : c);

/**
 * A fixed list of phrases, compiled once into a trie. A phrase is text without leading or trailing
 * spaces; each space in it stands for any run of whitespace in the text.
 */
export class PhraseMatcher {
  private readonly root: TrieNode = { next: new Map(), rank: -1, phrase: "" };
  private readonly fold: (c: number) => number;

  /**
   * @param phrases in priority order (the order of the alternatives of the equivalent regex).
   * @param caseInsensitive compare ASCII letters without case, like the `i` flag.
   */
  constructor(phrases: readonly string[], caseInsensitive: boolean) {
    this.fold = caseInsensitive ? lowerAscii : (c) => c;
    phrases.forEach((phrase, rank) => {
      let node = this.root;
      for (let i = 0; i < phrase.length; i++) {
        const c = this.fold(phrase.charCodeAt(i));
        let child = node.next.get(c);
        if (!child) {
          child = { next: new Map(), rank: -1, phrase: "" };
          node.next.set(c, child);
        }
        node = child;
      }
      if (node !== this.root && node.rank < 0) {
        node.rank = rank;
        node.phrase = phrase;
      }
    });
  }

  /** Every match in `text`, in order, without overlaps (see the module comment). Linear in the text. */
  matchAll(text: string): PhraseMatch[] {
    const out: PhraseMatch[] = [];
    const n = text.length;
    let i = 0;
    while (i < n) {
      if (i > 0 && isWord(text.charCodeAt(i - 1))) {
        i++;
        continue;
      }
      let node = this.root;
      let best: TrieNode | null = null;
      let bestEnd = i;
      let j = i;
      while (j < n) {
        const c = text.charCodeAt(j);
        if (isSpace(c)) {
          // A space of the phrase matches the whole run of whitespace; no phrase ends with one.
          const child = node.next.get(SPACE);
          if (!child || node === this.root) break;
          while (j < n && isSpace(text.charCodeAt(j))) j++;
          node = child;
          continue;
        }
        const child = node.next.get(this.fold(c));
        if (!child) break;
        node = child;
        j++;
        if (node.rank >= 0 && (j === n || !isWord(text.charCodeAt(j))) && (best === null || node.rank < best.rank)) {
          best = node;
          bestEnd = j;
        }
      }
      if (best) {
        out.push({ index: i, end: bestEnd, text: text.slice(i, bestEnd), phrase: best.phrase });
        i = bestEnd;
      } else i++;
    }
    return out;
  }
}
