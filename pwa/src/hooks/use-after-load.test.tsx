// @vitest-environment jsdom
import { cleanup, render, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useAfterLoad, whenAfterLoad } from './use-after-load';

/** Each part records how many parts were on screen when its own showed up. */
const seen: number[] = [];

function Part() {
  const afterLoad = useAfterLoad();
  useEffect(() => {
    if (afterLoad) seen.push(document.querySelectorAll('[data-after-load]').length);
  }, [afterLoad]);
  return afterLoad ? <span data-after-load="" /> : null;
}

describe('useAfterLoad', () => {
  // React schedules as in a browser (transitions, effects) instead of queueing work for act().
  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    cleanup();
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });

  it('when the page has loaded, then the parts that waited show one after another, each in a render of its own', async () => {
    render(
      <>
        <Part />
        <Part />
        <Part />
      </>,
    );
    expect(document.querySelectorAll('[data-after-load]')).toHaveLength(0);
    // jsdom has no requestIdleCallback: "idle" is 200 ms after load.
    await whenAfterLoad();
    await waitFor(() => expect(document.querySelectorAll('[data-after-load]')).toHaveLength(3));
    expect(seen).toEqual([1, 2, 3]);
  });
});
