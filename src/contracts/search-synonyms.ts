/**
 * @module contracts/search-synonyms
 * The search's synonyms: a shopper's word and what it means in the shop's words. The owner's list
 * is read and replaced in the admin panel, and the build carries it to the pages.
 */
import * as z from 'zod/mini';

/** How many synonyms the owner may add: each word a search contains costs a pass over the catalogue. */
export const MAX_OWNER_SYNONYMS = 200;

export const SYNONYM_TEXTS = {
  word: 'One word of 2 to 30 letters or digits',
  means: 'Words of letters or digits (spaces or hyphens between), 2 to 60 characters',
  same: 'A word cannot mean itself',
  twice: 'Listed twice',
} as const;

const word = z.string().check(z.trim(), z.toLowerCase(), z.regex(/^[a-z0-9]{2,30}$/, SYNONYM_TEXTS.word));
const means = z.string().check(z.trim(), z.toLowerCase(), z.regex(/^(?=.{2,60}$)[a-z0-9]+(?:[ -][a-z0-9]+)*$/, SYNONYM_TEXTS.means));

/** A search for `word` also finds what `means` finds ('sasquatch' means 'bigfoot'). */
export const synonymSchema = z
  .strictObject({ word, means })
  .check(z.refine((s) => s.word !== s.means.replace(/[ -]/g, ''), { message: SYNONYM_TEXTS.same, path: ['means'] }));
export type Synonym = z.infer<typeof synonymSchema>;

/** PUT /api/admin/search-synonyms: the owner's whole list, each pair once. */
export const ownerSynonymsSchema = z.strictObject({
  synonyms: z.array(synonymSchema).check(
    z.maxLength(MAX_OWNER_SYNONYMS, `At most ${MAX_OWNER_SYNONYMS} synonyms`),
    z.superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((s, i) => {
        const key = `${s.word}\u0000${s.means}`;
        if (seen.has(key)) ctx.addIssue({ code: 'custom', message: SYNONYM_TEXTS.twice, path: [i], input: s });
        seen.add(key);
      });
    }),
  ),
});
export type OwnerSynonyms = z.infer<typeof ownerSynonymsSchema>;

/** GET /api/admin/search-synonyms: the built-in list (read only) and the owner's. */
export const searchSynonymsSchema = z.object({ builtIn: z.array(synonymSchema), owner: z.array(synonymSchema) });
export type SearchSynonyms = z.infer<typeof searchSynonymsSchema>;
