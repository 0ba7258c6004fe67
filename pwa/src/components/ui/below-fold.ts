/**
 * The style of a section below the first screen: the browser skips its style, layout and paint
 * until it comes near the viewport (`content-visibility: auto`) and sizes it meanwhile from an
 * estimate of its height at phone and desktop widths (`contain-intrinsic-block-size`; `auto` keeps
 * the real height once it has been rendered, so scrolling back never jumps). Its content stays in
 * the DOM: anchor links, find-in-page, keyboard focus and screen readers reach it as before.
 *
 * `height`: the section's rendered height in px at a phone width (xs, below 900 px) and at desktop
 * width (md and up), measured, so the page's length and its scrollbar stay honest while it is skipped.
 */
export function belowFold(height: { xs: number; md: number }) {
  return {
    contentVisibility: 'auto',
    containIntrinsicBlockSize: { xs: `auto ${Math.round(height.xs)}px`, md: `auto ${Math.round(height.md)}px` },
  } as const;
}
