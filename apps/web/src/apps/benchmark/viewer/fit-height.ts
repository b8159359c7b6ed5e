import { useEffect, useState } from 'react';

/**
 * A height for the 3D view that keeps what sits around it (header, toolbar, scrubber, legend:
 * `reserved` CSS pixels) on the first screen (issue 30: at 1440×900 the scrubber and legend
 * were below the fold), within [min, max]; it follows the window's height.
 */
export function useFitHeight(reserved: number, min = 320, max = 720): number {
  const [windowHeight, setWindowHeight] = useState(() => window.innerHeight);
  useEffect(() => {
    const follow = () => setWindowHeight(window.innerHeight);
    window.addEventListener('resize', follow);
    return () => window.removeEventListener('resize', follow);
  }, []);
  return fitHeight(windowHeight, reserved, min, max);
}

export function fitHeight(windowHeight: number, reserved: number, min: number, max: number) {
  return Math.round(Math.min(max, Math.max(min, windowHeight - reserved)));
}
