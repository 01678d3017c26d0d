import { useState, type ReactNode } from 'react';
import { pushFailed, pushSucceeded, type AdminListing, type ListingUpdate, type MarketplacePush, type PushPreview } from '~/contracts/admin-listings.ts';
import type { SizeCard } from '~/domain/listing-editor.ts';
import { failureText, isSignedOut } from '~/features/admin/remote.ts';
import { ApprovalModal } from './ApprovalModal.tsx';
import type { EditorActions, Notice } from './editor-actions.ts';
import { previewPush, pushToEtsy, saveListing } from './remote.ts';
import { ArtworkSection } from './sections/ArtworkSection.tsx';
import { BackupsSection } from './sections/BackupsSection.tsx';
import { CategorySection } from './sections/CategorySection.tsx';
import { ColorsSection } from './sections/ColorsSection.tsx';
import { DescriptionBuilder } from './sections/DescriptionBuilder.tsx';
import { PhotosSection } from './sections/PhotosSection.tsx';
import { SetManagement } from './sections/SetManagement.tsx';
import { SizeCards, sizeCardsOf } from './sections/SizeCards.tsx';
import { StickerPreview } from './sections/StickerPreview.tsx';
import { TitleSection } from './sections/TitleSection.tsx';

interface Props {
  listing: AdminListing;
  categories: readonly string[];
  /** The message line, kept by the page so a restore (which starts the editor afresh) keeps its message. */
  notice: Notice | null;
  setNotice: (notice: Notice | null) => void;
  onSaved: (listing: AdminListing) => void;
  /** A backup was restored: every section starts again from the listing as restored. */
  onRestored: (listing: AdminListing) => void;
  onSignedOut: () => void;
}

function Section({ title, open = true, id, children }: { title: string; open?: boolean; id?: string; children: ReactNode }) {
  return (
    <details className="admin-card la-section" open={open} id={id}>
      <summary>{title}</summary>
      {children}
    </details>
  );
}

/** The full listing editor: each section saves its own fields, locally or to Etsy behind the approval modal. */
export function ListingEditor({ listing, categories, notice, setNotice, onSaved, onRestored, onSignedOut }: Props) {
  const [cards, setCards] = useState<SizeCard[]>(() => sizeCardsOf(listing));
  const [artworkPath, setArtworkPath] = useState(listing.svgPath ?? '');
  const [approval, setApproval] = useState<{ push: MarketplacePush; preview: PushPreview } | null>(null);
  const id = listing.etsyListingId;

  const fail = (prefix: string, error: unknown) => {
    if (isSignedOut(error)) return onSignedOut();
    setNotice({ kind: 'error', text: `${prefix} ${failureText(error)}` });
  };

  const actions: EditorActions = {
    listing,
    notify: setNotice,
    save: async (update: ListingUpdate, texts) => {
      try {
        onSaved(await saveListing(id, update));
        setNotice({ kind: 'success', text: texts.ok });
        return true;
      } catch (error) {
        fail(texts.failed, error);
        return false;
      }
    },
    requestPush: async (push) => {
      setNotice(null);
      try {
        setApproval({ push, preview: await previewPush(id, push) });
      } catch (error) {
        fail(pushFailed(push.field), error);
      }
    },
  };

  const approve = async () => {
    if (!approval) return;
    try {
      onSaved(await pushToEtsy(id, approval.push));
      setNotice({ kind: 'success', text: pushSucceeded(approval.push.field) });
    } catch (error) {
      fail('', error);
    }
    setApproval(null);
  };

  return (
    <div className="la-editor">
      <div className="la-notice" aria-live="polite">
        {notice && (
          <p role={notice.kind === 'error' ? 'alert' : 'status'} className={notice.kind === 'error' ? 'admin-error' : 'la-success'}>
            {notice.text.trim()}
          </p>
        )}
      </div>
      <Section title="Scene Builder File">
        <ArtworkSection {...actions} path={artworkPath} onPathChange={setArtworkPath} />
      </Section>
      <Section title="Set Management" open={false}>
        <SetManagement {...actions} />
      </Section>
      <Section title="TRUEscale Sizes">
        <SizeCards {...actions} cards={cards} onChange={setCards} />
      </Section>
      <Section title="Sticker Preview">
        <StickerPreview listing={listing} cards={cards} />
      </Section>
      <Section title="Title">
        <TitleSection {...actions} />
      </Section>
      <Section title="Section Assignment">
        <CategorySection {...actions} categories={categories} />
      </Section>
      <Section title="Photos and Video" open={false}>
        <PhotosSection listing={listing} />
      </Section>
      <Section title="Colors">
        <ColorsSection {...actions} />
      </Section>
      <Section title="Description Builder">
        <DescriptionBuilder {...actions} cards={cards} />
      </Section>
      <Section title="Backups" open={location.hash === '#backups'} id="backups">
        <BackupsSection listing={listing} notify={setNotice} onRestored={onRestored} />
      </Section>
      {approval && <ApprovalModal preview={approval.preview} onApprove={approve} onCancel={() => setApproval(null)} />}
    </div>
  );
}
