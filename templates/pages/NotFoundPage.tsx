import { MESSAGES } from '../../pipeline/rules.ts';
import { Icon } from '../components/Icon.tsx';
import type { PageProps } from '../page-props.ts';
import { SimplePage } from './SimplePage.tsx';

export function NotFoundPage(props: PageProps) {
  return (
    <SimplePage
      {...props}
      entry={props.site.pages['404']}
      icon={<Icon name="map-pin-off" size={56} className="message-page__icon" />}
      // SPEC.md's text, kept as it is written and marked as English; the h1 says it in Spanish (DECISIONS.md).
      kicker={
        <p className="message-page__kicker" lang="en">
          {MESSAGES.notFound}
        </p>
      }
    >
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
