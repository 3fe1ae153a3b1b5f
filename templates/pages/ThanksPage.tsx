import { ChatWhen } from '../components/ChatWhen.tsx';
import { Icon } from '../components/Icon.tsx';
import { WhatsAppButton } from '../components/WhatsAppButton.tsx';
import type { PageProps } from '../page-props.ts';
import { SimplePage } from './SimplePage.tsx';

export function ThanksPage(props: PageProps) {
  const { site } = props;
  return (
    <SimplePage {...props} entry={site.pages['gracias-por-contactar']} icon={<Icon name="circle-check" size={56} className="message-page__icon" />}>
      <div className="message-page__actions">
        <a className="button button--primary" href="/">
          Volver al inicio
        </a>
        <WhatsAppButton config={site.config} message="Hola, acabo de enviarles un mensaje desde el formulario de contacto." placement="thanks" label="Escríbenos por WhatsApp" />
      </div>
      {/* Out of hours, when a new request is answered and that a service under way is answered now. */}
      <ChatWhen />
    </SimplePage>
  );
}
