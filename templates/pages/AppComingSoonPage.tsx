import { Icon } from '../components/Icon.tsx';
import { StoreButtons } from '../components/StoreButtons.tsx';
import type { PageProps } from '../page-props.ts';
import { SimplePage } from './SimplePage.tsx';

export function AppComingSoonPage(props: PageProps) {
  const { site } = props;
  return (
    <SimplePage {...props} entry={site.pages['app-coming-soon']} icon={<Icon name="smartphone" size={56} className="message-page__icon" />}>
      <StoreButtons config={site.config} />
      <div className="message-page__actions">
        <a className="button button--quiet" href="/">
          Volver al inicio
        </a>
      </div>
    </SimplePage>
  );
}
