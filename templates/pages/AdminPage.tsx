import { ADMIN_SERVICE_CATEGORIES, BLOG_CATEGORIES, SERVICE_BENEFITS, SERVICE_CARDS, SERVICE_FAQ, SHORT_DESCRIPTION_HINT } from '../../pipeline/rules.ts';
import { useId } from 'react';
import { Field, TextArea } from '../components/Field.tsx';
import { PATHS } from '../../pipeline/urls.ts';
import { BLOG_CATEGORY_LABELS, SERVICE_CATEGORY_LABELS } from '../labels.ts';
import type { PageProps } from '../page-props.ts';
import { SimplePage } from './SimplePage.tsx';


/** The demonstration panel. admin.ts shows it to the demo admin, sends visitors to /login, and denies other roles. */
export function AdminPage(props: PageProps) {
  return (
    <SimplePage {...props} entry={props.site.pages.admin}>
      <p className="message-page__note">
        Para cambiar de verdad los textos del sitio, usa el <a href={PATHS.editor}>editor de contenido</a>.
      </p>
      <noscript>
        <p className="message-page__note">El panel de demostración necesita JavaScript activado.</p>
      </noscript>
      <div className="admin-denied" data-admin-denied hidden>
        <h2>Acceso Denegado</h2>
        <p>Tu cuenta no tiene permisos de administración.</p>
        <button className="button button--quiet" type="button" data-logout>
          Cerrar sesión
        </button>
      </div>
      <div className="admin" data-admin-panel hidden>
        <p className="admin__user">
          Sesión de <strong data-admin-name /> ·{' '}
          <button className="link-button" type="button" data-logout>
            Cerrar sesión
          </button>
        </p>
        <div className="tabs__list" role="tablist" aria-label="Gestión" data-admin-tablist>
          <button className="tabs__tab" type="button" role="tab" id="tab-servicios" aria-controls="panel-servicios" aria-selected="true">
            Gestión de Servicios
          </button>
          <button className="tabs__tab" type="button" role="tab" id="tab-blog" aria-controls="panel-blog" aria-selected="false" tabIndex={-1}>
            Gestión de Blog
          </button>
        </div>
        <section id="panel-servicios" role="tabpanel" aria-labelledby="tab-servicios" className="admin__panel">
          <form className="admin-form" data-admin-form="service">
            <Field label="Título" name="title" required maxLength={47} />
            <Field label="Slug" name="slug" required pattern="[a-z0-9]+(-[a-z0-9]+)*" hint="Se genera a partir del título." />
            <TextArea label="Descripción corta" name="shortDescription" required rows={3} counter={SHORT_DESCRIPTION_HINT} minLength={70} />
            <TextArea label="Descripción completa" name="longDescription" required rows={8} />
            <TextArea label={`Tarjetas: ${SERVICE_CARDS} líneas «título | descripción»`} name="cards" required rows={6} />
            <TextArea label={`Beneficios: ${SERVICE_BENEFITS} líneas «título | descripción»`} name="benefits" required rows={4} />
            <TextArea label={`Preguntas frecuentes: ${SERVICE_FAQ.min} a ${SERVICE_FAQ.max} líneas «pregunta | respuesta»`} name="faq" required rows={4} />
            <ImageField />
            <Field label="ID del video de YouTube (opcional)" name="videoId" pattern="[\w-]{11}" />
            <Select label="Categoría" name="category" options={ADMIN_SERVICE_CATEGORIES.map((c) => [c, SERVICE_CATEGORY_LABELS[c]])} />
            <FormActions save="Guardar servicio" />
          </form>
        </section>
        <section id="panel-blog" role="tabpanel" aria-labelledby="tab-blog" className="admin__panel" hidden>
          <form className="admin-form" data-admin-form="post">
            <Field label="Título" name="title" required />
            <Field label="Slug" name="slug" required pattern="[a-z0-9]+(-[a-z0-9]+)*" hint="Se genera a partir del título." />
            <TextArea label="Extracto" name="excerpt" required rows={3} counter={SHORT_DESCRIPTION_HINT} />
            <TextArea label="Contenido (Markdown)" name="content" required rows={12} />
            <ImageField />
            <Select label="Categoría" name="category" options={BLOG_CATEGORIES.map((c) => [c, BLOG_CATEGORY_LABELS[c]])} />
            <Field label="Etiquetas (separadas por comas)" name="tags" />
            <FormActions save="Guardar artículo" />
          </form>
        </section>
      </div>
    </SimplePage>
  );
}

function ImageField() {
  const id = `image-${useId()}`;
  return (
    <div className="field">
      <label htmlFor={id}>Imagen principal (ruta o URL)</label>
      <div className="image-field">
        <img className="image-field__preview" data-image-preview src="/img/placeholder.svg" alt="" width={160} height={90} loading="lazy" hidden />
        <input id={id} type="text" name="imageUrl" data-image-url required />
        <button className="button button--quiet button--small" type="button" data-upload>
          Subir imagen
        </button>
      </div>
    </div>
  );
}

function Select({ label, name, options }: { label: string; name: string; options: (readonly [string, string])[] }) {
  const id = `admin-${name}-${options[0]?.[0]}`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} required defaultValue="">
        <option value="" disabled>
          Elige una categoría
        </option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

function FormActions({ save }: { save: string }) {
  return (
    <div className="admin-form__actions">
      <button className="button button--primary" type="submit">
        {save}
      </button>
      <button className="button button--quiet" type="button" data-download-md>
        Descargar .md
      </button>
    </div>
  );
}
