import type { Parser } from './api-client';
import { nextTask } from './next-task';

/** Most items checked between two yields to the browser. */
const SLICE = 25;
/**
 * Longest run of checking between two yields: a slow phone checks fewer items in the time than a
 * fast one, and a limit in time keeps each task short on both.
 */
const SLICE_MS = 8;

/**
 * Checks each of `items` with `schema`, yielding to the browser after SLICE of them or SLICE_MS,
 * whichever comes first: a long list (the whole tour catalogue) is then not one long task. Throws
 * the first item's error, with the item's index in the message.
 */
export async function parseInSlices<T>(items: readonly unknown[], schema: Parser<T>): Promise<T[]> {
  const parsed: T[] = [];
  let sliceStart = performance.now();
  let inSlice = 0;
  for (const [index, item] of items.entries()) {
    if (inSlice >= SLICE || (inSlice > 0 && performance.now() - sliceStart >= SLICE_MS)) {
      await nextTask();
      sliceStart = performance.now();
      inSlice = 0;
    }
    try {
      parsed.push(schema.parse(item));
    } catch (error) {
      throw new Error(`Item ${index} of the list is not valid`, { cause: error });
    }
    inSlice += 1;
  }
  return parsed;
}
