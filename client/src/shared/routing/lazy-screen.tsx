import { lazy, type ComponentType, type ReactElement } from 'react';
import { useScreenRecord } from './server-page';

export interface LazyScreen {
  (): ReactElement;
  /** Loads the screen's module; once loaded, the screen renders at once, without suspending. */
  preload: () => Promise<void>;
  /** The module's path in the build manifest (`src/storefront/catalog/catalog-screens.ts`). */
  key: string;
}

/**
 * A screen that arrives in its own chunk. The server and the browser load the current address's
 * screen before rendering, so both render it straight away and hydration finds the same markup;
 * on the server the page also learns which chunk (and its styles) to name in its head.
 */
export function lazyScreen<Module>(key: string, load: () => Promise<Module>, pick: (module: Module) => ComponentType): LazyScreen {
  let Loaded: ComponentType | undefined;
  const preload = async () => {
    Loaded = pick(await load());
  };
  const Suspended = lazy(async () => {
    await preload();
    return { default: Loaded! };
  });
  const Screen = () => {
    useScreenRecord(key);
    return Loaded ? <Loaded /> : <Suspended />;
  };
  return Object.assign(Screen, { preload, key });
}
