import { absoluteUrl, legalPath, PATHS } from '../../pipeline/urls.ts';
import type { Site } from '../../pipeline/collections.ts';

/**
 * Posts to the form service without JavaScript (it redirects to _next); contact-form.ts sends the same fields
 * with fetch to the AJAX endpoint, retries, and keeps a draft. While site.yaml's form endpoints are placeholders
 * (`site.formSends`), every control is disabled and a line sends the visitor to the chat (`chat`): no message goes to
 * an inbox nobody reads, under a consent that names a placeholder company (DECISIONS.md "Previews and the live site").
 */
export function ContactForm({ site, chat }: { site: Site; chat: string }) {
  const { config } = site;
  const off = !site.formSends;
  return (
    <form
      className="contact-form"
      action={config.form.endpoint}
      method="post"
      data-contact-form
      data-ajax-endpoint={config.form.ajaxEndpoint}
    >
      <input type="hidden" name="_next" value={absoluteUrl(config, PATHS.thanks)} />
      <input type="hidden" name="_subject" value={`Nuevo mensaje de contacto desde ${config.brand}`} data-subject-prefix={`Nuevo mensaje de`} />
      <input type="hidden" name="_captcha" value="false" />
      <input type="hidden" name="_template" value="table" />
      <div className="honeypot" aria-hidden="true">
        <label>
          No llenes este campo
          <input type="text" name="_honey" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      {off ? (
        <p className="field--wide contact-form__off" data-form-off>
          Este formulario todavía no recibe mensajes.{' '}
          <a href={chat} target="_blank" rel="noopener">
            Escríbenos por WhatsApp
          </a>{' '}
          y te respondemos ahí.
        </p>
      ) : null}
      <div className="field">
        <label htmlFor="contact-name">Nombre</label>
        <input id="contact-name" name="name" type="text" required autoComplete="name" disabled={off} />
      </div>
      <div className="field">
        <label htmlFor="contact-email">Correo electrónico</label>
        <input id="contact-email" name="email" type="email" required autoComplete="email" inputMode="email" disabled={off} />
      </div>
      <div className="field">
        <label htmlFor="contact-phone">
          Teléfono <span className="field__optional">(opcional)</span>
        </label>
        <input id="contact-phone" name="phone" type="tel" autoComplete="tel" inputMode="tel" disabled={off} />
      </div>
      <div className="field field--wide">
        <label htmlFor="contact-message">Mensaje</label>
        <textarea id="contact-message" name="message" rows={5} required disabled={off} />
      </div>
      <div className="field field--wide field--check">
        <input id="contact-consent" name="consentimiento" type="checkbox" value="acepto" required disabled={off} />
        <label htmlFor="contact-consent">
          Autorizo a {config.legal.razonSocial} ({config.brand}), responsable del tratamiento, a usar mis datos para
          responder este mensaje y coordinar el servicio que pida, según su{' '}
          <a href={legalPath(config, 'privacy')}>política de privacidad</a>.
        </label>
      </div>
      <div className="field--wide contact-form__actions">
        <button className="button button--primary button--large" type="submit" data-submit disabled={off}>
          Enviar mensaje
        </button>
        <p className="contact-form__status" data-form-status role="status" />
      </div>
    </form>
  );
}
