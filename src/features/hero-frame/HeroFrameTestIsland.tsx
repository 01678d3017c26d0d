import { ErrorBoundary } from '~/components/ui/ErrorBoundary.tsx';
import HeroFrameTestPage from './HeroFrameTestPage.tsx';

/** The frame machine's test page as one island, inside its error boundary. */
export default function HeroFrameTestIsland() {
  return (
    <ErrorBoundary name="hero-frame">
      <HeroFrameTestPage />
    </ErrorBoundary>
  );
}
