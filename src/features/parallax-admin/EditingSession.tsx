/**
 * A scene open in the admin panel: the floating panel, and whatever draws the scene, handed the
 * editing state so it draws the draft (and lets stickers be dragged in edit-position mode).
 */
import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { ParallaxScene } from '~/contracts/parallax-scenes.ts';
import { SceneEditor } from './SceneEditor.tsx';
import { useSceneEditing, type SceneEditing } from './use-scene-editing.ts';

export interface EditingSessionProps {
  scene: ParallaxScene;
  /** After a save, a delete or a clear: the page reads its scenes again. */
  onChanged: () => void;
  onClose: () => void;
  children: (editing: SceneEditing) => ReactNode;
}

/** The panel edits `scene`, or one it loads by name (drawn in its place), or the one it saved last. */
export function EditingSession({ scene: given, onChanged, onClose, children }: EditingSessionProps) {
  const [scene, setScene] = useState(given);
  useEffect(() => setScene(given), [given]);
  const editing = useSceneEditing(scene);
  return (
    <>
      {/* Floating above the page, not inside the scene's clipped box. */}
      {createPortal(<SceneEditor key={scene.name} editing={editing} onLoaded={setScene} onChanged={onChanged} onClose={onClose} />, document.body)}
      {children(editing)}
    </>
  );
}
