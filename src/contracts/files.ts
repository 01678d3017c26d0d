/**
 * @module contracts/files
 * The site's image files the owner picks from (the file picker 'Select Image File'): artwork for
 * listings and, later, backgrounds for scenes. Listed at build time into the site (the Worker
 * cannot list its static assets), served to the admin through the API.
 */
import * as z from 'zod/mini';

/** A file as the picker lists it: its name and its site path. */
export const siteFileSchema = z.object({ name: z.string(), path: z.string().check(z.regex(/^\//)) });
export type SiteFile = z.infer<typeof siteFileSchema>;

/** The build's list of files (dist/site-files.json). */
export const siteFilesSchema = z.object({ files: z.array(siteFileSchema) });

/** Where the build writes the list, under the site's root. */
export const SITE_FILES_PATH = '/site-files.json';

/** The folders of public/ whose files the picker offers. */
export const PICKABLE_FOLDERS = ['artwork', 'backgrounds'] as const;
