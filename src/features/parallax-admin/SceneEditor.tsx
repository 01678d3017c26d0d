/**
 * The parallax admin panel (scene-builder-and-parallax.md 2): a floating panel, dragged by its title,
 * that edits the scene an instance shows. Height, mode, background (a path, a file browsed or
 * uploaded, and how it is drawn) and each layer's Y and speed change the scene on the page at once
 * (a live preview), as do stickers dragged in edit-position mode; every edit can be undone (Ctrl+Z)
 * and redone. Save stores them (PUT, then POST for a new name). It also deletes the scene
 * (saying where it still shows first), clears every scene, assigns the scene to a category, and
 * inserts it before listings. Every write is the server's to allow: signed out, the panel says so.
 */
import editorStyles from './parallax-admin.css?url';
import interact from 'interactjs';
import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '~/components/ui/ConfirmDialog.tsx';
import { useStylesheet } from '~/components/ui/use-stylesheet.ts';
import { LAYER_SPEED_LIMITS, LAYER_Y_LIMITS, SCENE_TEXTS, type ParallaxSceneUpdate, type SceneUsage } from '~/contracts/parallax-scene-input.ts';
import { BACKGROUND_SIZES, PARALLAX_SCENE_MODES, type ParallaxScene } from '~/contracts/parallax-scenes.ts';
import { parallaxLayers, LAYER_ORDER } from '~/domain/parallax.ts';
import { failureText, isSignedOut, SIGN_IN_FIRST } from '~/features/admin/remote.ts';
import { FilePicker } from '~/features/listing-admin/FilePicker.tsx';
import {
  assignCategory,
  clearAllScenes,
  deleteScene,
  fetchCategories,
  fetchInsertions,
  fetchScene,
  isNotFound,
  fetchUsage,
  insertScene,
  removeInsertion,
  saveScene,
  searchListings,
  uploadBackground,
} from './remote.ts';
import { NoticeLine } from './NoticeLine.tsx';
import { useAttempt, type Attempt, type Notice } from './use-attempt.ts';
import type { SceneDraft, SceneEditing } from './use-scene-editing.ts';

const REPEATS = ['no-repeat', 'repeat', 'repeat-x', 'repeat-y'] as const;
const ATTACHMENTS = ['scroll', 'fixed', 'local'] as const;
const oneOf = <T extends string>(values: readonly T[], value: string, fallback: T): T => (values.includes(value as T) ? (value as T) : fallback);

/** A stored style as the API takes it back: a repeat or attachment it does not know becomes the default. */
const styleToSave = (style: SceneDraft['background_style']) => ({
  ...style,
  repeat: oneOf(REPEATS, style.repeat, 'no-repeat'),
  attachment: oneOf(ATTACHMENTS, style.attachment, 'scroll'),
});

/** Listing search: from 2 characters, 300 ms after the last key, 10 of the 50 fetched shown. */
const SEARCH_MIN = 2;
const SEARCH_DEBOUNCE_MS = 300;
const SEARCH_SHOWN = 10;

type Confirm = { title: string; message: string; label: string; run: () => Promise<void> } | null;

export interface SceneEditorProps {
  /** The scene open in the panel, its draft (which the page draws) and its history. */
  editing: SceneEditing;
  /** A scene loaded by name, or the scene as just saved: the panel goes on with it. */
  onLoaded: (scene: ParallaxScene) => void;
  /** After a save, a delete or a clear: the page reads its scenes again. */
  onChanged: () => void;
  onClose: () => void;
}

export function SceneEditor({ editing, onLoaded, onChanged, onClose }: SceneEditorProps) {
  // Only the owner opens it, over a storefront page: not among that page's own styles.
  useStylesheet(editorStyles);
  const { scene, draft, change } = editing;
  const panel = useRef<HTMLElement>(null);
  const handle = useRef<HTMLHeadingElement>(null);
  const [name, setName] = useState(scene.name);
  const { notice, setNotice, attempt } = useAttempt();
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [picking, setPicking] = useState(false);

  // Dragged by its title bar, anywhere in the window (interactjs, as the Scene Builder's stickers).
  useEffect(() => {
    const target = panel.current;
    if (!target || !handle.current) return;
    let x = 0;
    let y = 0;
    const interactable = interact(target).draggable({
      allowFrom: handle.current,
      listeners: {
        move(event: { dx: number; dy: number }) {
          x += event.dx;
          y += event.dy;
          target.style.translate = `${x}px ${y}px`;
        },
      },
    });
    return () => interactable.unset();
  }, []);

  useUndoKeys(editing);

  const save = async () => {
    const target = name.trim();
    if (!target) return setNotice({ kind: 'error', text: SCENE_TEXTS.noName });
    const fields: ParallaxSceneUpdate = {
      ...draft,
      background_style: styleToSave(draft.background_style),
      scene_stickers: scene.scene_stickers,
      category: scene.category,
      description: scene.description,
    };
    let saved: ParallaxScene | null = null;
    if (!(await attempt(async () => (saved = await saveScene(target, fields)), `Scene ‘${target}’ saved`, SCENE_TEXTS.saveFailed)) || !saved) return;
    onLoaded(saved);
    onChanged();
  };

  const load = async () => {
    const target = name.trim();
    if (!target) return setNotice({ kind: 'error', text: SCENE_TEXTS.noName });
    setNotice(null);
    try {
      onLoaded(await fetchScene(target));
    } catch (error) {
      setNotice({
        kind: 'error',
        text: isNotFound(error) ? SCENE_TEXTS.notFound : isSignedOut(error) ? SIGN_IN_FIRST : `${SCENE_TEXTS.loadFailed} ${failureText(error)}`,
      });
    }
  };

  const remove = async () => {
    let usage: SceneUsage;
    try {
      usage = await fetchUsage(scene.name);
    } catch (error) {
      return setNotice({ kind: 'error', text: `${SCENE_TEXTS.deleteFailed}: ${failureText(error)}` });
    }
    const places = [
      ...usage.categories.map((c) => `category ${c}`),
      ...usage.listings.map((l) => `listing ${l}`),
      ...usage.instances.map((i) => `instance ${i}`),
    ];
    setConfirm({
      title: `Delete ‘${scene.name}’?`,
      message: places.length ? `It still shows in ${places.join(', ')}; those places will show the default scene.` : 'The scene is not shown anywhere.',
      label: 'Delete scene',
      run: async () => {
        if (await attempt(() => deleteScene(scene.name, places.length > 0), SCENE_TEXTS.deleted, SCENE_TEXTS.deleteFailed)) onChanged();
      },
    });
  };

  const layers = parallaxLayers(draft, LAYER_ORDER);
  const setLayer = (key: 'layer_y_positions' | 'layer_speeds', size: string, value: number) =>
    change({ [key]: { ...draft[key], [size]: value } }, `${key} ${size}`);

  return (
    <aside ref={panel} className="pa-panel" aria-labelledby="pa-title">
      <h2 id="pa-title" ref={handle} className="pa-handle" title="Drag to move the panel">
        Parallax admin <span aria-hidden="true">⠿</span>
      </h2>
      <button type="button" className="pa-close" aria-label="Close the panel" onClick={onClose}>
        ×
      </button>
      <NoticeLine notice={notice} />

      <div className="pa-actions" role="group" aria-label="Edit history and sticker positions">
        <button type="button" className="button secondary" disabled={!editing.canUndo} onClick={editing.undo} aria-keyshortcuts="Control+Z">
          Undo
        </button>
        <button type="button" className="button secondary" disabled={!editing.canRedo} onClick={editing.redo} aria-keyshortcuts="Control+Shift+Z">
          Redo
        </button>
        <button type="button" className="button secondary" aria-pressed={editing.positioning} onClick={() => editing.setPositioning(!editing.positioning)}>
          Edit positions
        </button>
      </div>
      {editing.positioning && (
        <p className="pa-note">Drag a sticker to place it, or focus it and use the arrow keys (Shift for bigger steps). The scene holds still meanwhile.</p>
      )}

      <fieldset>
        <legend>Scene</legend>
        <label>
          <span>Scene name</span>
          <input value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />
        </label>
        <label>
          <span>Height</span>
          <input value={draft.component_height} onChange={(e) => change({ component_height: e.target.value }, 'height')} />
        </label>
        <label>
          <span>Mode</span>
          <select value={draft.mode} onChange={(e) => change({ mode: e.target.value as SceneDraft['mode'] })}>
            {PARALLAX_SCENE_MODES.map((m) => (
              <option key={m}>{m}</option>
            ))}
          </select>
        </label>
        <div className="pa-actions">
          <button type="button" className="button" onClick={() => void save()}>
            Save scene
          </button>
          <button type="button" className="button secondary" onClick={() => void load()}>
            Load scene
          </button>
          <button type="button" className="button secondary" onClick={() => void remove()}>
            Delete scene
          </button>
          <button
            type="button"
            className="button secondary"
            onClick={() =>
              setConfirm({
                title: 'Clear all scenes?',
                message: 'Every scene and every place it shows will be deleted. This cannot be undone.',
                label: 'Clear all scenes',
                run: async () => {
                  if (await attempt(clearAllScenes, 'Every scene cleared', 'Failed to clear the scenes.')) onChanged();
                },
              })
            }
          >
            Clear all scenes
          </button>
        </div>
      </fieldset>

      <fieldset>
        <legend>Background</legend>
        <label>
          <span>Image</span>
          <input
            value={draft.background_path ?? ''}
            placeholder="/backgrounds/forest.webp"
            onChange={(e) => change({ background_path: e.target.value || null }, 'background path')}
          />
        </label>
        <div className="pa-actions">
          <button type="button" className="button secondary" onClick={() => setPicking(true)}>
            Browse files
          </button>
          <label className="button secondary pa-upload">
            Upload image
            <input
              type="file"
              accept=".jpg,.jpeg,.png,.gif,.webp,image/jpeg,image/png,image/gif,image/webp"
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file)
                  void attempt(
                    async () => change({ background_path: (await uploadBackground(file)).path }),
                    `Uploaded ${file.name}`,
                    'The image was not uploaded.',
                  );
              }}
            />
          </label>
        </div>
        <label>
          <span>Size</span>
          <select
            value={draft.background_style.size}
            onChange={(e) => change({ background_style: { ...draft.background_style, size: e.target.value as SceneDraft['background_style']['size'] } })}
          >
            {BACKGROUND_SIZES.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </label>
        <label>
          <span>Position</span>
          <input
            value={draft.background_style.position}
            onChange={(e) => change({ background_style: { ...draft.background_style, position: e.target.value } }, 'background position')}
          />
        </label>
        <label>
          <span>Repeat</span>
          <select value={draft.background_style.repeat} onChange={(e) => change({ background_style: { ...draft.background_style, repeat: e.target.value } })}>
            {REPEATS.map((r) => (
              <option key={r}>{r}</option>
            ))}
          </select>
        </label>
      </fieldset>

      <fieldset>
        <legend>Layers</legend>
        <table className="pa-layers">
          <thead>
            <tr>
              <th scope="col">Layer</th>
              <th scope="col">Y (%)</th>
              <th scope="col">Speed</th>
              <th scope="col">Shown</th>
            </tr>
          </thead>
          <tbody>
            {layers.map((layer) => (
              <tr key={layer.size} data-layer={layer.size}>
                <th scope="row">{layer.size}</th>
                <td>
                  <LayerNumber
                    label={`${layer.size} Y`}
                    limits={LAYER_Y_LIMITS}
                    step={1}
                    value={layer.y}
                    onChange={(y) => setLayer('layer_y_positions', layer.size, y)}
                  />
                </td>
                <td>
                  <LayerNumber
                    label={`${layer.size} speed`}
                    limits={LAYER_SPEED_LIMITS}
                    step={0.5}
                    value={layer.speed}
                    onChange={(speed) => setLayer('layer_speeds', layer.size, speed)}
                  />
                </td>
                <td>
                  <input
                    type="checkbox"
                    aria-label={`${layer.size} shown`}
                    checked={layer.visible}
                    onChange={(e) => change({ layer_visibility: { ...draft.layer_visibility, [layer.size]: e.target.checked } })}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </fieldset>

      <Placements sceneName={scene.name} attempt={attempt} setNotice={setNotice} setConfirm={setConfirm} />

      {picking && (
        <FilePicker
          onCancel={() => setPicking(false)}
          onPick={(path) => {
            setPicking(false);
            change({ background_path: path });
          }}
        />
      )}
      {confirm && (
        <ConfirmDialog
          title={confirm.title}
          message={confirm.message}
          confirmLabel={confirm.label}
          cancelLabel="Cancel"
          destructive
          onCancel={() => setConfirm(null)}
          onConfirm={() => {
            const run = confirm.run;
            setConfirm(null);
            void run();
          }}
        />
      )}
    </aside>
  );
}

/** Where Ctrl+Z belongs to the field itself: text being typed has the browser's own undo. */
const typesText = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    (target instanceof HTMLInputElement && !['checkbox', 'radio', 'button'].includes(target.type)) ||
    target instanceof HTMLTextAreaElement);

/** Ctrl+Z (Cmd+Z) undoes the panel's last edit, Ctrl+Shift+Z or Ctrl+Y redoes it, while the panel is open. */
function useUndoKeys({ undo, redo }: Pick<SceneEditing, 'undo' | 'redo'>) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || typesText(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) undo();
      else if ((key === 'z' && event.shiftKey) || key === 'y') redo();
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [undo, redo]);
}

/** A layer's number, kept within its limits as it is typed. */
function LayerNumber({
  label,
  limits,
  step,
  value,
  onChange,
}: {
  label: string;
  limits: { min: number; max: number };
  step: number;
  value: number;
  onChange: (value: number) => void;
}) {
  return (
    <input
      type="number"
      aria-label={label}
      step={step}
      min={limits.min}
      max={limits.max}
      value={value}
      onChange={(e) => onChange(Math.min(limits.max, Math.max(limits.min, Number(e.target.value) || 0)))}
    />
  );
}

interface PlacementsProps {
  sceneName: string;
  attempt: Attempt;
  setNotice: (notice: Notice) => void;
  setConfirm: (confirm: Confirm) => void;
}

/** Where the scene shows: above a category's group, and before listings' cards. */
function Placements({ sceneName, attempt, setNotice, setConfirm }: PlacementsProps) {
  const [categories, setCategories] = useState<string[]>([]);
  const [category, setCategory] = useState('');
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<{ id: number; title: string }[]>([]);
  const [insertions, setInsertions] = useState<{ listing_id: number; scene_name: string }[]>([]);

  const reloadInsertions = () => fetchInsertions().then(setInsertions, () => setInsertions([]));
  useEffect(() => {
    fetchCategories().then(setCategories, () => setCategories([]));
    void reloadInsertions();
  }, []);

  useEffect(() => {
    const term = search.trim();
    if (term.length < SEARCH_MIN) return setFound([]);
    const timer = setTimeout(() => {
      searchListings(term).then(
        (rows) => setFound(rows.slice(0, SEARCH_SHOWN)),
        () => setFound([]),
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const mine = insertions.filter((i) => i.scene_name === sceneName);
  return (
    <>
      <fieldset>
        <legend>Category</legend>
        <label>
          <span>Show above the group of</span>
          <select value={category} onChange={(e) => setCategory(e.target.value)}>
            <option value="">Choose a category…</option>
            {categories.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="button secondary"
          onClick={() =>
            category
              ? void attempt(() => assignCategory(category, sceneName), `‘${sceneName}’ shows above ${category}`, SCENE_TEXTS.categoryFailed)
              : setNotice({ kind: 'error', text: SCENE_TEXTS.loadFirst })
          }
        >
          Assign to category
        </button>
      </fieldset>
      <fieldset>
        <legend>Before a listing</legend>
        <label>
          <span>Search listings</span>
          <input type="search" value={search} placeholder="Title, id or tag" onChange={(e) => setSearch(e.target.value)} />
        </label>
        {found.length > 0 && (
          <ul className="pa-found" aria-label="Listings found">
            {found.map((l) => (
              <li key={l.id}>
                <span>{l.title}</span>
                <button
                  type="button"
                  className="button secondary"
                  onClick={() =>
                    void attempt(() => insertScene(l.id, sceneName), `‘${sceneName}’ shows before ${l.title}`, SCENE_TEXTS.listingFailed).then(reloadInsertions)
                  }
                >
                  Insert before<span className="visually-hidden"> {l.title}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <p className="pa-note">
          {mine.length === 0 ? 'Not inserted before any listing.' : `Inserted before ${mine.length} listing${mine.length === 1 ? '' : 's'}:`}
        </p>
        {mine.length > 0 && (
          <ul className="pa-found" aria-label="Listings the scene is inserted before">
            {mine.map((i) => (
              <li key={i.listing_id}>
                <span>Listing {i.listing_id}</span>
                <button
                  type="button"
                  className="button secondary"
                  onClick={() =>
                    setConfirm({
                      title: 'Remove this insertion?',
                      message: `The scene will no longer show before listing ${i.listing_id}.`,
                      label: 'Remove',
                      run: async () => {
                        await attempt(() => removeInsertion(i.listing_id), 'Insertion removed', SCENE_TEXTS.insertionDeleteFailed);
                        await reloadInsertions();
                      },
                    })
                  }
                >
                  Remove<span className="visually-hidden"> the insertion before listing {i.listing_id}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
    </>
  );
}
