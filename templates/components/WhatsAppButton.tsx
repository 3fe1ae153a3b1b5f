import { MESSAGES } from '../../pipeline/rules.ts';
import type { SiteConfig } from '../../pipeline/types.ts';
import { whatsappUrl } from '../../pipeline/urls.ts';
import { chatMark, type ChatPlacement } from '../analytics-marks.ts';
import { BrandIcon } from './Icon.tsx';

interface WhatsAppButtonProps {
  config: SiteConfig;
  message: string;
  /** Where it sits on the page, for the analytics. */
  placement: ChatPlacement;
  label?: string;
  className?: string;
}

/** The one way to order: a chat with the business number, in a new tab. */
export function WhatsAppButton({ config, message, placement, label = MESSAGES.whatsappButton, className = '' }: WhatsAppButtonProps) {
  return (
    <a className={`button button--whatsapp ${className}`.trim()} href={whatsappUrl(config, message)} target="_blank" rel="noopener" data-whatsapp={chatMark(config, placement)}>
      <BrandIcon name="whatsapp" size={20} />
      {label}
    </a>
  );
}

/** Bottom right on pages that sell a service; site.ts hides it while a form, the hero's chat or the footer is in view. */
export function FloatingWhatsApp({ config, message }: { config: SiteConfig; message: string }) {
  return (
    <a className="floating floating--whatsapp" href={whatsappUrl(config, message)} target="_blank" rel="noopener" data-whatsapp={chatMark(config, 'floating')} data-floating>
      <BrandIcon name="whatsapp" size={28} />
      <span className="visually-hidden">Escríbenos por WhatsApp</span>
    </a>
  );
}
