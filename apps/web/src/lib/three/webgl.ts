/**
 * Whether this browser can draw the 3D view at all (three.js needs WebGL). No three.js here:
 * pages ask before they load it.
 */
export function canDrawWebGL(): boolean {
  if (typeof WebGLRenderingContext === 'undefined') return false;
  try {
    const canvas = document.createElement('canvas');
    const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    // A page holds only a few contexts at once: give the probe's back now, not at collection.
    gl?.getExtension('WEBGL_lose_context')?.loseContext();
    return !!gl;
  } catch {
    return false;
  }
}
