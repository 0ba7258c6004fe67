/** Meta tags of blog post pages (`/blog/{idOrSlug}`) for link previews and search engines. */
import { SITE } from '@safari/shared/site';
import type { PageMeta, PageMetaResolver } from '../../lib/page-meta';
import { absoluteUrl, itemPageMeta } from '../../lib/page-meta';
import type { BlogService } from './blog.service';

export function blogPageMeta(service: Pick<BlogService, 'get'>): PageMetaResolver {
  return itemPageMeta('post', (key) => service.get(key), (post, origin) => {
    const canonical = `/blog/${post.slug}`;
    const image = post.image ? absoluteUrl(post.image, origin) : undefined;
    const meta: PageMeta = {
      title: post.title,
      description: post.excerpt,
      path: canonical,
      image,
      type: 'article',
      article: {
        publishedTime: post.date,
        modifiedTime: post.updatedAt,
        author: post.author.name,
        section: post.category ?? undefined,
        tags: post.tags,
      },
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: post.title,
        description: post.excerpt,
        ...(image ? { image: [image] } : {}),
        datePublished: post.date,
        dateModified: post.updatedAt,
        author: { '@type': 'Person', name: post.author.name },
        publisher: { '@type': 'Organization', name: SITE.name, logo: { '@type': 'ImageObject', url: absoluteUrl('/icons/icon-512.png', origin) } },
        mainEntityOfPage: { '@type': 'WebPage', '@id': absoluteUrl(canonical, origin) },
        ...(post.category ? { articleSection: post.category } : {}),
        keywords: post.tags.join(', '),
      },
    };
    return meta;
  });
}
