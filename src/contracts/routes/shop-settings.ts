/** The owner's shop settings (admin): read, and replaced whole. */
import { dataOf } from '../api.ts';
import { shopSettingsSchema } from '../shop-settings.ts';
import { resource } from '../route.ts';

const settings = resource('admin/shop-settings');

export const shopSettingRoutes = {
  read: settings.get('/', { answer: dataOf(shopSettingsSchema) }),
  save: settings.put('/', { json: shopSettingsSchema, answer: dataOf(shopSettingsSchema) }),
};
