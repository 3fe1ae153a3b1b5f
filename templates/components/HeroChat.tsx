import type { ReactNode } from 'react';
import { LaterPicture } from './LaterPicture.tsx';
import type { Site } from '../../pipeline/collections.ts';
import { imageUrls, PATHS, whatsappUrl } from '../../pipeline/urls.ts';
import { QR_SIZE } from '../illustrations/chat-qr.ts';
import { composeMessage, DEFAULT_LABEL, DEFAULT_QUESTION, URGENCIES, urgencyChoices, type ChatOpening, type UrgencyId } from '../whatsapp-message.ts';
import { ChatWhen } from './ChatWhen.tsx';
import { Icon } from './Icon.tsx';
import { Cached } from './Cached.tsx';
import { WhatsAppButton } from './WhatsAppButton.tsx';

/** The claims of a page that covers many services (landing, hubs), whose people and warranty terms differ by service. */
export const GENERAL_CLAIMS = ['Personas verificadas para cada oficio', 'Garantía, reemplazo o reembolso según el servicio'];
/** How an order goes where the page covers many services: nothing in it depends on how one job happens. */
const GENERAL_STEPS = [
  'Nos escribes con tu barrio y lo que necesitas.',
  'Te decimos quién lo hace, cuándo y cómo: en tu casa o negocio, en el taller o recogiendo y devolviendo.',
  'Respondemos por lo que la página del servicio promete.',
];

interface HeroChatProps {
  site: Site;
  /** The page's URL: its QR code is drawn under it (pipeline/pictures/pictures.tsx). */
  pageUrl: string;
  opening: ChatOpening;
  /** The claims this page may make (DECISIONS.md), shown in one line under the button. */
  claims: string[];
  /** How an order goes, three steps; pages on many services (landing, hubs) leave it to GENERAL_STEPS. */
  steps?: string[];
  label?: string;
  /** Whether the page's service answers at every hour (site.yaml `legal.hours.allDay`). */
  allDay?: boolean;
  /** The answers to "¿Para cuándo?" the page offers (urgencyChoices); none leaves the question out. */
  urgencies?: UrgencyId[];
  /** Right under the button: who answers the chat (a service page, when site.yaml names someone). */
  whoAnswers?: ReactNode;
  /** Last, under how an order goes: where the people go and how the money works (a service page). */
  terms?: ReactNode;
}

/**
 * The hero's way to order: the WhatsApp button (with a QR code of the same link beside it on desktop), the claims
 * that earn trust, the optional questions that fill in the message (client/request-builder.ts shows them and
 * rewrites every chat link of the page; without JavaScript they stay hidden and the plain link works), and how an
 * order by WhatsApp goes.
 */
export function HeroChat({ site, pageUrl, opening, claims, steps = GENERAL_STEPS, label, allDay = false, urgencies = urgencyChoices('varios'), whoAnswers, terms }: HeroChatProps) {
  const { config } = site;
  const message = composeMessage(opening);
  return (
    <div className="hero-chat" data-hides-floating>
      <div className="hero-chat__main">
        <WhatsAppButton config={config} message={message} placement="hero" label={label} className="button--large" />
        {whoAnswers}
        <ChatWhen allDay={allDay} />
        <TrustStrip claims={claims} />
        <RequestBuilder site={site} opening={opening} urgencies={urgencies} allDay={allDay} />
        <ChatSteps steps={steps} />
        {terms}
      </div>
      <figure className="hero-chat__qr">
        <LaterPicture src={imageUrls.chatQr(pageUrl)} width={QR_SIZE} height={QR_SIZE} loading="lazy" alt="Código QR para abrir el chat de WhatsApp en tu celular" />
        <figcaption>Escanéalo con tu celular y el chat se abre allí.</figcaption>
      </figure>
    </div>
  );
}

/** The claims a page may make; pages of one kind of job make the same, so the strip is cached by its words. */
export function TrustStrip({ claims }: { claims: string[] }) {
  return (
    <Cached name="trust strip" varies={claims}>
      {() => (
        <ul className="trust" aria-label="Lo que te garantizamos">
          {claims.map((claim) => (
            <li key={claim}>
              <Icon name="circle-check" size={18} />
              {claim}
            </li>
          ))}
        </ul>
      )}
    </Cached>
  );
}

/** The three steps of an order by WhatsApp, folded so that the hero stays short on a phone; cached by their words. */
function ChatSteps({ steps }: { steps: string[] }) {
  return (
    <Cached name="order steps" varies={steps}>
      {() => (
        <details className="hero-chat__how">
          <summary>Cómo funciona el pedido por WhatsApp</summary>
          <ol>
            {steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </details>
      )}
    </Cached>
  );
}

/**
 * The visitor's optional answers; `hidden` until the script shows them. The barrios come from the service area's
 * file when the visitor opens the questions: as options in every page they would cost 0.5 KB of its first round trip.
 * The same on every page but for the opening's words, which are written into its slots (a cached part).
 */
function RequestBuilder({ site, opening, urgencies, allDay }: { site: Site; opening: ChatOpening; urgencies: UrgencyId[]; allDay: boolean }) {
  const words = {
    message: opening.message,
    problem: opening.problem,
    offer: opening.offer,
    label: opening.label ?? DEFAULT_LABEL,
    question: opening.question ?? DEFAULT_QUESTION,
    chat: whatsappUrl(site.config, composeMessage(opening)),
  };
  return (
    <Cached name="request builder" varies={[allDay, ...urgencies]} slots={words}>
      {(slots) => (
        <details
          className="chat-request"
          hidden
          data-request-builder
          data-message={slots.message}
          data-problem={slots.problem}
          data-offer={slots.offer}
          data-label={slots.label}
          data-all-day={allDay ? '' : undefined}
        >
          <summary>
            Agregar barrio y detalle <span className="chat-request__optional">(opcional)</span>
          </summary>
          <div className="chat-request__fields">
            <div className="field">
              <label htmlFor="chat-barrio">Barrio o municipio</label>
              <select id="chat-barrio" name="barrio" data-chat-barrio={`${site.basePath}${PATHS.serviceArea}`}>
                <option value="">Elige tu barrio</option>
                <option value="otro" data-other>
                  Otro barrio o municipio
                </option>
              </select>
            </div>
            <div className="field" hidden data-chat-other-field>
              <label htmlFor="chat-barrio-otro">¿Cuál?</label>
              <input id="chat-barrio-otro" name="barrio-otro" type="text" maxLength={60} autoComplete="address-level3" data-chat-other />
            </div>
            {urgencies.length > 0 ? (
              <fieldset className="field chat-request__urgency">
                <legend className="field__label">¿Para cuándo?</legend>
                {urgencies.map((id) => (
                  <label key={id} className="chat-request__choice">
                    <input type="radio" name="urgencia" value={id} data-chat-urgency />
                    {URGENCIES[id].label}
                  </label>
                ))}
              </fieldset>
            ) : null}
            <div className="field">
              <label htmlFor="chat-problema">{slots.question}</label>
              <input id="chat-problema" name="problema" type="text" maxLength={120} placeholder={slots.problem} data-chat-problem />
            </div>
            <p className="chat-request__preview">
              {/* Written by the script, the only one that ever shows these questions. */}
              <strong>Tu mensaje:</strong> <span data-chat-preview />
            </p>
            <WhatsAppButton config={site.config} link={slots.chat} placement="questions" label="Enviar por WhatsApp" className="button--small" />
          </div>
        </details>
      )}
    </Cached>
  );
}
