import { Icon } from '../components/Icon.tsx';
import type { PageProps } from '../page-props.ts';
import { SimplePage } from './SimplePage.tsx';

export function NotFoundPage(props: PageProps) {
  return (
    <SimplePage {...props} entry={props.site.pages['404']} icon={<Icon name="map-pin-off" size={56} className="message-page__icon" />}>
      <div className="message-page__actions">
        <a className="button button--primary" href="/">
          Volver al inicio
        </a>
        <a className="button button--quiet" href="/servicios">
          Ver servicios
        </a>
      </div>
    </SimplePage>
  );
}
