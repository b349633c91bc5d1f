import { join } from 'node:path';

/**
 * The routes whose code a production server loads before it reports ready: the cached view of the
 * plain listings (/, /briefs, /profiles, /platforms, /streams, /personalities; see
 * core/http/page-cache/cached-views.ts), the route most visitors reach first, and with it the page
 * runtime, the root and section layouts and the data client every public page shares. Next loads
 * every other route on its first request (next.config.ts turns its preloading of all ~340 routes
 * off: about 65 MB more at idle, measured).
 */
export const PRELOADED_ROUTES = ['/(frontend)/cached-view/[view]/page'] as const;

/**
 * Loads the routes' modules and manifests as Next does on their first request (Node's module cache
 * and Next's manifest cache then hold them): code only, nothing rendered and no data read, so the
 * first visitor still gets a page made from live data with empty caches, without also waiting
 * for the code to load and compile. Call after Next has prepared. A route that fails to load is
 * left to fail on its request, where Next reports it, and does not stop the server.
 *
 * @param distDir the build folder the server serves (absolute, or relative to `projectRoot`)
 */
export async function preloadPublicRoutes(projectRoot: string, distDir: string, routes: readonly string[] = PRELOADED_ROUTES): Promise<void> {
  // Imported here, not at the top: Next's server modules need the environment next() sets up first.
  const { loadComponents } = await import('next/dist/server/load-components');
  for (const page of routes) {
    try {
      const loaded = await loadComponents({ distDir: join(projectRoot, distDir), page, isAppPath: true, isDev: false, sriEnabled: false });
      const route = loaded.ComponentMod as RouteModuleExports;
      // The page file only registers its modules: the layouts and the page are evaluated when first
      // rendered, and so are the client components' server-side copies. Evaluate them here.
      await evaluateSegments(route.tree);
      const ssrModules = (loaded.clientReferenceManifest as ClientManifest | undefined)?.ssrModuleMapping ?? {};
      const { require: requireModule } = route.__next_app__;
      for (const byExport of Object.values(ssrModules))
        for (const { id } of Object.values(byExport)) {
          // Only modules the route's own chunks hold (the rest come with chunks loaded while rendering).
          if (requireModule.m && Object.hasOwn(requireModule.m, String(id))) requireModule(id);
        }
    } catch (error) {
      console.error(`[server] could not preload ${page} (it loads on its first request): ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

/** What an app route's compiled module exports (next/dist/build/templates/app-page.ts). */
type RouteModuleExports = { tree: unknown; __next_app__: { require: WebpackRequire } };
/** webpack's require, with `m`: the module factories registered so far. */
type WebpackRequire = ((id: string | number) => unknown) & { m?: Record<string, unknown> };
type ClientManifest = { ssrModuleMapping?: Record<string, Record<string, { id: string | number }>> };

/** The kinds of module a segment of the loader tree names, each `[load, path]` (metadata images are functions of a request: left alone). */
const SEGMENT_MODULES = ['layout', 'page', 'template', 'error', 'loading', 'not-found', 'forbidden', 'unauthorized', 'global-error', 'default'];

/** Loads every module the loader tree `[segment, children, modules]` names, depth first. */
export async function evaluateSegments(node: unknown): Promise<void> {
  if (!Array.isArray(node)) return;
  const [, children, modules] = node as [unknown, Record<string, unknown> | undefined, Record<string, unknown> | undefined];
  for (const kind of SEGMENT_MODULES) {
    const entry = modules && Object.hasOwn(modules, kind) ? modules[kind] : undefined;
    if (Array.isArray(entry) && typeof entry[0] === 'function') await (entry[0] as () => Promise<unknown>)();
  }
  for (const child of Object.values(children ?? {})) await evaluateSegments(child);
}
