import type { BlogPostData, Entry } from '../../pipeline/types.ts';
import type { Drawing } from '../illustrations/trade-objects.ts';
import { imageUrls } from '../../pipeline/urls.ts';
import { CallToAction } from '../components/CallToAction.tsx';
import { Illustration } from '../illustrations/Illustration.tsx';
import { BLOG_CATEGORY_LABELS } from '../labels.ts';
import { Layout } from '../Layout.tsx';
import { spanishDate } from '../format.ts';
import type { PageProps } from '../page-props.ts';
import { blogPostingLd } from '../structured-data.ts';
import { composeMessage, type ChatOpening } from '../whatsapp-message.ts';

export function BlogPostPage(props: PageProps & { entry: Entry<BlogPostData>; drawing: Drawing }) {
  const { site, entry, drawing } = props;
  const imageUrl = imageUrls.post(entry.slug);
  const { data } = entry;
  // The post's own chat, naming its topic, on every chat link of the page.
  const message = composeMessage(data.whatsapp ?? postOpening(data.title));
  return (
    <Layout
      {...props}
      title={`${data.title} | ${site.config.brand}`}
      description={data.description}
      chatMessage={message}
      breadcrumb={[{ name: 'Inicio', href: '/' }, { name: 'Blog', href: '/blog' }, { name: data.title }]}
      jsonLd={[blogPostingLd(site.config, data, props.page.url, imageUrl)]}
    >
      <article className="article">
        <header className="container article__header">
          <p className="post-card__meta">
            <span className="badge">{BLOG_CATEGORY_LABELS[data.category]}</span>
            <time dateTime={data.date}>{spanishDate(data.date)}</time>
          </p>
          <h1 id="page-title">{data.title}</h1>
          <p className="page-hero__lead">{data.excerpt}</p>
          <p className="article__author">Por {data.author}</p>
          {/* The post's largest paint on a phone: drawn in the page, it comes with the first response instead of a
              round trip after it. The same picture stays a file for search engines (imageUrl). */}
          <Illustration drawing={drawing} inPage={{ className: 'article__image' }} />
        </header>
        <div className="container prose" dangerouslySetInnerHTML={{ __html: entry.html }} />
        <footer className="container article__footer">
          <ul className="tags" aria-label="Etiquetas">
            {data.tags.map((tag) => (
              <li key={tag}>#{tag}</li>
            ))}
          </ul>
          <a className="button button--quiet" href="/blog">
            Volver al blog
          </a>
        </footer>
      </article>
      <CallToAction
        site={site}
        title="¿Prefieres que lo hagamos nosotros?"
        description="Cuéntanos por WhatsApp tu barrio y lo que necesitas: te decimos quién va, qué verificamos de esa persona y cuándo puede ir."
        message={message}
      />
    </Layout>
  );
}

/** The chat of a post that sets none: it names the post, and asks rather than reports a fault. */
function postOpening(title: string): ChatOpening {
  return { message: `Hola, leí su artículo «${title}» y tengo una pregunta.`, label: 'Mi pregunta', problem: 'lo que quiero saber', offer: 'Puedo enviarles una foto si ayuda.' };
}
