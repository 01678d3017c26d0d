import { useState } from 'react';
import type { AdminSession } from '~/contracts/admin.ts';
import { AnalyticsCard } from './AnalyticsCard.tsx';
import { DataOperations } from './DataOperations.tsx';
import { HeroSettingsForm } from './HeroSettingsForm.tsx';
import { MarketplaceConnection } from './MarketplaceConnection.tsx';
import { PublishCard } from './PublishCard.tsx';
import { SearchSynonymsCard } from './SearchSynonymsCard.tsx';
import { ShopSettingsCard } from './ShopSettingsCard.tsx';
import { MessageDialog, type Message } from './MessageDialog.tsx';
import { SystemStatus } from './SystemStatus.tsx';
import { ToolsCard } from './ToolsCard.tsx';

/** The admin panel (/admin): system status, the Etsy connection, publishing, hero settings, search synonyms, data operations, tools, analytics. */
export function AdminPanel({ session, onSignOut, onSignedOut }: { session: AdminSession; onSignOut: () => void; onSignedOut: () => void }) {
  const [message, setMessage] = useState<Message | null>(null);
  return (
    <div className="admin-panel">
      <div className="admin-bar">
        <p>
          Signed in
          {session.expiresAt && ` until ${new Date(session.expiresAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}`}
        </p>
        <span className="admin-actions">
          <a className="button secondary" href="/listing-admin">
            Listing editor
          </a>
          <a className="button secondary" href="/admin-home">
            Test homepage
          </a>
          <a className="button secondary" href="/admin/debug">
            Debug screen
          </a>
          <button type="button" className="button secondary" onClick={onSignOut}>
            Sign out
          </button>
        </span>
      </div>
      <div className="admin-grid">
        <SystemStatus />
        <MarketplaceConnection onSignedOut={onSignedOut} />
        <PublishCard onSignedOut={onSignedOut} />
        <HeroSettingsForm onMessage={setMessage} onSignedOut={onSignedOut} />
        <SearchSynonymsCard onSignedOut={onSignedOut} />
        <ShopSettingsCard onSignedOut={onSignedOut} />
        <DataOperations onMessage={setMessage} onSignedOut={onSignedOut} />
        <ToolsCard onSignedOut={onSignedOut} />
        <AnalyticsCard onSignedOut={onSignedOut} />
      </div>
      {message && <MessageDialog message={message} onClose={() => setMessage(null)} />}
    </div>
  );
}
