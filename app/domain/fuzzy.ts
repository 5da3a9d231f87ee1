// A small edit distance for misspelt words (optimal string alignment: insert, delete,
// substitute, swap two neighbours), bounded so that a far word costs little.

const BIG = 1 << 20;
let rows = [new Int32Array(0), new Int32Array(0), new Int32Array(0)];

/**
 * Edit distance between a and b, or max + 1 when it is above max. Only cells within `max` of
 * the diagonal are filled (nothing farther can stay under max), in three reused rows.
 */
export function editDistance(a: string, b: string, max: number): number {
  const n = b.length;
  if (Math.abs(a.length - n) > max) return max + 1;
  if (rows[0]!.length < n + 1) rows = [new Int32Array(n + 1), new Int32Array(n + 1), new Int32Array(n + 1)];
  let [older, prev, row] = rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= n; j++) prev[j] = j <= max ? j : BIG;
  for (let i = 1; i <= a.length; i++) {
    const from = Math.max(1, i - max);
    const to = Math.min(n, i + max);
    row[0] = i <= max ? i : BIG;
    if (from > 1) row[from - 1] = BIG;
    let best = row[0];
    const ai = a.charCodeAt(i - 1);
    for (let j = from; j <= to; j++) {
      const bj = b.charCodeAt(j - 1);
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (ai === bj ? 0 : 1));
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj)
        d = Math.min(d, older[j - 2]! + 1);
      row[j] = d;
      if (d < best) best = d;
    }
    if (to < n) row[to + 1] = BIG;
    if (best > max) return max + 1;
    [older, prev, row] = [prev, row, older];
  }
  return Math.min(prev[n]!, max + 1);
}

/** How many edits a word of this length may carry: none below 6 letters, 1 up to 8, then 2. */
export function allowedEdits(length: number): number {
  if (length < 6) return 0;
  return length <= 8 ? 1 : 2;
}

/**
 * Known spellings bucketed by length, so a lookup only measures the few of a similar length.
 * `closest` gives the value whose spelling is nearest to `word` within the allowed edits, or
 * null when none is close enough or two different values are equally close (a guess would be
 * a coin toss).
 */
export class FuzzyIndex<T> {
  private readonly byLength = new Map<number, { text: string; value: T }[]>();

  constructor(entries: Iterable<readonly [string, T]>) {
    for (const [text, value] of entries) {
      if (allowedEdits(text.length) === 0) continue;
      const bucket = this.byLength.get(text.length) ?? [];
      bucket.push({ text, value });
      this.byLength.set(text.length, bucket);
    }
  }

  closest(word: string): { value: T; distance: number } | null {
    const max = allowedEdits(word.length);
    if (max === 0) return null;
    let best: { value: T; distance: number } | null = null;
    let tie = false;
    for (let length = word.length - max; length <= word.length + max; length++) {
      for (const { text, value } of this.byLength.get(length) ?? []) {
        const d = editDistance(word, text, max);
        if (d > max) continue;
        if (!best || d < best.distance) {
          best = { value, distance: d };
          tie = false;
        } else if (d === best.distance && value !== best.value) {
          tie = true;
        }
      }
    }
    return best && !tie ? best : null;
  }
}
