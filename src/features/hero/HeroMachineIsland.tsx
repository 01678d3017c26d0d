import { Component, useLayoutEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { markHeroSettled } from '~/features/home/home-data.ts';
import { HeroMachineView } from './HeroMachineView.tsx';
import { HERO_LOAD_FAILED_TEXT, HERO_ROOT_ID } from './texts.ts';

/**
 * The hero machine's island. Its prebuilt box (HeroMachine.astro) stands above the grid, while this
 * island sits after the storefront's in the page, so the storefront hydrates first (and stays the
 * page's first island); on hydration it takes over the box's live layer and renders into it.
 */
export default function HeroMachineIsland() {
  const [target, setTarget] = useState<{ root: HTMLElement; live: HTMLElement } | null>(null);

  // A layout effect: the prebuilt layer is swapped for the island's before the next paint.
  useLayoutEffect(() => {
    const root = document.getElementById(HERO_ROOT_ID);
    const live = root?.querySelector<HTMLElement>('.hm-live');
    if (!root || !live) return;
    live.replaceChildren();
    setTarget({ root, live });
  }, []);

  if (!target) return null;
  return createPortal(
    <HeroBoundary>
      <HeroMachineView root={target.root} />
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
    if (import.meta.env.DEV) console.error('[hero machine]', error);
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
