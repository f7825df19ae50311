import { type ComponentType, type LazyExoticComponent, lazy } from "react";

/** A lazily loaded page that can also be loaded ahead of rendering. */
export interface LazyRoute {
  /** The page once its module has loaded. */
  loaded: ComponentType | null;
  lazy: LazyExoticComponent<ComponentType>;
  preload(): Promise<ComponentType>;
}

/**
 * Like React.lazy, but once the module is loaded (by `preload()` or a first render) the page
 * renders directly, without suspending. main.tsx preloads the current route before the first
 * render, so the app shell of index.html gives way to the page itself, not to a spinner.
 */
export function lazyRoute<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyRoute {
  let pending: Promise<ComponentType> | null = null;
  const route: LazyRoute = {
    loaded: null,
    preload() {
      pending ??= load().then((m) => {
        route.loaded = pick(m);
        return route.loaded;
      });
      return pending;
    },
    lazy: lazy(() => route.preload().then((component) => ({ default: component }))),
  };
  return route;
}

/** Renders a lazy route's page. */
export function LazyPage({ route }: { route: LazyRoute }) {
  const Page = route.loaded ?? route.lazy;
  return <Page />;
}
