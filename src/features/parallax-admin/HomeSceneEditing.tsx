/**
 * The parallax admin panel on the storefront (storefront.md 6: the admin flag reveals it): a scene
 * in the grid, opened for editing. It reads the stored scene, draws the panel's draft in place of
 * the prebuilt one (the same layers, sizes and artwork), and after a save keeps drawing what was
 * saved; the published page shows it once the site is republished. Loaded only when the admin
 * asks for it: shoppers never download the panel.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import type { ParallaxScene } from '~/contracts/parallax-scenes.ts';
import { layoutParallaxScene, placementSizes, type PlacementKind } from '~/domain/parallax.ts';
import { failureText } from '~/features/admin/remote.ts';
import { $homeData } from '~/features/home/home-data.ts';
import { parallaxSceneBackground } from '~/features/parallax/background.ts';
import { EditSceneButton } from '~/features/parallax/EditSceneButton.tsx';
import { ParallaxSceneView, type ParallaxSceneViewProps } from '~/features/parallax/ParallaxSceneView.tsx';
import { EditingSession } from './EditingSession.tsx';
import { fetchScene } from './remote.ts';

export interface HomeSceneEditingProps {
  kind: PlacementKind;
  sceneName: string;
}

export function HomeSceneEditing({ kind, sceneName }: HomeSceneEditingProps) {
  const [scene, setScene] = useState<ParallaxScene | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState(true);

  const load = () => {
    fetchScene(sceneName).then(setScene, (e: unknown) => setError(failureText(e)));
  };
  useEffect(load, [sceneName]);

  if (!scene)
    return error ? (
      <p role="alert" className="parallax-admin-error">
        {error}
      </p>
    ) : (
      <HomeSceneView kind={kind} scene={null} />
    );
  if (!open)
    return (
      <>
        <HomeSceneView kind={kind} scene={scene} />
        <EditSceneButton name={scene.name} onClick={() => setOpen(true)} />
      </>
    );
  return (
    <EditingSession
      scene={scene}
      // The box shows its placement's scene again once the panel closes, as stored by then.
      onChanged={() => undefined}
      onClose={() => {
        setOpen(false);
        load();
      }}
    >
      {(session) => (
        <HomeSceneView kind={kind} scene={{ ...session.scene, ...session.draft }} onStickerMove={session.positioning ? session.moveSticker : undefined} />
      )}
    </EditingSession>
  );
}

/** A scene as the storefront lays it out for its placement, from the home page's artwork. */
function HomeSceneView({
  kind,
  scene,
  onStickerMove,
}: {
  kind: PlacementKind;
  scene: ParallaxScene | null;
  onStickerMove?: ParallaxSceneViewProps['onStickerMove'];
}) {
  const home = useStore($homeData);
  const artwork = home.data?.parallax ?? null;
  const model = useMemo(
    () =>
      scene && artwork
        ? { name: scene.name, layers: layoutParallaxScene(scene, artwork, placementSizes(kind)), background: parallaxSceneBackground(scene) }
        : null,
    [scene, artwork, kind],
  );
  return <ParallaxSceneView phase={model ? 'initialized' : 'loading-data'} progress={model ? 100 : 50} model={model} onStickerMove={onStickerMove} />;
}
