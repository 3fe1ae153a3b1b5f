import { MESSAGES } from '../../pipeline/rules.ts';
import type { PageProps } from '../page-props.ts';
import { SimplePage } from './SimplePage.tsx';

/** The demo login; login.ts checks the account in the browser, so the page says it needs JavaScript. */
export function LoginPage(props: PageProps) {
  return (
    <SimplePage {...props} entry={props.site.pages.login}>
      {/* POST, so that a password never lands in an address (history, logs) when the script has not run. */}
      <form className="auth-form" method="post" data-login-form data-busy-label={MESSAGES.verifying} noValidate={false}>
        <div className="field">
          <label htmlFor="login-email">Correo electrónico</label>
          <input id="login-email" name="email" type="email" required autoComplete="username" />
        </div>
        <div className="field">
          <label htmlFor="login-password">Contraseña</label>
          <input id="login-password" name="password" type="password" required autoComplete="current-password" />
        </div>
        <button className="button button--primary button--large" type="submit" data-submit>
          Iniciar sesión
        </button>
      </form>
      <noscript>
        <p className="message-page__note">Para iniciar sesión necesitas activar JavaScript en tu navegador.</p>
      </noscript>
    </SimplePage>
  );
}
