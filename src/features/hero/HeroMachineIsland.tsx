import { Component, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { createPortal, flushSync } from 'react-dom';
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
 * page's first island); on hydration it takes over the box's live layer and renders into it.
 */
export default function HeroMachineIsland() {
  const [target, setTarget] = useState<{ root: HTMLElement; live: HTMLElement; View: ComponentType<Parameters<typeof View>[0]> } | null>(null);

  // The machine's code (its view, gsap) loads once the page is idle; the prebuilt layer stays until
  // it is here, then is swapped for the island's in the same task, before the next paint.
  useEffect(() => {
    let alive = true;
    void idle()
      .then(() => import('./HeroMachineView.tsx'))
      .then(({ HeroMachineView }) => {
        const root = document.getElementById(HERO_ROOT_ID);
        const live = root?.querySelector<HTMLElement>('.hm-live');
        if (!alive || !root || !live) return;
        live.replaceChildren();
        flushSync(() => setTarget({ root, live, View: HeroMachineView }));
      })
      .catch(() => markHeroSettled());
    return () => {
      alive = false;
    };
  }, []);

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
