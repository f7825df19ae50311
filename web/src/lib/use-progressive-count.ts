import { useEffect, useState } from "react";

/**
 * How many items of a long list to render now: `first` at once, then `step` more after each
 * commit, one task at a time, until all `total` are in. A new `list` (another filter) starts over.
 * Rendering the catalogue's 130 cards in one go blocks the main thread for hundreds of
 * milliseconds on a phone; slices keep each task short, so the page answers input while it fills.
 *
 * @param total number of items in the list
 * @param list the list itself; its identity marks a new list
 * @returns the number of items to render, at most `total`
 */
export function useProgressiveCount(total: number, list: unknown, first = 12, step = 12): number {
  const [state, setState] = useState({ list, count: first });
  let count = state.count;
  if (state.list !== list) {
    // Adjusting state while rendering (React's pattern for a derived reset): no extra commit.
    count = first;
    setState({ list, count });
  }
  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => setState((s) => ({ ...s, count: s.count + step })), 0);
    return () => clearTimeout(timer);
  }, [count, total, step]);
  return Math.min(count, total);
}
