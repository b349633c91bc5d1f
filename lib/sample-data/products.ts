import { artworkUrl } from '@/lib/artwork/render-artwork';

/**
 * The shop's sample catalogue: merchandise around platform bans, restrictions and shadowbans,
 * and books on discipline, power, influence, information warfare, stoicism and leadership.
 * Prices are in USD; a product's effective price is its sale price when it has one. The three
 * products of the cart drawer (lib/sample-data/cart.ts) sell here at the drawer's prices.
 */
export type ProductCategory = 'apparel' | 'accessories' | 'mugs' | 'posters' | 'books';

export type ProductVariants = { sizes: string[]; colours: string[] };

export type Product = {
  id: string;
  slug: string;
  name: string;
  price: number;
  salePrice?: number;
  rating: number;
  reviews: number;
  category: ProductCategory;
  tags: string[];
  description: string;
  images: string[];
  variants: ProductVariants;
  stock: number;
  featured?: boolean;
  /** Titles of catalogue movies the product is merchandise for (the "Related Merchandise" page). */
  relatedMovies?: string[];
};

export type CategoryInfo = { slug: ProductCategory; label: string; blurb: string; icon: string };

export const productCategories: CategoryInfo[] = [
  { slug: 'apparel', label: 'Apparel', blurb: 'Tees, hoodies and crewnecks', icon: 'bi-person-standing' },
  { slug: 'accessories', label: 'Accessories', blurb: 'Caps, notebooks and stickers', icon: 'bi-bag' },
  { slug: 'mugs', label: 'Mugs', blurb: 'For the early, disciplined start', icon: 'bi-cup-hot' },
  { slug: 'posters', label: 'Posters', blurb: 'Print runs for your studio wall', icon: 'bi-image' },
  { slug: 'books', label: 'Books', blurb: 'Discipline, power, influence, stoicism', icon: 'bi-book' },
];

const APPAREL_SIZES = ['S', 'M', 'L', 'XL', 'XXL'];
const ONE_SIZE: string[] = [];

type ProductSeed = Omit<Product, 'images' | 'id'>;

const seeds: ProductSeed[] = [
  {
    slug: 'stoic-mindset-tee',
    name: 'Stoic Mindset Tee',
    price: 18,
    salePrice: 13,
    rating: 4.7,
    reviews: 128,
    category: 'apparel',
    tags: ['stoicism', 'discipline', 'cotton'],
    description:
      'Heavyweight cotton tee printed with the dichotomy of control: what is up to us, and what is not. A reminder for every creator waiting on an appeal.',
    variants: { sizes: APPAREL_SIZES, colours: ['Black', 'Bone', 'Slate'] },
    relatedMovies: ['Meditations at Dawn', 'The Stoic Commander'],
    stock: 42,
    featured: true,
  },
  {
    slug: 'signal-over-noise-hoodie',
    name: 'Signal Over Noise Hoodie',
    price: 32,
    salePrice: 18,
    rating: 4.8,
    reviews: 96,
    category: 'apparel',
    tags: ['information warfare', 'fleece'],
    description:
      'Brushed-fleece pullover hoodie with a waveform print that filters the noise and keeps the signal. Kangaroo pocket, ribbed cuffs, no algorithm required.',
    variants: { sizes: APPAREL_SIZES, colours: ['Black', 'Charcoal', 'Oxblood'] },
    relatedMovies: ['Signal Over Noise'],
    stock: 18,
    featured: true,
  },
  {
    slug: 'uncensored-cap',
    name: 'Uncensored Cap',
    price: 18,
    rating: 4.5,
    reviews: 74,
    category: 'accessories',
    tags: ['free speech', 'embroidered'],
    description:
      'Six-panel cotton twill cap with an embroidered “UNCENSORED” front and an adjustable brass clasp. One size fits most heads, and most opinions.',
    variants: { sizes: ONE_SIZE, colours: ['Black', 'Olive', 'Sand'] },
    relatedMovies: ['Deplatformed'],
    stock: 55,
    featured: true,
  },
  {
    slug: 'shadowbanned-crewneck',
    name: 'Shadowbanned Crewneck',
    price: 45,
    salePrice: 36,
    rating: 4.6,
    reviews: 51,
    category: 'apparel',
    tags: ['shadowban', 'fleece'],
    description:
      'A crewneck sweatshirt whose print fades to 40% opacity — just like your reach after the third strike. Loopback cotton, relaxed fit.',
    variants: { sizes: APPAREL_SIZES, colours: ['Heather Grey', 'Black'] },
    relatedMovies: ['The Silent Ban', 'Reach Zero'],
    stock: 9,
    featured: true,
  },
  {
    slug: 'deplatformed-tee',
    name: 'Deplatformed Tee',
    price: 24,
    rating: 4.3,
    reviews: 39,
    category: 'apparel',
    tags: ['deplatforming', 'cotton'],
    description:
      'Soft ring-spun tee with a “404: creator not found” back print. Worn by people who kept their audience after losing their account.',
    variants: { sizes: APPAREL_SIZES, colours: ['White', 'Black'] },
    relatedMovies: ['Deplatformed'],
    stock: 31,
  },
  {
    slug: 'terms-of-service-long-sleeve',
    name: 'Terms of Service Long Sleeve',
    price: 34,
    rating: 4.2,
    reviews: 22,
    category: 'apparel',
    tags: ['policy', 'cotton'],
    description:
      'A long-sleeve tee with the fine print running down both arms: every clause a platform has used to restrict a creator, set in 6-point type.',
    variants: { sizes: APPAREL_SIZES, colours: ['Black', 'Navy'] },
    relatedMovies: ['Terms of Service'],
    stock: 0,
  },
  {
    slug: 'memento-mori-mug',
    name: 'Memento Mori Mug',
    price: 16,
    rating: 4.9,
    reviews: 143,
    category: 'mugs',
    tags: ['stoicism', 'ceramic'],
    description:
      'A 12 oz matte ceramic mug with a skull-and-hourglass print. Drink your coffee; remember the time you have is the only currency that matters.',
    variants: { sizes: ONE_SIZE, colours: ['Matte Black', 'Ivory'] },
    relatedMovies: ['Memento Mori Protocol'],
    stock: 64,
    featured: true,
  },
  {
    slug: 'discipline-daily-mug',
    name: 'Discipline Daily Mug',
    price: 16,
    salePrice: 12,
    rating: 4.4,
    reviews: 58,
    category: 'mugs',
    tags: ['discipline', 'ceramic'],
    description:
      'Enamel camp mug with a 30-day habit tracker printed around the side. Tick a box every morning you ship something, banned or not.',
    variants: { sizes: ONE_SIZE, colours: ['White', 'Forest'] },
    relatedMovies: ['Iron Routine', 'Cold Discipline'],
    stock: 27,
  },
  {
    slug: 'shadowban-survivor-mug',
    name: 'Shadowban Survivor Mug',
    price: 18,
    rating: 4.1,
    reviews: 17,
    category: 'mugs',
    tags: ['shadowban', 'ceramic'],
    description:
      'A colour-changing mug: pour in something hot and the hidden “you are still visible” message appears. Ideal for long appeal queues.',
    variants: { sizes: ONE_SIZE, colours: ['Black'] },
    relatedMovies: ['The Silent Ban'],
    stock: 12,
  },
  {
    slug: 'information-warfare-field-map-poster',
    name: 'Information Warfare Field Map Poster',
    price: 28,
    salePrice: 21,
    rating: 4.6,
    reviews: 33,
    category: 'posters',
    tags: ['information warfare', 'print'],
    description:
      'An 18×24 in. giclée print that maps how narratives travel: origin accounts, amplifiers, fact-checks and the quiet downranking in between.',
    variants: { sizes: ['18×24 in', '24×36 in'], colours: ['Unframed', 'Black Frame'] },
    relatedMovies: ['Shadow Protocol', 'Echo Chamber'],
    stock: 20,
    featured: true,
  },
  {
    slug: 'amor-fati-poster',
    name: 'Amor Fati Poster',
    price: 24,
    rating: 4.5,
    reviews: 29,
    category: 'posters',
    tags: ['stoicism', 'print'],
    description:
      'Minimal typographic print of the Stoic maxim “love your fate”, on 250 gsm matte paper. For the wall behind your camera.',
    variants: { sizes: ['18×24 in', '24×36 in'], colours: ['Unframed', 'Oak Frame'] },
    relatedMovies: ['The Fortress Within'],
    stock: 15,
  },
  {
    slug: 'the-appeal-movie-poster',
    name: 'The Appeal Movie Poster',
    price: 22,
    rating: 4.0,
    reviews: 11,
    category: 'posters',
    tags: ['film', 'print'],
    description:
      'Official one-sheet for the documentary about a creator who spent 400 days fighting a wrongful ban, printed on heavy satin stock.',
    variants: { sizes: ['24×36 in'], colours: ['Unframed'] },
    relatedMovies: ['The Appeal'],
    stock: 8,
  },
  {
    slug: 'the-discipline-ledger',
    name: 'The Discipline Ledger',
    price: 26,
    salePrice: 19,
    rating: 4.8,
    reviews: 87,
    category: 'books',
    tags: ['discipline', 'hardcover'],
    description:
      'A hardcover guide to building daily systems that survive lost accounts and fickle feeds: routines, checklists and a year of weekly reviews.',
    variants: { sizes: ONE_SIZE, colours: ['Hardcover', 'Paperback'] },
    relatedMovies: ['Iron Routine'],
    stock: 38,
    featured: true,
  },
  {
    slug: 'power-and-the-algorithm',
    name: 'Power and the Algorithm',
    price: 29,
    rating: 4.4,
    reviews: 45,
    category: 'books',
    tags: ['power', 'platforms'],
    description:
      'Who decides what you see? A clear-eyed history of moderation, ranking and the power that moved from editors to recommendation systems.',
    variants: { sizes: ONE_SIZE, colours: ['Hardcover', 'Paperback'] },
    relatedMovies: ['Algorithm of Power'],
    stock: 22,
  },
  {
    slug: 'influence-under-pressure',
    name: 'Influence Under Pressure',
    price: 24,
    rating: 4.3,
    reviews: 36,
    category: 'books',
    tags: ['influence', 'persuasion'],
    description:
      'How trust is earned, lost and rebuilt when a platform takes your megaphone away. Case studies of creators who moved their audience intact.',
    variants: { sizes: ONE_SIZE, colours: ['Paperback'] },
    relatedMovies: ['The Influence Broker'],
    stock: 19,
  },
  {
    slug: 'information-warfare-a-field-guide',
    name: 'Information Warfare: A Field Guide',
    price: 32,
    salePrice: 25,
    rating: 4.7,
    reviews: 64,
    category: 'books',
    tags: ['information warfare', 'media literacy'],
    description:
      'A practical field guide to propaganda, coordinated campaigns and counter-messaging, with exercises for spotting manipulation in your own feed.',
    variants: { sizes: ONE_SIZE, colours: ['Hardcover', 'Paperback'] },
    relatedMovies: ['Shadow Protocol'],
    stock: 14,
  },
  {
    slug: 'stoicism-for-creators',
    name: 'Stoicism for Creators',
    price: 21,
    rating: 4.9,
    reviews: 112,
    category: 'books',
    tags: ['stoicism', 'paperback'],
    description:
      'Epictetus, Seneca and Marcus Aurelius for people whose income depends on a feed they do not control. Short chapters, practical exercises.',
    variants: { sizes: ONE_SIZE, colours: ['Paperback'] },
    relatedMovies: ['Meditations at Dawn'],
    stock: 47,
    featured: true,
  },
  {
    slug: 'leading-through-the-ban',
    name: 'Leading Through the Ban',
    price: 27,
    rating: 4.2,
    reviews: 19,
    category: 'books',
    tags: ['leadership', 'teams'],
    description:
      'A leadership handbook for small creative teams facing a sudden restriction: communicating with your crew, your sponsors and your audience.',
    variants: { sizes: ONE_SIZE, colours: ['Hardcover'] },
    relatedMovies: ['Command Presence', 'Hold the Line'],
    stock: 6,
  },
  {
    slug: 'encrypted-field-notebook',
    name: 'Encrypted Field Notebook',
    price: 14,
    rating: 4.6,
    reviews: 41,
    category: 'accessories',
    tags: ['analogue', 'notebook'],
    description:
      'An A5 dot-grid notebook with a cipher wheel on the inside cover. The one place your drafts can never be demonetised.',
    variants: { sizes: ONE_SIZE, colours: ['Black', 'Red'] },
    relatedMovies: ['The Whistle and the Wire'],
    stock: 70,
  },
  {
    slug: 'appeal-denied-sticker-pack',
    name: 'Appeal Denied Sticker Pack',
    price: 8,
    salePrice: 6,
    rating: 4.4,
    reviews: 88,
    category: 'accessories',
    tags: ['stickers', 'vinyl'],
    description:
      'Eight weatherproof vinyl stickers: “Appeal Denied”, “Community Guidelines”, “Reach Limited” and friends. Laptop-lid therapy.',
    variants: { sizes: ONE_SIZE, colours: ['Assorted'] },
    relatedMovies: ['The Appeal', 'Flagged'],
    stock: 120,
  },
];

export const products: Product[] = seeds.map((seed, index) => ({
  ...seed,
  id: `p-${String(index + 1).padStart(3, '0')}`,
  images: [seed.slug, `${seed.slug}-detail`, `${seed.slug}-lifestyle`].map((name) => artworkUrl('product', name)),
}));

/** Slugs of the sample account's wishlist. */
export const wishlistSlugs = ['memento-mori-mug', 'stoicism-for-creators', 'terms-of-service-long-sleeve', 'amor-fati-poster'];

export type SortOrder = 'featured' | 'price-asc' | 'price-desc' | 'rating' | 'name';

export const sortOptions: { value: SortOrder; label: string }[] = [
  { value: 'featured', label: 'Featured' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  { value: 'rating', label: 'Top rated' },
  { value: 'name', label: 'Name: A to Z' },
];

export function isSortOrder(value: string): value is SortOrder {
  return sortOptions.some((option) => option.value === value);
}

export function isProductCategory(value: string | undefined): value is ProductCategory {
  return productCategories.some((category) => category.slug === value);
}

export function categoryLabel(category: ProductCategory): string {
  return productCategories.find((info) => info.slug === category)?.label ?? category;
}

/** What the customer pays: the sale price when there is one. */
export function effectivePrice(product: Pick<Product, 'price' | 'salePrice'>): number {
  return product.salePrice ?? product.price;
}

/** Whole-percent discount of a sale, 0 when the product is not on sale. */
export function discountPercent(product: Pick<Product, 'price' | 'salePrice'>): number {
  if (product.salePrice === undefined || product.salePrice >= product.price) return 0;
  return Math.round(((product.price - product.salePrice) / product.price) * 100);
}

export function findProductBySlug(slug: string): Product | undefined {
  return products.find((product) => product.slug === slug);
}

/** Products of one category, or all of them when no category is given. */
export function productsInCategory(category?: ProductCategory, list: Product[] = products): Product[] {
  return category ? list.filter((product) => product.category === category) : list;
}

export function countInCategory(category: ProductCategory, list: Product[] = products): number {
  return productsInCategory(category, list).length;
}

/** A sorted copy; "featured" keeps featured products first and catalogue order otherwise. */
export function sortProducts(list: Product[], order: SortOrder): Product[] {
  const copy = [...list];
  switch (order) {
    case 'price-asc':
      return copy.sort((a, b) => effectivePrice(a) - effectivePrice(b) || a.name.localeCompare(b.name));
    case 'price-desc':
      return copy.sort((a, b) => effectivePrice(b) - effectivePrice(a) || a.name.localeCompare(b.name));
    case 'rating':
      return copy.sort((a, b) => b.rating - a.rating || b.reviews - a.reviews);
    case 'name':
      return copy.sort((a, b) => a.name.localeCompare(b.name));
    case 'featured':
      return copy.sort((a, b) => Number(Boolean(b.featured)) - Number(Boolean(a.featured)));
  }
}

export function featuredProducts(limit = 8): Product[] {
  return products.filter((product) => product.featured).slice(0, limit);
}

/** Products on sale, biggest discount first. */
export function dealProducts(limit = 4): Product[] {
  return products
    .filter((product) => discountPercent(product) > 0)
    .sort((a, b) => discountPercent(b) - discountPercent(a))
    .slice(0, limit);
}

/** Other products of the same category, then others sharing a tag, never the product itself. */
export function relatedProducts(product: Product, limit = 4): Product[] {
  const others = products.filter((other) => other.slug !== product.slug);
  const sameCategory = others.filter((other) => other.category === product.category);
  const sharingTag = others.filter(
    (other) => other.category !== product.category && other.tags.some((tag) => product.tags.includes(tag)),
  );
  return [...sameCategory, ...sharingTag].slice(0, limit);
}

/** The merchandise made for one catalogue movie. */
export function productsForMovie(title: string, list: Product[] = products): Product[] {
  return list.filter((product) => product.relatedMovies?.includes(title));
}

/** The merchandise of each catalogue movie, in order of first appearance. */
export function productsByMovie(list: Product[] = products): { movie: string; products: Product[] }[] {
  const groups = new Map<string, Product[]>();
  for (const product of list) {
    for (const movie of product.relatedMovies ?? []) {
      groups.set(movie, [...(groups.get(movie) ?? []), product]);
    }
  }
  return [...groups].map(([movie, items]) => ({ movie, products: items }));
}

export function wishlistProducts(): Product[] {
  return wishlistSlugs.map(findProductBySlug).filter((product): product is Product => Boolean(product));
}

/** A chosen quantity kept between 1 and the stock (0 when nothing is in stock). */
export function clampQuantity(quantity: number, stock: number): number {
  if (stock <= 0) return 0;
  if (!Number.isFinite(quantity)) return 1;
  return Math.min(stock, Math.max(1, Math.round(quantity)));
}

export function stockLabel(stock: number): string {
  if (stock <= 0) return 'Out of stock';
  if (stock < 10) return `Only ${stock} left`;
  return 'In stock';
}
