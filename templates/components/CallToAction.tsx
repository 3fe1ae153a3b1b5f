import type { SiteConfig } from '../../pipeline/types.ts';
import { WhatsAppButton } from './WhatsAppButton.tsx';

interface CallToActionProps {
  config: SiteConfig;
  title: string;
  description: string;
  message: string;
}

/** The closing block of a landing page: one sentence and the chat button. */
export function CallToAction({ config, title, description, message }: CallToActionProps) {
  return (
    <section className="cta" aria-labelledby="cta-titulo">
      <div className="container cta__inner">
        <h2 id="cta-titulo" className="cta__title">
          {title}
        </h2>
        <p className="cta__text">{description}</p>
        <WhatsAppButton config={config} message={message} placement="closing" className="button--large" />
      </div>
    </section>
  );
}
