import type { AssetManifest, Route, Site } from '../pipeline/types.ts';

/** What every page template receives: the whole validated site, its own route and the built asset URLs. */
export interface PageProps {
  site: Site;
  route: Route;
  assets: AssetManifest;
}
