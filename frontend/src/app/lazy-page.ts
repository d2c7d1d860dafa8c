import { type ComponentType, lazy } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
type AnyComponent = ComponentType<any>;

/** React.lazy for a module's named export, so each page becomes its own chunk of the production bundle. */
export function lazyPage<Module extends Record<Name, AnyComponent>, Name extends string>(load: () => Promise<Module>, name: Name) {
  return lazy(async () => ({ default: (await load())[name] }));
}
