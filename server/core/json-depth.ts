import type { RequestHandler } from 'express';
import { badInput } from './errors.js';

/** How deep a JSON body may nest (CONTRACT §12): no shop's body comes near it. */
export const MAX_JSON_DEPTH = 64;
export const TOO_DEEP_MESSAGE = `Вложенность глубже ${MAX_JSON_DEPTH} уровней`;

/**
 * Whether a parsed JSON value nests deeper than `max` arrays and objects. Walked with a stack of
 * its own, not by recursion, so a value nested 100 000 times cannot overflow the call stack.
 */
export function nestsDeeperThan(value: unknown, max = MAX_JSON_DEPTH): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth >= max) return true;
    for (const inner of Array.isArray(node) ? node : Object.values(node)) {
      if (inner !== null && typeof inner === 'object') stack.push([inner, depth + 1]);
    }
  }
  return false;
}

/** A JSON body nested too deep is refused before anything (a cache key, a validator, a resolver) walks it. */
export const refuseDeepJson: RequestHandler = (req, _res, next) => next(nestsDeeperThan(req.body) ? badInput({ body: TOO_DEEP_MESSAGE }) : undefined);
