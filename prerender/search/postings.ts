// The postings of a whole site while its index is built, held compactly: each term once (interned
// to a number) and each posting as one 32-bit number in a chain per term. A 10,000-page site has
// millions of postings; as JavaScript arrays of pairs they took gigabytes.

/** Postings by term, in the order they were added (records are added in index order). */
export class PostingLists {
  private ids = new Map<string, number>();
  private terms: string[] = [];
  /** First and last posting of each term's chain (-1: none yet). */
  private head = new Int32Array(1024).fill(-1);
  private tail = new Int32Array(1024).fill(-1);
  /** Per posting: `record * 3 + field`, and the next posting of the same term (-1: the last). */
  private value = new Int32Array(65536);
  private next = new Int32Array(65536);
  private count = 0;

  get size(): number {
    return this.count;
  }

  add(term: string, record: number, field: number): void {
    let id = this.ids.get(term);
    if (id === undefined) {
      id = this.terms.length;
      this.ids.set(term, id);
      this.terms.push(term);
      if (id === this.head.length) {
        this.head = grow(this.head, -1);
        this.tail = grow(this.tail, -1);
      }
    }
    const p = this.count++;
    if (p === this.value.length) {
      this.value = grow(this.value, 0);
      this.next = grow(this.next, 0);
    }
    this.value[p] = record * 3 + field;
    this.next[p] = -1;
    if (this.tail[id] < 0) this.head[id] = p;
    else this.next[this.tail[id]] = p;
    this.tail[id] = p;
  }

  /** Every term, in the order first added. */
  get termList(): readonly string[] {
    return this.terms;
  }

  /** A term's postings as added: `record * 3 + field` each (empty for a term never added). */
  values(term: string): number[] {
    const id = this.ids.get(term);
    const out: number[] = [];
    if (id !== undefined) for (let p = this.head[id]; p >= 0; p = this.next[p]) out.push(this.value[p]);
    return out;
  }

  /** Every term, sorted as JavaScript sorts strings (by UTF-16 code units). */
  sortedTerms(): string[] {
    return [...this.terms].sort();
  }

  /**
   * A term's postings encoded for the index files: `delta * 3 + field` per posting, where delta is
   * the record minus the previous posting's record (small numbers that gzip well).
   */
  encoded(term: string): number[] {
    const id = this.ids.get(term);
    const out: number[] = [];
    if (id === undefined) return out;
    let prev = 0;
    for (let p = this.head[id]; p >= 0; p = this.next[p]) {
      const v = this.value[p];
      const record = (v / 3) | 0;
      out.push((record - prev) * 3 + (v - record * 3));
      prev = record;
    }
    return out;
  }
}

function grow(a: Int32Array<ArrayBuffer>, fill: number): Int32Array<ArrayBuffer> {
  const b = new Int32Array(a.length * 2);
  b.set(a);
  if (fill !== 0) b.fill(fill, a.length);
  return b;
}
