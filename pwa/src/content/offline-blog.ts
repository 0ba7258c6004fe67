/**
 * Built-in 'offline defaults' for the blog and the home page's travel-guides section.
 *
 * Shown only when the API cannot be reached and nothing is cached: the blog list falls back to
 * {@link offlineSamplePosts} ('Unable to load blog posts at the moment. Showing offline defaults.'),
 * the post page to a sample post with {@link sampleComments}, and the home page to {@link sampleGuides}.
 *
 * These are shortened versions of seed posts with the same slugs (db/src/seed-data/blog-posts.ts), so
 * a link followed offline lands on real content and the same link works again once the API is back.
 * `id` equals the slug for the same reason: the post route accepts a slug or an id.
 */
import type { BlogCategory } from '@safari/shared/enums';

/** Author of a public post or guide (spec defaults: name 'Editorial', title 'Contributor'). */
export interface PublicAuthor {
  name: string;
  title: string;
  /** Image URL; '' means show the author's initials. */
  avatar: string;
}

/** A public guide / blog post teaser in the spec's normalised shape. */
export interface PublicGuide {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  /** '/uploads/blog-<slug>.webp'. */
  image: string;
  category: BlogCategory;
  /** ISO date (YYYY-MM-DD). */
  date: string;
  /** Whole minutes: max(3, round(words / 180)) of the text it links to. */
  readTime: number;
  tags: string[];
  author: PublicAuthor;
}

/** A public post that can also be rendered offline. */
export interface OfflinePost extends PublicGuide {
  /** Clean semantic HTML (p, h2, h3, ul, li, strong, blockquote); at least three headings. */
  contentHtml: string;
}

export interface SampleComment {
  id: string;
  name: string;
  text: string;
  /** ISO date (YYYY-MM-DD). */
  date: string;
}

const AUTHORS = {
  amani: { name: 'Amani Otieno', title: 'Co-founder & Head Guide', avatar: '' },
  njeri: { name: 'Njeri Wambui', title: 'Head of Travel Planning', avatar: '' },
  halima: { name: 'Halima Said', title: 'Guest Experience & Conservation Lead', avatar: '' },
} as const satisfies Record<string, PublicAuthor>;

export const offlineSamplePosts: OfflinePost[] = [
  {
    id: 'best-time-great-migration-masai-mara',
    slug: 'best-time-great-migration-masai-mara',
    title: 'When to See the Great Migration in the Masai Mara: A Month-by-Month Guide',
    excerpt:
      'The herds usually reach the Mara in July and linger until October, but the river crossings keep no timetable. Here is how the year unfolds, and how to time your trip.',
    image: '/uploads/blog-best-time-great-migration-masai-mara.webp',
    category: 'Destination Guides',
    date: '2025-01-20',
    readTime: 3,
    tags: ['Great Migration', 'Masai Mara', 'River crossings', 'When to go'],
    author: AUTHORS.amani,
    contentHtml: `<p>Every year, well over a million wildebeest, joined by hundreds of thousands of zebra and gazelle, follow the rains in a slow loop through the Serengeti–Mara ecosystem. The Kenyan chapter, in the Masai Mara, is what most people picture when they hear "the Great Migration".</p>
<h2>A cycle, not an event</h2>
<p>The herds are always somewhere, moving in response to rain and fresh grass, and an early or late rainy season can shift everything by weeks. Treat the months below as likelihoods, not promises.</p>
<ul>
<li><strong>January to March:</strong> calving on the short-grass plains of the southern Serengeti, in Tanzania.</li>
<li><strong>April to June:</strong> the long march north through the central and western Serengeti. The Mara is green, quiet and good value.</li>
<li><strong>July to October:</strong> the herds in the Mara, with crossings of the Mara and Talek rivers. Most head back south by November.</li>
</ul>
<h2>River crossings</h2>
<p>Crossings cannot be scheduled. Herds may gather on the bank for hours or days and then turn away, so in crossing season we stay out all day with a picnic. Vehicles must wait well back so the animals are not blocked; a good guide never pushes closer.</p>
<h2>Outside migration season</h2>
<p>The Mara has resident lion, leopard, cheetah, elephant and buffalo all year. From November to June there are fewer vehicles and lower rates, and January and February are excellent for big cats.</p>
<h2>Planning tips</h2>
<ul>
<li>Book July to October stays nine to twelve months ahead.</li>
<li>Stay at least three nights, ideally four.</li>
<li>Reserve and conservancy fees are highest in peak months; check current rates with us.</li>
<li>Pack layers: Mara mornings in July and August are cold.</li>
</ul>`,
  },
  {
    id: 'what-to-pack-for-a-kenya-safari',
    slug: 'what-to-pack-for-a-kenya-safari',
    title: 'What to Pack for a Kenya Safari (and What to Leave at Home)',
    excerpt:
      'Soft bags, neutral layers, binoculars and no plastic bags: the packing list our planners send every guest, refined by years of seeing what people actually use.',
    image: '/uploads/blog-what-to-pack-for-a-kenya-safari.webp',
    category: 'Travel Tips',
    date: '2025-02-18',
    readTime: 3,
    tags: ['Packing', 'Kenya', 'Bush flights', 'First safari'],
    author: AUTHORS.njeri,
    contentHtml: `<p>Packing for a safari is less about gear and more about restraint. A smaller, smarter bag makes the whole trip easier.</p>
<h2>The bag</h2>
<p>Bush flights usually allow <strong>15 kg per person in soft-sided bags, including hand luggage</strong>. Hard or wheeled cases often cannot be loaded. A duffel plus a small daypack is ideal, and Nairobi hotels can store anything extra.</p>
<h2>Clothing</h2>
<ul>
<li>Neutral colours: khaki, olive, sand. Dark blue and black attract tsetse flies; leave camouflage at home.</li>
<li>Layers, including a warm fleece for cold early drives and a light waterproof.</li>
<li>Long sleeves and trousers for evenings, against mosquitoes.</li>
<li>Comfortable closed shoes, sandals for camp, a wide-brimmed hat and sunglasses.</li>
</ul>
<h2>Gear and health</h2>
<ul>
<li>Binoculars (8x42 or 10x42), camera, spare batteries, a power bank and a head torch.</li>
<li>Kenya uses British-style Type G sockets at 240 V.</li>
<li>Sunscreen, repellent with DEET or picaridin, your medicines and antimalarials if prescribed.</li>
<li>A reusable water bottle.</li>
</ul>
<h2>Kenya rules</h2>
<p>Plastic carrier bags have been banned since 2017, for visitors too, and single-use plastics are banned in protected areas. Remove duty-free bags before you land. Drones need special permits, so leave yours at home.</p>
<blockquote>Lay out everything you want to bring, then put a third of it back.</blockquote>`,
  },
  {
    id: 'kenya-entry-and-health-eta-vaccinations-malaria',
    slug: 'kenya-entry-and-health-eta-vaccinations-malaria',
    title: 'Kenya Entry and Health Essentials: eTA, Vaccinations and Malaria',
    excerpt:
      'How Kenya’s Electronic Travel Authorisation works, when you need a yellow fever certificate, and how to reduce your malaria risk. What to sort out before you fly.',
    image: '/uploads/blog-kenya-entry-and-health-eta-vaccinations-malaria.webp',
    category: 'Travel Tips',
    date: '2026-02-24',
    readTime: 3,
    tags: ['eTA', 'Visas', 'Health', 'Malaria', 'Yellow fever'],
    author: AUTHORS.njeri,
    contentHtml: `<p>Rules change, so confirm with official sources close to your travel date, and see a travel health clinic six to eight weeks before you fly. We are safari planners, not doctors.</p>
<h2>The eTA</h2>
<p>Most visitors need an <strong>Electronic Travel Authorisation</strong>, applied for online through the official government portal at <a href="https://www.etakenya.go.ke">etakenya.go.ke</a>. Apply at least two weeks ahead and beware of look-alike sites. Your passport should be valid for six months beyond arrival, with blank pages.</p>
<h2>Yellow fever</h2>
<ul>
<li>Kenya asks for a certificate if you arrive from a country with yellow fever risk.</li>
<li>Vaccination is generally recommended for most of Kenya; your clinic will advise.</li>
<li>Combining Kenya with Tanzania, Uganda or Rwanda? Treat the certificate as essential.</li>
</ul>
<h2>Malaria</h2>
<p>Malaria is present in most safari areas and on the coast; the risk is low in Nairobi. Your doctor may prescribe antimalarial tablets. Cover up from dusk, use repellent, sleep under nets, and report any fever during or after your trip.</p>
<h2>Insurance</h2>
<p>Safari areas are remote, so travel insurance with <strong>medical evacuation</strong> cover is essential.</p>`,
  },
  {
    id: 'gorilla-permits-uganda-vs-rwanda',
    slug: 'gorilla-permits-uganda-vs-rwanda',
    title: 'Gorilla Permits: Uganda vs Rwanda — Which Is Right for You?',
    excerpt:
      'An hour with mountain gorillas is unforgettable in either country. We compare approximate permit costs, access, terrain and what else you can combine.',
    image: '/uploads/blog-gorilla-permits-uganda-vs-rwanda.webp',
    category: 'Destination Guides',
    date: '2025-06-30',
    readTime: 3,
    tags: ['Gorilla trekking', 'Uganda', 'Rwanda', 'Permits'],
    author: AUTHORS.amani,
    contentHtml: `<p>Sitting a few metres from a family of mountain gorillas is one of the most moving wildlife experiences on earth. Uganda or Rwanda? Both are excellent.</p>
<h2>The same experience at heart</h2>
<ul>
<li>One group of up to eight people visits each habituated family per day, for <strong>one hour</strong>.</li>
<li>The minimum age is 15.</li>
<li>Do not trek with a cold: gorillas catch human diseases.</li>
</ul>
<h2>Permit costs</h2>
<p>As of recent years, permits cost approximately <strong>USD 800</strong> in Uganda and approximately <strong>USD 1,500</strong> in Rwanda. Governments revise them from time to time, and they are generally non-refundable, so ask us for current rates and book early.</p>
<h2>Rwanda</h2>
<p>Volcanoes National Park is about two and a half hours from Kigali, so a short trip is easy. Combine it with golden monkeys, Nyungwe's chimpanzees or Akagera.</p>
<h2>Uganda</h2>
<p>Bwindi Impenetrable National Park holds nearly half the world's mountain gorillas. It is remote and steep, but wild and better value, and many travellers fly into Kigali and drive four to five hours to its southern sectors.</p>
<h2>Which to choose?</h2>
<p>Choose Rwanda if time is short and comfort matters most. Choose Uganda for value, more gorilla families and a longer primate journey. Either way, hire a porter: it helps you and the families living next to the park.</p>`,
  },
  {
    id: 'a-first-timers-day-on-safari',
    slug: 'a-first-timers-day-on-safari',
    title: "A First-Timer's Day on Safari: What to Expect",
    excerpt:
      'From the 5:30 wake-up call to the campfire under the stars, an hour-by-hour look at a typical day in a safari camp, plus the etiquette nobody tells you about.',
    image: '/uploads/blog-a-first-timers-day-on-safari.webp',
    category: 'Safari Experiences',
    date: '2026-04-07',
    readTime: 3,
    tags: ['First safari', 'Game drives', 'Camp life', 'Etiquette'],
    author: AUTHORS.amani,
    contentHtml: `<p>A safari has its own rhythm, set by the sun and the animals. Here is a typical day at a Masai Mara camp.</p>
<h2>Morning</h2>
<h3>5:30 — Wake-up call</h3>
<p>"Jambo, good morning!" and coffee at your tent. It is dark and chilly; dress in layers.</p>
<h3>6:15 — Morning game drive</h3>
<p>Predators are still active and the light is magical. Often the best drive of the day, followed by breakfast in the bush.</p>
<h2>Midday</h2>
<p>By late morning animals rest in the shade, and so do we: lunch, a swim or a book, and a siesta.</p>
<h2>Afternoon and evening</h2>
<p>After tea at around 16:00 you head out again as the cats stir and the light turns golden. A sundowner, then the campfire and dinner. After dark, an askari walks you to your tent. Never walk alone at night.</p>
<h2>Safari etiquette</h2>
<ul>
<li>Stay in the vehicle unless your guide says otherwise.</li>
<li>Speak softly at sightings.</li>
<li>Never feed animals or leave food in your tent.</li>
<li>Ask for a "bush stop" whenever you need one.</li>
</ul>
<blockquote>Put the camera down sometimes, switch off the engine, and just listen.</blockquote>`,
  },
  {
    id: 'rhino-conservation-ol-pejeta-and-lewa',
    slug: 'rhino-conservation-ol-pejeta-and-lewa',
    title: 'Rhino Conservation in Laikipia: Visiting Ol Pejeta and Lewa',
    excerpt:
      'How fenced sanctuaries, rangers and communities brought Kenya’s rhinos back from the brink, and how a visit to Ol Pejeta or Lewa supports their work.',
    image: '/uploads/blog-rhino-conservation-ol-pejeta-and-lewa.webp',
    category: 'Wildlife & Conservation',
    date: '2026-06-09',
    readTime: 3,
    tags: ['Rhinos', 'Ol Pejeta', 'Lewa', 'Laikipia', 'Conservation'],
    author: AUTHORS.halima,
    contentHtml: `<p>Every black rhino you see in Kenya represents decades of work by rangers, scientists and communities. In Laikipia, below Mount Kenya, Ol Pejeta and Lewa are at the heart of that work.</p>
<h2>Back from the brink</h2>
<p>Poaching in the 1970s and 1980s cut Kenya's black rhinos to a few hundred. Guarded sanctuaries let them breed in safety, and numbers have grown steadily since, although the species is still critically endangered.</p>
<h2>Ol Pejeta</h2>
<p>Ol Pejeta describes itself as the largest black rhino sanctuary in East Africa and is home to the last two northern white rhinos, both female. It also runs a chimpanzee sanctuary, and day visitors are welcome.</p>
<h2>Lewa</h2>
<p>Lewa began as a small rhino sanctuary in the 1980s and is now part of the Mount Kenya UNESCO World Heritage Site, with rhinos, Grevy's zebra, walking safaris and strong community programmes.</p>
<h2>How your visit helps</h2>
<ul>
<li>Conservancy fees fund rangers, vets and community projects.</li>
<li>Staying overnight brings more income into the area.</li>
<li><strong>Never geotag rhinos</strong> in your photos.</li>
<li>Donate only through the conservancies' own programmes.</li>
</ul>`,
  },
];

const GUIDE_SLUGS = [
  'best-time-great-migration-masai-mara',
  'what-to-pack-for-a-kenya-safari',
  'gorilla-permits-uganda-vs-rwanda',
  'rhino-conservation-ol-pejeta-and-lewa',
] as const;

function toGuide(slug: string): PublicGuide {
  const post = offlineSamplePosts.find((item) => item.slug === slug);
  if (post === undefined) throw new Error(`Offline sample post '${slug}' is missing`);
  const { contentHtml: _contentHtml, ...guide } = post;
  return { ...guide, tags: [...guide.tags], author: { ...guide.author } };
}

/**
 * The 4 sample guides of the home 'travel-guides' section (1 featured plus 3 side cards); the first is
 * the featured one. Each is one of the offline posts, so its link renders offline too.
 */
export const sampleGuides: PublicGuide[] = GUIDE_SLUGS.map(toGuide);

/** Sample comments shown under a sample post when the comments call fails. */
export const sampleComments: SampleComment[] = [
  {
    id: 'sample-comment-1',
    name: 'Claire M.',
    text: 'So helpful! We followed the packing list for our August trip and the 15 kg limit was no problem at all.',
    date: '2026-03-02',
  },
  {
    id: 'sample-comment-2',
    name: 'Tomás R.',
    text: 'We waited most of a day at the river and it was worth every minute. Great advice to bring a picnic.',
    date: '2026-05-18',
  },
  {
    id: 'sample-comment-3',
    name: 'Wairimu K.',
    text: 'Asante for the clear explanation. Sharing this with my family before our first Mara safari together!',
    date: '2026-07-09',
  },
];
