import type { SiteConfig } from '../../pipeline/types.ts';
import { BrandIcon } from './Icon.tsx';

/**
 * Both stores in the HTML; site.ts hides the one that does not match the visitor's device. Google Play comes first:
 * most visitors use Android, and hiding the last button of the row moves nothing else.
 */
export function StoreButtons({ config }: { config: SiteConfig }) {
  return (
    <div className="store-buttons">
      <a className="store-button" href={config.stores.android} target="_blank" rel="noopener" data-store="android">
        <BrandIcon name="googleplay" size={22} />
        <span>
          <small>Disponible en</small> Google Play
        </span>
      </a>
      <a className="store-button" href={config.stores.ios} target="_blank" rel="noopener" data-store="ios">
        <BrandIcon name="apple" size={24} />
        <span>
          <small>Descárgala en el</small> App Store
        </span>
      </a>
    </div>
  );
}
