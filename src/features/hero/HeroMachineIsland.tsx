import { Component, startTransition, useEffect, useLayoutEffect, useState, type ComponentType, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { devError } from '~/client/dev-log.ts';
import { whenIdle } from '~/client/idle.ts';
import { markHeroSettled } from '~/features/home/home-data.ts';
import type { HeroMachineView as View } from './HeroMachineView.tsx';
import { HERO_LOAD_FAILED_TEXT, HERO_ROOT_ID } from './texts.ts';

/** Waits for the page to be idle (at most 2 s), so the machine's code never competes with the grid's. */
const idle = () => new Promise<void>((resolve) => whenIdle(resolve, 2000, 200));

/**
 * The hero machine's island. Its prebuilt box (HeroMachine.astro) stands above the grid, while this
 * island sits after the storefront's in the page, so the storefront hydrates first (and stays the
 * page's first island); on hydration it renders a live layer of its own, which replaces the box's.
 */
export default function HeroMachineIsland() {
  const [target, setTarget] = useState<{
    root: HTMLElement;
    /** The prebuilt live layer, shown until the island's is ready. */
    prebuilt: HTMLElement;
    /** The island's live layer: rendered off the page, then put in the prebuilt one's place. */
    live: HTMLElement;
    View: ComponentType<Parameters<typeof View>[0]>;
  } | null>(null);

  // The machine's code (its view, gsap) loads once the page is idle. Its first render is a
  // transition into a layer of its own, off the page: React builds it in slices of a few
  // milliseconds, so the page stays responsive, while the prebuilt layer stays on screen.
  useEffect(() => {
    let alive = true;
    void idle()
      .then(() => import('./HeroMachineView.tsx'))
      .then(({ HeroMachineView }) => {
        const root = document.getElementById(HERO_ROOT_ID);
        const prebuilt = root?.querySelector<HTMLElement>('.hm-live');
        if (!alive || !root || !prebuilt) return;
        const live = prebuilt.cloneNode(false) as HTMLElement;
        startTransition(() => setTarget({ root, prebuilt, live, View: HeroMachineView }));
      })
      .catch(() => markHeroSettled());
    return () => {
      alive = false;
    };
  }, []);

  // The two layers swap in the commit that filled the island's, before the next paint.
  useLayoutEffect(() => {
    if (target?.prebuilt.isConnected) target.prebuilt.replaceWith(target.live);
  }, [target]);

  if (!target) return null;
  const { View: Machine } = target;
  return createPortal(
    <HeroBoundary>
      <Machine root={target.root} />
    </HeroBoundary>,
    target.live,
  );
}

/** A crash of the decorative machine stays inside its box, and still lets the scenes show. */
class HeroBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    markHeroSettled();
    devError('[hero machine]', error);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="hm-status" role="status">
        <p>{HERO_LOAD_FAILED_TEXT}</p>
      </div>
    );
  }
}
