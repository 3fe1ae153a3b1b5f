import type { AssetManifest, Page } from '../pipeline/types.ts';
import type { Site } from '../pipeline/collections.ts';

/** What every page template receives: the whole validated site, the page's own record and the built asset URLs. */
export interface PageProps {
  site: Site;
  page: Page;
  assets: AssetManifest;
}
