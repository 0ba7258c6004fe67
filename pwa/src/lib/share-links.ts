/** Where travellers share a page, as plain links: no script of those sites is loaded. */

export interface ShareTarget {
  /** Name on the menu item: 'WhatsApp', 'Facebook', 'X', 'E-mail'. */
  name: string;
  href: string;
}

export interface SharedPage {
  /** The page's public address (PUBLIC_BASE_URL + path), never a preview or local one. */
  url: string;
  title: string;
  /** One or two sentences about the page, used where a message has a body (e-mail). */
  text?: string;
}

/** WhatsApp, Facebook, X and e-mail links for a page, every part URL-encoded. */
export function shareTargets({ url, title, text }: SharedPage): ShareTarget[] {
  const body = text ? `${text}\n\n${url}` : url;
  return [
    { name: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}` },
    { name: 'X', href: `https://x.com/intent/tweet?text=${encodeURIComponent(title)}&url=${encodeURIComponent(url)}` },
    { name: 'E-mail', href: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(body)}` },
  ];
}

/**
 * The public address of a path: the origin of the page's canonical link, which the server writes
 * from PUBLIC_BASE_URL, else the address the browser is on. Query and hash are left out.
 */
export function publicUrl(path: string, canonical: string | null | undefined, currentOrigin: string): string {
  let origin = currentOrigin;
  if (canonical) {
    try {
      origin = new URL(canonical).origin;
    } catch {
      // A broken canonical link: keep the browser's origin.
    }
  }
  return new URL(path, `${origin}/`).toString();
}
