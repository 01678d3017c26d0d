/** The hero's two listings: read by anyone, set by the admin. */
import { heroSettingsUpdateSchema } from '../admin.ts';
import { dataOf } from '../api.ts';
import { heroSettingsSchema } from '../hero.ts';
import { resource } from '../route.ts';

const heroSettings = resource('hero-settings');

export const heroSettingRoutes = {
  read: heroSettings.get('/', { answer: dataOf(heroSettingsSchema) }),
  save: heroSettings.put('/', { json: heroSettingsUpdateSchema, answer: dataOf(heroSettingsSchema) }),
};
