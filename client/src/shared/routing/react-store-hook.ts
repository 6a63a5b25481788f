// React 19's own useSyncExternalStore, in place of the `use-sync-external-store` shim (vite.config.ts).
export { useSyncExternalStore } from 'react';
