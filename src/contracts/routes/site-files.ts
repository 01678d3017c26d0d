/** The image files the owner can pick (admin): artwork and backgrounds, as the build listed them. */
import * as z from 'zod/mini';
import { dataOf } from '../api.ts';
import { siteFileSchema } from '../files.ts';
import { resource } from '../route.ts';

export const siteFileRoutes = {
  list: resource('list-files').get('/', { answer: dataOf(z.array(siteFileSchema)) }),
};
