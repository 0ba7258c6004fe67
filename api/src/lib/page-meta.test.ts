import { describe, expect, it } from 'vitest';
import { escapeHtml, injectPageMeta, jsonForScript } from './page-meta';

const TEMPLATE = `<!doctype html><html><head>
<meta charset="UTF-8" />
<title>Generic title</title>
<meta
  name="description"
  content="Generic description"
/>
</head><body><div id="root"></div></body></html>`;

describe('injectPageMeta', () => {
  it('when a page has meta of its own, then the generic title and description are replaced, not repeated', () => {
    const html = injectPageMeta(TEMPLATE, { title: 'Packing $& tips', description: 'What to bring', path: '/blog/packing', type: 'article' }, 'https://safari.test', 'Site');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Packing $&amp; tips | Site</title>');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<link rel="canonical" href="https://safari.test/blog/packing" />');
    expect(html).not.toContain('Generic');
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
  });

  it('when the texts hold markup or quotes, then they cannot break out of their tags', () => {
    const evil = `"><script>alert(1)</script><meta x="`;
    const html = injectPageMeta(
      TEMPLATE,
      { title: evil, description: evil, path: '/blog/x', type: 'article', jsonLd: { headline: '</script><script>alert(2)</script>' } },
      'https://safari.test',
      'Site',
    );
    expect(html).not.toContain('<script>alert');
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain('<script type="application/ld+json">{"headline":"\\u003c/script\\u003e\\u003cscript\\u003ealert(2)\\u003c/script\\u003e"}</script>');
  });
});

describe('escapeHtml and jsonForScript', () => {
  it('when text has HTML specials, then they become entities; JSON keeps its meaning', () => {
    expect(escapeHtml(`<a href="x">Tom & 'Jerry'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;');
    const value = { text: '</script><!-- & \u2028' };
    expect(JSON.parse(jsonForScript(value))).toEqual(value);
    expect(jsonForScript(value)).not.toMatch(/[<>&\u2028]/);
  });
});
