import { useStore } from '@nanostores/react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { HERO_PORTS, type HeroPort } from '~/domain/hero-stickers.ts';
import { heroPortBox, isLocalHostname, type HeroSticker } from '~/domain/hero-machine.ts';
import { requestOpenListing } from '~/features/storefront/store.ts';
import { HERO_BACKGROUNDS } from './backgrounds.ts';
import { HeroStickerView } from './HeroStickerView.tsx';
import { backgroundStep, reset, twitch, type Running } from './motion.ts';
import { $hero, generateSticker, refreshHero, setStill, startHero, stepBackground, stepTwitch, type HeroStartOptions } from './store.ts';
import { LoadingOverlay, percentStyle, RefreshFace } from './parts.tsx';
import { HERO_BROKEN_TEXT, generateLabel, viewDetailsLabel } from './texts.ts';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

interface Props {
  /** The prebuilt machine's box: the view writes the machine's states on it and shakes its body. */
  root: HTMLElement;
  /** Options of the start (tests); by default from the page's location and media. */
  start?: Partial<HeroStartOptions>;
}

/**
 * The machine's live layer inside the prebuilt frame: the background and its shade, the three
 * ports with their stickers and buttons, the Refresh button, the status and the loading overlay.
 */
export function HeroMachineView({ root, start }: Props) {
  const hero = useStore($hero);
  const { machine, status, still } = hero;
  const shade = useRef<HTMLDivElement>(null);
  const refocus = useRef<HeroPort | null>(null);
  const onScreen = useOnScreen(root);

  useEffect(() => {
    const media = typeof matchMedia === 'function' ? matchMedia(REDUCED_MOTION) : null;
    void startHero({ isLocalhost: isLocalHostname(location.hostname), still: media?.matches ?? false, ...start });
    const onChange = (event: MediaQueryListEvent) => setStill(event.matches);
    media?.addEventListener('change', onChange);
    return () => media?.removeEventListener('change', onChange);
  }, []);

  // The machine's states live on the prebuilt box, where its frame (and the e2e tests) read them.
  useLayoutEffect(() => {
    const states = {
      hydrated: 'true',
      status,
      machineState: machine.machine,
      twitch: machine.twitch,
      backgroundState: machine.background.state,
      background: String(machine.background.index),
    };
    for (const [name, value] of Object.entries(states)) if (root.dataset[name] !== value) root.dataset[name] = value;
    root.setAttribute('aria-busy', String(status === 'loading' || machine.machine === 'reactive'));
  }, [root, status, machine.machine, machine.twitch, machine.background.state, machine.background.index]);

  const body = root.querySelector('.hm-body') ?? root;
  useLayoutEffect(() => {
    if (still) return reset(body);
    const running: Running | null = twitch(body, machine.twitch, stepTwitch);
    return () => running?.kill();
  }, [machine.twitch, still]);

  useLayoutEffect(() => {
    const target = shade.current;
    if (!target) return;
    if (still) return reset(target);
    const running = backgroundStep(target, machine.background.state, stepBackground);
    return () => running?.kill();
  }, [machine.background.state, still]);

  // A 'generate new sticker' button leaves with its sticker: focus its successor once it is attached.
  useEffect(() => {
    const port = refocus.current;
    if (!port || machine.ports[port]?.phase !== 'attached') return;
    refocus.current = null;
    if (document.activeElement === document.body || document.activeElement === null)
      root.querySelector<HTMLButtonElement>(`.hm-generate[data-port="${port}"]`)?.focus();
  }, [machine.ports]);

  const background = HERO_BACKGROUNDS[machine.background.index] ?? HERO_BACKGROUNDS[0];
  const broken = machine.machine === 'breakdown';
  const busy = status !== 'ready' || machine.machine !== 'idle';
  const message = broken ? HERO_BROKEN_TEXT : hero.message;

  return (
    <>
      <img className="hm-bg" src={background.src} alt={background.label} width="1600" height="900" decoding="async" />
      <div ref={shade} className="hm-shade" aria-hidden="true" />
      {HERO_PORTS.map((port) => (
        <div key={port} className="hm-port" data-port={port} style={percentStyle(heroPortBox(port))}>
          {machine.falling
            .filter((s) => s.portId === port)
            .map((s) => (
              <HeroStickerView key={s.key} sticker={s} still={still} onScreen={onScreen} />
            ))}
          {machine.ports[port] && <HeroStickerView key={machine.ports[port].key} sticker={machine.ports[port]} still={still} onScreen={onScreen} />}
          {machine.ports[port]?.phase === 'attached' && (
            <StickerButtons
              sticker={machine.ports[port]}
              onGenerate={() => {
                refocus.current = port;
                generateSticker(port);
              }}
            />
          )}
        </div>
      ))}
      <button
        type="button"
        className="hm-refresh"
        onClick={() => !busy && refreshHero()}
        disabled={broken}
        // Busy for a moment only: aria-disabled keeps the focus where it is, unlike disabled.
        aria-disabled={busy || undefined}
      >
        <RefreshFace />
      </button>
      <div className="hm-status" role="status">
        {message && <p>{message}</p>}
      </div>
      {status === 'loading' && <LoadingOverlay progress={hero.progress} />}
    </>
  );
}

/** An attached sticker's two buttons, below its port's ring on either side (placed by the CSS). */
function StickerButtons({ sticker, onGenerate }: { sticker: HeroSticker; onGenerate: () => void }) {
  const listing = sticker.stickerData;
  return (
    <>
      {listing && (
        <button
          type="button"
          className="hm-chip hm-details"
          data-port={sticker.portId}
          aria-label={viewDetailsLabel(listing.title)}
          title="View details"
          onClick={() => requestOpenListing(listing.etsyListingId)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="10.5" cy="10.5" r="6" fill="none" stroke="currentColor" strokeWidth="2.6" />
            <path d="M15 15l5 5" stroke="currentColor" strokeWidth="2.8" strokeLinecap="round" />
          </svg>
        </button>
      )}
      <button
        type="button"
        className="hm-chip hm-generate"
        data-port={sticker.portId}
        aria-label={generateLabel(sticker.portId)}
        title="Generate new sticker"
        onClick={onGenerate}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 3.5l1.9 4.6 4.6 1.9-4.6 1.9L12 16.5l-1.9-4.6L5.5 10l4.6-1.9z" fill="currentColor" />
          <path d="M18.5 15.5l.8 1.9 1.9.8-1.9.8-.8 1.9-.8-1.9-1.9-.8 1.9-.8z" fill="currentColor" />
        </svg>
      </button>
    </>
  );
}

/**
 * Whether the machine is on screen. Off screen its attached stickers stop re-wiggling: nobody sees
 * them, and gsap's ticker, with nothing left to run, stops asking for animation frames while the
 * shopper scrolls the grid and its scenes.
 */
function useOnScreen(element: Element): boolean {
  const [onScreen, setOnScreen] = useState(true);
  useEffect(() => {
    if (typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(([entry]) => setOnScreen(entry?.isIntersecting ?? true));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return onScreen;
}
