import { imageUrls } from '../../pipeline/urls.ts';
import { Icon } from './Icon.tsx';

interface VideoFacadeProps {
  videoId: string;
  title: string;
}

/**
 * A poster and a play button; video-facade.ts swaps in the youtube-nocookie player only on request, so no
 * third-party byte loads before the visitor asks. Without JavaScript the link opens the video on YouTube.
 */
export function VideoFacade({ videoId, title }: VideoFacadeProps) {
  return (
    <div className="video" data-video-facade data-video-id={videoId} data-video-title={title}>
      <a className="video__facade" href={`https://www.youtube.com/watch?v=${videoId}`} target="_blank" rel="noopener">
        <img className="video__poster" src={imageUrls.videoPoster(videoId)} width={1280} height={720} alt="" loading="lazy" decoding="async" />
        <span className="video__play" aria-hidden="true">
          <Icon name="play" size={34} />
        </span>
        <span className="visually-hidden">Reproducir el video «{title}»</span>
      </a>
    </div>
  );
}
