// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { prepareContent } from './post-content';

describe('prepareContent', () => {
  it('when a post has h1–h3 headings, then each gets a unique id and is listed for Jump to section', () => {
    const { html, headings } = prepareContent('<h2>When to go?</h2><p>x</p><h3>Día 1: Nairobi</h3><h2>When to go?</h2><h4>Small print</h4><h2> </h2>');
    expect(headings).toEqual([
      { id: 'section-when-to-go', text: 'When to go?', level: 2 },
      { id: 'section-dia-1-nairobi', text: 'Día 1: Nairobi', level: 3 },
      { id: 'section-when-to-go-2', text: 'When to go?', level: 2 },
    ]);
    expect(html).toContain('<h2 id="section-when-to-go">When to go?</h2>');
    expect(html).toContain('<h2 id="section-when-to-go-2">');
  });

  it('when content holds script, handlers or javascript: links, then they are removed and the prose stays', () => {
    const { html } = prepareContent(
      '<p onclick="alert(1)" style="color:red" id="main-content">Hi <b>there</b></p><script>alert(1)</script>' +
        '<img src="x.webp" onerror="alert(2)"><img src="javascript:alert(3)"><a href="javascript:alert(4)">bad</a>' +
        '<a href="https://www.kws.go.ke" target="_blank">KWS</a><iframe src="https://evil.example"></iframe>' +
        '<svg onload="alert(5)"></svg><div>kept text</div><!-- <script>alert(6)</script> -->',
    );
    expect(html).not.toMatch(/script|onerror|onclick|onload|javascript:|iframe|svg|style=|main-content|target=|<!--/i);
    expect(html).toContain('<p>Hi <b>there</b></p>');
    expect(html).toContain('<img src="x.webp" loading="lazy" decoding="async" alt="">');
    expect(html).toContain('<a>bad</a>');
    expect(html).toContain('<a href="https://www.kws.go.ke" rel="noopener noreferrer nofollow">KWS</a>');
    expect(html).toContain('kept text');
  });
});
