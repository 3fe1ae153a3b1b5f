import { MESSAGES } from '../../pipeline/rules.ts';
import { Icon } from '../components/Icon.tsx';
import type { PageProps } from '../page-props.ts';
import { SimplePage } from './SimplePage.tsx';

/** verify-email.ts reads ?token= and shows one of the states below; the page starts in "loading". */
export function VerifyEmailPage(props: PageProps) {
  return (
    <SimplePage {...props} entry={props.site.pages['verify-email']}>
      <div className="verify" data-verify>
        <p className="verify__state" data-verify-state="loading" role="status">
          <Icon name="loader-circle" className="spin" /> Verificando tu correo electrónico…
        </p>
        <div className="verify__state" data-verify-state="success" hidden>
          <Icon name="circle-check" size={48} className="message-page__icon" />
          <h2>{MESSAGES.verifySuccess}</h2>
          <p>Tu cuenta quedó activa. Ya puedes iniciar sesión.</p>
          <a className="button button--primary" href="/login">
            Iniciar sesión
          </a>
        </div>
        <div className="verify__state" data-verify-state="failure" hidden>
          <Icon name="circle-x" size={48} className="message-page__icon message-page__icon--error" />
          <h2>{MESSAGES.verifyFailedTitle}</h2>
          <p>{MESSAGES.verifyFailedText}</p>
          <button className="button button--quiet" type="button" data-resend>
            Reenviar correo de verificación
          </button>
        </div>
      </div>
      <noscript>
        <p className="message-page__note">La verificación necesita JavaScript activado.</p>
      </noscript>
    </SimplePage>
  );
}
