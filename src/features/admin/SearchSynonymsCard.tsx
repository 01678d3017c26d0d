import { useEffect, useState, type FormEvent } from 'react';
import { ApiRequestError } from '~/client/api.ts';
import { synonymSchema, type SearchSynonyms, type Synonym } from '~/contracts/search-synonyms.ts';
import { failureText, fetchSearchSynonyms, isSignedOut, saveOwnerSynonyms } from './remote.ts';

export const SYNONYM_CARD_TEXTS = {
  title: 'Search synonyms',
  intro: 'Words shoppers type that your titles and tags do not use: a search for the shopper’s word also finds what your word finds.',
  when: 'The Scene Builder’s search uses a change at once, the home page’s search once the site is published again (see Published site).',
  word: 'Shopper’s word',
  means: 'Finds what this finds',
  add: 'Add synonym',
  none: 'None of your own yet.',
  yours: 'Yours',
  builtIn: (n: number) => `Built in (${n})`,
  added: (s: Synonym) => `Added ${s.word} → ${s.means}.`,
  removed: (s: Synonym) => `Removed ${s.word} → ${s.means}.`,
  already: (s: Synonym) => `${s.word} → ${s.means} is already in your list.`,
  isBuiltIn: (s: Synonym) => `${s.word} → ${s.means} is built in.`,
};

const LABELS: Readonly<Record<string, string>> = { word: SYNONYM_CARD_TEXTS.word, means: SYNONYM_CARD_TEXTS.means };
const same = (a: Synonym, b: Synonym) => a.word === b.word && a.means === b.means;
const arrow = (s: Synonym) => `${s.word} → ${s.means}`;

/** The field messages of a refused synonym, each named by its label ('Shopper’s word: One word of ...'). */
function fieldMessages(fields: Readonly<Record<string, string>>): string {
  return Object.entries(fields)
    .map(([path, message]) => `${LABELS[path.split('.').at(-1) ?? ''] ?? 'Synonyms'}: ${message}`)
    .join('\n');
}

/** The owner's search synonyms: add one, remove one; the built-in list shown for reference. */
export function SearchSynonymsCard({ onSignedOut }: { onSignedOut: () => void }) {
  const [synonyms, setSynonyms] = useState<SearchSynonyms | null>(null);
  const [word, setWord] = useState('');
  const [means, setMeans] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  useEffect(() => {
    fetchSearchSynonyms().then(setSynonyms, (e: unknown) => (isSignedOut(e) ? onSignedOut() : setError(failureText(e))));
  }, [onSignedOut]);

  const save = async (owner: Synonym[], said: string) => {
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      setSynonyms(await saveOwnerSynonyms(owner));
      setDone(said);
      return true;
    } catch (e) {
      if (isSignedOut(e)) onSignedOut();
      else setError(e instanceof ApiRequestError && e.body?.fields ? fieldMessages(e.body.fields) : failureText(e));
      return false;
    } finally {
      setBusy(false);
    }
  };

  /** Says why a synonym is not added (and no longer what was done before). */
  const refuse = (why: string) => {
    setDone(null);
    setError(why);
  };

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (!synonyms) return;
    // The server's own rules, checked here first so a typo is said at once, by field.
    const parsed = synonymSchema.safeParse({ word, means });
    if (!parsed.success) return refuse(fieldMessages(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]))));
    const synonym = parsed.data;
    if (synonyms.owner.some((s) => same(s, synonym))) return refuse(SYNONYM_CARD_TEXTS.already(synonym));
    if (synonyms.builtIn.some((s) => same(s, synonym))) return refuse(SYNONYM_CARD_TEXTS.isBuiltIn(synonym));
    if (await save([...synonyms.owner, synonym], SYNONYM_CARD_TEXTS.added(synonym))) {
      setWord('');
      setMeans('');
    }
  };

  const remove = (synonym: Synonym) => {
    if (synonyms)
      void save(
        synonyms.owner.filter((s) => !same(s, synonym)),
        SYNONYM_CARD_TEXTS.removed(synonym),
      );
  };

  return (
    <section className="admin-card" aria-labelledby="search-synonyms">
      <h2 id="search-synonyms">{SYNONYM_CARD_TEXTS.title}</h2>
      <p>{SYNONYM_CARD_TEXTS.intro}</p>
      <p className="admin-hint">{SYNONYM_CARD_TEXTS.when}</p>
      <form className="admin-inline" onSubmit={(e) => void add(e)} noValidate>
        <label>
          {SYNONYM_CARD_TEXTS.word}
          <input value={word} onChange={(e) => setWord(e.target.value)} name="word" placeholder="sasquatch" autoComplete="off" />
        </label>
        <label>
          {SYNONYM_CARD_TEXTS.means}
          <input value={means} onChange={(e) => setMeans(e.target.value)} name="means" placeholder="bigfoot" autoComplete="off" />
        </label>
        <button type="submit" className="button" disabled={busy || !synonyms}>
          {SYNONYM_CARD_TEXTS.add}
        </button>
      </form>
      {error && (
        <p className="admin-error admin-message-text" role="alert">
          {error}
        </p>
      )}
      {done && <p role="status">{done}</p>}
      <h3>{SYNONYM_CARD_TEXTS.yours}</h3>
      {synonyms && synonyms.owner.length === 0 && <p>{SYNONYM_CARD_TEXTS.none}</p>}
      {synonyms && synonyms.owner.length > 0 && (
        <ul className="admin-synonyms" aria-label="Your synonyms">
          {synonyms.owner.map((s) => (
            <li key={arrow(s)}>
              <span>{arrow(s)}</span>
              <button type="button" className="button secondary" aria-label={`Remove ${arrow(s)}`} onClick={() => remove(s)} disabled={busy}>
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      {synonyms && (
        <details>
          <summary>{SYNONYM_CARD_TEXTS.builtIn(synonyms.builtIn.length)}</summary>
          <ul className="admin-synonyms is-built-in">
            {synonyms.builtIn.map((s) => (
              <li key={arrow(s)}>{arrow(s)}</li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
