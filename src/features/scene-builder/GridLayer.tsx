import { memo } from 'react';
import { gridLines } from './view.ts';

/** The inch grid: half-inch and inch lines, and whole inches labelled along the top and left edges. */
export const GridLayer = memo(function GridLayer({ width, height }: { width: number; height: number }) {
  const columns = gridLines(width);
  const rows = gridLines(height);
  const right = columns.at(-1)?.at ?? 0;
  const bottom = rows.at(-1)?.at ?? 0;
  return (
    <svg className="scene-grid" width={right + 1} height={bottom + 1} aria-hidden="true">
      {columns.map((line) => (
        <line key={`x${line.at}`} x1={line.at} y1={0} x2={line.at} y2={bottom} className={line.inch === null ? 'half' : 'inch'} />
      ))}
      {rows.map((line) => (
        <line key={`y${line.at}`} x1={0} y1={line.at} x2={right} y2={line.at} className={line.inch === null ? 'half' : 'inch'} />
      ))}
      {columns.map(
        (line) =>
          line.inch !== null &&
          line.inch > 0 && (
            <text key={`lx${line.at}`} x={line.at + 3} y={12} className="ruler" data-testid="ruler-inch">
              {line.inch}
            </text>
          ),
      )}
      {rows.map(
        (line) =>
          line.inch !== null &&
          line.inch > 0 && (
            <text key={`ly${line.at}`} x={3} y={line.at - 3} className="ruler">
              {line.inch}
            </text>
          ),
      )}
    </svg>
  );
});
