import './scene-builder.css';
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useRef, useState, type CSSProperties } from 'react';
import { fetchListing } from '~/client/listings.ts';
import { ConfirmDialog } from '~/components/ui/ConfirmDialog.tsx';
import { Modal } from '~/components/ui/Modal.tsx';
import { Toast } from '~/components/ui/Toast.tsx';
import type { BuilderListing } from '~/contracts/listing-fields.ts';
import { PX_PER_INCH } from '~/domain/scene-scale.ts';
import { isAdminLocation } from '~/features/storefront/admin-flag.ts';
import { CalibrateDialog } from './CalibrateDialog.tsx';
import { Canvas } from './Canvas.tsx';
import { ShoppingList } from './ShoppingList.tsx';
import { Sidebar } from './sidebar/Sidebar.tsx';
import { StickerDetails } from './StickerDetails.tsx';
import {
  $prefs,
  $restoreOffer,
  $scene,
  $selected,
  $sharedScene,
  addListing,
  answerRestoreOffer,
  clearScene,
  dismissRestoreOffer,
  keepSharedScene,
  leaveSharedScene,
  openSharedScene,
  shareLink,
  hasUnsavedChanges,
  openSavedScene,
  perform,
  redo,
  removeSticker,
  select,
  setPrefs,
  undo,
  UNSAVED_WARNING,
} from './store.ts';
import { DRAWER_QUERY } from './view.ts';
import { Toolbar } from './Toolbar.tsx';

// The admin's dialogs and their schemas load only when the admin opens one.
const SaveParallaxDialog = lazy(async () => ({ default: (await import('./ParallaxSceneDialogs.tsx')).SaveParallaxDialog }));
const LoadParallaxDialog = lazy(async () => ({ default: (await import('./ParallaxSceneDialogs.tsx')).LoadParallaxDialog }));
import { showToast } from '~/components/ui/toast.ts';
import { SCENE_BACKGROUND_PARAM, SHARE_PARAM } from '~/domain/scene-share.ts';
import { copyText } from '~/client/clipboard.ts';

/** Nudges: a sixteenth of an inch, a quarter with Shift. */
const NUDGE_PX = PX_PER_INCH / 16;
const BIG_NUDGE_PX = PX_PER_INCH / 4;
/** Below this width the sidebar is a drawer over the canvas. */

const ARROWS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/** The Scene Builder: the sidebar of decals, the canvas, the selected sticker's details, and its dialogs. */
export default function SceneBuilder() {
  const prefs = useStore($prefs);
  const restoreOffer = useStore($restoreOffer);
  const shared = useStore($sharedScene);
  const [link, setLink] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'clear' | 'list' | 'calibrate' | 'save-parallax' | 'load-parallax' | null>(null);
  // Read after the first render: the prebuilt page is the shopper's.
  const [admin, setAdmin] = useState(false);
  const [drawer, setDrawer] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const dragged = useRef<BuilderListing | null>(null);

  useEffect(() => {
    setAdmin(isAdminLocation(location));
    const search = new URLSearchParams(location.search);
    const param = search.get(SHARE_PARAM);
    if (param) void openSharedScene(param, search.get(SCENE_BACKGROUND_PARAM)).then((ok) => ok || openSavedScene());
    else openSavedScene();
    const query = matchMedia(DRAWER_QUERY);
    const follow = () => setDrawer(query.matches);
    follow();
    query.addEventListener('change', follow);
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (!hasUnsavedChanges()) return;
      event.preventDefault();
      event.returnValue = UNSAVED_WARNING;
      return UNSAVED_WARNING;
    };
    addEventListener('beforeunload', beforeUnload);
    return () => {
      query.removeEventListener('change', follow);
      removeEventListener('beforeunload', beforeUnload);
    };
  }, []);

  // Keyboard: undo and redo anywhere; arrows, Delete and Escape act on the selected sticker.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, select, textarea, [role="dialog"], [role="alertdialog"]')) return;
      const mod = event.ctrlKey || event.metaKey;
      const key = event.key.toLowerCase();
      if (mod && key === 'z') {
        event.preventDefault();
        if (event.shiftKey) redo();
        else undo();
        return;
      }
      if (mod && key === 'y') {
        event.preventDefault();
        redo();
        return;
      }
      const selected = $selected.get();
      if (!selected) return;
      const arrow = ARROWS[event.key];
      if (arrow) {
        event.preventDefault();
        const step = event.shiftKey ? BIG_NUDGE_PX : NUDGE_PX;
        perform('nudge', { ids: [selected], dx: arrow[0] * step, dy: arrow[1] * step });
      } else if (event.key === 'Delete' || event.key === 'Backspace') {
        event.preventDefault();
        removeSticker(selected);
      } else if (event.key === 'Escape') {
        select(null);
      }
    };
    addEventListener('keydown', onKeyDown);
    return () => removeEventListener('keydown', onKeyDown);
  }, []);

  const add = (listing: BuilderListing) => {
    addListing(listing);
    if (drawer) setDrawerOpen(false);
  };

  const dropListing = (listingId: number, at: { x: number; y: number }) => {
    const known = dragged.current?.etsyListingId === listingId ? dragged.current : null;
    dragged.current = null;
    if (known) addListing(known, at);
    else
      void fetchListing(listingId).then(
        (listing) => addListing(listing, at),
        () => undefined,
      );
  };

  const share = async () => {
    const url = shareLink(location.origin);
    try {
      await copyText(url);
      showToast('Scene link copied! Anyone who opens it sees this scene.');
    } catch {
      setLink(url);
    }
  };

  const download = async () => {
    const { downloadBlob, renderScenePng } = await import('./export-png.ts');
    try {
      downloadBlob(await renderScenePng($scene.get(), { background: prefs.background }), 'micro-decals-scene.png');
    } catch {
      showToast('The picture could not be made in this browser.', 5000);
    }
  };

  /** Leaves the shared scene's address, so a reload opens the visitor's own scene. */
  const forgetShareParam = () => history.replaceState(history.state, '', location.pathname);

  const collapsed = !drawer && prefs.sidebarCollapsed;
  return (
    <div className="scene-builder">
      {/* Past the sidebar's 200 decals straight to the stickers. */}
      <a className="skip-link" href="#scene-canvas">
        Skip to the canvas
      </a>
      {/* The drawer's switch and look follow the width in CSS, so the prebuilt page does not shift on a phone. */}
      <div className="drawer-bar">
        <button type="button" className="pill-button drawer-toggle" aria-expanded={drawerOpen} onClick={() => setDrawerOpen(!drawerOpen)}>
          {drawerOpen ? 'Close the decals' : 'Add decals'}
        </button>
      </div>
      <div className={`scene-sidebar${drawerOpen ? ' open' : ''}`} style={{ '--sidebar-width': `${collapsed ? 20 : prefs.sidebarWidth}px` } as CSSProperties}>
        {(!drawer || drawerOpen) && (
          <Sidebar
            variant={drawer ? 'drawer' : 'panel'}
            width={prefs.sidebarWidth}
            collapsed={collapsed}
            onResize={(width) => setPrefs({ sidebarWidth: width })}
            onToggleCollapsed={() => (drawer ? setDrawerOpen(false) : setPrefs({ sidebarCollapsed: !prefs.sidebarCollapsed }))}
            onAdd={add}
            onDragStart={(listing) => {
              dragged.current = listing;
            }}
          />
        )}
      </div>
      <div className="scene-main">
        {shared && (
          <div className="shared-banner" role="status">
            <span>You are looking at a shared scene. Your own saved scene is kept until you choose.</span>
            <button type="button" className="button" onClick={() => (keepSharedScene(), forgetShareParam())}>
              Keep this scene
            </button>
            <button type="button" className="button secondary" onClick={() => (leaveSharedScene(), forgetShareParam())}>
              Back to my scene
            </button>
          </div>
        )}
        <Toolbar
          onClear={() => setDialog('clear')}
          onShowList={() => setDialog('list')}
          onCalibrate={() => setDialog('calibrate')}
          onShare={() => void share()}
          onDownload={() => void download()}
          parallax={admin ? { onSave: () => setDialog('save-parallax'), onLoad: () => setDialog('load-parallax') } : undefined}
        />
        <div className="scene-workspace">
          <Canvas onDropListing={dropListing} />
          <StickerDetails />
        </div>
      </div>
      {dialog === 'clear' && (
        <ConfirmDialog
          title="Clear the scene?"
          message="Every sticker is taken off the canvas, and the saved scene is forgotten."
          confirmLabel="Clear Scene"
          cancelLabel="Keep Scene"
          destructive
          onConfirm={() => {
            clearScene();
            setDialog(null);
          }}
          onCancel={() => setDialog(null)}
        />
      )}
      {dialog === 'list' && <ShoppingList onClose={() => setDialog(null)} />}
      {(dialog === 'save-parallax' || dialog === 'load-parallax') && (
        <Suspense fallback={null}>
          {dialog === 'save-parallax' ? (
            <SaveParallaxDialog
              onClose={() => setDialog(null)}
              onSaved={(name) => {
                setDialog(null);
                showToast(`Scene ‘${name}’ saved`);
              }}
            />
          ) : (
            <LoadParallaxDialog
              onClose={() => setDialog(null)}
              onLoaded={(name, missing) => {
                setDialog(null);
                showToast(missing > 0 ? `Scene ‘${name}’ loaded; ${missing} of its stickers are no longer public` : `Scene ‘${name}’ loaded`);
              }}
            />
          )}
        </Suspense>
      )}
      {dialog === 'calibrate' && (
        <CalibrateDialog
          current={prefs.screenPpi}
          onSave={(screenPpi) => {
            setPrefs({ screenPpi });
            setDialog(null);
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {restoreOffer && <RestorePrompt stickerCount={restoreOffer.stickerCount} />}
      {link && (
        <Modal onClose={() => setLink(null)} labelledBy="share-scene-title" className="restore-dialog">
          <h2 id="share-scene-title">Share this scene</h2>
          <label htmlFor="share-scene-url">Copy the link below and send it.</label>
          <input id="share-scene-url" className="share-scene-url" readOnly value={link} onFocus={(e) => e.target.select()} />
          <div className="ui-confirm-actions">
            <button type="button" className="button" onClick={() => setLink(null)}>
              Done
            </button>
          </div>
        </Modal>
      )}
      <Toast />
    </div>
  );
}

/** 'Previous Scene Found': restore the saved scene, or start fresh. */
function RestorePrompt({ stickerCount }: { stickerCount: number }) {
  return (
    <Modal onClose={dismissRestoreOffer} labelledBy="restore-title" className="restore-dialog">
      <h2 id="restore-title">Previous Scene Found</h2>
      <p>We found a previously saved scene with {stickerCount} stickers. Would you like to restore it?</p>
      <p className="restore-note">Your scene is automatically saved as you work, so you won't lose your progress.</p>
      <div className="ui-confirm-actions">
        <button type="button" className="button secondary" onClick={() => answerRestoreOffer(false)}>
          Start Fresh
        </button>
        <button type="button" className="button" onClick={() => answerRestoreOffer(true)}>
          Restore Scene
        </button>
      </div>
    </Modal>
  );
}
