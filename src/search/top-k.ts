// The best k of n items, best first, without sorting all n: the modal shows 20 hits of the
// thousands of pages a common word matches. A bounded heap keeps the k best seen so far, its worst at
// the root, so each further item costs one comparison unless it beats that worst one.

/** `better(a, b)`: item a ranks before item b. It must be a strict total order (break ties inside it). */
export type Better = (a: number, b: number) => boolean;

/** Indices of the `k` best of the items `0 … count - 1`, best first. */
export function topK(count: number, k: number, better: Better): Int32Array {
  const size = Math.max(0, Math.min(k, count));
  const heap = new Int32Array(size);
  if (size === 0) return heap;
  let filled = 0;
  for (let item = 0; item < count; item++) {
    if (filled < size) {
      // Sift up: a parent is never better than its children (the root is the worst kept).
      let at = filled++;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if (!better(heap[parent], item)) break;
        heap[at] = heap[parent];
        at = parent;
      }
      heap[at] = item;
    } else if (better(item, heap[0])) {
      siftDown(heap, item, better);
    }
  }
  return heap.sort((a, b) => (better(a, b) ? -1 : better(b, a) ? 1 : 0));
}

/** Replaces the root (the worst kept) with `item` and restores the heap order. */
function siftDown(heap: Int32Array, item: number, better: Better): void {
  const n = heap.length;
  let at = 0;
  for (;;) {
    const left = 2 * at + 1;
    if (left >= n) break;
    // The worse child moves up if it is worse than the item.
    const right = left + 1;
    const worse = right < n && better(heap[left], heap[right]) ? right : left;
    if (!better(item, heap[worse])) break;
    heap[at] = heap[worse];
    at = worse;
  }
  heap[at] = item;
}
