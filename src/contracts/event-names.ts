/**
 * @module contracts/event-names
 * Shoppers' analytics events: their types, their names, the limits of a batch. The browser's
 * batcher and POST /api/events both read them from here. No zod in this module: the batcher loads
 * with the first screen, the schemas (contracts/events.ts) only where an event is checked.
 *
 * Names are lower snake case. A name with a value in it (the Scene Builder's
 * change_sticker_size_scene_to_{size}) is made by `eventName`, which writes the value the same way:
 * 'Black (Matte)' becomes black_matte, so every name matches its template.
 */
/** Every event name by type; `{value}` stands for a size, a colour or another chosen word. */
export const EVENT_NAMES = {
  marketplace_click: ['buy_it_now', 'buy_now_click_scene', 'buy_now_click_shopping_list'],
  search_filter: ['filter', 'zero_results'],
  sticker_engagement: ['open_listing', 'share', 'add_favourite', 'remove_favourite', 'share_favourites', 'save_shared_favourites'],
  scene_builder_action: ['add_sticker', 'remove_sticker', 'change_sticker_size_scene_to_{value}', 'change_sticker_color_scene_to_{value}'],
  shopping_list_action: ['view_shopping_list'],
} as const;

export type EventType = keyof typeof EVENT_NAMES;
export type EventTemplate<T extends EventType = EventType> = (typeof EVENT_NAMES)[T][number];
export const EVENT_TYPES = Object.keys(EVENT_NAMES) as [EventType, ...EventType[]];

export const EVENT_LIMITS = {
  /** Events in one batch. */
  perBatch: 25,
  /** Bytes of one batch's JSON body. */
  bodyBytes: 16 * 1024,
  /** Events kept of one client a day; a shopper's visit sends a few dozen. */
  perClientDay: 500,
  nameLength: 64,
  /** Titles are cut at 20 characters, plus the ellipsis. */
  titleLength: 23,
  dataKeys: 10,
  dataKeyLength: 40,
  dataTextLength: 200,
  pathLength: 200,
} as const;

const VALUE_PATTERN = '[a-z0-9]+(?:_[a-z0-9]+)*';
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const NAME_PATTERNS: Readonly<Record<EventType, RegExp>> = Object.fromEntries(
  Object.entries(EVENT_NAMES).map(([type, templates]) => [
    type,
    new RegExp(`^(?:${templates.map((t) => escape(t).replace(escape('{value}'), VALUE_PATTERN)).join('|')})$`),
  ]),
) as Record<EventType, RegExp>;

/** A value written into a name: lower case, every run of other characters one underscore. */
const nameValue = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '') || 'none';

/**
 * An event's name from its template, with the value written in lower snake case.
 * @example eventName('change_sticker_color_scene_to_{value}', 'Black (Matte)') // 'change_sticker_color_scene_to_black_matte'
 */
export function eventName(template: EventTemplate, value = ''): string {
  return template.replace('{value}', nameValue(value)).slice(0, EVENT_LIMITS.nameLength);
}

/** True when a name is one of its type's names. */
export function isEventName(type: EventType, name: string): boolean {
  return name.length <= EVENT_LIMITS.nameLength && NAME_PATTERNS[type].test(name);
}
