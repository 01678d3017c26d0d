import type { CSSProperties } from 'react';

/** What a loading scene says it is doing. */
export const LOADING_TEXTS = { data: 'Loading scene data', images: 'Loading images' } as const;

interface Props {
  step: keyof typeof LOADING_TEXTS;
  progress: number;
}

/** The slim bar a scene shows while it loads (and the prebuilt box shows before any script). */
export function ParallaxSceneProgress({ step, progress }: Props) {
  const text = LOADING_TEXTS[step];
  return (
    <div className="parallax-loading">
      <span className="parallax-loading-text">{text}</span>
      <div
        className="parallax-progress"
        role="progressbar"
        aria-label="Scene loading"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        aria-valuetext={`${text}, ${progress}%`}
      >
        <span style={{ '--progress': progress / 100 } as CSSProperties} />
      </div>
    </div>
  );
}
