/**
 * @module scene-builder/sidebar/Sidebar
 * The Scene Builder's sidebar 'Select your Decals': search, tags, sort, category and grouping
 * over an infinitely scrolling list of the stickers the builder can place; each is added by a
 * click, a key or a drag onto the canvas. Its list state is its own (sidebar-store.ts); its width
 * and collapsed flag belong to the parent, which saves them with the scene.
 */
import '~/features/scene-builder/sidebar/sidebar.css';
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useId, useRef } from 'react';
import type { DragEvent } from 'react';
import type { BuilderListing } from '~/contracts/listing-fields.ts';
import { DecalList } from './DecalList.tsx';
import { ResizeHandle } from './ResizeHandle.tsx';
import { SidebarControls } from './SidebarControls.tsx';
import { $counts, startSidebar } from './sidebar-store.ts';
import { clampWidth, SIDEBAR_WIDTH } from './sidebar-width.ts';

/** The sidebar's props: its callbacks, and the width and collapsed flag the parent keeps. */
export interface SidebarProps {
  /** A sticker was chosen by click, tap, Enter or Space. */
  onAdd: (listing: BuilderListing) => void;
  /**
   * A sticker started to be dragged: a mouse's HTML5 drag (its dataTransfer carries the id as
   * 'application/x-listing-id'), or a finger moved sideways (the PointerEvent; the parent follows
   * that pointer from there).
   */
  onDragStart?: (listing: BuilderListing, event: DragEvent | PointerEvent) => void;
  /** Width in CSS pixels, 300 to 800 (out-of-range values are shown clamped). */
  width: number;
  collapsed: boolean;
  onResize: (width: number) => void;
  onToggleCollapsed: () => void;
  /** 'drawer' below 900 px: full width of its container, no resizing. */
  variant?: 'panel' | 'drawer';
}

/**
 * The sidebar 'Select your Decals'.
 * @example <Sidebar width={400} collapsed={false} onAdd={add} onResize={setWidth} onToggleCollapsed={toggle} />
 */
export function Sidebar({ onAdd, onDragStart, width, collapsed, onResize, onToggleCollapsed, variant = 'panel' }: SidebarProps) {
  const root = useRef<HTMLElement>(null);
  const headingId = useId();
  const panel = variant === 'panel';
  const shownWidth = clampWidth(width);
  const edge = useCallback(() => root.current?.getBoundingClientRect().left ?? 0, []);

  // The list loads even while collapsed, so opening the sidebar shows stickers at once.
  useEffect(startSidebar, []);

  if (collapsed) {
    return (
      <aside
        className={`decal-sidebar is-collapsed is-${variant}`}
        style={panel ? { width: SIDEBAR_WIDTH.collapsed } : undefined}
        aria-label="Select your Decals"
      >
        <button type="button" className="decal-toggle" aria-label="Show the decals" aria-expanded="false" onClick={onToggleCollapsed}>
          <span aria-hidden="true">›</span>
        </button>
      </aside>
    );
  }

  return (
    <aside ref={root} className={`decal-sidebar is-${variant}`} style={panel ? { width: shownWidth } : undefined} aria-labelledby={headingId}>
      <header className="decal-header">
        <div className="decal-heading">
          <h2 id={headingId}>Select your Decals</h2>
          <Counts />
        </div>
        <button type="button" className="decal-toggle" aria-label="Hide the decals" aria-expanded="true" onClick={onToggleCollapsed}>
          <span aria-hidden="true">‹</span>
        </button>
      </header>
      <SidebarControls />
      <DecalList onAdd={onAdd} onDragStart={onDragStart} />
      {panel && <ResizeHandle width={shownWidth} onResize={onResize} onCollapse={onToggleCollapsed} edge={edge} />}
    </aside>
  );
}

/** '42 stickers', and '(340 total)' while tags filter. */
function Counts() {
  const { visible, total } = useStore($counts);
  return (
    <p className="decal-count" aria-live="polite">
      {visible !== null && `${visible} ${visible === 1 ? 'sticker' : 'stickers'}`}
      {visible !== null && total !== null && <span className="decal-total"> ({total} total)</span>}
    </p>
  );
}
