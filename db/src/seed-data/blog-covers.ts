/**
 * Scene hints for the generated blog cover images, keyed by the cover file name of each seed post
 * ('blog-<slug>.webp', see ./blog-posts). Read by the image generator; changing a hint only changes the
 * artwork, never the post.
 */

export type BlogCoverSceneKind = 'savanna' | 'mountain' | 'beach' | 'forest' | 'lake' | 'desert' | 'river';
export type BlogCoverTime = 'dawn' | 'day' | 'golden' | 'dusk' | 'night';

export interface BlogCoverScene {
  scene: BlogCoverSceneKind;
  time: BlogCoverTime;
}

export const blogCoverScenes: Record<string, BlogCoverScene> = {
  // Wildebeest massing on the Mara River banks in the late-afternoon light.
  'blog-best-time-great-migration-masai-mara.webp': { scene: 'river', time: 'golden' },
  // A duffel bag and hat at a tented camp on the open plains.
  'blog-what-to-pack-for-a-kenya-safari.webp': { scene: 'savanna', time: 'day' },
  // A park gate and open grassland in clear midday light.
  'blog-kenya-park-and-conservancy-fees-explained.webp': { scene: 'savanna', time: 'day' },
  // A quiet sighting at first light in a community conservancy.
  'blog-responsible-safari-choosing-an-ethical-operator.webp': { scene: 'savanna', time: 'dawn' },
  // Giraffes by a lake shore, soft afternoon light.
  'blog-family-safari-in-kenya-with-kids.webp': { scene: 'lake', time: 'golden' },
  // Misty montane forest on the Virunga volcanoes.
  'blog-gorilla-permits-uganda-vs-rwanda.webp': { scene: 'forest', time: 'dawn' },
  // Acacia silhouettes against a setting sun.
  'blog-wildlife-photography-tips-on-safari.webp': { scene: 'savanna', time: 'dusk' },
  // Elephants on the plains beneath a snow-capped Kilimanjaro.
  'blog-amboseli-elephants-and-kilimanjaro-views.webp': { scene: 'mountain', time: 'dawn' },
  // Red earth, doum palms and dry scrub in the north.
  'blog-samburu-special-five.webp': { scene: 'desert', time: 'golden' },
  // Rolling grassland dotted with lone acacias.
  'blog-conservancies-vs-national-reserves.webp': { scene: 'savanna', time: 'golden' },
  // Nairobi highlands in clear daylight.
  'blog-kenya-entry-and-health-eta-vaccinations-malaria.webp': { scene: 'mountain', time: 'day' },
  // Campfire under a starry sky.
  'blog-a-first-timers-day-on-safari.webp': { scene: 'savanna', time: 'night' },
  // Laikipia plains with Mount Kenya on the horizon.
  'blog-rhino-conservation-ol-pejeta-and-lewa.webp': { scene: 'mountain', time: 'golden' },
  // White sand, palms and a dhow on the Indian Ocean.
  'blog-diani-and-lamu-beach-extension.webp': { scene: 'beach', time: 'day' },
};
