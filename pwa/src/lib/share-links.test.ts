import { describe, expect, it } from 'vitest';
import { publicUrl, shareTargets } from './share-links';

describe('shareTargets', () => {
  const page = { url: 'https://pulse.example/blog/mara & more?x=1', title: 'Mara: when to go?', text: 'Months & crossings' };
  const byName = Object.fromEntries(shareTargets(page).map((target) => [target.name, target.href]));

  it('when a page is shared, then WhatsApp, Facebook, X and e-mail are offered in that order', () => {
    expect(shareTargets(page).map((target) => target.name)).toEqual(['WhatsApp', 'Facebook', 'X', 'E-mail']);
  });

  it('when the address and title hold reserved characters, then each link carries them encoded', () => {
    const url = encodeURIComponent(page.url);
    expect(byName.WhatsApp).toBe(`https://wa.me/?text=${encodeURIComponent('Mara: when to go? ')}${url}`);
    expect(byName.Facebook).toBe(`https://www.facebook.com/sharer/sharer.php?u=${url}`);
    expect(byName.X).toBe(`https://x.com/intent/tweet?text=Mara%3A%20when%20to%20go%3F&url=${url}`);
    expect(byName['E-mail']).toBe(`mailto:?subject=Mara%3A%20when%20to%20go%3F&body=Months%20%26%20crossings%0A%0A${url}`);
    expect(new URL(byName.Facebook ?? '').searchParams.get('u')).toBe(page.url);
  });
});

describe('publicUrl', () => {
  it('when the page has a canonical link, then its origin is used (the configured public address)', () => {
    expect(publicUrl('/tours/mara', 'https://pulse.example/tours/other', 'http://127.0.0.1:8080')).toBe('https://pulse.example/tours/mara');
  });
  it('when there is no canonical link or it is broken, then the browser origin is used', () => {
    expect(publicUrl('/blog/a', null, 'http://localhost:8080')).toBe('http://localhost:8080/blog/a');
    expect(publicUrl('/blog/a', 'not a url', 'http://localhost:8080')).toBe('http://localhost:8080/blog/a');
  });
});
