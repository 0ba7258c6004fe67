/**
 * What a server-rendered screen adds to the document head: the preload of its largest image (the
 * LCP), with the same candidates and `sizes` as the `<img>` it renders, so the browser starts the
 * download with the HTML instead of after the JS. A screen module exports `lcpImages`.
 */
import type { PageData } from '@safari/shared/page-data';

export interface ImagePreload {
  href: string;
  imageSrcSet?: string;
  imageSizes?: string;
  /** Only for this media (the home hero has a portrait and a landscape picture). */
  media?: string;
  type?: string;
}

/** The LCP image(s) of a screen for this URL and page data; empty when its LCP is text. */
export type LcpImages = (data: PageData, url: URL) => ImagePreload[];
