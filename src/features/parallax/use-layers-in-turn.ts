/**
 * @module parallax/use-layers-in-turn
 * How many of a scene's layers are in the page. A scene is built while it is still hidden (its
 * images loading, the hero's first animation running), seconds before it shows: its layers enter
 * the page one per frame then, each frame's style, layout and compositor work a layer's worth, never
 * the whole scene's in one long task. Once the scene shows, all of its layers are there.
 */
import { useEffect, useState } from 'react';
import { afterNextPaint } from '~/client/idle.ts';

/**
 * The number of layers to render: one more after each painted frame while `showing` is false,
 * all `total` once it is true.
 * @example const built = useLayersInTurn(model.layers.length, phase === 'initialized');
 */
export function useLayersInTurn(total: number, showing: boolean): number {
  const [built, setBuilt] = useState(0);
  useEffect(() => {
    if (showing || built >= total) return;
    let current = true;
    afterNextPaint(() => current && setBuilt(built + 1));
    return () => {
      current = false;
    };
  }, [built, total, showing]);
  return showing ? total : Math.min(built, total);
}
