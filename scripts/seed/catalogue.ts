/**
 * @module seed/catalogue
 * The demo shop: a deterministic catalogue of listings built on the demo artwork, with the sizes,
 * colours, prices, sets, packs, hidden listings and statistics a real shop has. Each listing is an
 * Etsy record (what the fake marketplace serves) and a row: the sync's merge of that record plus the
 * owner's own columns, so the first sync against the fake finds nothing changed. Pure: it returns
 * them, scripts/seed/write.ts writes the rows and the fake marketplace (scripts/fake-etsy/) serves
 * the records.
 */
import { COLORS } from '../../src/domain/colors.ts';
import { ARTWORK_FOLDERS, CATEGORIES, SHOP_SECTIONS, type Category } from '../../src/domain/categories.ts';
import type { Dimensions, InventoryProduct } from '../../src/contracts/listing.ts';
import { colorVariations, sizeEntriesFromInventory, sizeVariations } from '../../src/domain/inventory.ts';
import { marketplaceColumns } from '../../src/domain/marketplace-merge.ts';
import { HERO_EXCLUDED_IDS } from '../../src/domain/hero-stickers.ts';
import { DEFAULT_LAYER_SPEEDS, DEFAULT_LAYER_Y, LAYER_ORDER } from '../../src/domain/parallax.ts';
import { SIZE_ORDER, SOLD_SIZES, type SizeName } from '../../src/domain/sizes.ts';
import { assignSlugs } from '../../src/domain/slug.ts';
import type { NewStickerRow } from '../../src/db/schema.ts';
import { demoEtsyRecord, marketplaceRecordOf, type ListingRecord } from '../fake-etsy/records.ts';
import { artworkCatalogue, type Artwork } from './artwork.ts';
import { demoPhotos } from './photos.ts';
import { createRandom, type Random } from './random.ts';
import { demoReviews, type EtsyReview } from './reviews.ts';

const SIZE_PROPERTY_ID = 100;
const COLOR_PROPERTY_ID = 200;
const SELLABLE: readonly SizeName[] = SOLD_SIZES;
/** Width in inches of a design at each size, for a design twice as wide as tall. */
const BASE_WIDTH: Readonly<Record<string, number>> = { ATOM: 0.6, PIXEL: 1, NANO: 1.5, MICRO: 2.25, SMALL: 3.5, MEDIUM: 5.5, LARGE: 9 };
const BASE_PRICE: Readonly<Record<string, number>> = { ATOM: 249, PIXEL: 299, NANO: 349, MICRO: 399, SMALL: 549, MEDIUM: 799, LARGE: 1199 };
const POP_VEHICLE = /van|coupe|hearse|car|truck|bus|wagon|bike|cycle|mobile|cruiser|machine|buggy|racer|rig|jeep|tractor|kart|sled/i;

const USES = ['laptops', 'water bottles', 'trucks', 'tumblers', 'toolboxes', 'windows', 'helmets', 'coolers', 'notebooks', 'bumpers'];
const OPENERS = [
  'Cut from premium outdoor vinyl and weeded by hand in our little shop.',
  'One of our favourite designs to cut: crisp edges, no background, just the shape.',
  'A clean, die-cut silhouette that looks painted on once it is applied.',
  'Tiny enough to hide anywhere, sharp enough to get noticed.',
  'Designed in-house and cut to order on our plotter.',
  'A shop best seller with the fine details kept even at the smallest sizes.',
];
const HOLIDAY_TAGS: Readonly<Partial<Record<Category, readonly string[]>>> = {
  Horror: ['halloween', 'spooky season'],
  Cryptids: ['halloween'],
  'Outdoor Stickers': ['fourth of july'],
  'Police/Military/Fire': ['fourth of july', 'independence day'],
  'Animal Stickers': ['christmas'],
  'Space Stickers': ['new year'],
};
const CATEGORY_TAGS: Readonly<Record<Category, readonly string[]>> = {
  'Animal Stickers': ['animal decal', 'wildlife', 'animal lover'],
  Cryptids: ['cryptid', 'bigfoot', 'monster', 'legend'],
  'Dinosaur Stickers': ['dinosaur', 'dino', 'jurassic', 'fossil'],
  Horror: ['horror', 'creepy', 'gothic'],
  'Offroad Slogans': ['offroad', '4x4', 'trail', 'mud'],
  'Outdoor Stickers': ['outdoors', 'camping', 'adventure', 'nature'],
  'Police/Military/Fire': ['first responder', 'military', 'thin line'],
  'Pop Culture Stickers': ['pop culture', 'retro', 'nostalgia'],
  'Space Stickers': ['space', 'nasa style', 'galaxy', 'astronomy'],
  SVGs: ['svg', 'cut file', 'craft'],
  'Vehicle Stickers': ['vehicle', 'truck decal', 'car decal'],
  'Vehicles Pop Culture': ['movie car', 'retro car', 'pop culture'],
};

/** A demo listing: its row as the seed stores it, and its record as the fake marketplace serves it. */
export interface DemoListing {
  row: NewStickerRow;
  etsy: ListingRecord;
}

export interface DemoScene {
  name: string;
  category: string | null;
  componentHeight: string;
  layerYPositions: string;
  layerVisibility: string;
  layerSpeeds: string;
  sceneStickers: string;
  stickerPositions: string;
  backgroundStyle: string;
  description: string;
}

export interface DemoShop {
  listings: DemoListing[];
  /** The shop's reviews as Etsy answers them, newest first. */
  reviews: EtsyReview[];
  scenes: DemoScene[];
  categoryAssignments: { category: string; sceneName: string }[];
  listingInsertions: { listingId: number; sceneName: string }[];
  instanceAssignments: { instanceId: string; sceneName: string }[];
  hero: { leftListingId: number; rightListingId: number };
}

interface Design {
  artwork: Artwork;
  category: Category;
}

/** Pairs every artwork with its category ('pop' art is split between the two pop-culture sections). */
function designs(): Design[] {
  const byFolder = new Map<string, Category[]>();
  for (const category of CATEGORIES) {
    const folder = ARTWORK_FOLDERS[category];
    byFolder.set(folder, [...(byFolder.get(folder) ?? []), category]);
  }
  return artworkCatalogue().map((artwork) => {
    const categories = byFolder.get(artwork.folder) ?? ['SVGs'];
    const category = categories.length > 1 ? (POP_VEHICLE.test(artwork.subject) ? 'Vehicles Pop Culture' : 'Pop Culture Stickers') : categories[0]!;
    return { artwork, category };
  });
}

const round2 = (n: number) => Math.round(n * 100) / 100;

function sizeRange(random: Random, category: Category): SizeName[] {
  // Dinosaurs and vehicles come in the full TRUEscale range; slogans need room for their letters.
  const from = category === 'Offroad Slogans' ? random.int(3, 4) : random.int(0, 3);
  const to = Math.max(from + 2, random.int(4, 6));
  return SELLABLE.slice(from, Math.min(to, SELLABLE.length - 1) + 1);
}

function dimensionsFor(sizes: readonly SizeName[], artwork: Artwork): Dimensions {
  const aspect = artwork.width / artwork.height;
  const dims: Dimensions = {};
  for (const size of sizes) {
    const base = BASE_WIDTH[size]!;
    // Keep the longer side at the size's nominal length.
    const width = aspect >= 1 ? base * Math.min(aspect / 2 + 0.5, 1.25) : (base * aspect) / 1.2;
    dims[size] = { width: round2(width), height: round2(width / aspect), unit: 'inches', source: 'description' };
  }
  return dims;
}

function pickColors(random: Random, index: number): (typeof COLORS)[number][] {
  if (index % 9 === 0) return [...COLORS];
  const core = COLORS.slice(0, 2);
  const rest = random.sample(COLORS.slice(2), random.int(2, 10));
  return [...core, ...rest].sort((a, b) => COLORS.indexOf(a) - COLORS.indexOf(b));
}

/**
 * The colours the owner chose in the editor: those the listing offers on Etsy, except for a few
 * listings edited on Etsy since (one colour added there, one dropped), which the colour audit finds.
 */
function chosenColors(offered: readonly (typeof COLORS)[number][], index: number): (typeof COLORS)[number][] {
  if (index % 29 !== 3) return [...offered];
  const dropped = COLORS.find((c) => !offered.includes(c));
  return [...offered.slice(0, -1), ...(dropped ? [dropped] : [])];
}

/** A value id for a property value, stable across runs and unique per value. */
function valueId(propertyId: number, value: string): number {
  let h = 2166136261;
  for (const ch of `${propertyId}:${value}`) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return 1_000_000_000 + ((h >>> 0) % 900_000_000);
}

function inventory(
  random: Random,
  id: number,
  sizes: readonly SizeName[],
  dims: Dimensions,
  colors: readonly { name: string }[],
  packCount: number,
  priced: 'ok' | 'missing' | 'no-divisor',
): { products: InventoryProduct[] } {
  const products: InventoryProduct[] = [];
  const bump = random.int(0, 2) * 50;
  for (const size of sizes) {
    const d = dims[size]!;
    const sizeValue = `${size} ${d.width}" x ${d.height}"${packCount > 1 ? ` - pack of ${packCount}` : ''}`;
    const amount = BASE_PRICE[size]! + bump + (packCount > 1 ? 300 : 0);
    for (const color of colors) {
      products.push({
        product_id: id * 100 + products.length,
        // One SKU per size, as the shop keeps them: the colour is cut from the same roll.
        sku: `${size.slice(0, 3)}-${id % 100000}`,
        property_values: [
          { property_id: SIZE_PROPERTY_ID, property_name: 'Size', value_ids: [valueId(SIZE_PROPERTY_ID, sizeValue)], values: [sizeValue] },
          { property_id: COLOR_PROPERTY_ID, property_name: 'Primary color', value_ids: [valueId(COLOR_PROPERTY_ID, color.name)], values: [color.name] },
        ],
        offerings: [
          {
            offering_id: id * 1000 + products.length,
            quantity: 999,
            is_enabled: true,
            price: priced === 'ok' ? { amount, divisor: 100, currency_code: 'USD' } : priced === 'no-divisor' ? { amount, currency_code: 'USD' } : null,
          },
        ],
      });
    }
  }
  return { products };
}

function describe(random: Random, subject: string, category: Category, dims: Dimensions, packCount: number, setTitles: readonly string[]): string {
  const lines = [
    `${subject} vinyl decal. ${random.pick(OPENERS)}`,
    `Perfect for ${random.sample(USES, 3).join(', ')} and anywhere a smooth surface needs some character.`,
  ];
  if (setTitles.length > 0) lines.push(`This set includes ${setTitles.length + 1} designs: ${[subject, ...setTitles].join(', ')}.`);
  if (packCount > 1) lines.push(`Each order is a pack of ${packCount} stickers of the size you choose.`);
  lines.push('', 'TRUEscale Sizes');
  for (const [size, d] of Object.entries(dims)) lines.push(`${size}: ${d.width}" x ${d.height}" inches`);
  lines.push(
    '',
    'The vehicle, laptop or bottle shown is not included. Outdoor-rated vinyl, waterproof and UV-resistant, good for 5-7 years outside.',
    'Made to order and shipped in 1-2 business days with tracking, United States only. Please confirm your address at checkout.',
  );
  if (category === 'SVGs') lines.push('Cut file version available on request.');
  return lines.join('\n');
}

function titleFor(random: Random, subject: string, category: Category, packCount: number, isSet: boolean, variant: number): string {
  const kind = category === 'SVGs' ? 'Vinyl Decal' : random.pick(['Vinyl Decal', 'Decal Sticker', 'Vinyl Sticker', 'Die Cut Decal']);
  const extras = random.pick([
    'for Truck Laptop Tumbler',
    'Micro to Large Sizes',
    'Car Window Sticker',
    'Water Bottle Decal',
    'Tiny Hidden Decal',
    'Gift for Him',
  ]);
  const lead = variant > 0 ? `${subject} No. ${variant + 1}` : subject;
  const pack = packCount > 1 ? ` ${packCount} Pack` : '';
  const set = isSet ? ' Set' : '';
  return `${lead}${set}${pack} ${kind} - ${extras}`.slice(0, 140);
}

function isoDay(random: Random, from: number, to: number): string {
  return new Date(from + random.next() * (to - from)).toISOString();
}

const DAY = 86_400_000;
const SHOP_OPENED = Date.UTC(2019, 2, 1);
const SNAPSHOT = Date.UTC(2026, 10, 1);

/** Options of the generator: how many listings, and the seed. */
export interface DemoOptions {
  listings?: number;
  seed?: number;
}

/**
 * Builds the demo shop. The default is one listing per artwork (about 190); a larger count reuses
 * the artwork with numbered variants, for benchmarks.
 */
export function demoShop(options: DemoOptions = {}): DemoShop {
  const random = createRandom(options.seed ?? 20_261_122);
  const all = designs();
  const count = options.listings ?? all.length;
  const sectionOf = new Map(SHOP_SECTIONS.map((s) => [s.title as string, s.id]));
  const drafts = Array.from({ length: count }, (_, i) => {
    const design = all[i % all.length]!;
    const variant = Math.floor(i / all.length);
    const id = i < HERO_EXCLUDED_IDS.length ? HERO_EXCLUDED_IDS[i]! : 1_100_000_000 + i * 7_919;
    return { i, design, variant, id };
  });

  const listings: DemoListing[] = drafts.map(({ i, design, variant, id }) => {
    const { artwork, category } = design;
    const packCount = i % 23 === 5 ? random.pick([2, 3, 4, 5]) : 1;
    const setMembers = i % 19 === 7 ? all.filter((d) => d.artwork.folder === artwork.folder && d !== design).slice(0, random.int(1, 3)) : [];
    const sizes = sizeRange(random, category);
    const dims = dimensionsFor(sizes, artwork);
    const colors = category === 'SVGs' ? COLORS.slice(0, 2) : pickColors(random, i);
    const priced = i % 47 === 11 ? 'missing' : i % 61 === 13 ? 'no-divisor' : 'ok';
    const inv = inventory(random, id, sizes, dims, colors, packCount, priced);
    const title = titleFor(random, artwork.subject, category, packCount, setMembers.length > 0, variant);
    const description = describe(
      random,
      artwork.subject,
      category,
      dims,
      packCount,
      setMembers.map((m) => m.artwork.subject),
    );
    const holiday = HOLIDAY_TAGS[category] && random.chance(0.45) ? [random.pick(HOLIDAY_TAGS[category])] : [];
    const subjectTags = artwork.subject
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length > 2)
      .slice(0, 2);
    const tags = [
      ...new Set([
        ...random.sample(CATEGORY_TAGS[category], 2),
        ...subjectTags,
        'vinyl decal',
        random.pick(['laptop sticker', 'truck decal', 'tumbler decal', 'window decal']),
        ...holiday,
      ]),
    ].slice(0, 13);
    // Dinosaurs sell best; a few listings sell most of the rest (a long tail).
    const popularity = (category === 'Dinosaur Stickers' ? 2.2 : 1) * Math.pow(random.next(), 2.6);
    const sales = Math.round(popularity * 1400);
    const views = sales * random.int(6, 18) + random.int(40, 900);
    const created = isoDay(random, SHOP_OPENED, SNAPSHOT - 30 * DAY);
    const updated = isoDay(random, Date.parse(created), SNAPSHOT);
    const hasArtworkPath = i % 29 !== 3;
    const favourites = Math.round(views / random.int(8, 25));
    const isTrueScale = (category === 'Dinosaur Stickers' || category === 'Vehicle Stickers') && random.chance(0.55);
    const etsy = demoEtsyRecord({
      listingId: id,
      title,
      description,
      tags,
      state: 'active',
      url: `https://www.etsy.com/listing/${id}`,
      price: priced === 'ok' ? { amount: BASE_PRICE[sizes[0]!]!, divisor: 100, currency_code: 'USD' } : null,
      shopSectionId: sectionOf.get(category) ?? null,
      quantity: 999,
      featuredRank: i % 31 === 0 ? Math.floor(i / 31) + 1 : null,
      favourites,
      views,
      createdAt: created,
      modifiedAt: updated,
      images: demoPhotos(artwork.file, id),
      products: inv.products,
    });
    // What a sync against the fake marketplace would write, so the first one finds nothing changed.
    const synced = marketplaceRecordOf(etsy);
    const products = synced.inventory!.products;
    const entries = sizeEntriesFromInventory(products).map((entry) => ({
      ...entry,
      width: dims[entry.name]?.width ?? null,
      height: dims[entry.name]?.height ?? null,
      packCount,
    }));
    const setDims: Dimensions = {};
    setMembers.forEach((member, k) => {
      const memberDims = dimensionsFor(sizes, member.artwork);
      for (const size of sizes) setDims[`${size}_design${k + 2}`] = { ...memberDims[size]!, source: 'manual', design: k + 2 };
    });
    return {
      row: {
        ...marketplaceColumns(synced),
        slug: '',
        totalSalesVolume: sales,
        category,
        // The owner's own columns, which no sync writes.
        svgPath: hasArtworkPath ? artwork.file : null,
        svgPaths: JSON.stringify(setMembers.map((m) => m.artwork.file)),
        svgTitles: JSON.stringify(setMembers.map((m) => m.artwork.subject)),
        dimensions: JSON.stringify({ ...dims, ...setDims }),
        sizes: JSON.stringify(entries),
        publicVisible: i % 37 !== 17,
        isSet: setMembers.length > 0,
        isPack: packCount > 1,
        packType: packCount > 1 ? 'pack' : setMembers.length > 0 ? 'set' : null,
        setQuantity: setMembers.length + 1,
        isTrueScale,
        displayOrder: i,
        enabledColors: JSON.stringify(Object.fromEntries(COLORS.map((c) => [c.key, chosenColors(colors, i).includes(c)]))),
        uniqueDescription: description.split('\n')[0]!,
        sizeVariations: JSON.stringify(sizeVariations(products)),
        colorVariations: JSON.stringify(colorVariations(products)),
        variationImagesData: JSON.stringify(etsy.variationImages),
        variationScrapingStatus: 'success',
        createdAt: created,
        updatedAt: updated,
      },
      etsy,
    };
  });

  // Best sellers keep the plain slug when two titles collide.
  const bySales = [...listings].sort((a, b) => (b.row.totalSalesVolume ?? 0) - (a.row.totalSalesVolume ?? 0) || a.row.etsyListingId! - b.row.etsyListingId!);
  const slugs = assignSlugs(bySales, (l) => l.row.title);
  for (const listing of listings) listing.row.slug = slugs.get(listing)!;

  // The public best seller's newest review is the first text (the one that looks like markup).
  const publicFirst = [...bySales.filter((l) => l.row.publicVisible !== false), ...bySales.filter((l) => l.row.publicVisible === false)];
  const reviews = demoReviews(
    publicFirst.map((l) => ({
      listingId: l.row.etsyListingId!,
      sales: l.row.totalSalesVolume ?? 0,
      createdAt: l.row.createdAt!,
      modifiedAt: l.row.updatedAt!,
    })),
  );
  return { listings, reviews, ...scenesFor(listings, random) };
}

function scenesFor(listings: readonly DemoListing[], random: Random): Omit<DemoShop, 'listings' | 'reviews'> {
  const visible = listings.filter((l) => l.row.publicVisible && l.row.svgPath);
  const inCategory = (category: string) => visible.filter((l) => l.row.category === category);
  const scene = (name: string, category: string | null, members: readonly DemoListing[], description: string): DemoScene => {
    const stickers = members.slice(0, 12).map((l, k) => ({
      listingId: l.row.etsyListingId!,
      title: l.row.title,
      size: LAYER_ORDER[k % LAYER_ORDER.length]!,
      color: random.pick(['Black (Matte)', 'White (Matte)', 'Forest Green', 'Dozer Yellow', 'Red']),
      category: l.row.category ?? null,
      svgPath: l.row.svgPath ?? null,
      xOffset: random.int(2, 92),
      yOffset: random.int(-8, 8),
    }));
    return {
      name,
      category,
      componentHeight: category ? '60vh' : '50vh',
      layerYPositions: JSON.stringify(DEFAULT_LAYER_Y),
      layerVisibility: JSON.stringify(Object.fromEntries(LAYER_ORDER.map((s) => [s, true]))),
      layerSpeeds: JSON.stringify(Object.fromEntries(LAYER_ORDER.map((s, k) => [s, DEFAULT_LAYER_SPEEDS[k]!]))),
      sceneStickers: JSON.stringify(stickers),
      stickerPositions: JSON.stringify(Object.fromEntries(stickers.map((s, k) => [`${s.listingId}-${s.size}-${k}`, { x: s.xOffset, y: s.yOffset }]))),
      backgroundStyle: JSON.stringify({ size: 'cover', position: 'center', repeat: 'no-repeat', attachment: 'scroll' }),
      description,
    };
  };
  const dinos = inCategory('Dinosaur Stickers');
  const popVehicles = inCategory('Vehicles Pop Culture');
  const space = inCategory('Space Stickers');
  const cryptids = inCategory('Cryptids');
  const scenes = [
    scene('home-dino1', 'Dinosaur Stickers', dinos, 'A herd crossing the home page, one size per layer.'),
    scene('scooby2', 'Vehicles Pop Culture', popVehicles, 'Mystery vans and movie cars on a night road.'),
    scene('deep-space', 'Space Stickers', space, 'Rockets, rings and a lost astronaut.'),
    scene('cryptid-woods', 'Cryptids', cryptids, 'Something is watching from the pines.'),
  ];
  const topSellers = [...visible].sort((a, b) => (b.row.totalSalesVolume ?? 0) - (a.row.totalSalesVolume ?? 0));
  const heroLeft =
    dinos
      .filter((l) => !(HERO_EXCLUDED_IDS as readonly (number | undefined)[]).includes(l.row.etsyListingId))
      .sort((a, b) => (b.row.totalSalesVolume ?? 0) - (a.row.totalSalesVolume ?? 0))[0] ?? topSellers[0]!;
  const heroRight = inCategory('Vehicle Stickers').sort((a, b) => (b.row.totalSalesVolume ?? 0) - (a.row.totalSalesVolume ?? 0))[0] ?? topSellers[1]!;
  return {
    scenes,
    categoryAssignments: [
      { category: 'Dinosaur Stickers', sceneName: 'home-dino1' },
      { category: 'Vehicles Pop Culture', sceneName: 'scooby2' },
      { category: 'Space Stickers', sceneName: 'deep-space' },
    ],
    listingInsertions: [
      { listing: cryptids[0], sceneName: 'cryptid-woods' },
      { listing: space[2], sceneName: 'deep-space' },
    ].flatMap(({ listing, sceneName }) => (listing ? [{ listingId: listing.row.etsyListingId!, sceneName }] : [])),
    instanceAssignments: [
      { instanceId: 'clean-test-1', sceneName: 'home-dino1' },
      { instanceId: 'clean-test-2', sceneName: 'scooby2' },
    ],
    hero: { leftListingId: heroLeft.row.etsyListingId!, rightListingId: heroRight.row.etsyListingId! },
  };
}

/** Every size name (used by tests to check the demo covers ATOM..LARGE). */
export const DEMO_SIZES = SIZE_ORDER.filter((s) => SELLABLE.includes(s));
