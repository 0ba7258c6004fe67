import { describe, expect, it } from 'vitest';
import { isAllowedBlogUrl } from './blog-content';

describe('isAllowedBlogUrl', () => {
  it('when a link or image uses http, https or a relative address, then it is allowed', () => {
    for (const url of ['https://www.etakenya.go.ke', 'http://example.com/a', '/tours/mara', '#section-1', 'mara.webp', '//cdn.example.com/x.png']) {
      expect(isAllowedBlogUrl(url, 'link'), url).toBe(true);
      expect(isAllowedBlogUrl(url, 'image'), url).toBe(true);
    }
  });
  it('when an address runs script or uses another scheme, then it is refused, however it is disguised', () => {
    for (const url of ['javascript:alert(1)', ' JavaScript:alert(1)', 'java\tscript:alert(1)', '\u0001javascript:alert(1)', 'vbscript:x', 'file:///etc/passwd', 'data:text/html,<script>alert(1)</script>']) {
      expect(isAllowedBlogUrl(url, 'link'), url).toBe(false);
      expect(isAllowedBlogUrl(url, 'image'), url).toBe(false);
    }
  });
  it('when a data: address holds an image, then only images may use it', () => {
    expect(isAllowedBlogUrl('data:image/png;base64,iVBORw0KGgo=', 'image')).toBe(true);
    expect(isAllowedBlogUrl('data:image/png;base64,iVBORw0KGgo=', 'link')).toBe(false);
    expect(isAllowedBlogUrl('data:text/javascript,alert(1)', 'image')).toBe(false);
  });
  it('when the address is empty, then it is refused', () => {
    expect(isAllowedBlogUrl('  ', 'link')).toBe(false);
  });
});
