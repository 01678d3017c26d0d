/**
 * The admin's 'Save as Parallax Scene' and 'Load Parallax Scene' (scene-builder-and-parallax.md 2,
 * 5, 8): loaded only when the admin flag is on, so a shopper's Scene Builder carries none of it.
 * The server decides: a save or load without the admin session says to sign in.
 */
import { useId, useRef, useState } from 'react';
import { fetchListing } from '~/client/listings.ts';
import { Modal } from '~/components/ui/Modal.tsx';
import { SCENE_TEXTS } from '~/contracts/parallax-scene-input.ts';
import { builderSceneFromParallax, parallaxSceneFromBuilder, sharedSceneOfParallax } from '~/domain/scene-parallax.ts';
import { toSceneListing, type SceneListing } from '~/domain/scene.ts';
import { isSignedOut, SIGN_IN_FIRST } from '~/features/admin/remote.ts';
import { fetchScene, fetchSceneNames, isNotFound } from '~/features/parallax-admin/remote.ts';
import { saveScene } from './parallax-scenes-remote.ts';
import { $scene, loadScene } from './store.ts';

const SIGN_IN = `${SIGN_IN_FIRST} Saving and loading scenes needs the admin session.`;

export function SaveParallaxDialog({ onClose, onSaved }: { onClose: () => void; onSaved: (name: string) => void }) {
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [taken, setTaken] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (overwrite: boolean) => {
    const scene = $scene.get();
    if (scene.stickers.length === 0) return setError(SCENE_TEXTS.noStickers);
    if (!name.trim()) return setError(SCENE_TEXTS.noName);
    setBusy(true);
    setError(null);
    try {
      const saved = await saveScene(parallaxSceneFromBuilder(name, scene), overwrite);
      if (saved === 'exists') setTaken(true);
      else onSaved(saved.name);
    } catch (e) {
      setError(isSignedOut(e) ? SIGN_IN : SCENE_TEXTS.saveFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal onClose={onClose} labelledBy={titleId} initialFocus={input} className="restore-dialog parallax-dialog">
      <h2 id={titleId}>Save as Parallax Scene</h2>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit(false);
        }}
      >
        <label>
          <span>Scene name</span>
          <input ref={input} value={name} maxLength={100} onChange={(e) => (setName(e.target.value), setTaken(false))} />
        </label>
        <p className="restore-note">Saved in the category ‘Scene Builder Created’, 50vh tall; assign it to a category or a listing in the parallax panel.</p>
        {error && (
          <p role="alert" className="parallax-dialog-error">
            {error}
          </p>
        )}
        {taken && (
          <p role="alert" className="parallax-dialog-error">
            A scene named ‘{name.trim()}’ exists. Replace it with this canvas?
          </p>
        )}
        <div className="ui-confirm-actions">
          <button type="button" className="button secondary" onClick={onClose}>
            Cancel
          </button>
          {taken ? (
            <button type="button" className="button" disabled={busy} onClick={() => void submit(true)}>
              Replace scene
            </button>
          ) : (
            <button type="submit" className="button" disabled={busy}>
              Save scene
            </button>
          )}
        </div>
      </form>
    </Modal>
  );
}

export function LoadParallaxDialog({ onClose, onLoaded }: { onClose: () => void; onLoaded: (name: string, missing: number) => void }) {
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const [name, setName] = useState('');
  const [names, setNames] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const loadNames = () => {
    if (names !== null) return;
    fetchSceneNames().then(
      (found) => (setNames(found), found.length === 0 && setError(SCENE_TEXTS.noScenes)),
      (e: unknown) => setError(isSignedOut(e) ? SIGN_IN : SCENE_TEXTS.loadFailed),
    );
  };

  const submit = async () => {
    const wanted = name.trim();
    if (!wanted) return setError(SCENE_TEXTS.notFound);
    setBusy(true);
    setError(null);
    try {
      const scene = await fetchScene(wanted);
      const ids = sharedSceneOfParallax(scene).listingIds;
      const found = await Promise.all(ids.map((id) => fetchListing(id).then(toSceneListing, () => null)));
      const listings: Record<number, SceneListing> = Object.fromEntries(found.filter((l): l is SceneListing => l !== null).map((l) => [l.id, l]));
      const next = builderSceneFromParallax(scene, listings);
      loadScene(next);
      onLoaded(wanted, scene.scene_stickers.length - next.stickers.length);
    } catch (e) {
      setError(isNotFound(e) ? SCENE_TEXTS.notFound : isSignedOut(e) ? SIGN_IN : SCENE_TEXTS.loadFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal onClose={onClose} labelledBy={titleId} initialFocus={input} className="restore-dialog parallax-dialog">
      <h2 id={titleId}>Load Parallax Scene</h2>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <label>
          <span>Scene name</span>
          <input ref={input} value={name} list={listId} onFocus={loadNames} onChange={(e) => setName(e.target.value)} />
        </label>
        <datalist id={listId}>
          {names?.map((n) => (
            <option key={n} value={n} />
          ))}
        </datalist>
        <p className="restore-note">The scene replaces the canvas (Undo brings the canvas back).</p>
        {error && (
          <p role="alert" className="parallax-dialog-error">
            {error}
          </p>
        )}
        <div className="ui-confirm-actions">
          <button type="button" className="button secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button" disabled={busy}>
            Load scene
          </button>
        </div>
      </form>
    </Modal>
  );
}
