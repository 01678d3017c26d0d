import { ErrorBoundary } from '~/components/ui/ErrorBoundary.tsx';
import Storefront, { type StorefrontProps } from './Storefront.tsx';

/** The storefront as one island, inside its error boundary (Astro cannot nest the two as islands). */
export default function StorefrontIsland(props: StorefrontProps) {
  return (
    <ErrorBoundary name="storefront">
      <Storefront {...props} />
    </ErrorBoundary>
  );
}
