// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { deserializeHtml, imagesWithoutAlt, serializeHtml } from './post-html';

const roundTrip = (html: string) => serializeHtml(deserializeHtml(html));

describe('post HTML serializer', () => {
  it('when a post has headings, marks, a link, lists and a quote, then it comes back out the same', () => {
    const html =
      '<h1>Into the Mara</h1><h2>When to go</h2><h3>July</h3><p>The <strong>great</strong> <em>migration</em> and <a href="https://example.com/mara">a guide</a>.</p>' +
      '<ul><li>Binoculars</li><li>Hat</li></ul><ol><li>Land</li><li>Drive</li></ol><blockquote>Go slowly.</blockquote>';
    expect(roundTrip(html)).toBe(html);
  });

  it('when editing, then the value holds the editor elements', () => {
    expect(deserializeHtml('<h2>Kit</h2><ul><li>Hat</li></ul><p><a href="/tours">Tours</a></p>')).toEqual([
      { type: 'heading-two', children: [{ text: 'Kit' }] },
      { type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: 'Hat' }] }] },
      { type: 'paragraph', children: [{ type: 'link', url: '/tours', children: [{ text: 'Tours' }] }] },
    ]);
  });

  it('when a link or image uses another scheme, then only its text is kept (links: http, https; images also data:)', () => {
    expect(roundTrip('<p><a href="javascript:alert(1)">click</a> <a href="data:text/html,x">data</a></p>')).toBe('<p>click data</p>');
    expect(roundTrip('<img src="javascript:alert(1)"><img src="data:image/png;base64,AAAA" alt="dot">')).toBe('<figure><img src="data:image/png;base64,AAAA" alt="dot"></figure>');
    expect(serializeHtml([{ type: 'paragraph', children: [{ type: 'link', url: 'vbscript:x', children: [{ text: 'x' }] }] }])).toBe('<p>x</p>');
  });

  it('when an image sits inside a paragraph, then it becomes a block of its own between the text', () => {
    expect(roundTrip('<p>Before <img src="/uploads/a.webp" alt="Lion"> after</p>')).toBe('<p>Before</p><figure><img src="/uploads/a.webp" alt="Lion"></figure><p>after</p>');
  });

  it('when a picture has alt text and a caption, then it is saved as a figure and edited as one picture with both', () => {
    const html = '<figure><img src="/uploads/a.webp" alt="A lioness in tall grass"><figcaption>Masai Mara, July &amp; August</figcaption></figure>';
    expect(deserializeHtml(html)).toEqual([{ type: 'image', url: '/uploads/a.webp', alt: 'A lioness in tall grass', caption: 'Masai Mara, July & August', children: [{ text: '' }] }]);
    expect(roundTrip(html)).toBe(html);
    // A caption is text: markup typed into it is escaped, and a blank one leaves no figcaption.
    expect(serializeHtml([{ type: 'image', url: '/uploads/b.webp', alt: 'Rhino "Kifaru"', caption: '<b>Big</b>', children: [{ text: '' }] }])).toBe(
      '<figure><img src="/uploads/b.webp" alt="Rhino &quot;Kifaru&quot;"><figcaption>&lt;b&gt;Big&lt;/b&gt;</figcaption></figure>',
    );
    expect(serializeHtml([{ type: 'image', url: '/uploads/b.webp', alt: 'Rhino', caption: '  ', children: [{ text: '' }] }])).toBe('<figure><img src="/uploads/b.webp" alt="Rhino"></figure>');
    expect(roundTrip('<figure><figcaption>No picture</figcaption></figure>')).toBe('<p>No picture</p>');
  });

  it('when pictures lack alt text, then they are counted (a post cannot be saved with any)', () => {
    expect(imagesWithoutAlt(deserializeHtml('<img src="/uploads/a.webp"><figure><img src="/uploads/b.webp" alt=" "></figure><img src="/uploads/c.webp" alt="Zebra">'))).toBe(2);
    expect(imagesWithoutAlt(deserializeHtml('<p>No pictures</p>'))).toBe(0);
  });

  it('when text holds markup characters, then they are escaped, and scripts never survive', () => {
    expect(roundTrip('<p>5 &lt; 6 &amp; "quotes"</p><script>alert(1)</script>')).toBe('<p>5 &lt; 6 &amp; "quotes"</p>');
    expect(serializeHtml([{ type: 'paragraph', children: [{ text: '<img src=x onerror=alert(1)>' }] }])).toBe('<p>&lt;img src=x onerror=alert(1)&gt;</p>');
  });

  it('when the post is empty or only spaces, then the editor gets one empty paragraph and saving gives nothing', () => {
    expect(deserializeHtml('')).toEqual([{ type: 'paragraph', children: [{ text: '' }] }]);
    expect(deserializeHtml('  \n ')).toEqual([{ type: 'paragraph', children: [{ text: '' }] }]);
    expect(serializeHtml(deserializeHtml(''))).toBe('');
  });

  it('when HTML has deeper headings, nested lists, bare text and line breaks, then they map to what the editor has', () => {
    expect(roundTrip('<h4>Small</h4>Loose text<br>next line<ul><li>A<ul><li>B</li></ul></li></ul><blockquote><p>One</p><p>Two</p></blockquote>')).toBe(
      '<h3>Small</h3><p>Loose text<br>next line</p><ul><li>A</li><li>B</li></ul><blockquote>One</blockquote><blockquote>Two</blockquote>',
    );
  });
});
