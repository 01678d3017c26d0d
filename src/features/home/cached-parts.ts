/**
 * @module home/cached-parts
 * The schemas of the two parts of a smart-loading answer the session cache keeps apart: the hero's
 * and the scenes'. The background worker checks cached values with them (~/client/background).
 */
import * as z from 'zod/mini';
import { smartLoadingSchema } from '~/contracts/smart-loading.ts';

/** The hero's part: its settings and candidate stickers. */
export const heroPartSchema = smartLoadingSchema.shape.hero;

/** The scenes' part: the scenes, the listings they show and the fallback scene. */
export const scenesPartSchema = z.pick(smartLoadingSchema, { parallax: true, sceneDetails: true, firstScene: true });
