/**
 * Validators for answers of Etsy's operations, compiled from Etsy's own OpenAPI description
 * (worker/marketplace/etsy-openapi-3.0.0.json) with ajv. OpenAPI 3.0 is not JSON Schema, so the
 * schemas are translated first: `nullable` becomes a null type, formats (int64, float, ISO codes)
 * are not checked. Two tightenings make "validates" mean something, since Etsy's schemas require
 * almost nothing: no field the description does not name, and every named field present except
 * the ones Etsy itself leaves out (associations not asked for, prices the seed lacks).
 */
import { readFileSync } from 'node:fs';
import Ajv, { type ValidateFunction } from 'ajv';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

interface OpenApi {
  paths: Record<
    string,
    Record<string, { operationId?: string; responses?: Record<string, { content?: Record<string, { schema: Json }> }>; security?: Record<string, string[]>[] }>
  >;
  components: { schemas: Record<string, JsonObject> };
  security?: Record<string, string[]>[];
}

export const spec = JSON.parse(readFileSync(new URL('../../../worker/marketplace/etsy-openapi-3.0.0.json', import.meta.url), 'utf8')) as OpenApi;

/** Fields Etsy answers only on request or only when set; all other named fields must be there. */
const MAY_BE_ABSENT = new Set([
  // Associations, present only with includes=...
  'shipping_profile',
  'user',
  'shop',
  'images',
  'videos',
  'inventory',
  'production_partners',
  'translations',
  'listing',
  // Only with allow_suggested_title, and for the listing's owner.
  'suggested_title',
  // The demo shop has offerings without a price and prices without a divisor, on purpose.
  'price',
  'divisor',
]);

const isObject = (v: Json | undefined): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

function translate(node: Json): Json {
  if (Array.isArray(node)) return node.map(translate);
  if (!isObject(node)) return node;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'nullable' || key === 'example' || key.startsWith('x-')) continue;
    if (key === '$ref' && typeof value === 'string') out.$ref = value.replace(/^#/, 'etsy#');
    else if (key === 'properties' && isObject(value)) out.properties = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, translate(v)]));
    else out[key] = translate(value);
  }
  if (out.type === 'object' && isObject(out.properties)) {
    out.additionalProperties ??= false;
    out.required = Object.keys(out.properties).filter((k) => !MAY_BE_ABSENT.has(k));
  }
  if (node.nullable === true) {
    if (typeof out.type === 'string') {
      out.type = [out.type, 'null'];
      if (Array.isArray(out.enum)) out.enum = [...out.enum, null];
      return out;
    }
    return { anyOf: [{ type: 'null' }, out] };
  }
  return out;
}

const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
ajv.addSchema({ $id: 'etsy', components: { schemas: Object.fromEntries(Object.entries(spec.components.schemas).map(([k, v]) => [k, translate(v)])) } });

/** The operation's method, path and the scopes its security asks for. */
export function operation(operationId: string): { method: string; path: string; scopes: string[]; success: Json } {
  for (const [path, methods] of Object.entries(spec.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (op.operationId !== operationId) continue;
      const security = op.security ?? spec.security ?? [];
      const success = op.responses?.['200']?.content?.['application/json']?.schema ?? null;
      return { method: method.toUpperCase(), path, scopes: security.flatMap((s) => s.oauth2 ?? []), success };
    }
  }
  throw new Error(`No operation ${operationId} in Etsy's OpenAPI description`);
}

const compiled = new Map<string, ValidateFunction>();

/** A validator of the 200 answer of an Etsy operation, or of a named component schema. */
export function validatorFor(name: { operation: string } | { schema: string }): ValidateFunction {
  const key = JSON.stringify(name);
  let validate = compiled.get(key);
  if (!validate) {
    const schema = 'operation' in name ? translate(operation(name.operation).success) : { $ref: `etsy#/components/schemas/${name.schema}` };
    validate = ajv.compile(schema as object);
    compiled.set(key, validate);
  }
  return validate;
}

/** The validation errors of an answer, readable in a failed expectation (empty when valid). */
export function schemaErrors(name: { operation: string } | { schema: string }, answer: unknown): string[] {
  const validate = validatorFor(name);
  return validate(answer) ? [] : (validate.errors ?? []).slice(0, 10).map((e) => `${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`);
}
