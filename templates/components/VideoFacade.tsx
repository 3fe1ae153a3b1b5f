import { LaterPicture } from './LaterPicture.tsx';
import { imageUrls } from '../../pipeline/urls.ts';
import { Icon } from './Icon.tsx';

interface VideoFacadeProps {
  videoId: string;
  title: string;
  /**
   * A poster filling its box (the landing's hero), or a row of a thumbnail and a line of text that opens into the
   * player (service pages, where a full-width poster would take a phone's second screen).
   */
  layout?: 'poster' | 'row';
}

/**
 * A poster and a play button; video-facade.ts swaps in the youtube-nocookie player only on request, so no
 * third-party byte loads before the visitor asks. Without JavaScript the link opens the video on YouTube.
 */
export function VideoFacade({ videoId, title, layout = 'poster' }: VideoFacadeProps) {
  const poster = <LaterPicture className="video__poster" src={imageUrls.videoPoster(videoId)} width={1280} height={720} alt="" loading="lazy" decoding="async" />;
  const play = (
    <span className="video__play" aria-hidden="true">
      <Icon name="play" size={layout === 'row' ? 22 : 34} />
    </span>
  );
  return (
    <div className={`video video--${layout}`} data-video-facade data-video-id={videoId} data-video-title={title}>
      <a className="video__facade" href={`https://www.youtube.com/watch?v=${videoId}`} target="_blank" rel="noopener">
        {layout === 'row' ? (
          <>
            <span className="video__thumb">
              {poster}
              {play}
            </span>
            <span className="video__caption">
              <strong className="video__action">
                Reproducir el video<span className="visually-hidden"> «{title}»</span>
              </strong>
              <span className="video__note">Se carga solo cuando lo abres, así no gasta tus datos antes.</span>
            </span>
          </>
        ) : (
          <>
            {poster}
            {play}
            <span className="visually-hidden">Reproducir el video «{title}»</span>
          </>
        )}
      </a>
    </div>
  );
}
