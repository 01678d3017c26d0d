/**
 * @module scene-guard
 * An assignment names a scene that exists: one that does not is a bad field (400), so no placement
 * ever points at nothing.
 */
import type { Database } from '~/db/client.ts';
import { sceneExists } from '~/db/queries/parallax-scene-writes.ts';
import { ApiError } from './errors.ts';

export async function requireSceneNamed(db: Database, name: string): Promise<void> {
  if (!(await sceneExists(db, name))) throw new ApiError(400, 'bad_request', 'Invalid scene_name', { scene_name: `No scene is named '${name}'` });
}
