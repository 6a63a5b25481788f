import { lazy, type ComponentType, type ReactElement } from 'react';
import { useScreenRecord } from './server-page';

/** React's `lazy` for a module's named export: `lazyNamed(() => import('./ReplyForm'), (module) => module.ReplyForm)`. */
export function lazyNamed<Module, Props extends object>(load: () => Promise<Module>, pick: (module: Module) => ComponentType<Props>) {
  return lazy(async () => ({ default: pick(await load()) }));
}

export interface LazyScreen<Props extends object = object> {
  (props: Props): ReactElement;
  /** Loads the module; once loaded, the component renders at once, without suspending. */
  preload: () => Promise<void>;
  /** The module's path in the build manifest (`src/storefront/catalog/catalog-screens.ts`). */
  key: string;
}

/**
 * A component that arrives in its own chunk. A screen: the server and the browser load the current
 * address's screen before rendering, so both render it straight away and hydration finds the same
 * markup; on the server the page also learns which chunk (and its styles) to name in its head.
 * A part (`part: true`, inside a Suspense boundary): only the server loads it before rendering; the
 * browser hydrates the rest of the page first and the part when its chunk has come, so the page's
 * head names only its styles.
 */
export function lazyScreen<Module, Props extends object = object>(
  key: string,
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
  { part = false }: { part?: boolean } = {},
): LazyScreen<Props> {
  let Loaded: ComponentType<Props> | undefined;
  const preload = async () => {
    Loaded = pick(await load());
  };
  const Suspended = lazyNamed(preload, () => Loaded!);
  const Screen = (props: Props) => {
    useScreenRecord(part ? `${key}#styles` : key);
    return Loaded ? <Loaded {...props} /> : <Suspended {...props} />;
  };
  return Object.assign(Screen, { preload, key });
}
