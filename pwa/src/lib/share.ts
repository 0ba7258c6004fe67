/** Copying and sharing a page's address; loaded when a visitor first presses Share or Copy Link. */

/** Copies text with the Clipboard API, or the older selection way where that is missing or refused. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, document not focused): try the older way below.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/**
 * Opens the system share sheet where there is one. 'shared' when it was used (or closed by the
 * visitor), 'unsupported' when the caller should copy the link instead.
 */
export async function shareLink(data: ShareData): Promise<'shared' | 'unsupported'> {
  if (typeof navigator.share !== 'function' || (navigator.canShare && !navigator.canShare(data))) return 'unsupported';
  try {
    await navigator.share(data);
  } catch (error) {
    // Closing the share sheet is not a failure; anything else falls back to copying.
    if (!(error instanceof DOMException && error.name === 'AbortError')) return 'unsupported';
  }
  return 'shared';
}
