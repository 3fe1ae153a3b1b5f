import { LaterPicture } from '../components/LaterPicture.tsx';
import type { Drawing } from '../illustrations/trade-objects.ts';
import { BLOG_CARD_TAGS } from '../../pipeline/rules.ts';
import { imageUrls, postPath } from '../../pipeline/urls.ts';
import { Icon } from '../components/Icon.tsx';
import { PageIntro } from '../components/PageIntro.tsx';
import { Illustration } from '../illustrations/Illustration.tsx';
import { BLOG_CATEGORY_LABELS } from '../labels.ts';
import { Layout } from '../Layout.tsx';
import { spanishDate } from '../format.ts';
import type { PageProps } from '../page-props.ts';

/**
 * The four posts as cards, each card one link to its post (named by the title; the whole card answers a tap). The
 * first card's picture, the largest paint on a phone, is drawn in the page (`firstDrawing`) so that it comes with the
 * first response; the others are files loaded as they near the screen.
 */
export function BlogListPage(props: PageProps & { firstDrawing?: Drawing }) {
  const { site, firstDrawing } = props;
  const { data } = site.blog;
  return (
    <Layout {...props} title={`${data.title} | ${site.config.brand}`} description={data.description}>
      <PageIntro title={data.heading} lead={data.intro} />
      <div className="container section">
        <ul className="post-grid">
          {site.posts.map((post, i) => (
            <li key={post.slug} className="post-card card--link">
              {i === 0 && firstDrawing ? (
                <Illustration drawing={firstDrawing} inPage={{ className: 'post-card__image' }} />
              ) : (
                <LaterPicture className="post-card__image" src={imageUrls.post(post.slug)} width={800} height={450} alt="" loading="lazy" decoding="async" />
              )}
              <div className="post-card__body">
                <p className="post-card__meta">
                  <span className="badge">{BLOG_CATEGORY_LABELS[post.data.category]}</span>
                  <time dateTime={post.data.date}>{spanishDate(post.data.date)}</time>
                </p>
                <h2 className="post-card__title">
                  <a href={postPath(post.slug)}>{post.data.title}</a>
                </h2>
                <p>{post.data.excerpt}</p>
                <ul className="tags" aria-label="Etiquetas">
                  {post.data.tags.slice(0, BLOG_CARD_TAGS).map((tag) => (
                    <li key={tag}>#{tag}</li>
                  ))}
                </ul>
                <p className="post-card__author">
                  <Icon name="user-round" size={16} /> {post.data.author}
                </p>
                <span className="button button--quiet button--small post-card__more" aria-hidden="true">
                  Leer más
                </span>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </Layout>
  );
}
