import { ErrorBoundary } from '~/components/ui/ErrorBoundary.tsx';
import SceneBuilder from './SceneBuilder.tsx';

/** The Scene Builder as one island, inside its error boundary. */
export default function SceneBuilderIsland() {
  return (
    <ErrorBoundary name="scene-builder">
      <SceneBuilder />
    </ErrorBoundary>
  );
}
