import { type ComponentType, lazy } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
type AnyComponent = ComponentType<any>;

/** A page loaded on first render; `preload()` starts loading its chunk earlier (the browser loads a module once). */
export type LazyPage<Component extends AnyComponent> = ReturnType<typeof lazy<Component>> & { preload: () => void };

/** React.lazy for a module's named export, so each page becomes its own chunk of the production bundle. */
export function lazyPage<Module extends Record<Name, AnyComponent>, Name extends string>(load: () => Promise<Module>, name: Name): LazyPage<Module[Name]> {
  const preload = () => void load().catch(() => undefined);
  return Object.assign(
    lazy(async () => ({ default: (await load())[name] })),
    { preload },
  );
}
