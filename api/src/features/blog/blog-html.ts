/**
 * Sanitising of blog post HTML with the shared allow-list (shared/src/blog-html.ts). Used when a
 * post is written and again when it is read: content in the database is never trusted as it is.
 */
import sanitizeHtml from 'sanitize-html';
import {
  BLOG_ALLOWED_ATTRIBUTES,
  BLOG_ALLOWED_TAGS,
  BLOG_DROPPED_WITH_CONTENT,
  BLOG_IMAGE_SCHEMES,
  BLOG_LINK_SCHEMES,
  isAllowedBlogUrl,
} from '@safari/shared/blog-content';

const EXTERNAL = /^(?:https?:)?\/\//i;

function withSafeUrl(attribute: 'href' | 'src', kind: 'link' | 'image') {
  return (tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag => {
    const next: sanitizeHtml.Attributes = Object.fromEntries(
      Object.entries(attribs).filter(([name, value]) => name !== attribute || isAllowedBlogUrl(value, kind)),
    );
    // Links out of the site must not hand the page to the site they open, nor pass it ranking.
    if (kind === 'link' && next.href !== undefined && EXTERNAL.test(next.href)) next.rel = 'noopener noreferrer nofollow';
    return { tagName, attribs: next };
  };
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...BLOG_ALLOWED_TAGS],
  allowedAttributes: {
    ...Object.fromEntries(Object.entries(BLOG_ALLOWED_ATTRIBUTES).map(([tag, attributes]) => [tag, [...attributes]])),
    // Set by the link transform below, never taken from the input.
    a: [...(BLOG_ALLOWED_ATTRIBUTES.a ?? []), 'rel'],
  },
  allowedSchemes: [...BLOG_LINK_SCHEMES],
  allowedSchemesByTag: { img: [...BLOG_IMAGE_SCHEMES] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: true,
  disallowedTagsMode: 'discard',
  nonTextTags: [...BLOG_DROPPED_WITH_CONTENT],
  allowVulnerableTags: false,
  transformTags: {
    a: (tagName, attribs) => {
      const { rel: _rel, ...rest } = attribs;
      return withSafeUrl('href', 'link')(tagName, rest);
    },
    img: withSafeUrl('src', 'image'),
  },
  // An image without an address is nothing but a broken-image icon.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** The post HTML with only allowed elements, attributes and addresses left (see shared/src/blog-html.ts). */
export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
