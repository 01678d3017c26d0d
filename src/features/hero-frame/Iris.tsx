import { gsap } from 'gsap';
import { useEffect, useId, useRef } from 'react';
import { HERO_FRAME_IRIS_MS, irisTarget, type IrisState } from '~/domain/hero-frame-machine.ts';

/** How many blades the iris has. */
const BLADES = 8;

/**
 * Where the blades stand, in the window's units (its radius is 100): each blade is a square with a
 * corner `gap` from the centre, turned by `twist` degrees about that corner. At gap 0 the eight
 * squares, 45 degrees apart, cover the window; from gap 100 (the rim) on none reaches into it.
 */
interface Blades {
  gap: number;
  twist: number;
}

const OPEN: Blades = { gap: 118, twist: -18 };
const CLOSED: Blades = { gap: 0, twist: 14 };

const bladeTransform = (index: number, { gap, twist }: Blades) => `rotate(${(index * 360) / BLADES}) translate(0 ${-gap}) rotate(${twist})`;

const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

interface Props {
  state: IrisState;
  /** Called when a move (opening, closing) has reached its end. */
  onSettled: (reached: 'open' | 'closed') => void;
}

/**
 * The iris over the frame's window: eight blades that close to a point and open past the rim. GSAP
 * tweens one pair of numbers and redraws the blades from it, so a move reversed half-way starts from
 * where the blades are. With reduced motion the blades jump to the end of the move at once.
 */
export function Iris({ state, onSettled }: Props) {
  const blades = useRef<(SVGPathElement | null)[]>([]);
  // The iris starts closed (state 'closed' at first render); the tweens carry on from these values.
  const now = useRef<Blades>({ ...CLOSED });
  const ids = useId().replace(/[^A-Za-z0-9_-]/g, '');
  const settled = useRef(onSettled);
  useEffect(() => {
    settled.current = onSettled;
  }, [onSettled]);

  useEffect(() => {
    const draw = () => blades.current.forEach((blade, i) => blade?.setAttribute('transform', bladeTransform(i, now.current)));
    const reached = irisTarget(state);
    const target = reached === 'open' ? OPEN : CLOSED;
    const moving = state === 'opening' || state === 'closing';
    if (!moving || reducedMotion()) {
      Object.assign(now.current, target);
      draw();
      if (moving) settled.current(reached);
      return;
    }
    const tween = gsap.to(now.current, {
      ...target,
      duration: (state === 'opening' ? HERO_FRAME_IRIS_MS.open : HERO_FRAME_IRIS_MS.close) / 1000,
      ease: state === 'opening' ? 'power2.out' : 'power2.inOut',
      onUpdate: draw,
      onComplete: () => settled.current(reached),
    });
    return () => {
      tween.kill();
    };
  }, [state]);

  return (
    <svg className="hf-iris" viewBox="-100 -100 200 200" aria-hidden="true" focusable="false">
      <defs>
        <clipPath id={`${ids}-window`}>
          <circle r="100" />
        </clipPath>
        {/* In each blade's own coordinates: lit along its leading edge, darker under the next blade. */}
        <linearGradient id={`${ids}-blade`} gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="110" y2="-30">
          <stop offset="0" stopColor="#7b8781" />
          <stop offset="0.25" stopColor="#4d5853" />
          <stop offset="1" stopColor="#232a27" />
        </linearGradient>
      </defs>
      <g clipPath={`url(#${ids}-window)`}>
        {Array.from({ length: BLADES }, (_, i) => (
          <path
            key={i}
            ref={(el) => {
              blades.current[i] = el;
            }}
            className="hf-blade"
            d="M0 0H240V-240H0Z"
            fill={`url(#${ids}-blade)`}
            transform={bladeTransform(i, CLOSED)}
          />
        ))}
      </g>
    </svg>
  );
}
