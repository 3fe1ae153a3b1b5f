import { MESSAGES } from '../../pipeline/rules.ts';
import type { SiteConfig } from '../../pipeline/types.ts';
import { whatsappUrl } from '../../pipeline/urls.ts';
import { chatMark, type ChatPlacement } from '../analytics-marks.ts';
import { BrandIcon } from './Icon.tsx';
import { Cached } from './Cached.tsx';

type WhatsAppButtonProps = {
  config: SiteConfig;
  /** Where it sits on the page, for the analytics. */
  placement: ChatPlacement;
  label?: string;
  className?: string;
  /**
   * The message is the button's own (a job's), not the page's: marked data-own-chat instead of data-whatsapp, the
   * page's chat links that the request builder rewrites with the visitor's answers (client/request-builder.ts).
   */
  ownMessage?: boolean;
  /** The chat's first message; or the chat link itself, where a cached part has a slot for each page's own. */
} & ({ message: string } | { link: string });

/** The one way to order: a chat with the business number, in a new tab. */
export function WhatsAppButton(props: WhatsAppButtonProps) {
  const { config, placement, label = MESSAGES.whatsappButton, className = '', ownMessage = false } = props;
  const href = 'link' in props ? props.link : whatsappUrl(config, props.message);
  const mark = { [ownMessage ? 'data-own-chat' : 'data-whatsapp']: chatMark(config, placement) };
  return (
    <a className={`button button--whatsapp ${className}`.trim()} href={href} target="_blank" rel="noopener" {...mark}>
      <BrandIcon name="whatsapp" size={20} />
      {label}
    </a>
  );
}

/**
 * Bottom right on pages that sell a service; site.ts hides it while a form, the hero's chat or the footer is in view.
 * The same on every page but for its link (a cached part).
 */
export function FloatingWhatsApp({ config, message }: { config: SiteConfig; message: string }) {
  return (
    <Cached name="floating chat" slots={{ chat: whatsappUrl(config, message) }}>
      {(slots) => (
        <a className="floating floating--whatsapp" href={slots.chat} target="_blank" rel="noopener" data-whatsapp={chatMark(config, 'floating')} data-floating>
          <BrandIcon name="whatsapp" size={28} />
          <span className="visually-hidden">Escríbenos por WhatsApp</span>
        </a>
      )}
    </Cached>
  );
}
