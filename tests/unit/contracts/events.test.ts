import { describe, expect, it } from 'vitest';
import { shopperEvent } from '../../../src/client/analytics.ts';
import { EVENT_LIMITS, EVENT_NAMES, eventName, isEventName } from '../../../src/contracts/event-names.ts';
import { analyticsEventSchema, eventsBatchSchema } from '../../../src/contracts/events.ts';
import { COLORS } from '../../../src/domain/colors.ts';
import { SIZE_ORDER } from '../../../src/domain/sizes.ts';

describe('eventName', () => {
  it('writes a colour into a name in lower snake case', () => {
    expect(eventName('change_sticker_color_scene_to_{value}', 'Black (Matte)')).toBe('change_sticker_color_scene_to_black_matte');
    expect(eventName('change_sticker_size_scene_to_{value}', 'MICRO')).toBe('change_sticker_size_scene_to_micro');
  });

  it('makes a name its type accepts for every size and every colour', () => {
    for (const size of SIZE_ORDER) expect(isEventName('scene_builder_action', eventName('change_sticker_size_scene_to_{value}', size))).toBe(true);
    for (const color of COLORS) expect(isEventName('scene_builder_action', eventName('change_sticker_color_scene_to_{value}', color.name))).toBe(true);
  });

  it('leaves a name without a value as it is', () => {
    expect(eventName('view_shopping_list')).toBe('view_shopping_list');
  });
});

describe('isEventName', () => {
  it('accepts each fixed name under its own type only', () => {
    expect(isEventName('shopping_list_action', 'view_shopping_list')).toBe(true);
    expect(isEventName('search_filter', 'view_shopping_list')).toBe(false);
    expect(isEventName('marketplace_click', 'buy_it_now')).toBe(true);
  });

  it('refuses a template left unfilled, upper case and stray characters', () => {
    expect(isEventName('scene_builder_action', 'change_sticker_size_scene_to_{value}')).toBe(false);
    expect(isEventName('scene_builder_action', 'change_sticker_size_scene_to_')).toBe(false);
    expect(isEventName('scene_builder_action', 'change_sticker_size_scene_to_MICRO')).toBe(false);
    expect(isEventName('scene_builder_action', 'change_sticker_color_scene_to_black (matte)')).toBe(false);
  });

  it('names adding and removing a favourite, sharing favourites and saving a shared list', () => {
    for (const name of ['add_favourite', 'remove_favourite', 'share_favourites', 'save_shared_favourites'])
      expect(isEventName('sticker_engagement', name)).toBe(true);
  });

  it('has at least one name for every type', () => {
    for (const names of Object.values(EVENT_NAMES)) expect(names.length).toBeGreaterThan(0);
  });
});

describe('the event schemas', () => {
  it("carries the Scene Builder's shopping list view with its count and total", () => {
    const event = { type: 'shopping_list_action', name: 'view_shopping_list', data: { count: 3, total: 12.97 } };
    expect(analyticsEventSchema.parse(event)).toEqual(event);
  });

  it('refuses a batch over the limit and an empty one', () => {
    const click = { type: 'marketplace_click', name: 'buy_it_now' };
    expect(eventsBatchSchema.safeParse({ events: Array.from({ length: EVENT_LIMITS.perBatch }, () => click) }).success).toBe(true);
    expect(eventsBatchSchema.safeParse({ events: Array.from({ length: EVENT_LIMITS.perBatch + 1 }, () => click) }).success).toBe(false);
    expect(eventsBatchSchema.safeParse({ events: [] }).success).toBe(false);
  });

  it('cuts a shopper event title to the card length', () => {
    expect(shopperEvent({ type: 'sticker_engagement', name: 'share', title: 'Triceratops Charging Decal' }).title).toBe('Triceratops Charging...');
    expect(analyticsEventSchema.safeParse(shopperEvent({ type: 'sticker_engagement', name: 'share', title: 'x'.repeat(80) })).success).toBe(true);
  });
});
