import { absoluteUrl, legalPath, PATHS } from '../../pipeline/urls.ts';
import type { Site } from '../../pipeline/collections.ts';

/**
 * Posts to the form service without JavaScript (it redirects to _next); contact-form.ts sends the same fields
 * with fetch to the AJAX endpoint, retries, and keeps a draft.
 */
export function ContactForm({ site }: { site: Site }) {
  const { config } = site;
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
      <div className="field">
        <label htmlFor="contact-name">Nombre</label>
        <input id="contact-name" name="name" type="text" required autoComplete="name" />
      </div>
      <div className="field">
        <label htmlFor="contact-email">Correo electrónico</label>
        <input id="contact-email" name="email" type="email" required autoComplete="email" inputMode="email" />
      </div>
      <div className="field">
        <label htmlFor="contact-phone">
          Teléfono <span className="field__optional">(opcional)</span>
        </label>
        <input id="contact-phone" name="phone" type="tel" autoComplete="tel" inputMode="tel" />
      </div>
      <div className="field field--wide">
        <label htmlFor="contact-message">Mensaje</label>
        <textarea id="contact-message" name="message" rows={5} required />
      </div>
      <div className="field field--wide field--check">
        <input id="contact-consent" name="consentimiento" type="checkbox" value="acepto" required />
        <label htmlFor="contact-consent">
          Autorizo a {config.legal.razonSocial} ({config.brand}), responsable del tratamiento, a usar mis datos para
          responder este mensaje y coordinar el servicio que pida, según su{' '}
          <a href={legalPath(config, 'privacy')}>política de privacidad</a>.
        </label>
      </div>
      <div className="field--wide contact-form__actions">
        <button className="button button--primary button--large" type="submit" data-submit>
          Enviar mensaje
        </button>
        <p className="contact-form__status" data-form-status role="status" />
      </div>
    </form>
  );
}
