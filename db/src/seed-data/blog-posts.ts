/**
 * Seed blog posts of the travel blog ('Travel Guides & Blog').
 *
 * Written by the in-house team (invented names). Facts that change — park and conservancy fees, permit
 * prices, visa rules — are deliberately phrased as approximate or as 'check current rates'.
 * Content is clean semantic HTML: p, h2, h3, ul/ol, li, strong, em, blockquote and https links only;
 * no inline styles, scripts or images. Every post has at least three h2/h3 headings so the post page's
 * 'Jump to section' list has content.
 */
import type { BlogCategory } from '@safari/shared/enums';

export interface SeedBlogPost {
  /** Unique, lowercase kebab-case (matches the blog_posts.slug check). */
  slug: string;
  title: string;
  author: string;
  category: BlogCategory;
  /** File name under the uploads folder: 'blog-<slug>.webp'. */
  coverImage: string;
  excerpt: string;
  tags: string[];
  contentHtml: string;
  /** ISO date (YYYY-MM-DD). */
  publishedAt: string;
  isPublished: boolean;
}

/** In-house authors of the seed posts, with their job titles (also used by the PWA's offline posts). */
export const seedBlogAuthors = {
  amani: { name: 'Amani Otieno', title: 'Co-founder & Head Guide' },
  njeri: { name: 'Njeri Wambui', title: 'Head of Travel Planning' },
  kiprono: { name: 'Kiprono Langat', title: 'Photographic Guide' },
  halima: { name: 'Halima Said', title: 'Guest Experience & Conservation Lead' },
} as const;

const A = seedBlogAuthors;

export const seedBlogPosts: SeedBlogPost[] = [
  {
    slug: 'best-time-great-migration-masai-mara',
    title: 'When to See the Great Migration in the Masai Mara: A Month-by-Month Guide',
    author: A.amani.name,
    category: 'Destination Guides',
    coverImage: 'blog-best-time-great-migration-masai-mara.webp',
    excerpt:
      'The herds usually reach the Mara in July and linger until October, but the river crossings keep no timetable. Here is how the year unfolds, and how to time your trip.',
    tags: ['Great Migration', 'Masai Mara', 'River crossings', 'When to go'],
    publishedAt: '2025-01-20',
    isPublished: true,
    contentHtml: `<p>Every year, well over a million wildebeest, joined by hundreds of thousands of zebra and gazelle, follow the rains in a slow loop through the Serengeti–Mara ecosystem. The Kenyan chapter of that journey, in the Masai Mara, is what most people picture when they hear "the Great Migration": dust, the rumble of hooves and the heart-stopping moment when the herds plunge into the Mara River. Here is how the year actually unfolds, and how to time your trip.</p>
<h2>The migration is a cycle, not an event</h2>
<p>The first thing we tell guests is that the migration never really starts or ends. The herds are always somewhere, moving in response to rain and fresh grass. Nature also keeps no diary: an early or late rainy season can shift everything below by several weeks. Treat the months as likelihoods, not promises.</p>
<h3>January to March: calving in the southern Serengeti</h3>
<p>The herds are far south in Tanzania, on the short-grass plains around Ndutu, where hundreds of thousands of calves are born within a few weeks, mostly in February. Predator action is intense. If calving is your priority, plan a Tanzania trip rather than a Mara one.</p>
<h3>April to June: the long march north</h3>
<p>The long rains, roughly April and May, push the herds through the central and western Serengeti, and in June columns start crossing the Grumeti River in the Western Corridor. Meanwhile the Mara is green, quiet and beautiful, lodges offer their best rates, and a few camps close during the wettest weeks.</p>
<h3>July to October: the herds in the Mara</h3>
<p>The front-runners usually reach the Mara in July, sometimes in late June. Through August and September the plains of the reserve and the neighbouring conservancies fill with grazing herds, and crossings of the Mara and Talek rivers happen back and forth, often several times, as the animals chase local showers. By October the herds start drifting back south, and most have left by November as the short rains arrive.</p>
<h2>River crossings: what to expect</h2>
<p>Crossings are the highlight for many travellers, and also the part that demands the most patience.</p>
<ul>
<li><strong>They cannot be scheduled.</strong> A herd may gather on the bank for hours, or for days, and then turn away. Another group may cross within minutes of arriving.</li>
<li><strong>Full days pay off.</strong> In crossing season we pack a picnic and stay out from morning to late afternoon, so we are not racing back to camp when the first animals commit.</li>
<li><strong>Rules protect the animals.</strong> Vehicles must wait well back from crossing points so the herds are not blocked. Rangers enforce this, and a good guide will never push closer.</li>
<li><strong>It is raw.</strong> Crocodiles, drownings and injured animals are part of the story. Older children usually cope well after a quiet talk beforehand; very young ones may not.</li>
</ul>
<blockquote>"The best crossing I ever saw came after six hours of waiting, when most vehicles had already gone home. Bring a book, and trust the river." — Amani Otieno, Head Guide</blockquote>
<h2>Is the Mara worth visiting outside migration season?</h2>
<p>Absolutely. The Mara has large resident populations of lion, leopard, cheetah, elephant, buffalo, giraffe, topi and hyena all year round. From November to June you share sightings with far fewer vehicles, rates are lower and the landscape is at its greenest. January and February are usually dry and warm, and excellent for big cats. Many of our repeat guests actually prefer these months.</p>
<h2>Reserve or conservancy?</h2>
<p>Most of the famous crossing points lie inside the Masai Mara National Reserve and the Mara Triangle, so staying in or close to the reserve keeps driving times short in August and September. The private and community conservancies along the reserve's northern and eastern edges offer fewer vehicles, guided walks and night drives, and still see plenty of wildebeest when the herds spread out. Many guests split their nights between the two, which gives the best of both worlds.</p>
<h2>Practical planning tips</h2>
<ul>
<li><strong>Book early for July to October.</strong> The best-placed camps near the river fill nine to twelve months ahead, especially for August.</li>
<li><strong>Stay at least three nights.</strong> Four gives you real flexibility for a dedicated crossing day.</li>
<li><strong>Expect high-season fees.</strong> Reserve and conservancy fees are charged per person per day and are highest in the peak months. Check current Mara reserve and conservancy rates with us rather than relying on old forum posts.</li>
<li><strong>Fly or drive.</strong> Scheduled light-aircraft flights from Nairobi take about an hour; the drive takes five to six hours and can include a stop at a Great Rift Valley viewpoint.</li>
<li><strong>Pack layers.</strong> Mara mornings in July and August can be surprisingly cold in an open vehicle.</li>
</ul>
<h2>Our honest recommendation</h2>
<p>If a river crossing is your dream, aim for mid-July to mid-September, stay four nights and keep your expectations flexible. If you simply want superb wildlife with fewer people around, consider January, February or early June. Either way, tell us what matters most to you and we will build the itinerary around it, not the other way round.</p>`,
  },
  {
    slug: 'what-to-pack-for-a-kenya-safari',
    title: 'What to Pack for a Kenya Safari (and What to Leave at Home)',
    author: A.njeri.name,
    category: 'Travel Tips',
    coverImage: 'blog-what-to-pack-for-a-kenya-safari.webp',
    excerpt:
      'Soft bags, neutral layers, binoculars and no plastic bags: the packing list our planners send every guest, refined by years of seeing what people actually use.',
    tags: ['Packing', 'Kenya', 'Bush flights', 'First safari'],
    publishedAt: '2025-02-18',
    isPublished: true,
    contentHtml: `<p>Packing for a safari is less about gear and more about restraint. Light-aircraft luggage limits, dusty roads and a few Kenya-specific rules mean that a smaller, smarter bag makes the whole trip easier. This is the list our planners send every guest, refined over years of watching what people actually use.</p>
<h2>Start with the bag itself</h2>
<p>If your itinerary includes a flight to a bush airstrip, the rules are strict: <strong>soft-sided bags only, usually a maximum of 15 kg per person including hand luggage</strong>. Hard suitcases and wheeled bags with rigid frames often cannot be loaded into the small aircraft. A duffel bag plus a small daypack is ideal. If you travel by road the whole way you have more freedom, but soft bags still fit far better into a safari vehicle.</p>
<p>Most Nairobi hotels will store extra luggage, such as city clothes or beach gear, while you are in the bush. Ask your planner and we will arrange it.</p>
<h2>Clothing that works in the bush</h2>
<ul>
<li><strong>Neutral colours:</strong> khaki, olive, sand and brown. Bright white shows dust instantly, and dark blue and black attract tsetse flies in some areas.</li>
<li><strong>No camouflage.</strong> In several East African countries camouflage prints are associated with the military and can cause problems at borders; leave them at home.</li>
<li><strong>Layers:</strong> two or three breathable shirts, a long-sleeved shirt for sun and mosquitoes, a warm fleece or light down jacket and a thin waterproof. Early-morning drives in open vehicles are cold, especially from June to August and at altitude in places like Laikipia.</li>
<li><strong>Trousers and shorts:</strong> comfortable long trousers for evenings, when they also help against mosquitoes, and one or two pairs of shorts or zip-offs.</li>
<li><strong>Footwear:</strong> comfortable closed shoes or light walking boots, plus sandals for camp. Heavy hiking boots are only needed for gorilla trekking or mountain hikes.</li>
<li><strong>A wide-brimmed hat, sunglasses and a buff or scarf</strong> for sun and dust.</li>
<li><strong>Swimwear</strong>, as many lodges have pools and you may add a beach extension.</li>
</ul>
<p>Most camps offer a laundry service, often included in the rate. Many will not wash underwear for cultural reasons, so pack a small sachet of travel wash.</p>
<h2>Gear worth its weight</h2>
<ul>
<li><strong>Binoculars.</strong> One pair per person if you can; 8x42 or 10x42 are ideal for wildlife and birds. Our vehicles carry spare pairs, but your own makes a real difference.</li>
<li><strong>Camera, spare batteries, memory cards and a power bank.</strong> Our vehicles have charging sockets and camps charge devices, although some run on solar power with limited supply at night.</li>
<li><strong>A head torch</strong> for moving around your tent after dark. In unfenced camps you are escorted to and from your tent at night.</li>
<li><strong>A plug adaptor.</strong> Kenya uses the British-style three-pin (Type G) socket at 240 V.</li>
<li><strong>A reusable water bottle.</strong> Most camps provide filtered water for refills.</li>
</ul>
<h2>Health and toiletries</h2>
<ul>
<li>High-factor sunscreen and lip balm. The equatorial sun is fierce even when the air feels cool.</li>
<li>Insect repellent containing DEET or picaridin.</li>
<li>Prescription medicines in their original packaging, plus antimalarials if your doctor prescribes them.</li>
<li>A small first-aid kit: plasters, rehydration salts, antihistamines, something for an upset stomach and hand sanitiser.</li>
<li>Toiletries decanted into small reusable bottles; lodges supply the basics.</li>
</ul>
<h2>Kenya-specific rules to know</h2>
<h3>The plastic bag ban</h3>
<p>Kenya banned plastic carrier bags in 2017, and the ban applies to visitors too. Do not pack shopping bags, and remove duty-free bags before you land. Since 2020, single-use plastics such as disposable bottles, cups and straws have also been banned in national parks, reserves, forests and on beaches. Fabric pouches and packing cubes do the same job.</p>
<h3>Drones</h3>
<p>Flying a drone in Kenya's parks and reserves is not allowed without special permits, and bringing one into the country requires approval in advance. Unless you have arranged this well ahead of time, leave it at home.</p>
<h3>Documents and money</h3>
<ul>
<li>A passport valid for at least six months with blank pages, your approved eTA, and a yellow fever certificate if your route requires one.</li>
<li>Printed or offline copies of your travel insurance and our itinerary with its emergency numbers.</li>
<li>Some US dollars in recent, undamaged notes for tips, as older series are widely refused, plus a bank card. M-Pesa mobile money is accepted almost everywhere in Kenya.</li>
</ul>
<h2>What you can leave behind</h2>
<p>Formal clothes, more than one pair of smart shoes, a hair dryer (camp power often cannot run one) and anything you would be sad to see dusty. On safari nobody dresses up for dinner, and everybody wears the same fleece three mornings in a row.</p>
<blockquote>Rule of thumb from our planners: lay out everything you want to bring, then put a third of it back.</blockquote>`,
  },
  {
    slug: 'kenya-park-and-conservancy-fees-explained',
    title: 'Park and Conservancy Fees in Kenya, Explained',
    author: A.njeri.name,
    category: 'Travel Tips',
    coverImage: 'blog-kenya-park-and-conservancy-fees-explained.webp',
    excerpt:
      'Who charges what, why fees differ by season and residency, and how they appear in your quote. A plain guide to one of the biggest items in a safari budget.',
    tags: ['Park fees', 'Budget', 'Conservancies', 'KWS'],
    publishedAt: '2025-03-25',
    isPublished: true,
    contentHtml: `<p>Park fees are one of the biggest single items in a Kenya safari budget, and one of the most confusing. Different authorities manage different areas, rates vary by season and residency, and they are revised from time to time. This guide explains how the system works so that you can read a quote with confidence.</p>
<p>We deliberately do not print figures here. Fees change, and an out-of-date number is worse than none. Always check current KWS, county reserve and conservancy rates before you budget, or ask us and we will send you the current official tariff.</p>
<h2>Who charges what</h2>
<h3>National parks: Kenya Wildlife Service</h3>
<p>National parks such as Amboseli, Nairobi National Park, Lake Nakuru, Tsavo East and Tsavo West are managed by the Kenya Wildlife Service (KWS). Entry fees are charged per person, generally for each day you spend in the park, with separate rates for Kenyan citizens, residents and non-residents, and reduced rates for children. Some parks charge extra for special activities such as guided walks or night game drives.</p>
<p>KWS gates are cashless. Fees are paid electronically through the government's online payment system, by card or by mobile money. When you travel with us we pay in advance, and your guide carries the receipts.</p>
<h3>National reserves: county governments</h3>
<p>National reserves, including the Masai Mara and Samburu, are run by county governments rather than KWS, and they set their own fees. The Mara reserve is managed by Narok County, with the western Mara Triangle section run by a not-for-profit management company. The Masai Mara charges per person for each 24-hour period and has seasonal pricing, with higher rates in the migration months.</p>
<h3>Private and community conservancies</h3>
<p>Conservancies, for example around the Mara, in Laikipia and in Samburu, are land set aside for wildlife by private owners or by communities. Instead of a gate fee they charge a <strong>conservancy fee</strong> per guest per night, which is usually built into the camp's rate. In community conservancies much of that money reaches local Maasai or Samburu landowners as lease income, which is what makes keeping the land open to wildlife worthwhile for families who might otherwise fence, farm or sell it.</p>
<p>That is why conservancy fees are often higher than reserve fees: you are paying for land, low vehicle numbers and community income, not just access.</p>
<h3>Other charges you may see</h3>
<ul>
<li>Activity fees for walking safaris, night drives, rhino tracking or a chimpanzee sanctuary visit.</li>
<li>Entry fees for the safari vehicle itself, normally included in your quote.</li>
<li>Camping fees at public campsites.</li>
<li>Permits in neighbouring countries, such as gorilla permits in Uganda and Rwanda, which are a separate and substantial cost.</li>
</ul>
<h2>What drives the price</h2>
<ul>
<li><strong>Residency.</strong> Citizens and residents pay local rates; international visitors pay non-resident rates, usually quoted in US dollars.</li>
<li><strong>Season.</strong> Several parks and reserves have high- and low-season rates.</li>
<li><strong>Age.</strong> Children pay less, but the age brackets differ between authorities, so keep children's passports handy.</li>
<li><strong>Length of stay.</strong> Fees add up day by day, so a five-night stay inside one reserve costs five times the daily fee. For long stays, a camp just outside a park boundary can be better value.</li>
<li><strong>Where you sleep.</strong> Staying inside a park or reserve means paying the fee for every day you are there, including a lazy day in camp.</li>
</ul>
<h2>How fees appear in our quotes</h2>
<p>We itemise park, reserve and conservancy fees separately in every quote, so you can see exactly what goes to the authorities and what covers accommodation, vehicles and guiding. Governments occasionally revise fees after a trip has been booked. If that happens we tell you as soon as the change is announced and show you the official notice, so there are no surprises at the gate.</p>
<h2>Ways to keep fees under control</h2>
<ul>
<li><strong>Mix a reserve with a conservancy.</strong> Conservancy camps cost more per night but include fees and extras such as walks and night drives, so compare like with like.</li>
<li><strong>Consider shoulder seasons.</strong> Late June, early July, late October and November often mean lower fees and lower camp rates.</li>
<li><strong>Plan your routing.</strong> Timing arrivals and departures well can save you a day of fees without losing game-drive time. This is exactly what a good planner is for.</li>
<li><strong>Stay longer in fewer places.</strong> Fewer transfers mean fewer part-days paying for a park you barely see.</li>
</ul>
<h2>Where to check current rates</h2>
<p>KWS publishes its conservation fees on its official website at <a href="https://www.kws.go.ke" rel="noopener noreferrer nofollow">kws.go.ke</a>, and county reserves publish theirs through official county notices. Conservancy fees are set by each conservancy and are usually included in the camp's published rate. Figures in blogs and forums, including older versions of this one, go out of date quickly.</p>
<blockquote>Fees are not a tax on your holiday. They pay rangers, fuel anti-poaching patrols, maintain roads and, in conservancies, keep land open to wildlife.</blockquote>`,
  },
  {
    slug: 'responsible-safari-choosing-an-ethical-operator',
    title: 'Responsible Safari Travel: How to Choose an Ethical Operator',
    author: A.halima.name,
    category: 'Wildlife & Conservation',
    coverImage: 'blog-responsible-safari-choosing-an-ethical-operator.webp',
    excerpt:
      'The questions worth asking before you book, the wildlife encounters to avoid, and the small habits that make your safari good for the people and animals you visit.',
    tags: ['Responsible travel', 'Ethics', 'Community', 'Conservation'],
    publishedAt: '2025-04-22',
    isPublished: true,
    contentHtml: `<p>A safari can be one of the most positive things you ever spend money on. Tourism revenue pays rangers, gives communities a reason to share their land with wildlife and employs thousands of guides, cooks, drivers and trackers. It can also crowd animals, leak money out of the region and treat local people as scenery. The difference lies largely in who you travel with and how you behave. Here is how to tell the difference.</p>
<h2>Questions to ask any operator</h2>
<p>A good operator will welcome these questions and answer them specifically. Vague replies are a warning sign.</p>
<ul>
<li><strong>Who are your guides, and how are they trained and paid?</strong> Look for professionally certified local guides on fair, year-round contracts, not casual day-rate drivers.</li>
<li><strong>How many guests share a vehicle?</strong> Guaranteed window seats and small groups mean a better trip and less pressure on sightings.</li>
<li><strong>Do you use conservancies?</strong> Staying in community conservancies puts money directly into the hands of landowners who keep the land open for wildlife.</li>
<li><strong>How do your guides behave at sightings?</strong> The right answer involves keeping distance, limiting time at sensitive sightings and never chasing or surrounding animals.</li>
<li><strong>What happens to plastic and waste?</strong> Refillable bottles, no single-use plastic and proper waste handling should be standard.</li>
<li><strong>Who owns the business?</strong> Locally owned and managed operators keep more of your money in the country.</li>
</ul>
<h2>Wildlife encounters to avoid</h2>
<p>Real wildlife experiences happen on the animals' terms. Be wary of anything that puts you in physical contact with wild animals or guarantees a close encounter.</p>
<ul>
<li>Cub petting, walking with lions or any "hands-on" big cat experience. These animals are often bred for the trade and cannot be returned to the wild.</li>
<li>Riding elephants or any attraction where wild animals perform.</li>
<li>Feeding wild animals, including monkeys at lodges and fish for birds.</li>
<li>Guides who drive off-road where it is forbidden, or crowd a cheetah so it cannot hunt. Cheetahs hunt in daylight, and too many vehicles can cost them a meal they badly need.</li>
</ul>
<p>Reputable sanctuaries and orphanages do exist, such as elephant and rhino rescue projects that aim to return animals to the wild. They keep visitors at a distance, explain their release work openly and never let you handle the animals for photographs.</p>
<h2>Cultural visits done right</h2>
<p>Meeting Maasai, Samburu or other communities can be a highlight, provided the visit is respectful and the community benefits.</p>
<ul>
<li>Choose visits organised with the community itself, where the fee goes to the village rather than to a middleman.</li>
<li>Always ask before photographing anyone, and accept a no with good grace.</li>
<li>Do not hand out sweets, money or pens to children; if you want to contribute, give through a school or a community project your operator can vouch for.</li>
<li>Avoid orphanage visits. Well-meaning "orphanage tourism" can harm vulnerable children.</li>
</ul>
<h3>Buying crafts</h3>
<p>Beadwork and carvings make wonderful souvenirs. Buy directly from makers or from women's cooperatives where possible, and never buy items made from ivory, horn, shells or animal skins.</p>
<h2>Your own footprint</h2>
<ul>
<li><strong>Water is precious.</strong> Many camps truck in or pump every litre. Short showers help.</li>
<li><strong>Refill, don't buy.</strong> Bring a bottle; Kenya bans single-use plastics in protected areas anyway.</li>
<li><strong>Stay longer, move less.</strong> Fewer internal flights and transfers reduce emissions and usually give you better wildlife time.</li>
<li><strong>Tip fairly.</strong> Tips are a meaningful part of income for guides and camp staff. Your operator should give you clear guidance.</li>
</ul>
<h2>Red flags when booking</h2>
<ul>
<li>Prices far below everyone else's. Someone is paying the difference, often the guide or the environment.</li>
<li>"Guaranteed" sightings of specific animals or river crossings.</li>
<li>No clear information about park fees, or pressure to pay in cash at the gate.</li>
<li>Photos of guests touching wild animals or standing outside vehicles next to predators.</li>
</ul>
<blockquote>Ask yourself who earns from your trip. If the answer includes the guide, the cook, the landowner and the ranger, you are travelling well.</blockquote>
<h2>How we try to do it</h2>
<p>We are Kenyan-owned and Nairobi-based. Our guides are salaried staff, not freelancers hired by the day, and we favour conservancy camps and community-run cultural visits wherever they fit the itinerary. We are not perfect, and we keep learning, but we are always happy to explain exactly where your money goes.</p>`,
  },
  {
    slug: 'family-safari-in-kenya-with-kids',
    title: 'Planning a Family Safari in Kenya with Kids',
    author: A.halima.name,
    category: 'Travel Tips',
    coverImage: 'blog-family-safari-in-kenya-with-kids.webp',
    excerpt:
      'Which ages work best, how to choose child-friendly camps, keeping young minds busy on long drives, and a relaxed sample route from Nairobi to the Mara.',
    tags: ['Family travel', 'Kids', 'Kenya', 'Itinerary ideas'],
    publishedAt: '2025-05-27',
    isPublished: true,
    contentHtml: `<p>Watching a child see their first elephant is one of the best moments a guide can have. Kenya is a wonderful family destination, with short flights between parks, warm hospitality and an enormous variety of wildlife. A family safari does need different planning from a couple's trip, though. This guide covers what we have learnt from hundreds of families.</p>
<h2>What age is right?</h2>
<p>There is no perfect age, but there are some practical points.</p>
<ul>
<li><strong>Under 6:</strong> perfectly possible with a private vehicle and flexible days, but many camps have minimum ages for shared game drives and some do not accept young children at all.</li>
<li><strong>6 to 12:</strong> often the sweet spot. Children are curious, can sit through a morning drive and remember it for years.</li>
<li><strong>Teenagers:</strong> open up walking safaris, fly camping and, in Uganda or Rwanda, gorilla trekking, for which the minimum age is 15.</li>
</ul>
<p>Activity age limits vary from camp to camp. Guided walks are often for 12 and over, and hot-air balloon operators set their own minimums, usually around seven. We check every camp's policy before we suggest it.</p>
<h2>Choosing where to go</h2>
<h3>Keep transfers short</h3>
<p>Long road days are the hardest part of a safari for children. Light-aircraft flights between parks are pricier but save hours of bumpy driving. When we drive, we break the journey with stops and never plan more than one long transfer in a row.</p>
<h3>Think about malaria</h3>
<p>Most safari areas and the coast carry a malaria risk. Nairobi and higher areas such as parts of Laikipia carry less risk, but no safari area is guaranteed risk-free. Talk to a travel clinic about prophylaxis suitable for your children's ages and weights, and follow bite-avoidance measures every evening.</p>
<h3>Pick family-friendly camps</h3>
<ul>
<li>Family tents or interconnecting rooms, so nobody sleeps alone in a tent in the bush.</li>
<li>A swimming pool, which is worth its weight in gold during the midday break.</li>
<li>Children's programmes: junior ranger activities, tracking footprints, learning to make beadwork or a few words of Maa.</li>
<li>Flexible mealtimes and a kitchen happy to cook plain food.</li>
</ul>
<h2>Why a private vehicle matters</h2>
<p>With your own vehicle and guide, you set the pace. You can come back early when someone is tired, stop for a snack when needed and spend half an hour watching dung beetles because your seven-year-old insists. Sharing a vehicle with strangers rarely works well with young children, so we include private vehicles in all our family itineraries.</p>
<h2>Keeping children engaged</h2>
<ul>
<li>Give each child their own binoculars and a simple checklist of animals to tick off.</li>
<li>A notebook for drawings and a cheap camera turn them into observers, not passengers.</li>
<li>Ask the guide to teach tracking, bird calls and how to tell a leopard from a cheetah. Our guides love this.</li>
<li>Plan short drives. Two to three hours is plenty for younger children.</li>
</ul>
<h2>Health and safety</h2>
<ul>
<li>Sun protection, hats and plenty of water. Children dehydrate faster than adults.</li>
<li>Explain camp rules clearly: no wandering off, always walk with an escort after dark and never approach animals.</li>
<li>Carry a small kit with children's painkillers, rehydration salts, antihistamines and plasters.</li>
<li>Take out travel insurance with medical evacuation cover for the whole family.</li>
</ul>
<h2>A relaxed sample route</h2>
<ol>
<li><strong>Nairobi, 1–2 nights:</strong> an elephant orphanage visit, the giraffe centre in Langata and a drive in Nairobi National Park to shake off the jet lag.</li>
<li><strong>Laikipia, 3 nights:</strong> rhinos, open plains and, in some conservancies, camel walks and bush picnics.</li>
<li><strong>Masai Mara, 3 nights:</strong> big cats, endless plains and, from July to October, the migration herds.</li>
<li><strong>Optional coast, 4 nights:</strong> a beach extension at Diani, where the ocean is warm and the sand is soft.</li>
</ol>
<h2>Budget notes</h2>
<p>On our published tours, children pay 60% of the adult price, and many lodges offer family rooms or reduced rates for children sharing with parents. Park fees have lower children's rates too. Your quote will show every line clearly.</p>
<blockquote>Plan for the slowest member of the family, and everyone else will have a better time too.</blockquote>`,
  },
  {
    slug: 'gorilla-permits-uganda-vs-rwanda',
    title: 'Gorilla Permits: Uganda vs Rwanda — Which Is Right for You?',
    author: A.amani.name,
    category: 'Destination Guides',
    coverImage: 'blog-gorilla-permits-uganda-vs-rwanda.webp',
    excerpt:
      'An hour with mountain gorillas is unforgettable in either country. We compare approximate permit costs, access, terrain and what else you can combine.',
    tags: ['Gorilla trekking', 'Uganda', 'Rwanda', 'Permits'],
    publishedAt: '2025-06-30',
    isPublished: true,
    contentHtml: `<p>Sitting a few metres from a family of mountain gorillas is one of the most moving wildlife experiences on earth. Many of our Kenya guests add a short gorilla extension, and the first question is always the same: Uganda or Rwanda? Both are excellent. The right choice depends on your budget, your time and how you like to travel.</p>
<h2>The experience is the same at heart</h2>
<p>Whichever country you choose, the core rules are similar:</p>
<ul>
<li>Each habituated gorilla family can be visited by <strong>one group of up to eight people per day</strong>.</li>
<li>Once you find the gorillas, you spend <strong>one hour</strong> with them.</li>
<li>The <strong>minimum age is 15</strong>.</li>
<li>You keep a distance of several metres, may be asked to wear a face mask, and should not trek if you have a cold or any infectious illness, because gorillas are vulnerable to human diseases.</li>
<li>Treks start early with a briefing by park rangers, and can take anything from under an hour to most of the day, depending on where the gorillas are.</li>
</ul>
<h2>Permit costs</h2>
<p>Permits are issued by the wildlife authorities of each country and must be booked in advance, often many months ahead for the busy months of June to September and December to February.</p>
<ul>
<li><strong>Uganda:</strong> approximately <strong>USD 800</strong> per person for foreign non-residents as of recent years. Uganda also offers a gorilla habituation experience in Bwindi, where you spend up to about four hours with a family still being habituated, at a considerably higher price.</li>
<li><strong>Rwanda:</strong> approximately <strong>USD 1,500</strong> per person as of recent years.</li>
</ul>
<p>These prices are set by governments and change from time to time, so treat them as a guide and ask us for the current official rates. Permits are generally non-refundable once issued, which is one reason we recommend good travel insurance.</p>
<h2>Rwanda: Volcanoes National Park</h2>
<p>Rwanda's gorillas live on the bamboo-clad slopes of the Virunga volcanoes. Volcanoes National Park is about two and a half hours by road from Kigali International Airport, so you can fly in, trek and fly out within a long weekend.</p>
<ul>
<li><strong>Pros:</strong> short, easy access; well-organised parks; a choice of very high-end lodges; treks are often, though not always, shorter.</li>
<li><strong>Cons:</strong> the higher permit price; a more polished, less "wild" feel for some travellers.</li>
<li><strong>Combine with:</strong> golden monkey tracking in the same park, chimpanzees in Nyungwe Forest, or a classic savannah safari in Akagera National Park.</li>
</ul>
<p>Kigali itself is clean, safe and easy to explore. A respectful visit to the Kigali Genocide Memorial helps visitors understand the country's recent history and its remarkable recovery.</p>
<h2>Uganda: Bwindi and Mgahinga</h2>
<p>Bwindi Impenetrable National Park lives up to its name: steep ridges and thick forest. It is home to nearly half of the world's mountain gorillas, spread across four trekking sectors. Mgahinga, on the Virunga volcanoes, has a habituated family too.</p>
<ul>
<li><strong>Pros:</strong> a lower permit price; more gorilla families; a genuinely wild, adventurous feel; the habituation experience.</li>
<li><strong>Cons:</strong> Bwindi is remote. The drive from Entebbe takes most of a day, although domestic flights to airstrips near the park cut that down. Terrain can be steep, muddy and demanding.</li>
<li><strong>Combine with:</strong> chimpanzee trekking in Kibale Forest, boat trips and the tree-climbing lions of Queen Elizabeth National Park, or Murchison Falls.</li>
</ul>
<h3>The Kigali shortcut</h3>
<p>Many travellers fly into Kigali and drive across the border to the southern sectors of Bwindi, a journey of around four to five hours. You get Uganda's permit price with much of Rwanda's convenience.</p>
<h2>Fitness and what to wear</h2>
<p>You do not need to be an athlete, but you should be comfortable walking for several hours on steep, slippery ground at altitude. Rangers set a steady pace, and you can ask to be assigned a group that is usually closer to the starting point.</p>
<ul>
<li>Waterproof hiking boots with good grip, and gaiters or socks pulled over trousers against ants.</li>
<li>Long sleeves and light gardening gloves for nettles and vines.</li>
<li>A rain jacket: it rains in the forest even in the "dry" season.</li>
<li>Hire a porter. They carry your bag, give you a hand on steep sections and earn valuable income for families living next to the park.</li>
</ul>
<h2>Which should you choose?</h2>
<ul>
<li><strong>Choose Rwanda</strong> if time is short, comfort is a priority and the higher permit fits your budget.</li>
<li><strong>Choose Uganda</strong> if you want better value, a longer primate-focused journey or the habituation experience.</li>
</ul>
<blockquote>Permit fees fund ranger patrols, veterinary care and community projects around the parks. Mountain gorilla numbers have risen to just over a thousand, and tourism is a big part of that success.</blockquote>
<p>Both countries share part of their park revenue with neighbouring communities, so your permit supports people as well as gorillas. Tell us your dates early, and we will check permit availability in both countries before you decide.</p>`,
  },
  {
    slug: 'wildlife-photography-tips-on-safari',
    title: 'Wildlife Photography on Safari: Practical Tips from Our Guides',
    author: A.kiprono.name,
    category: 'Safari Experiences',
    coverImage: 'blog-wildlife-photography-tips-on-safari.webp',
    excerpt:
      'From lens choice and shutter speeds to working with your guide and the light, practical advice for better safari photos, whether you carry a big lens or a phone.',
    tags: ['Photography', 'Camera gear', 'Game drives', 'Golden hour'],
    publishedAt: '2025-08-12',
    isPublished: true,
    contentHtml: `<p>I have spent years positioning vehicles for photographers, from beginners with phones to professionals with lenses longer than my arm. The best photos rarely come from the most expensive gear. They come from patience, good light and knowing what the animal is about to do. Here is what I share with every guest who wants to come home with better pictures.</p>
<h2>Gear: keep it simple</h2>
<ul>
<li><strong>A telephoto zoom</strong> in the 100–400 mm or 150–600 mm range covers most situations. Zooms beat fixed lenses on safari because animals rarely stay at a convenient distance.</li>
<li><strong>A wider lens or a second body</strong> for landscapes, skies and animals in their environment.</li>
<li><strong>A bean bag</strong> to rest the lens on the vehicle's window frame or roof. Tripods are almost useless in a vehicle.</li>
<li><strong>Spare batteries and plenty of memory cards.</strong> You will shoot far more than you expect, especially at a river crossing.</li>
<li><strong>Dust protection:</strong> a cloth or cover for the camera, and a blower. Avoid changing lenses in the wind.</li>
</ul>
<h3>Shooting with a phone</h3>
<p>Modern phones take lovely safari pictures of landscapes, close sightings and camp life. Use the optical zoom rather than digital zoom, tap to focus on the animal's eye and use burst mode for action. For distant animals, enjoy them through binoculars instead of chasing a blurry photo.</p>
<h2>Camera settings that work</h2>
<ul>
<li><strong>Fast shutter speeds:</strong> at least 1/1000 s for moving animals and 1/2000 s or faster for birds in flight.</li>
<li><strong>Continuous autofocus</strong> and, if your camera has it, back-button focus, so you can track an animal without refocusing.</li>
<li><strong>Auto ISO</strong> with your chosen shutter speed and aperture. Modern sensors handle higher ISO well; a sharp, slightly grainy photo beats a blurry clean one.</li>
<li><strong>Shoot RAW</strong> if you can, to recover shadows and highlights in the harsh equatorial light.</li>
<li><strong>Burst mode</strong> for action, but be selective, as you will have to sort through them later.</li>
</ul>
<h2>Understanding safari light</h2>
<p>Light in East Africa is beautiful for about two hours after sunrise and two hours before sunset, and harsh in between. That is why we leave camp at first light.</p>
<ul>
<li><strong>Golden hour:</strong> warm, low light that gives fur texture and catches the eye. Put the sun behind you for clean portraits.</li>
<li><strong>Backlight:</strong> shoot towards the low sun for glowing rim light on manes and dust. Expose for the highlights.</li>
<li><strong>Midday:</strong> focus on behaviour and details, animals in shade, or try black and white.</li>
</ul>
<h2>Composition tips</h2>
<ul>
<li><strong>Get low.</strong> Eye-level shots feel intimate. Ask your guide whether you can shoot through the side window rather than from the roof.</li>
<li><strong>Focus on the eyes.</strong> If the eye closest to you is sharp, the photo usually works.</li>
<li><strong>Leave space</strong> in the direction the animal is moving or looking.</li>
<li><strong>Tell a story.</strong> A lion small in a vast landscape, or a herd under a storm sky, often says more than a tight portrait.</li>
<li><strong>Watch the background</strong> for distracting branches and other vehicles.</li>
</ul>
<h2>Working with your guide</h2>
<p>Tell your guide on the first morning that photography matters to you. A good guide will position the vehicle for light and background, anticipate where animals will move and switch off the engine to stop vibration. Be patient: waiting twenty minutes at a resting leopard often pays off when it stands, stretches and climbs down.</p>
<p>If you are serious about photography, a private vehicle is worth it. You can stay as long as you like at a sighting without testing the patience of other guests.</p>
<h2>Ethics behind the lens</h2>
<ul>
<li>Never ask your guide to break park rules, drive off-road where forbidden or get closer than the animal is comfortable with.</li>
<li>No baiting, calling or throwing things to make an animal look up.</li>
<li>Avoid flash on animals, especially at night.</li>
<li>Do not geotag or publicly share the exact location of rhinos. Poachers use social media too.</li>
<li>Ask permission before photographing people, and respect a no.</li>
<li>Drones are not allowed in Kenya's parks and reserves without special permits.</li>
</ul>
<blockquote>The animal's welfare always comes before the picture. The best wildlife photographers I know are also the most patient observers.</blockquote>
<h2>After each day</h2>
<p>Back up your cards every evening to a laptop or drive, charge your batteries and clean your lens. Then put the camera down for a while, and simply enjoy the sunset with a drink in hand.</p>`,
  },
  {
    slug: 'amboseli-elephants-and-kilimanjaro-views',
    title: 'Amboseli: Elephants Beneath Kilimanjaro',
    author: A.kiprono.name,
    category: 'Destination Guides',
    coverImage: 'blog-amboseli-elephants-and-kilimanjaro-views.webp',
    excerpt:
      'Big-tusked elephants, wide swamps and Africa’s highest mountain on the horizon. When to catch Kilimanjaro clear, where to stay and how to get to Amboseli.',
    tags: ['Amboseli', 'Elephants', 'Kilimanjaro', 'Kenya'],
    publishedAt: '2025-09-16',
    isPublished: true,
    contentHtml: `<p>There is a view that brings people back to Amboseli again and again: a line of elephants walking across open plains, with the snow-capped dome of Kilimanjaro rising behind them. The mountain stands just across the border in Tanzania, but Kenya's Amboseli National Park has the best seat in the house. Here is what you need to know to plan a visit.</p>
<h2>Why Amboseli?</h2>
<p>Amboseli is a compact park at the foot of Kilimanjaro, Africa's highest mountain at about 5,895 metres. It is famous for three things: relaxed elephant herds, open landscapes that make wildlife easy to see, and that mountain backdrop, which makes every photograph look like a postcard.</p>
<h2>The elephants</h2>
<p>Amboseli's elephants are among the most closely studied in the world, with research going back to the early 1970s. Decades of protection mean they are very relaxed around vehicles, and you can watch family life up close: matriarchs leading their herds, calves playing in the mud and young bulls testing each other.</p>
<p>The park is also known for big bulls with long tusks. Seeing one of these giants walk past your vehicle is a quiet, humbling moment.</p>
<h3>The daily rhythm</h3>
<p>Many elephants spend the night in the bushland surrounding the park and walk into the swamps in the morning to drink, feed and bathe, heading out again in the late afternoon. Positioning yourself near the swamps at these times gives you the best chance of seeing long lines of elephants on the move.</p>
<h2>Catching Kilimanjaro clear</h2>
<p>The mountain is shy. Clouds often build by mid-morning and hide it until late afternoon.</p>
<ul>
<li><strong>Early morning</strong> is usually the clearest time. Be out at first light.</li>
<li><strong>Late afternoon</strong> often brings a second window as clouds lift.</li>
<li><strong>Dry months,</strong> roughly June to October and January to February, generally offer clearer skies, although no month is guaranteed.</li>
</ul>
<h2>The landscape</h2>
<p>Amboseli is drier than it looks from a distance. Its lifeline is a chain of swamps fed by underground water that originates as rain and snowmelt on Kilimanjaro's slopes. Around them lies the flat, often dusty bed of seasonal Lake Amboseli, where dust devils spin in the midday heat and mirages shimmer on the horizon.</p>
<p>For a wide view, climb Observation Hill, a short walk to a viewpoint over the swamps. It is one of the few places in the park where you can get out of the vehicle.</p>
<h2>Other wildlife and birds</h2>
<ul>
<li>Lion, cheetah and spotted hyena, usually seen on the open plains.</li>
<li>Buffalo, Masai giraffe, wildebeest, zebra, hippo, gazelle and eland.</li>
<li>Excellent birding around the swamps: pelicans, herons, grey crowned cranes, kingfishers and many waders, with flamingos at times of the year.</li>
</ul>
<h2>Where to stay</h2>
<h3>Inside the park</h3>
<p>A handful of lodges and tented camps sit inside the park, ideal for early starts and short drives to the swamps.</p>
<h3>In the surrounding conservancies</h3>
<p>Maasai community lands and conservancies around Amboseli offer a quieter, more personal experience, with guided walks and night drives that are not allowed inside the national park. Your stay also supports the communities who share this land with elephants. Many guests combine a conservancy stay with day trips into the park.</p>
<h2>Getting there</h2>
<ul>
<li><strong>By road:</strong> about four to five hours from Nairobi, depending on traffic and route.</li>
<li><strong>By air:</strong> scheduled flights from Nairobi take under an hour to airstrips in and around the park.</li>
<li><strong>Combine with:</strong> Tsavo West and the Chyulu Hills to the east, or fly on to the Masai Mara for a classic Kenya circuit.</li>
</ul>
<h2>How long to stay</h2>
<p>Two nights is the minimum, and three gives you more chances of a clear mountain and more time with the elephants. Park fees are charged per day by Kenya Wildlife Service, so check current KWS rates when you budget.</p>
<blockquote>My advice as a photographer: be at the swamps at sunrise, keep Kilimanjaro in the frame, and let the elephants walk into your picture.</blockquote>`,
  },
  {
    slug: 'samburu-special-five',
    title: "Samburu's 'Special Five': Kenya's Northern Wildlife",
    author: A.amani.name,
    category: 'Wildlife & Conservation',
    coverImage: 'blog-samburu-special-five.webp',
    excerpt:
      'Grevy’s zebra, reticulated giraffe, Somali ostrich, gerenuk and beisa oryx: meet the dryland specialists you will rarely see south of the equator.',
    tags: ['Samburu', 'Special Five', 'Northern Kenya', 'Endangered species'],
    publishedAt: '2025-11-04',
    isPublished: true,
    contentHtml: `<p>Drive north from Mount Kenya and the land changes quickly: green farms give way to red earth, doum palms and rocky outcrops. This is Samburu country, semi-arid and strikingly beautiful. The Samburu, Buffalo Springs and Shaba national reserves line the banks of the Ewaso Ng'iro River, and they are home to five animals adapted to dry country that most visitors to the Mara never see. Guides call them the Samburu Special Five.</p>
<h2>Meet the Special Five</h2>
<h3>Grevy's zebra</h3>
<p>The largest wild member of the horse family, with narrow, closely spaced stripes, a white belly and large rounded ears. Grevy's zebra is endangered: only a few thousand remain in the wild, the great majority in northern Kenya. Community scouts and conservation groups monitor them closely, and seeing a small herd is a real privilege.</p>
<h3>Reticulated giraffe</h3>
<p>Perhaps the most beautiful of all giraffes, with large liver-red patches separated by a crisp net of bright white lines. Their numbers fell sharply in recent decades because of habitat loss, drought and poaching, and they are now listed as endangered.</p>
<h3>Somali ostrich</h3>
<p>Look at the males: their necks and legs are blue-grey, rather than the pink of the common ostrich you see in the Mara. Many scientists now treat it as a separate species.</p>
<h3>Gerenuk</h3>
<p>A slender antelope with a long neck, often called the giraffe-gazelle. Gerenuk stand upright on their hind legs to browse leaves out of reach of other antelope, and they can get most of the moisture they need from their food, so they rarely need to drink.</p>
<h3>Beisa oryx</h3>
<p>A sturdy, handsome antelope with long, straight horns and bold black-and-white face markings. Oryx are superbly adapted to heat and can go for long periods without drinking.</p>
<h2>More than the Special Five</h2>
<ul>
<li><strong>Elephants</strong> come down to the river in family groups to drink, dust-bathe and dig for water in the sand.</li>
<li><strong>Leopards</strong> are seen regularly along the river and the rocky hills.</li>
<li><strong>Lions and cheetahs</strong> hunt on the dry plains, and African wild dogs pass through from time to time.</li>
<li><strong>Birds</strong> such as the vulturine guineafowl, with its cobalt-blue chest, and many hornbills, rollers and raptors.</li>
<li><strong>Crocodiles</strong> bask on the Ewaso Ng'iro's sandbanks.</li>
</ul>
<h2>The Samburu people</h2>
<p>The Samburu are pastoralists, close cousins of the Maasai, famous for their colourful beadwork and their warrior traditions. Many community conservancies in the north are run by Samburu landowners, who manage grazing and employ scouts to protect wildlife. A visit arranged with the community is a chance to learn about life in this demanding environment.</p>
<h2>When to go</h2>
<ul>
<li><strong>Dry seasons</strong>, roughly June to October and December to March, concentrate wildlife along the river.</li>
<li>After the rains the landscape turns green and animals disperse, but birding is superb.</li>
<li>Samburu is hot. Game drives are at dawn and late afternoon, with a long siesta in between.</li>
</ul>
<h2>Conservation in the north</h2>
<p>Northern Kenya faces real pressure from drought, competition for grazing and poaching. The response has been led largely by communities: conservancies that share tourism income, scout networks that monitor wildlife, and regular counts of Grevy's zebra and giraffe. Staying in a community conservancy or a lodge that supports one is one of the most direct ways a traveller can help.</p>
<h2>Making the most of your visit</h2>
<ul>
<li><strong>Stay at least three nights.</strong> Samburu rewards slow exploring, and the Special Five are spread across different habitats, from riverine forest to open scrub.</li>
<li><strong>Explore more than one reserve.</strong> Buffalo Springs and Shaba are just across the river and see far fewer vehicles.</li>
<li><strong>Carry water and a hat</strong> even on short drives, and bring light, long-sleeved clothing against the sun.</li>
<li><strong>Ask about walks.</strong> Some camps in the surrounding conservancies offer guided walks with Samburu warriors, a wonderful way to learn how people read this landscape.</li>
</ul>
<blockquote>The Special Five are not a checklist. They are a reminder that Kenya's wildlife goes far beyond the famous plains of the south.</blockquote>
<h2>Getting there</h2>
<p>Samburu is about five to six hours by road from Nairobi, via the foothills of Mount Kenya and the town of Isiolo, or a short scheduled flight. It combines naturally with Laikipia and Ol Pejeta, making a northern circuit of rhinos, big cats and dryland specialists.</p>`,
  },
  {
    slug: 'conservancies-vs-national-reserves',
    title: 'Conservancies vs National Reserves: Where Should You Stay?',
    author: A.kiprono.name,
    category: 'Safari Experiences',
    coverImage: 'blog-conservancies-vs-national-reserves.webp',
    excerpt:
      'Fewer vehicles, walks and night drives, or the big river crossings and wider choice? How Kenya’s conservancies and reserves differ, and why many guests choose both.',
    tags: ['Conservancies', 'Masai Mara', 'Where to stay', 'Planning'],
    publishedAt: '2026-01-13',
    isPublished: true,
    contentHtml: `<p>When you plan a Kenya safari, especially in the Masai Mara, you will soon face a choice: stay inside a national reserve or in one of the private or community conservancies around it. Both offer extraordinary wildlife. They just offer it in different ways. Here is how they compare, and how we help guests choose.</p>
<h2>The basic difference</h2>
<p><strong>National parks and reserves</strong> are public protected areas, managed by Kenya Wildlife Service or by county governments. Anyone who pays the entry fee can visit.</p>
<p><strong>Conservancies</strong> are areas of private or community land set aside for wildlife. In the Mara, most are formed by hundreds of Maasai landowners who lease their land to a group of camps. The camps pay lease fees, and in return the land stays open for wildlife, with agreed rules on grazing, settlement and tourism.</p>
<h2>What conservancies offer</h2>
<ul>
<li><strong>Fewer vehicles.</strong> Conservancies limit the number of camps and beds, and most cap the number of vehicles at a sighting, usually to around five. A leopard sighting can mean just you and the leopard.</li>
<li><strong>More freedom.</strong> Guides may leave the track to approach some sightings under strict guidelines, which is not allowed in the reserve.</li>
<li><strong>Night drives.</strong> A chance to see nocturnal animals such as aardvark, genet, bush baby and hunting lions.</li>
<li><strong>Guided walks.</strong> Walking with an armed ranger and a Maasai guide teaches you about tracks, plants and the small things you miss from a vehicle.</li>
<li><strong>Bush meals and sundowners</strong> wherever the view is best.</li>
<li><strong>Exclusivity.</strong> In many conservancies only guests of member camps may drive, although a few, such as Ol Pejeta in Laikipia, welcome day visitors.</li>
</ul>
<h2>What national reserves offer</h2>
<ul>
<li><strong>The river crossings.</strong> Most Mara River crossing points are inside the reserve and the Mara Triangle.</li>
<li><strong>Scale.</strong> The Masai Mara National Reserve is vast, with a huge range of habitats and resident wildlife.</li>
<li><strong>Choice and budget.</strong> From simple campsites and budget camps to luxury lodges, the reserve offers more price points.</li>
<li><strong>Freedom to roam.</strong> You can explore the whole reserve and spend a full day out without returning to camp.</li>
</ul>
<p>The trade-offs: more vehicles at famous sightings, especially in the peak months; vehicles must stay on tracks; and game drives are limited to daylight hours, with no walks or night drives.</p>
<h2>What it costs</h2>
<p>Conservancy camps usually cost more per night, because the nightly conservancy fee is included in the rate and beds are limited. Some have minimum stays. Reserve camps charge accommodation separately from the reserve fee, which you pay per day. When you compare, look at the total cost including fees and activities; the gap is often smaller than it first seems. Check current reserve and conservancy rates with us, as both are revised regularly.</p>
<h2>The community side</h2>
<p>Conservancies have changed the relationship between people and wildlife around the Mara. Lease payments give Maasai families a steady income from wildlife, camps employ local staff, and grazing plans keep both livestock and wildlife healthy. When you stay in a conservancy, part of every night you spend goes directly to the people who own the land.</p>
<h2>Our suggestion: do both</h2>
<p>For most first-time visitors to the Mara, we suggest splitting your stay:</p>
<ol>
<li><strong>Two or three nights in a conservancy</strong> for peaceful sightings, walks and night drives.</li>
<li><strong>Two nights in or near the reserve</strong> for full-day drives and, between July and October, the river crossings.</li>
</ol>
<p>Alternatively, stay in a conservancy that borders the reserve and take a full-day trip into it, paying the reserve fee only for that day.</p>
<h3>Beyond the Mara</h3>
<p>The same choice appears elsewhere in Kenya: Laikipia's private and community conservancies next to the national parks, Amboseli's surrounding Maasai group ranches, and Samburu's community conservancies north of the national reserves.</p>
<blockquote>Tell us what you value most, whether that is solitude, the crossings, walking or budget, and we will balance the nights to match.</blockquote>`,
  },
  {
    slug: 'kenya-entry-and-health-eta-vaccinations-malaria',
    title: 'Kenya Entry and Health Essentials: eTA, Vaccinations and Malaria',
    author: A.njeri.name,
    category: 'Travel Tips',
    coverImage: 'blog-kenya-entry-and-health-eta-vaccinations-malaria.webp',
    excerpt:
      'How Kenya’s Electronic Travel Authorisation works, when you need a yellow fever certificate, and how to reduce your malaria risk. What to sort out before you fly.',
    tags: ['eTA', 'Visas', 'Health', 'Malaria', 'Yellow fever'],
    publishedAt: '2026-02-24',
    isPublished: true,
    contentHtml: `<p>A little preparation before you fly means a smooth arrival and a healthy trip. This guide covers Kenya's entry requirements and the main health questions our guests ask. Rules change, so always confirm with official sources close to your travel date, and please note that we are safari planners, not doctors. Book an appointment with a travel health clinic six to eight weeks before departure.</p>
<h2>Entry: Kenya's Electronic Travel Authorisation</h2>
<p>Since January 2024, Kenya has required most visitors to obtain an <strong>Electronic Travel Authorisation (eTA)</strong> before travelling, in place of the old visa system. Citizens of East African Community partner states and a number of other countries are exempt, so check whether your nationality needs one.</p>
<ul>
<li><strong>Apply online</strong> through the official government portal at <a href="https://www.etakenya.go.ke" rel="noopener noreferrer nofollow">etakenya.go.ke</a>. Be wary of look-alike websites that charge extra fees.</li>
<li><strong>Apply early.</strong> Approval is often quick, but we recommend applying at least two weeks before you travel.</li>
<li><strong>Have ready</strong> a scan of your passport, a recent photo, your flight details and your accommodation details. We provide an itinerary letter for your application.</li>
<li>A fee applies. Pay only on the official portal.</li>
</ul>
<p>Your passport should be valid for at least six months beyond your arrival date and have at least two blank pages.</p>
<h3>Multi-country trips</h3>
<p>Neighbouring countries have their own systems. Tanzania and Uganda offer online e-visas through their official immigration portals, and Rwanda offers visas on arrival, with many nationalities entering visa-free. Apply for each country separately, and tell us your nationality so we can check the current rules for your route.</p>
<h2>Yellow fever</h2>
<p>Yellow fever is a serious, mosquito-borne disease, and a single dose of vaccine gives lifelong protection for most people.</p>
<ul>
<li><strong>Kenya</strong> asks for a yellow fever certificate if you arrive from a country with a risk of yellow fever transmission, including longer transits through such countries.</li>
<li>Vaccination is <strong>generally recommended</strong> for travellers to most of Kenya, although travel limited to Nairobi city and the coast is usually considered lower risk. Your clinic will advise.</li>
<li>If you combine Kenya with <strong>Tanzania, Uganda or Rwanda</strong>, treat the certificate as essential. Arriving from Kenya can trigger a requirement, and Uganda asks travellers to show proof of vaccination on arrival.</li>
</ul>
<p>Carry your certificate with your passport. Some people cannot have the vaccine for medical reasons; your doctor can issue an exemption letter.</p>
<h2>Other vaccinations</h2>
<p>Make sure your routine vaccinations are up to date. Travel clinics commonly recommend hepatitis A and typhoid, and depending on your plans, hepatitis B, rabies or cholera. Your clinic will tailor advice to your health, your itinerary and the current situation.</p>
<h2>Malaria</h2>
<p>Malaria is present in most safari areas, around Lake Victoria and on the coast. The risk is low in Nairobi and in highland areas, but most itineraries include places where precautions are needed.</p>
<h3>Prevention</h3>
<ul>
<li><strong>Antimalarial tablets:</strong> your doctor may prescribe options such as atovaquone-proguanil, doxycycline or mefloquine. Each has pros and cons; take the full course exactly as prescribed, including after you return.</li>
<li><strong>Bite avoidance:</strong> mosquitoes that carry malaria bite mostly between dusk and dawn. Wear long sleeves and trousers in the evening, use repellent containing DEET or picaridin and sleep under the nets provided.</li>
<li><strong>Watch for symptoms:</strong> any fever during your trip, or in the months after you return home, needs prompt medical attention. Tell your doctor where you travelled.</li>
</ul>
<h2>Staying well on safari</h2>
<ul>
<li><strong>Water:</strong> drink bottled or filtered water. Camps provide safe drinking water, usually in refillable bottles.</li>
<li><strong>Sun:</strong> near the equator the sun is strong even on cool days. Use sunscreen, a hat and sunglasses.</li>
<li><strong>Altitude:</strong> Nairobi sits at about 1,700 metres. Most people notice nothing, but take it easy on your first day.</li>
<li><strong>Dust:</strong> bring eye drops if you wear contact lenses, and a scarf for open vehicles.</li>
<li><strong>Medicines:</strong> bring enough of your regular prescriptions for the whole trip, in their original packaging.</li>
</ul>
<h2>Insurance: non-negotiable</h2>
<p>Safari areas are remote. Comprehensive travel insurance with <strong>medical evacuation</strong> cover is essential, and we ask every guest to have it. Air-ambulance services operate across East Africa, but they are expensive without cover.</p>
<blockquote>Before you fly: eTA approved, passport checked, yellow fever certificate if needed, antimalarials packed, insurance documents saved offline.</blockquote>
<p>For destination-specific health advice, official sources such as the <a href="https://wwwnc.cdc.gov/travel/destinations/traveler/none/kenya" rel="noopener noreferrer nofollow">CDC's Kenya travel health page</a> and your own government's travel advice are good starting points.</p>`,
  },
  {
    slug: 'a-first-timers-day-on-safari',
    title: "A First-Timer's Day on Safari: What to Expect",
    author: A.amani.name,
    category: 'Safari Experiences',
    coverImage: 'blog-a-first-timers-day-on-safari.webp',
    excerpt:
      'From the 5:30 wake-up call to the campfire under the stars, an hour-by-hour look at a typical day in a safari camp, plus the etiquette nobody tells you about.',
    tags: ['First safari', 'Game drives', 'Camp life', 'Etiquette'],
    publishedAt: '2026-04-07',
    isPublished: true,
    contentHtml: `<p>Many first-time guests ask me the same question on the drive from the airstrip: "So what do we actually do all day?" A safari has its own rhythm, set by the sun and by the animals. Here is a typical day at one of the camps we use in the Masai Mara. Timings shift a little from camp to camp and season to season, but the shape is much the same everywhere.</p>
<h2>Morning: the best hours of the day</h2>
<h3>5:30 — Wake-up call</h3>
<p>A friendly "Jambo, good morning!" outside your tent, and a tray of coffee or tea with biscuits. It is still dark, and probably chilly. Dress in layers; you will peel them off as the sun rises.</p>
<h3>6:15 — Morning game drive</h3>
<p>The first light is magical. Predators are still active after the night, lions may be finishing a kill, and hyenas are heading home. Your guide will read tracks, listen for alarm calls and follow vultures. This is usually the most productive drive of the day.</p>
<h3>8:30 or 9:00 — Bush breakfast</h3>
<p>Instead of returning to camp, you might stop under an acacia for breakfast packed by the kitchen, or at a full set-up with eggs cooked on a fire. Some guests stay out all day with a picnic lunch, which is ideal in migration season.</p>
<h2>Midday: rest like a lion</h2>
<h3>11:30 — Back in camp</h3>
<p>By late morning the heat rises and most animals rest in the shade. So do we. Time for a shower, a swim if the camp has a pool, or a book on your veranda while elephants feed nearby.</p>
<h3>13:00 — Lunch and siesta</h3>
<p>Lunch is usually relaxed, often a buffet with salads and freshly baked bread. Afterwards many people nap. It is not laziness: you were up before dawn, and there is more to come.</p>
<h2>Afternoon and evening</h2>
<h3>15:30 or 16:00 — Afternoon tea and drive</h3>
<p>After tea and cake, you head out again as the heat softens. Animals become active, cats start to stir and the light turns golden for photography.</p>
<h3>18:30 — Sundowner</h3>
<p>Your guide finds a spot with a view and sets out drinks and snacks as the sun drops. In the national reserves, vehicles must be back in camp or out of the reserve by around sunset, so sundowners may be close to camp. In conservancies you may continue with a night drive, spotlighting for bush babies, genets and hunting lions.</p>
<h3>Evening — Campfire and dinner</h3>
<p>Stories around the fire, then dinner, often with your guide joining you to talk through tomorrow's plans. After dark, in unfenced camps, an askari (a night guard, often a Maasai warrior) walks you to your tent with a torch. Do not walk alone at night.</p>
<h3>Night — The sounds of Africa</h3>
<p>Lying in your tent, you may hear the whoop of hyenas, the rasping call of a leopard or lions roaring kilometres away. Many guests say this is the moment they fall in love with Africa.</p>
<h2>Safari etiquette nobody tells you</h2>
<ul>
<li><strong>Stay in the vehicle</strong> unless your guide says it is safe to get out. Do not stand up or lean out when close to animals.</li>
<li><strong>Speak softly</strong> at sightings. Animals accept vehicles as large, harmless objects; human voices and movement break the spell.</li>
<li><strong>Be patient with other guests.</strong> Agree on how long to stay at sightings, especially in a shared vehicle.</li>
<li><strong>Do not feed animals</strong> or leave food in your tent. Monkeys and baboons are clever thieves.</li>
<li><strong>Follow your guide's lead.</strong> They know the rules of the park and the mood of the animals.</li>
</ul>
<h2>Questions first-timers ask</h2>
<h3>What about toilet stops?</h3>
<p>Your guide will find a safe spot, checked for animals, for a "bush stop". Tell them when you need one; nobody will mind.</p>
<h3>Will we see the Big Five?</h3>
<p>Lion, leopard, elephant and buffalo are seen regularly in the Mara. Rhino are rare there, so we often add a conservancy such as Ol Pejeta or Lewa if the Big Five matter to you. No honest guide will guarantee a sighting.</p>
<h3>What if I get car sick?</h3>
<p>Sit near the front, keep your eyes on the horizon, and bring motion-sickness tablets. Game drives are slow, so most people are fine.</p>
<blockquote>The best advice I can give a first-timer: put the camera down sometimes, switch off the engine, and just listen.</blockquote>`,
  },
  {
    slug: 'rhino-conservation-ol-pejeta-and-lewa',
    title: 'Rhino Conservation in Laikipia: Visiting Ol Pejeta and Lewa',
    author: A.halima.name,
    category: 'Wildlife & Conservation',
    coverImage: 'blog-rhino-conservation-ol-pejeta-and-lewa.webp',
    excerpt:
      'How fenced sanctuaries, rangers and communities brought Kenya’s rhinos back from the brink, and how a visit to Ol Pejeta or Lewa supports their work.',
    tags: ['Rhinos', 'Ol Pejeta', 'Lewa', 'Laikipia', 'Conservation'],
    publishedAt: '2026-06-09',
    isPublished: true,
    contentHtml: `<p>Few wildlife sightings carry as much weight as a black rhino stepping out of the bush. Every one of them represents decades of work by rangers, scientists and communities. In the Laikipia region, in the shadow of Mount Kenya, two conservancies, Ol Pejeta and Lewa, are at the heart of that work, and both welcome visitors. Here is what makes them special and how your visit helps.</p>
<h2>Why rhinos need protecting</h2>
<p>In the 1970s and 1980s, poaching for horn devastated Africa's rhinos. Kenya's black rhino population fell from many thousands to only a few hundred animals. The response was to move surviving rhinos into well-guarded sanctuaries, where they could breed in safety. It worked: Kenya's black rhino numbers have grown steadily since and the country now holds one of the largest populations in the world, although the species is still classed as critically endangered.</p>
<p>Rhino horn is made of keratin, the same material as your fingernails. It has no proven medicinal value, yet demand in illegal markets keeps the threat alive.</p>
<h2>Ol Pejeta Conservancy</h2>
<p>Ol Pejeta, near the town of Nanyuki, covers roughly 360 square kilometres of savannah and describes itself as the largest black rhino sanctuary in East Africa. It combines wildlife with cattle ranching, showing that livestock and wildlife can share the same land.</p>
<h3>The last northern white rhinos</h3>
<p>Ol Pejeta is home to the last two northern white rhinos on earth, both female. The last male, Sudan, died here in 2018. Scientists are working on assisted reproduction, using stored genetic material and southern white rhinos as potential surrogates, in a race to save the subspecies. Visitors can learn about the project and, on some activities, see the rhinos with their round-the-clock guards.</p>
<h3>What you can do at Ol Pejeta</h3>
<ul>
<li>Game drives with a good chance of seeing black and southern white rhinos, plus lion, elephant, buffalo and cheetah.</li>
<li>A chimpanzee sanctuary caring for rescued chimpanzees, which are not native to Kenya.</li>
<li>Conservation activities such as learning about the anti-poaching dog unit or rhino tracking with rangers, subject to availability.</li>
<li>Day visits are welcome, unlike many private conservancies, so it fits easily into a road itinerary.</li>
</ul>
<h2>Lewa Wildlife Conservancy</h2>
<p>Lewa began in the 1980s as a small rhino sanctuary on a cattle ranch and has grown into one of Kenya's most respected conservancies. Together with the neighbouring Ngare Ndare Forest it is part of the Mount Kenya UNESCO World Heritage Site. Lewa protects a significant share of Kenya's rhinos and an important population of Grevy's zebra.</p>
<ul>
<li>Exclusive lodges with a limited number of beds, so sightings are uncrowded.</li>
<li>Walking safaris, horse riding and camel rides, depending on your lodge.</li>
<li>Strong community programmes supporting schools, healthcare, water projects and women's enterprises.</li>
</ul>
<h2>How rhino protection works</h2>
<ul>
<li><strong>Secure sanctuaries:</strong> fencing, controlled access and intelligence networks.</li>
<li><strong>Ranger teams</strong> who monitor individual rhinos daily, often identified by ear notches and known behaviour.</li>
<li><strong>Tracker dogs</strong> trained to follow poachers and detect wildlife products.</li>
<li><strong>Community partnership:</strong> when neighbours benefit from conservation, through jobs, schools and clinics, they become its strongest protectors.</li>
</ul>
<h2>How your visit helps</h2>
<ul>
<li><strong>Conservancy fees</strong> fund rangers, vets and community projects directly.</li>
<li><strong>Staying overnight</strong> rather than just passing through brings more income into the area.</li>
<li><strong>Never geotag rhinos.</strong> Share your photos, not their exact locations.</li>
<li><strong>Support through official channels.</strong> If you want to donate, give through the conservancies' own programmes.</li>
</ul>
<blockquote>Seeing a rhino calf beside its mother is a sign that the system works, and visitors are part of that system.</blockquote>
<h2>Getting there and combining</h2>
<p>Nanyuki is about three to four hours by road from Nairobi, and there are scheduled flights to airstrips in the area. Laikipia combines naturally with Samburu to the north for the Special Five, and with the Masai Mara for big cats and the migration. Check current conservancy fees when you plan; they are usually included in your lodge rate and are revised from time to time.</p>`,
  },
  {
    slug: 'diani-and-lamu-beach-extension',
    title: 'From Bush to Beach: Adding Diani or Lamu to Your Safari',
    author: A.halima.name,
    category: 'Safari Experiences',
    coverImage: 'blog-diani-and-lamu-beach-extension.webp',
    excerpt:
      'White sand, coral reefs and Swahili history: how to choose between Diani and Lamu for a few slow days on Kenya’s coast after your safari.',
    tags: ['Beach', 'Diani', 'Lamu', 'Kenya coast'],
    publishedAt: '2026-10-20',
    isPublished: false,
    contentHtml: `<p>After days of early starts and dusty game drives, there is nothing quite like the warm Indian Ocean. Kenya's coast is a short flight from Nairobi and most safari airstrips connect easily, which makes a beach extension one of the simplest ways to round off a trip. The two places we recommend most are Diani and Lamu, and they could hardly be more different.</p>
<h2>Diani: sand, reef and easy relaxation</h2>
<p>Diani lies on the south coast, about 30 kilometres south of Mombasa. Its long white beach is protected by a coral reef, so the water inside is calm at low tide, with rock pools to explore.</p>
<h3>Things to do in Diani</h3>
<ul>
<li><strong>Snorkelling and dolphins</strong> around Kisite-Mpunguti Marine National Park and Wasini Island, with a traditional dhow trip and a seafood lunch.</li>
<li><strong>Colobus monkeys:</strong> Diani is home to the Angolan colobus, and you may spot the rope bridges built to help monkeys cross the main road safely.</li>
<li><strong>Kitesurfing</strong> in the windy seasons, roughly December to March and June to September.</li>
<li><strong>Shimba Hills National Reserve,</strong> a short drive inland, with forest, elephants and Kenya's only population of sable antelope.</li>
<li><strong>Whales and whale sharks:</strong> humpback whales pass along the coast roughly between July and October, and whale sharks are sometimes seen around the turn of the year.</li>
</ul>
<h3>Getting to Diani</h3>
<p>Scheduled flights from Nairobi land at Ukunda airstrip, a few minutes from the beach, or at Mombasa's international airport, about an hour's drive away. Travellers with more time can take the train from Nairobi to Mombasa, a comfortable journey of roughly five hours, depending on the service, that crosses Tsavo country.</p>
<h2>Lamu: a step back in time</h2>
<p>Lamu Old Town, on an island in the far north of the coast, is a UNESCO World Heritage Site and one of the oldest continuously inhabited Swahili towns in East Africa. There are almost no cars. People get around on foot, by donkey and by dhow, and narrow streets wind between carved wooden doors and coral-stone houses.</p>
<h3>Things to do in Lamu</h3>
<ul>
<li>Wander the old town, visit the museum and the fort, and watch dhows come and go from the waterfront.</li>
<li>Walk or sail to Shela, with its long empty beach and dunes.</li>
<li>Take a sunset dhow cruise through the mangrove channels.</li>
<li>Visit during the annual Lamu Cultural Festival, usually held in November, for dhow races and traditional music.</li>
</ul>
<h3>Respecting local customs</h3>
<p>Lamu is a conservative, predominantly Muslim town. Cover your shoulders and knees in town, ask before photographing people and be aware of Ramadan, when eating and drinking in public during the day is best avoided. Swimwear is for the beach.</p>
<h3>Getting to Lamu</h3>
<p>Fly from Nairobi to Manda Island airstrip, then take a short boat ride to Lamu or Shela. We only route guests by air, and we always check current travel advice for the area before confirming.</p>
<h2>Diani or Lamu?</h2>
<ul>
<li><strong>Choose Diani</strong> for families, watersports, a wide choice of hotels and easy logistics.</li>
<li><strong>Choose Lamu</strong> for history, culture, romance and a slower, car-free pace.</li>
<li><strong>Other options:</strong> Watamu and Malindi, north of Mombasa, have marine parks and the ruins of Gede; on a Tanzania itinerary, Zanzibar is the natural choice.</li>
</ul>
<h2>When to go</h2>
<ul>
<li><strong>December to March:</strong> hot, dry and calm, with the best snorkelling visibility.</li>
<li><strong>July to October:</strong> pleasant, breezy and perfect after a migration safari.</li>
<li><strong>April to June:</strong> the long rains, when some coastal hotels close for a few weeks.</li>
</ul>
<h2>Practical tips</h2>
<ul>
<li>Three to five nights is ideal: enough to unwind without losing momentum.</li>
<li>Leave beach clothes in storage in Nairobi if your safari includes light-aircraft luggage limits, or pack light for both.</li>
<li>Malaria precautions continue at the coast; keep taking your tablets and using repellent.</li>
<li>Reef-safe sunscreen helps protect the coral you came to see.</li>
</ul>
<blockquote>Safari first, beach second. The ocean is the perfect place to let everything you have seen sink in.</blockquote>`,
  },
];
