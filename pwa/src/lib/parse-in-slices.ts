import type { Parser } from './api-client';
import { nextTask } from './next-task';

/** Items checked between two yields to the browser. */
const SLICE = 25;

/**
 * Checks each of `items` with `schema`, yielding to the browser after every SLICE of them: a long
 * list (the whole tour catalogue) is then not one long task. Throws the first item's error, with
 * the item's index in the message.
 */
export async function parseInSlices<T>(items: readonly unknown[], schema: Parser<T>): Promise<T[]> {
  const parsed: T[] = [];
  for (const [index, item] of items.entries()) {
    if (index > 0 && index % SLICE === 0) await nextTask();
    try {
      parsed.push(schema.parse(item));
    } catch (error) {
      throw new Error(`Item ${index} of the list is not valid`, { cause: error });
    }
  }
  return parsed;
}
