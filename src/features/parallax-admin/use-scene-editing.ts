/**
 * One scene open in the parallax admin panel: the settings being edited over the stored scene (the
 * live preview draws them), their undo history, and whether the stickers are being placed by hand
 * (edit-position mode). Shared by the /parallax instances and the home page's scenes.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ParallaxScene } from '~/contracts/parallax-scenes.ts';
import { canRedo, canUndo, edited, redone, undone, undoStack, type UndoStack } from '~/domain/undo-stack.ts';

/** What the panel edits, applied over the stored scene for the preview. */
export type SceneDraft = Pick<
  ParallaxScene,
  'component_height' | 'mode' | 'layer_y_positions' | 'layer_speeds' | 'layer_visibility' | 'background_path' | 'background_style' | 'sticker_positions'
>;

export const draftOf = (scene: ParallaxScene): SceneDraft => ({
  component_height: scene.component_height,
  mode: scene.mode,
  layer_y_positions: scene.layer_y_positions,
  layer_speeds: scene.layer_speeds,
  layer_visibility: scene.layer_visibility,
  background_path: scene.background_path,
  background_style: scene.background_style,
  sticker_positions: scene.sticker_positions,
});

export interface SceneEditing {
  scene: ParallaxScene;
  draft: SceneDraft;
  /** An edit; edits with one merge key in a quick burst (a number stepped by its arrows) are one undo step. */
  change: (patch: Partial<SceneDraft>, mergeKey?: string) => void;
  /** A sticker placed by hand: its position in percent (x of the width, y from its layer's line). */
  moveSticker: (key: string, position: { x: number; y: number }, by: 'drag' | 'key') => void;
  undo: () => void;
  redo: () => void;
  canUndo: boolean;
  canRedo: boolean;
  positioning: boolean;
  setPositioning: (on: boolean) => void;
}

/** Editing `scene`, from its stored settings; a new scene (after a save reloads it) starts afresh. */
export function useSceneEditing(scene: ParallaxScene): SceneEditing {
  const [stack, setStack] = useState<UndoStack<SceneDraft>>(() => undoStack(draftOf(scene)));
  const [positioning, setPositioning] = useState(false);
  useEffect(() => setStack(undoStack(draftOf(scene))), [scene]);

  const change = useCallback(
    (patch: Partial<SceneDraft>, mergeKey?: string) => setStack((s) => edited(s, { ...s.present, ...patch }, Date.now(), mergeKey ?? null)),
    [],
  );
  const moveSticker = useCallback(
    (key: string, position: { x: number; y: number }, by: 'drag' | 'key') =>
      // Each drag is a step; nudges of one sticker by key within a second are one, as in the Scene Builder.
      setStack((s) =>
        edited(s, { ...s.present, sticker_positions: { ...s.present.sticker_positions, [key]: position } }, Date.now(), by === 'key' ? `nudge ${key}` : null),
      ),
    [],
  );
  return useMemo(
    () => ({
      scene,
      draft: stack.present,
      change,
      moveSticker,
      undo: () => setStack(undone),
      redo: () => setStack(redone),
      canUndo: canUndo(stack),
      canRedo: canRedo(stack),
      positioning,
      setPositioning,
    }),
    [scene, stack, change, moveSticker, positioning],
  );
}
