/**
 * @module parallax/ParallaxScene
 * A storefront scene in its prebuilt box (ParallaxSceneSlot): loaded and revealed as the home page's
 * scenes are (use-parallax-scene-loading), drawn by ParallaxSceneView.
 */
import { useEffect, useState } from 'react';
import type { PlacementKind } from '~/domain/parallax.ts';
import { isAdminLocation } from '~/features/storefront/admin-flag.ts';
import { EditSceneButton } from './EditSceneButton.tsx';
import { ParallaxSceneView } from './ParallaxSceneView.tsx';
import { useParallaxSceneLoading, type ParallaxSceneLoadingOptions } from './use-parallax-scene-loading.ts';

export interface ParallaxSceneProps {
  kind: PlacementKind;
  sceneName: string;
  /** Clocks and image loading, replaceable in tests. */
  options?: ParallaxSceneLoadingOptions;
}

type HomeSceneEditingModule = typeof import('~/features/parallax-admin/HomeSceneEditing.tsx');

/**
 * The scene inside its prebuilt box (ParallaxSceneSlot). For the admin (the client-side flag, which
 * only shows the button: every write is the server's to allow), an Edit scene button fetches the
 * parallax admin panel and hands the scene to it.
 */
export function ParallaxScene({ kind, sceneName, options }: ParallaxSceneProps) {
  const { phase, progress, model } = useParallaxSceneLoading(kind, sceneName, options);
  const [admin, setAdmin] = useState(false);
  const [editing, setEditing] = useState<HomeSceneEditingModule | null>(null);
  useEffect(() => setAdmin(isAdminLocation(location)), []);

  if (editing && model) return <editing.HomeSceneEditing kind={kind} sceneName={model.name} />;
  return (
    <>
      <ParallaxSceneView phase={phase} progress={progress} model={model} />
      {admin && model && phase === 'initialized' && (
        <EditSceneButton name={model.name} onClick={() => void import('~/features/parallax-admin/HomeSceneEditing.tsx').then(setEditing)} />
      )}
    </>
  );
}
