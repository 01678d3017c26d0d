/** The search's synonyms (admin): the built-in list and the owner's, read; the owner's list replaced. */
import { dataOf } from '../api.ts';
import { ownerSynonymsSchema, searchSynonymsSchema } from '../search-synonyms.ts';
import { resource } from '../route.ts';

const synonyms = resource('admin/search-synonyms');

export const searchSynonymRoutes = {
  read: synonyms.get('/', { answer: dataOf(searchSynonymsSchema) }),
  save: synonyms.put('/', { json: ownerSynonymsSchema, answer: dataOf(searchSynonymsSchema) }),
};
