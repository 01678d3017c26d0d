/**
 * One parallax instance of the /parallax page: the scene assigned to it, else its category's, else
 * the first scene (storefront.md 4), drawn like the storefront's, 60vh tall with the sizes ATOM to
 * LARGE. For the admin, a panel sets the instance's scene ('Set as default scene') or clears it.
 */
import { useEffect, useMemo, useState, type CSSProperties } from 'react';
import type { ParallaxScene } from '~/contracts/parallax-scenes.ts';
import type { SmartLoading } from '~/contracts/smart-loading.ts';
import { EditingSession } from '~/features/parallax-admin/EditingSession.tsx';
import { failureText } from '~/features/admin/remote.ts';
import { NoticeLine } from '~/features/parallax-admin/NoticeLine.tsx';
import { useAttempt } from '~/features/parallax-admin/use-attempt.ts';
import { fetchSceneNames } from '~/features/parallax-admin/remote.ts';
import { chooseParallaxScene, layoutParallaxScene, LAYER_ORDER, type PlacedSticker } from '~/domain/parallax.ts';
import { fetchSmartLoading } from '~/features/home/remote.ts';
import { parallaxSceneBackground } from '~/features/parallax/background.ts';
import { ParallaxSceneView, type ParallaxSceneViewProps } from '~/features/parallax/ParallaxSceneView.tsx';
import { preloadImages } from '~/features/parallax/preload.ts';
import type { ParallaxSceneModel } from '~/features/parallax/use-parallax-scene-loading.ts';
import { assignInstanceScene, clearInstanceScene, fetchCategoryScene, fetchInstanceScene } from './instance-remote.ts';

export interface InstanceConfig {
  id: string;
  category: string;
  height: string;
}

interface InstanceData {
  /** The scene shown (null when there is none at all) and whether the instance has its own. */
  scene: ParallaxScene | null;
  assigned: string | null;
  artwork: SmartLoading['parallax'];
  /** Artwork that did not load, left out of the scene. */
  failed: ReadonlySet<string>;
}

type Loaded = { status: 'loading'; progress: number } | ({ status: 'ready' } & InstanceData) | { status: 'failed'; text: string };

async function loadInstance(config: InstanceConfig, onProgress: (p: number) => void): Promise<InstanceData> {
  const [assigned, categoryScene] = await Promise.all([fetchInstanceScene(config.id), fetchCategoryScene(config.category)]);
  onProgress(30);
  // Else the first scene (by name), whose details the request must then ask for.
  const wanted = assigned ?? categoryScene ?? (await fetchSceneNames())[0] ?? null;
  const data = await fetchSmartLoading(false, wanted ? [wanted] : []);
  onProgress(70);
  const name = chooseParallaxScene(wanted, data.sceneDetails, data.firstScene);
  const scene = (name === null ? undefined : data.sceneDetails[name]) ?? null;
  const failed = scene
    ? await preloadImages(modelOf(scene, data.parallax, new Set()).layers.flatMap((l) => l.stickers.map((s) => s.artwork)))
    : new Set<string>();
  onProgress(100);
  return { scene, assigned, artwork: data.parallax, failed };
}

/** The scene as drawn: its layers from its settings (or the panel's draft), without artwork that failed. */
function modelOf(scene: ParallaxScene, artwork: SmartLoading['parallax'], failed: ReadonlySet<string>): ParallaxSceneModel {
  const layers = layoutParallaxScene(scene, artwork, LAYER_ORDER).map((l) => ({ ...l, stickers: l.stickers.filter((s) => !failed.has(s.artwork)) }));
  return { name: scene.name, layers, background: parallaxSceneBackground(scene) };
}

export function ParallaxInstance({
  config,
  showPanel,
  onSticker,
}: {
  config: InstanceConfig;
  showPanel: boolean;
  onSticker: (sticker: PlacedSticker) => void;
}) {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading', progress: 10 });
  const [generation, setGeneration] = useState(0);
  const [editing, setEditing] = useState(false);

  useEffect(() => {
    let cancelled = false;
    // A reload after the panel saved keeps the scene on screen (and the panel open) until the new one is read.
    if (generation === 0) setLoaded({ status: 'loading', progress: 10 });
    loadInstance(config, (progress) => !cancelled && generation === 0 && setLoaded({ status: 'loading', progress })).then(
      (result) => !cancelled && setLoaded({ status: 'ready', ...result }),
      (error: unknown) => !cancelled && setLoaded({ status: 'failed', text: failureText(error) }),
    );
    return () => {
      cancelled = true;
    };
  }, [config, generation]);

  const ready = loaded.status === 'ready' ? loaded : null;
  const reload = () => setGeneration((g) => g + 1);

  const box = (scene: ParallaxScene | null, onStickerMove?: ParallaxSceneViewProps['onStickerMove']) => (
    <InstanceBox loaded={loaded} scene={scene} height={config.height} onSticker={onSticker} onStickerMove={onStickerMove} />
  );

  return (
    <section className="pt-instance" aria-labelledby={`${config.id}-title`} data-instance={config.id}>
      <h2 id={`${config.id}-title`}>
        Instance <code>{config.id}</code>
        {ready && (
          <small data-testid="instance-scene">
            {ready.scene ? ` · ${ready.scene.name}${ready.assigned ? ' (its own)' : ' (default)'}` : ' · no scene yet'}
          </small>
        )}
      </h2>
      {showPanel && (
        <div className="pt-admin">
          <InstancePanel id={config.id} assigned={ready?.assigned ?? null} onChanged={reload} />
          {ready?.scene && (
            <button type="button" className="button secondary" aria-pressed={editing} onClick={() => setEditing((e) => !e)}>
              Edit scene ‘{ready.scene.name}’
            </button>
          )}
        </div>
      )}
      {showPanel && editing && ready?.scene ? (
        <EditingSession key={ready.scene.name} scene={ready.scene} onChanged={reload} onClose={() => setEditing(false)}>
          {(session) => box({ ...session.scene, ...session.draft }, session.positioning ? session.moveSticker : undefined)}
        </EditingSession>
      ) : (
        box(ready?.scene ?? null)
      )}
    </section>
  );
}

/** The instance's box, drawing `scene`: the stored one, or the panel's draft over it. */
function InstanceBox({
  loaded,
  scene,
  height,
  onSticker,
  onStickerMove,
}: {
  loaded: Loaded;
  scene: ParallaxScene | null;
  height: string;
  onSticker: (sticker: PlacedSticker) => void;
  onStickerMove?: ParallaxSceneViewProps['onStickerMove'];
}) {
  const ready = loaded.status === 'ready' ? loaded : null;
  const model = useMemo(() => (scene && ready ? modelOf(scene, ready.artwork, ready.failed) : null), [scene, ready]);
  return (
    <div className="parallax-box pt-box" style={{ '--scene-height': scene?.component_height ?? height } as CSSProperties}>
      {loaded.status === 'failed' ? (
        <p role="alert">{loaded.text}</p>
      ) : (
        <ParallaxSceneView
          phase={ready ? 'initialized' : 'loading-data'}
          progress={loaded.status === 'loading' ? loaded.progress : 100}
          model={model}
          onStickerPress={onSticker}
          onStickerMove={onStickerMove}
        />
      )}
    </div>
  );
}

/** The admin's controls for one instance: pick a scene, make it the instance's own, or clear it. */
function InstancePanel({ id, assigned, onChanged }: { id: string; assigned: string | null; onChanged: () => void }) {
  const [names, setNames] = useState<string[] | null>(null);
  const [chosen, setChosen] = useState('');
  const { notice, setNotice, attempt } = useAttempt();

  useEffect(() => {
    fetchSceneNames().then(setNames, (e: unknown) => setNotice({ kind: 'error', text: failureText(e) }));
  }, [setNotice]);
  useEffect(() => setChosen(assigned ?? ''), [assigned]);

  const run = async (action: () => Promise<unknown>, done: string) => {
    if (await attempt(action, done)) onChanged();
  };

  return (
    <div className="pt-panel" role="group" aria-label={`Admin panel of ${id}`}>
      <label>
        <span>Scene</span>
        <select value={chosen} onChange={(e) => setChosen(e.target.value)}>
          <option value="">Choose a scene…</option>
          {names?.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className="button"
        disabled={!chosen}
        onClick={() => void run(() => assignInstanceScene(id, chosen), `‘${chosen}’ is now ${id}'s scene`)}
      >
        Set as default scene
      </button>
      <button type="button" className="button secondary" disabled={!assigned} onClick={() => void run(() => clearInstanceScene(id), 'Assignment cleared')}>
        Clear assignment
      </button>
      <NoticeLine notice={notice} />
    </div>
  );
}
